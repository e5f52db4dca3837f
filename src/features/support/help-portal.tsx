/**
 * The Help Portal (seed 3 §2 "Support contact form"): the help centre, webinars, news and forum on the
 * association's help site (for people with the HELPCENTRE feature, seed 3 §6), then the ways to reach the
 * support desk — write to us, give feedback, leave a voice message, request a video call — and the support
 * line of each region (Ireland and the rest of the world; Britain and Northern Ireland). The help site's
 * address and the phone numbers are the server's configuration (/api/config).
 */
import { Box, Heading, Link as ChakraLink, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../../auth/session';
import { useApiGet } from '../../lib/use-api-get';
import type { ContactQuery } from './contact-queries';

interface HelpConfig {
  help: { portalUrl: string; phones: { IE: string; GB: string } };
}

function Entry(props: { title: ReactNode; children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p={4}>
      <Heading as="h3" size="md" mb={1}>
        {props.title}
      </Heading>
      {props.children}
    </Box>
  );
}

const linkStyle = { color: 'brand.fg', textDecoration: 'underline' } as const;

function Contact(props: { query?: ContactQuery; children: ReactNode }) {
  return (
    <ChakraLink asChild {...linkStyle}>
      <Link to="/contact" search={props.query ? { query: props.query } : {}}>
        {props.children}
      </Link>
    </ChakraLink>
  );
}

const tel = (n: string) => `tel:${n.replace(/\s/g, '')}`;

export function HelpPortal() {
  const { t } = useLingui();
  const session = useSession();
  const config = useApiGet<HelpConfig>('/config');
  const help = config.status === 'ok' ? config.data.help : undefined;
  const helpCentre = (session.identity?.features ?? []).includes('HELPCENTRE');
  const site = (path: string) => (help ? `${help.portalUrl.replace(/\/$/, '')}${path}` : undefined);
  const external = (path: string, label: string) => (
    <ChakraLink href={site(path)} target="_blank" rel="noopener noreferrer" {...linkStyle}>
      {label}
    </ChakraLink>
  );
  return (
    <Stack gap={4} as="section" aria-labelledby="help-portal">
      <Heading as="h2" size="xl" id="help-portal">
        <Trans>Help Portal</Trans>
      </Heading>
      {helpCentre && help && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={3} data-testid="help-centre">
          <Entry title={t`Help centre`}>
            <Text>{external('/', t`Guides and answers to common questions`)}</Text>
          </Entry>
          <Entry title={t`Webinars`}>
            <Text>{external('/webinars', t`Recorded and upcoming training sessions`)}</Text>
          </Entry>
          <Entry title={t`News`}>
            <Text>{external('/news', t`What is new in Páirc`)}</Text>
          </Entry>
          <Entry title={t`Forum`}>
            <Text>{external('/forum', t`Ask other club officers`)}</Text>
          </Entry>
        </SimpleGrid>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
        <Entry title={t`Write to us`}>
          <Contact>
            <Trans>Send a query to the support desk</Trans>
          </Contact>
        </Entry>
        <Entry title={t`Give feedback`}>
          <Contact query="FEEDBACK">
            <Trans>Tell us what works and what does not</Trans>
          </Contact>
        </Entry>
        <Entry title={t`Leave a voice message`}>
          <Text>
            <Trans>
              Call the support line for your region. Outside office hours, leave your name, your club and your
              reference, and we will call you back.
            </Trans>
          </Text>
        </Entry>
        <Entry title={t`Request a video call`}>
          <Contact query="VIDEO_CALL">
            <Trans>Ask for a video call with the support desk</Trans>
          </Contact>
        </Entry>
      </SimpleGrid>
      {help && (
        <Box data-testid="support-phones">
          <Heading as="h3" size="md" mb={1}>
            <Trans>Support phone numbers</Trans>
          </Heading>
          <List.Root ps={5}>
            <List.Item>
              <Trans>Ireland and the rest of the world:</Trans>{' '}
              <ChakraLink href={tel(help.phones.IE)} {...linkStyle}>
                {help.phones.IE}
              </ChakraLink>
            </List.Item>
            <List.Item>
              <Trans>Britain and Northern Ireland:</Trans>{' '}
              <ChakraLink href={tel(help.phones.GB)} {...linkStyle}>
                {help.phones.GB}
              </ChakraLink>
            </List.Item>
          </List.Root>
        </Box>
      )}
    </Stack>
  );
}
