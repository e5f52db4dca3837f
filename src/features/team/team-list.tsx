/**
 * The team list for those who manage the group (issue 53 item 1): find a club member by name and add them,
 * change a member's role, take a member off. On a device that holds the team (its coaches, senders and
 * medics: the `teams` collection) each change is a local action — saved on the device at once, queued, sent
 * once, with the server's conflict shown here. A club admin who does not hold the team changes it online.
 */
import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { GROUP_MEMBER_ROLES, type GroupMemberRole } from '../../../domain/team/enums';
import type { Group, MemberRow } from '../../../domain/team/group';
import { call } from '../../api/call';
import { teamListApi, type AddablePerson } from '../../../domain/team/team-list.contract';
import { ConflictNotice } from '../../components/conflict-notice';
import { ROLE_LABELS } from '../../components/team-labels';
import { useServerAction } from '../../components/use-server-action';
import { runAction } from '../../offline/actions';
import { db, type ConflictEntry, type OutboxEntry } from '../../offline/db';
import { outboxOf, useLocalDoc } from '../../offline/use-local-doc';
import { addTeamMember, removeTeamMember, setTeamMemberRole } from './team-list.action';

type Found = AddablePerson;
type ListMember = {
  id: string;
  personId: string;
  givenName: string;
  familyName: string;
  role: GroupMemberRole;
};

/** What the list shows beside the team: its queued changes and the conflicts not yet acknowledged. */
async function queueOf(id: string): Promise<{ queued: OutboxEntry[]; conflicts: ConflictEntry[] }> {
  const [queued, conflicts] = await Promise.all([
    outboxOf('teams', id),
    db.conflicts.where('entityId').equals(id).toArray(),
  ]);
  return { queued, conflicts: conflicts.filter((c) => !c.acknowledged && c.collection === 'teams') };
}

function RoleSelect(props: {
  label: string;
  value: GroupMemberRole;
  onChange: (r: GroupMemberRole) => void;
}) {
  const { t } = useLingui();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value as GroupMemberRole)}
      >
        {GROUP_MEMBER_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(ROLE_LABELS[r])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function PersonSearch(props: { groupId: string; onAdd: (p: Found, role: GroupMemberRole) => Promise<void> }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<GroupMemberRole>('PLAYER');
  const [found, setFound] = useState<Found[] | null>(null);
  const { busy, run } = useServerAction();
  const find = () =>
    void run(
      async () => {
        const page = await call(teamListApi.personSearch, {
          params: { id: props.groupId },
          query: { search: search.trim(), size: '20' },
        });
        setFound(page._embedded.persons);
      },
      t`Unable to load data - please try again later`,
    );
  return (
    <Stack gap={2}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          find();
        }}
      >
        <HStack gap={2} wrap="wrap" align="end">
          <Input
            aria-label={t`Find a club member by name`}
            placeholder={t`Find a club member by name`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxW="sm"
          />
          <RoleSelect label={t`Role for the member you add`} value={role} onChange={setRole} />
          <Button type="submit" loading={busy} variant="outline">
            <Trans>Search</Trans>
          </Button>
        </HStack>
      </form>
      {found?.length === 0 && (
        <Text>
          <Trans>No club member by that name is left to add.</Trans>
        </Text>
      )}
      {found && found.length > 0 && (
        <Stack as="ul" gap={1} data-testid="person-search-results">
          {found.map((p) => {
            const name = `${p.givenName} ${p.familyName}`;
            return (
              <HStack as="li" key={p.id} listStyleType="none" gap={2}>
                <Text>{name}</Text>
                <Button
                  size="xs"
                  colorPalette="brand"
                  aria-label={t`Add ${name}`}
                  onClick={() =>
                    void props
                      .onAdd(p, role)
                      .then(() => setFound((f) => f?.filter((x) => x.id !== p.id) ?? null))
                  }
                >
                  <Trans>Add</Trans>
                </Button>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** The list with its changes: on the device (`local`) or online (REST rows, reloaded after each change). */
export function TeamList(props: { group: Group; rows: MemberRow[]; onChanged: () => void }) {
  const { t } = useLingui();
  const groupId = props.group.id;
  const local = useLocalDoc(db.teams, groupId, queueOf);
  const { run } = useServerAction();
  const onDevice = local.status === 'ok';
  const members: ListMember[] = onDevice ? (local.doc.members ?? []) : props.rows;
  const queued = onDevice ? local.queued : [];
  const waiting = new Set(queued.map((e) => (e.payload as { personId?: string }).personId));
  const failure = t`Unable to save, try again later`;

  const online = async (work: () => Promise<unknown>) => {
    const r = await run(async () => {
      await work();
      props.onChanged();
    }, failure);
    if (!r.ok) throw r.error;
  };
  const add = async (p: Found, role: GroupMemberRole) => {
    if (onDevice) {
      const input = { personId: p.id, givenName: p.givenName, familyName: p.familyName, role };
      await runAction(addTeamMember, groupId, input);
    } else
      await online(() =>
        call(teamListApi.addMember, { params: { id: groupId }, body: { personId: p.id, role } }),
      );
  };
  const setRole = (m: ListMember, role: GroupMemberRole) =>
    void (onDevice
      ? runAction(setTeamMemberRole, groupId, { personId: m.personId, role })
      : online(() =>
          call(teamListApi.updateMember, { params: { id: groupId, memberId: m.id }, body: { role } }),
        ).catch(() => undefined));
  const remove = (m: ListMember) =>
    void (onDevice
      ? runAction(removeTeamMember, groupId, { personId: m.personId })
      : online(() => call(teamListApi.removeMember, { params: { id: groupId, memberId: m.id } })).catch(
          () => undefined,
        ));

  return (
    <Stack gap={3} as="section" aria-labelledby="team-list-heading">
      <Heading as="h2" size="md" id="team-list-heading">
        <Trans>Team list</Trans>
      </Heading>
      {onDevice && local.conflicts.map((c) => <ConflictNotice key={c.id} conflict={c} />)}
      {queued.length > 0 && (
        <Text data-testid="team-list-pending">
          <Trans>Saved on device — {queued.length} waiting to be sent.</Trans>
        </Text>
      )}
      <PersonSearch groupId={groupId} onAdd={(p, role) => add(p, role).catch(() => undefined)} />
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid="team-list">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Name`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Role`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Actions`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {members.map((m) => {
              const name = `${m.givenName} ${m.familyName}`;
              return (
                <Table.Row key={m.personId} data-testid="team-list-row">
                  <Table.Cell>
                    <HStack gap={2}>
                      <Text as="span">{name}</Text>
                      {waiting.has(m.personId) && (
                        <Badge colorPalette="orange" data-testid="pending-sync">
                          <Trans>Waiting to be sent</Trans>
                        </Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>
                    <RoleSelect label={t`Role: ${name}`} value={m.role} onChange={(r) => setRole(m, r)} />
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      aria-label={t`Remove ${name}`}
                      onClick={() => remove(m)}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
