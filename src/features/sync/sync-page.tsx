import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { ConflictNotice } from '../../components/conflict-notice';
import { db, type OutboxEntry } from '../../offline/db';
import { discardEntry, retryEntry } from '../../offline/flush';
import { afterLocalWrite } from '../../offline/triggers';
import { formatShortDate, formatTime } from '../../i18n/dates';

function Entry({ e }: { e: OutboxEntry }) {
  const { t } = useLingui();
  const what =
    e.op === 'fixture.recordScore'
      ? t`Score for a fixture`
      : e.op === 'event.markAttendance'
        ? t`Event attendance mark`
        : e.op === 'event.respond'
          ? t`Reply to an event`
          : e.op;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p={3} listStyleType="none">
      <Text fontWeight="semibold">{what}</Text>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Made {formatShortDate(e.createdAt)} at {formatTime(e.createdAt)}
        </Trans>
      </Text>
      {e.state === 'failed' ? (
        <>
          <Text role="alert" color="red.700">
            <Trans>Refused by the server:</Trans> {e.error?.message}
          </Text>
          {e.error?.errors?.map((fe) => (
            <Text key={fe.field} fontSize="sm">
              {fe.field}: {fe.message}
            </Text>
          ))}
          <HStack mt={2}>
            <Button size="sm" onClick={() => void retryEntry(e.id).then(afterLocalWrite)}>
              <Trans>Try again</Trans>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void discardEntry(e.id)}>
              <Trans>Discard this change</Trans>
            </Button>
          </HStack>
        </>
      ) : (
        <Text fontSize="sm">
          <Trans>Waiting to be sent.</Trans>
        </Text>
      )}
    </Box>
  );
}

/** /sync: what is waiting on this device, what failed and why, and what the person can do. */
export function SyncPage() {
  const entries = useLiveQuery(() => db.outbox.orderBy('id').toArray(), []);
  const conflicts = useLiveQuery(() => db.conflicts.where('acknowledged').equals(0).toArray(), []);
  return (
    <Stack gap={5}>
      <Heading as="h1" size="2xl">
        <Trans>Changes on this device</Trans>
      </Heading>
      {conflicts?.map((c) => (
        <ConflictNotice key={c.id} conflict={c} />
      ))}
      {entries && entries.length === 0 && !conflicts?.length && (
        <Text>
          <Trans>Everything on this device has been sent.</Trans>
        </Text>
      )}
      <Stack as="ul" gap={2}>
        {entries?.map((e) => (
          <Entry key={e.id} e={e} />
        ))}
      </Stack>
    </Stack>
  );
}
