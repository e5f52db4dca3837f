import {
  Box,
  Button,
  Card,
  Heading,
  HStack,
  Link as ChakraLink,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApiGet } from '../../lib/use-api-get';
import { AppLink } from '../../public/app-link';

/** `/` and `/home`: log in, register, contact support, help, the six feature cards, the associations. */
export function LandingPage(props: { helpCentreUrl?: string }) {
  const { t } = useLingui();
  // The help centre is the deployment's Help Portal site (HELP_PORTAL_URL), as on the Help page: the server's
  // document passes it in (src/public/render.tsx); the app asks /api/config. No link until known.
  const config = useApiGet<{ help: { portalUrl: string } }>(props.helpCentreUrl ? null : '/config');
  const helpCentre = props.helpCentreUrl ?? (config.status === 'ok' ? config.data.help.portalUrl : undefined);
  const cards = [
    {
      title: t`Members`,
      body: t`Register with your club each season and keep your family's details in one place.`,
    },
    { title: t`Coaches`, body: t`Take attendance at training, even where there is no signal.` },
    { title: t`Events`, body: t`Fixtures, training and club events on your phone.` },
    { title: t`Admins`, body: t`Run the club: members, teams, vetting, draws and fees.` },
    { title: t`Membership`, body: t`Pay membership online, in full or in instalments.` },
    { title: t`Comms`, body: t`Messages and calendars for teams and groups.` },
  ];
  const associations = [
    { name: 'GAA', href: 'https://www.gaa.ie' },
    { name: 'LGFA', href: 'https://ladiesgaelic.ie' },
    { name: 'Camogie', href: 'https://camogie.ie' },
    { name: 'GAA Handball', href: 'https://gaahandball.ie' },
    { name: 'Rounders', href: 'https://rounders.ie' },
  ];
  return (
    <Stack gap={10}>
      <Box textAlign="center" py={8}>
        <Heading as="h1" size="3xl" mb={3}>
          Páirc
        </Heading>
        <Text fontSize="lg" mb={6}>
          <Trans>Your club, your teams and your games — on the pitch, with or without signal.</Trans>
        </Text>
        <HStack justify="center" gap={3} wrap="wrap">
          <Button asChild colorPalette="brand" size="lg">
            <AppLink href="/login">
              <Trans>Log in</Trans>
            </AppLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <AppLink href="/register">
              <Trans>Register</Trans>
            </AppLink>
          </Button>
          <Button asChild variant="ghost" size="lg">
            <AppLink href="/search">
              <Trans>Find a club</Trans>
            </AppLink>
          </Button>
        </HStack>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={4}>
        {cards.map((c) => (
          <Card.Root as="li" key={c.title}>
            <Card.Body>
              <Heading as="h2" size="md" mb={2}>
                {c.title}
              </Heading>
              <Text>{c.body}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Stack gap={2}>
        <Heading as="h2" size="md">
          <Trans>The associations</Trans>
        </Heading>
        <HStack wrap="wrap" gap={4}>
          {associations.map((a) => (
            <ChakraLink key={a.name} href={a.href} target="_blank" rel="noopener noreferrer">
              {a.name}
            </ChakraLink>
          ))}
        </HStack>
        <HStack wrap="wrap" gap={4}>
          <ChakraLink asChild>
            <AppLink href="/contact-form">
              <Trans>Contact support</Trans>
            </AppLink>
          </ChakraLink>
          {helpCentre && (
            <ChakraLink href={helpCentre} target="_blank" rel="noopener noreferrer" data-testid="help-centre">
              <Trans>Help centre</Trans>
            </ChakraLink>
          )}
          <ChakraLink href="/privacy.html">
            <Trans>Privacy policy</Trans>
          </ChakraLink>
        </HStack>
      </Stack>
    </Stack>
  );
}
