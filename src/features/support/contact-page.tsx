import { Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PRESELECT, type ContactQuery } from './contact-queries';
import type { SupportQueryReceipt } from '../../../domain/support/support-query';
import { useSession } from '../../auth/session';
import { SupportForm, type SupportMode } from './support-form';

/**
 * /contact-form (signed out) and /contact (signed in), the support link of the error page (seed 1 §2, seed 3
 * §2): the support contact form, then the confirmation with the query's reference ("form submitted
 * successfully", seed 3 §8). A signed-in sender's name and e-mail are filled in from their account.
 */
export function ContactPage({ query }: { query?: ContactQuery }) {
  const session = useSession();
  const [receipt, setReceipt] = useState<SupportQueryReceipt | null>(null);
  const [fill, setFill] = useState(0);
  const [mode, setMode] = useState<SupportMode>(query === 'ISSUE' ? 'issue' : 'general');
  const id = session.identity;
  const sender = id
    ? {
        name: [id.given_name, id.family_name].filter(Boolean).join(' '),
        email: id.email ?? '',
        username: id.preferred_username ?? '',
      }
    : undefined;
  return (
    <Stack gap={5} maxW="2xl">
      <Heading as="h1" size="2xl">
        <Trans>Contact us</Trans>
      </Heading>
      {receipt ? (
        <Stack gap={4} role="status" data-testid="support-sent">
          <Text fontWeight="semibold">
            <Trans>Form submitted successfully.</Trans>
          </Text>
          <Text>
            <Trans>
              Your reference is <strong data-testid="support-reference">{receipt.reference}</strong>. We sent
              it to your e-mail address too: quote it if you write to us again.
            </Trans>
          </Text>
          <Stack direction="row" gap={3}>
            <Button
              variant="outline"
              onClick={() => {
                setReceipt(null);
                setFill(fill + 1);
              }}
            >
              <Trans>Send another query</Trans>
            </Button>
            <ChakraLink asChild alignSelf="center">
              <Link to="/">
                <Trans>Return to home</Trans>
              </Link>
            </ChakraLink>
          </Stack>
        </Stack>
      ) : (
        <Stack gap={4}>
          <Text>
            {mode === 'general' ? (
              <Trans>Is your query about a club or a person?</Trans>
            ) : (
              <Trans>Is your query about something else?</Trans>
            )}{' '}
            <Button
              variant="plain"
              px={0}
              textDecoration="underline"
              color="brand.fg"
              onClick={() => {
                setMode(mode === 'general' ? 'issue' : 'general');
                setFill(fill + 1);
              }}
            >
              {mode === 'general' ? <Trans>Use the issue form</Trans> : <Trans>Use the general form</Trans>}
            </Button>
          </Text>
          <SupportForm
            key={fill}
            mode={mode}
            initial={query ? PRESELECT[query] : undefined}
            sender={sender}
            onSent={setReceipt}
          />
        </Stack>
      )}
    </Stack>
  );
}
