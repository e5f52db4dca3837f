/**
 * The message inbox (seed 2 §2 and §7): the person's and their dependants' messages as the device holds
 * them (the `messages` collection), active or archived, newest first, 20 a page; opening one marks it read,
 * and it can be archived or restored — offline too (a local action that syncs later). Shared by /messages
 * and the match-official area.
 */
import { Badge, Box, Button, HStack, NativeSelect, Field, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { inboxPage, type InboxMessageDoc, type MessageState } from '../../domain/message/message';
import { formatShortDate, formatTime } from '../i18n/dates';
import { runAction } from '../offline/actions';
import { db } from '../offline/db';
import { AppDialog } from './app-dialog';
import { Loading } from './loading';
import { Pager } from './pager';
import { setMessageState } from './message-inbox.action';
import { CATEGORY_LABELS } from './team-labels';

function MessageDetail({ doc, onClose }: { doc: InboxMessageDoc; onClose: () => void }) {
  const { t } = useLingui();
  const archived = doc.state === 'ARCHIVED';
  const toggle = () => {
    void runAction(setMessageState, doc.id, { state: archived ? 'ACTIVE' : 'ARCHIVED' });
    onClose();
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      title={doc.subject}
      footer={
        <Button onClick={toggle} variant="outline">
          {archived ? <Trans>Restore</Trans> : <Trans>Archive</Trans>}
        </Button>
      }
    >
      <Stack gap={3}>
        <Text fontSize="sm" color="fg.muted">
          {doc.senderName ?? doc.organizationName} · {formatShortDate(doc.sentAt)} {formatTime(doc.sentAt)}
        </Text>
        <Text fontSize="sm">
          <Trans>To</Trans>: {doc.groupNames.length ? doc.groupNames.join(', ') : t`Everyone in the club`} (
          {doc.personName})
        </Text>
        <HStack wrap="wrap">
          {doc.categories.map((c) => (
            <Badge key={c}>{t(CATEGORY_LABELS[c])}</Badge>
          ))}
          {doc.place && <Badge variant="outline">{doc.place.name}</Badge>}
        </HStack>
        <Text whiteSpace="pre-wrap">{doc.message}</Text>
      </Stack>
    </AppDialog>
  );
}

function MessageRow({
  doc,
  showPerson,
  onOpen,
}: {
  doc: InboxMessageDoc;
  showPerson: boolean;
  onOpen: () => void;
}) {
  const unread = doc.readAt === null;
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md">
      <Button
        variant="ghost"
        onClick={onOpen}
        w="full"
        h="auto"
        py={2}
        justifyContent="start"
        textAlign="start"
        whiteSpace="normal"
      >
        <Stack gap={0} align="start">
          <HStack>
            <Text fontWeight={unread ? 'bold' : 'normal'}>{doc.subject}</Text>
            {unread && (
              <Badge colorPalette="blue">
                <Trans>New</Trans>
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm" color="fg.muted" fontWeight="normal">
            {doc.senderName ?? doc.organizationName} · {formatShortDate(doc.sentAt)}
            {showPerson ? ` · ${doc.personName}` : ''}
          </Text>
        </Stack>
      </Button>
    </Box>
  );
}

function InboxList({
  docs,
  state,
  personId,
}: {
  docs: InboxMessageDoc[];
  state: MessageState;
  personId: string;
}) {
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const { items, totalPages } = inboxPage(docs, { state, personId: personId || undefined, page });
  const people = new Set(docs.map((d) => d.personId));
  const open = docs.find((d) => d.id === openId);
  const openMessage = (doc: InboxMessageDoc) => {
    if (doc.readAt === null) void runAction(setMessageState, doc.id, { read: true });
    setOpenId(doc.id);
  };
  if (items.length === 0) {
    return (
      <Text>{state === 'ACTIVE' ? <Trans>No messages.</Trans> : <Trans>No archived messages.</Trans>}</Text>
    );
  }
  return (
    <Stack gap={3}>
      <Stack as="ul" gap={2}>
        {items.map((d) => (
          <MessageRow key={d.id} doc={d} showPerson={people.size > 1} onOpen={() => openMessage(d)} />
        ))}
      </Stack>
      {totalPages > 1 && <Pager page={page} totalPages={totalPages} onPage={setPage} />}
      {open && <MessageDetail doc={open} onClose={() => setOpenId(null)} />}
    </Stack>
  );
}

export function MessageInbox() {
  const { t } = useLingui();
  const docs = useLiveQuery(() => db.messages.toArray(), []);
  const [state, setState] = useState<MessageState>('ACTIVE');
  const [personId, setPersonId] = useState('');
  if (!docs) return <Loading />;
  const people = new Map(docs.map((d) => [d.personId, d.personName]));
  return (
    <Stack gap={4}>
      {people.size > 1 && (
        <Field.Root maxW="sm">
          <Field.Label>
            <Trans>Whose messages</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={personId} onChange={(e) => setPersonId(e.target.value)}>
              <option value="">{t`Everyone in my family`}</option>
              {[...people.entries()].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </NativeSelect.Field>
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Tabs.Root value={state} onValueChange={(e) => setState(e.value as MessageState)} lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="ACTIVE">
            <Trans>Active</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="ARCHIVED">
            <Trans>Archived</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="ACTIVE">
          <InboxList key={`a-${personId}`} docs={docs} state="ACTIVE" personId={personId} />
        </Tabs.Content>
        <Tabs.Content value="ARCHIVED">
          <InboxList key={`r-${personId}`} docs={docs} state="ARCHIVED" personId={personId} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
