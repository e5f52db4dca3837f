import { Box, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AssociationBadges } from '../../components/association-badges';
import { formatShortDate } from '../../i18n/dates';
import type { Organization } from '../../../domain/organization/organization';

/** Banner (or the logo), crest (or the logo), association badges, names, sponsor, founding date and the club colours. */
export function ClubHeader({ club }: { club: Organization }) {
  const { t } = useLingui();
  // The uploaded banner and crest (seed 3 §3) first; the older image and logo URLs otherwise.
  const banner = club.banner ?? club.image ?? club.logo;
  const crest = club.crest ?? club.logo;
  const colours = club.clubColors ?? [];
  return (
    <Stack gap={3}>
      {banner && (
        <Box borderRadius="md" overflow="hidden" bg="bg.muted" aspectRatio={4} maxH="200px">
          {/* The banner is decoration: the club's name follows as the heading. */}
          <Image src={banner} alt="" width={1200} height={300} w="full" h="full" objectFit="cover" />
        </Box>
      )}
      <Flex gap={4} align="center">
        {crest && (
          <Image
            src={crest}
            alt={t`${club.name} crest`}
            width={64}
            height={75}
            boxSize="64px"
            objectFit="contain"
            loading="lazy"
          />
        )}
        <Stack gap={1}>
          <Heading as="h1" size="2xl">
            {club.name}
          </Heading>
          {club.alternateName && club.alternateName !== club.name && (
            <Text fontSize="lg" color="fg.muted" lang="en">
              {club.alternateName}
            </Text>
          )}
          <AssociationBadges associations={club.associations} />
        </Stack>
      </Flex>
      <HStack gap={4} wrap="wrap" color="fg.muted">
        {club.sponsor && (
          <Text>
            <Trans>Sponsor: {club.sponsor}</Trans>
          </Text>
        )}
        {club.foundingDate && (
          <Text>
            <Trans>Founded {formatShortDate(club.foundingDate)}</Trans>
          </Text>
        )}
      </HStack>
      {colours.length > 0 && (
        <HStack
          gap={0}
          h={3}
          borderRadius="sm"
          overflow="hidden"
          role="img"
          aria-label={t`Club colours: ${colours.join(', ')}`}
          data-testid="club-colours"
        >
          {colours.map((c) => (
            <Box key={c} flex="1" h="full" bg={c} borderWidth="1px" borderColor="border" />
          ))}
        </HStack>
      )}
    </Stack>
  );
}
