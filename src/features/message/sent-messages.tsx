/**
 * What the person sent, or sent from clubs where they write to everyone (GET /comms/message, 20 a page), and
 * each message's recipients with their copy's state (GET /comms/message/{id}/recipient). Online only: a
 * sender follows up with signal; the inbox is what works offline.
 */
import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  INBOX_PAGE_SIZE,
  type MessageRecipientDoc,
  type SentMessageDoc,
} from '../../../domain/message/message';
import { AppDialog } from '../../components/app-dialog';
import { Loading } from '../../components/loading';
import { Pager } from '../../components/pager';
import { formatShortDate } from '../../i18n/dates';
import { useApiGet } from '../../lib/use-api-get';
import { useOnline } from '../../lib/use-online';
import { LoadFailureText } from '../../components/load-failure';

function Recipients({ message, onClose }: { message: SentMessageDoc; onClose: () => void }) {
  const res = useApiGet<{ _embedded: { recipients: MessageRecipientDoc[] } }>(
    `/comms/message/${message.id}/recipient`,
  );
  return (
    <AppDialog open onClose={onClose} title={message.subject}>
      {res.status === 'loading' && <Loading />}
      {res.status === 'error' && (
        <Text role="alert">
          <LoadFailureText error={res.error} />
        </Text>
      )}
      {res.status === 'ok' && (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">
                <Trans>Name</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">
                <Trans>Read</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {res.data._embedded.recipients.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell>
                  {r.givenName} {r.familyName}
                  {r.state === 'ARCHIVED' && (
                    <Badge ms={2} variant="outline">
                      <Trans>Archived</Trans>
                    </Badge>
                  )}
                </Table.Cell>
                <Table.Cell>{r.readAt ? formatShortDate(r.readAt) : '–'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </AppDialog>
  );
}

export function SentMessages() {
  const online = useOnline();
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<SentMessageDoc | null>(null);
  const res = useApiGet<{ _embedded: { messages: SentMessageDoc[] }; page: { totalPages: number } }>(
    online ? `/comms/message?page=${page}&size=${INBOX_PAGE_SIZE}` : null,
  );
  if (!online) {
    return (
      <Text>
        <Trans>Sent messages need signal.</Trans>
      </Text>
    );
  }
  if (res.status === 'loading') return <Loading />;
  if (res.status === 'error') {
    return (
      <Text role="alert">
        <LoadFailureText error={res.error} />
      </Text>
    );
  }
  const list = res.data._embedded.messages;
  if (list.length === 0) {
    return (
      <Text>
        <Trans>You have not sent any messages.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap={3}>
      <Stack as="ul" gap={2}>
        {list.map((m) => (
          <Box as="li" key={m.id} listStyleType="none" borderWidth="1px" borderRadius="md" p={3}>
            <HStack justify="space-between" wrap="wrap">
              <Box>
                <Text fontWeight="semibold">{m.subject}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatShortDate(m.sentAt)} ·{' '}
                  {m.toEveryone ? t`Everyone in the club` : m.groupNames.join(', ')} ·{' '}
                  <Trans>
                    read by {m.readCount} of {m.recipientCount}
                  </Trans>
                </Text>
              </Box>
              <Button size="sm" variant="outline" onClick={() => setOpen(m)}>
                <Trans>Recipients</Trans>
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
      <Pager page={page} totalPages={res.data.page.totalPages} onPage={setPage} />
      {open && <Recipients message={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
