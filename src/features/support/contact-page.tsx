import {
  Box,
  Button,
  Heading,
  Link as ChakraLink,
  List,
  NativeSelect,
  Stack,
  Text,
  Field,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { showAlert } from '../../components/alerts';

export const CONTACT_QUERIES = ['REPORT_ISSUE', 'MEMBERSHIP', 'CLUB', 'SAFEGUARDING'] as const;
export type ContactQuery = (typeof CONTACT_QUERIES)[number];

/**
 * /contact-form (signed out) and /contact (signed in), the support link of the error page (seed 1 §2, seed 3
 * §2): the visitor chooses their query and is told where it goes. Queries about a membership or a club go to
 * the club, whose public page lists its secretary's and children's officer's e-mail; a problem with Páirc is
 * reported with the details this page gathers. Sending a query to the support team from this page needs the
 * support service (seed 3 §7 "Support form"), which is not built yet, so the page does not pretend to send.
 */
export function ContactPage({ query: initial }: { query?: ContactQuery }) {
  const { t } = useLingui();
  const [query, setQuery] = useState<ContactQuery | ''>(initial ?? '');
  const labels: Record<ContactQuery, string> = {
    REPORT_ISSUE: t`Report an Issue`,
    MEMBERSHIP: t`Membership, registration or payment`,
    CLUB: t`A question for my club`,
    SAFEGUARDING: t`A child safeguarding concern`,
  };
  // What a report of a problem should carry: the page, the time and the browser, ready to paste.
  const [details] = useState(() => {
    const page = document.referrer || window.location.href;
    const time = new Date().toISOString();
    const browser = navigator.userAgent;
    return [t`Page: ${page}`, t`Time: ${time}`, t`Browser: ${browser}`].join('\n');
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(details);
      showAlert('success', t`Details copied`);
    } catch {
      showAlert('error', t`Clipboard write failed`);
    }
  }

  return (
    <Stack gap={5} maxW="2xl">
      <Heading as="h1" size="2xl">
        <Trans>Contact us</Trans>
      </Heading>
      <Field.Root>
        <Field.Label>
          <Trans>Choose your query</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={query} onChange={(e) => setQuery(e.target.value as ContactQuery | '')}>
            <option value="">—</option>
            {CONTACT_QUERIES.map((q) => (
              <option key={q} value={q}>
                {labels[q]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {query === 'REPORT_ISSUE' && (
        <Stack gap={3} data-testid="contact-report-issue">
          <Text>
            <Trans>Tell your club secretary or the Páirc team what went wrong. Include:</Trans>
          </Text>
          <List.Root ps={6}>
            <List.Item>
              <Trans>what you were trying to do;</Trans>
            </List.Item>
            <List.Item>
              <Trans>the page address and the time it happened;</Trans>
            </List.Item>
            <List.Item>
              <Trans>your device and browser.</Trans>
            </List.Item>
          </List.Root>
          <Box as="pre" p={3} borderWidth="1px" borderRadius="md" whiteSpace="pre-wrap" fontSize="sm">
            {details}
          </Box>
          <Button alignSelf="flex-start" variant="outline" onClick={() => void copy()}>
            <Trans>Copy these details</Trans>
          </Button>
        </Stack>
      )}
      {(query === 'MEMBERSHIP' || query === 'CLUB') && (
        <Text data-testid="contact-club">
          <Trans>
            Your club handles memberships, registrations and payments.{' '}
            <ChakraLink asChild>
              <Link to="/search">Find your club</Link>
            </ChakraLink>
            : its page lists the secretary’s e-mail.
          </Trans>
        </Text>
      )}
      {query === 'SAFEGUARDING' && (
        <Text data-testid="contact-safeguarding">
          <Trans>
            Contact your club’s children’s officer: their e-mail is on the club’s page (
            <ChakraLink asChild>
              <Link to="/search">find your club</Link>
            </ChakraLink>
            ). If a child is in immediate danger, call the Gardaí or the PSNI on 999 or 112.
          </Trans>
        </Text>
      )}
    </Stack>
  );
}
