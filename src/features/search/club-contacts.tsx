import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import {
  addressLine,
  clubLinks,
  contactGroups,
  directionsUrl,
  labelContactsByAssociation,
  type ContactGroup,
  type LinkKind,
} from '../../../domain/organization/public-page';
import type { Organization } from '../../../domain/organization/organization';

function Block({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="md" mb={2}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Location on one line, with directions when the club has coordinates. */
export function ClubLocation({ club }: { club: Organization }) {
  const { i18n } = useLingui();
  const address = addressLine(club.address, i18n.locale);
  const directions = directionsUrl(club.location);
  if (!address && !directions) return null;
  return (
    <Block title={<Trans>Location</Trans>}>
      {address && <Text>{address}</Text>}
      {directions && (
        <Link href={directions} target="_blank" rel="noopener noreferrer" colorPalette="green">
          <Trans>Directions</Trans>
        </Link>
      )}
    </Block>
  );
}

function RoleTitle({ group }: { group: ContactGroup }) {
  const n = group.entries.length;
  return group.role === 'secretary' ? (
    <Plural value={n} one="Secretary" other="Secretaries" />
  ) : (
    <Plural value={n} one="Children's officer" other="Children's officers" />
  );
}

/** Brand colour and a short mark per link type; the link's text says where it goes. */
const LINK_MARKS: Record<LinkKind, { mark: string; bg: string }> = {
  x: { mark: '𝕏', bg: 'black' },
  linkedin: { mark: 'in', bg: '#0a66c2' },
  facebook: { mark: 'f', bg: '#1877f2' },
  instagram: { mark: 'IG', bg: '#c13584' },
  youtube: { mark: '▶', bg: '#ff0000' },
  generic: { mark: '↗', bg: 'gray' },
};

function LinkIcon({ kind }: { kind: LinkKind }) {
  const { mark, bg } = LINK_MARKS[kind];
  return (
    <Box
      as="span"
      aria-hidden
      data-kind={kind}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      boxSize="24px"
      borderRadius="full"
      bg={bg}
      color="white"
      fontSize="xs"
      fontWeight="bold"
    >
      {mark}
    </Box>
  );
}

/** Secretary and children's officer e-mails per association, the safeguarding statement and other links. */
export function ClubContacts({ club }: { club: Organization }) {
  const { t } = useLingui();
  const groups = contactGroups(club.email);
  const labelled = labelContactsByAssociation(groups);
  const { safeguarding, external } = clubLinks(club.sameAs);
  if (groups.length === 0 && !safeguarding && external.length === 0) return null;
  return (
    <Block title={<Trans>Contact</Trans>}>
      <Stack gap={3}>
        {groups.map((g) => (
          <Box key={g.role}>
            <Text fontWeight="semibold">
              <RoleTitle group={g} />
            </Text>
            <Stack as="ul" gap={0} listStyleType="none">
              {g.entries.map((e) => (
                <li key={e.association}>
                  {labelled && <Text as="span">{e.association}: </Text>}
                  <Link href={`mailto:${e.email}`} colorPalette="green">
                    {e.email}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        ))}
        {safeguarding && (
          <Link href={safeguarding.url} target="_blank" rel="noopener noreferrer" colorPalette="green">
            <Trans>Safeguarding statement</Trans>
          </Link>
        )}
        {external.length > 0 && (
          <HStack as="ul" gap={3} wrap="wrap" listStyleType="none" aria-label={t`Links`}>
            {external.map((l) => (
              <li key={l.url}>
                <Link href={l.url} target="_blank" rel="noopener noreferrer" gap={1}>
                  <LinkIcon kind={l.kind} />
                  {l.name ?? new URL(l.url).hostname}
                </Link>
              </li>
            ))}
          </HStack>
        )}
      </Stack>
    </Block>
  );
}
