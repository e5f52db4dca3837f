import { HealthSupervisors } from './health-supervisors';
import { Alert, Box, Button, Heading, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  GROUP_MEMBER_PAGE_MAX,
  groupDisplayName,
  type Group,
  type MemberRow,
} from '../../../domain/team/group';
import { ApiError, apiSend } from '../../api/client';
import { VettingBadge } from '../../components/status-badge';
import { ACTIVITY_LABELS, ageLevelLabel, ROLE_LABELS } from '../../components/team-labels';
import { formatShortDate } from '../../i18n/dates';
import { useApiGet } from '../../lib/use-api-get';
import { GroupFormPage } from './group-form-page';
import { PositionsTab } from './positions-tab';
import { TeamsheetForm } from './teamsheet-form';
import { Loading } from '../../components/loading';
import { useServerAction } from '../../components/use-server-action';
import { db } from '../../offline/db';
import { useLocalDoc } from '../../offline/use-local-doc';
import { DeleteGroup } from './delete-group';
import { TeamList } from './team-list';
import { FollowButton } from '../../components/follow/lazy';

type Page<K extends string, T> = { _embedded: Record<K, T[]> };
type AuditEntry = { id: string; event: string; createdAt: string };

function MembersTable({ rows }: { rows: MemberRow[] }) {
  const { t } = useLingui();
  const medical = rows.some((r) => 'medicalConsent' in r);
  const yn = (b: boolean | null | undefined) => (b == null ? '—' : b ? t`Yes` : t`No`);
  const columns = [
    t`Name`,
    t`Date of birth`,
    t`Gender`,
    t`Member type`,
    t`Age`,
    t`Membership`,
    t`Role`,
    t`Photo consent`,
    ...(medical ? [t`Medical consent`] : []),
    t`Has account`,
    t`Club communications`,
  ];
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="members-table">
        <Table.Header>
          <Table.Row>
            {columns.map((c) => (
              <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((r) => (
            <Table.Row key={r.id}>
              <Table.Cell>{r.name}</Table.Cell>
              <Table.Cell>{r.birthDate ? formatShortDate(r.birthDate) : '—'}</Table.Cell>
              <Table.Cell>{r.gender ?? '—'}</Table.Cell>
              <Table.Cell>{r.memberType ?? '—'}</Table.Cell>
              <Table.Cell>{r.age ?? '—'}</Table.Cell>
              <Table.Cell>{r.membership ?? '—'}</Table.Cell>
              <Table.Cell>
                <HStack gap={2} wrap="wrap">
                  <Text as="span">{t(ROLE_LABELS[r.role])}</Text>
                  {r.vettingStatus && r.vettingStatus !== 'VETTED' && (
                    <VettingBadge standing={r.vettingStatus} />
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell>{r.photoConsent === null ? '—' : yn(r.photoConsent === 'YES')}</Table.Cell>
              {medical && (
                <Table.Cell>
                  {yn(r.medicalConsent)}
                  {r.medicalAlert ? ` ⚕ ${r.medicalAlert}` : ''}
                </Table.Cell>
              )}
              <Table.Cell>{yn(r.hasAccount)}</Table.Cell>
              <Table.Cell>{yn(r.clubCommunications)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** For club admins: staff of a children's group without current vetting (a warning, never a block). */
function VettingWarning({ rows }: { rows: MemberRow[] }) {
  const unvetted = rows.filter((r) => r.vettingStatus === 'NOT_VETTED').length;
  const expiring = rows.filter((r) => r.vettingStatus === 'EXPIRING_SOON').length;
  if (unvetted + expiring === 0) return null;
  return (
    <Alert.Root status="warning" mb={3} data-testid="vetting-warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Vetting of this group's staff</Trans>
        </Alert.Title>
        <Alert.Description>
          {unvetted > 0 && (
            <Plural
              value={unvetted}
              one="# person working with these children is not vetted."
              other="# people working with these children are not vetted."
            />
          )}{' '}
          {expiring > 0 && (
            <Plural
              value={expiring}
              one="# person's vetting expires soon."
              other="# people's vetting expires soon."
            />
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function AuditLog({ groupId }: { groupId: string }) {
  const res = useApiGet<Page<'auditLog', AuditEntry>>(`/group/${groupId}/audit-log?size=50`);
  if (res.status !== 'ok') return res.status === 'loading' ? <Loading /> : null;
  return (
    <Stack as="ul" gap={1}>
      {res.data._embedded.auditLog.map((e) => (
        <Text as="li" key={e.id} listStyleType="none" fontSize="sm">
          {formatShortDate(e.createdAt)} · {e.event}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * Join or leave a group oneself (seed 2 §3 selfJoin, selfLeave): offered where the group allows it; the
 * server checks again (a member of the club joins as a player; only a member can leave).
 */
function SelfMembership({ group, onChanged }: { group: Group; onChanged: () => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const act = (method: 'POST' | 'DELETE') =>
    void run(
      async () => {
        await apiSend(method, `/group/${encodeURIComponent(group.id)}/self`);
        onChanged();
      },
      t`Unable to save, try again later`,
    );
  if (!group.myRole && group.selfJoin && !group.canManage) {
    return (
      <Button variant="outline" loading={busy} onClick={() => act('POST')}>
        <Trans>Join this group</Trans>
      </Button>
    );
  }
  if (group.myRole && group.selfLeave) {
    return (
      <Button variant="outline" loading={busy} onClick={() => act('DELETE')}>
        <Trans>Leave this group</Trans>
      </Button>
    );
  }
  return null;
}

/** /teams/{id}: team details, members table (spec columns), teamsheet, audit log. */
export function GroupDetailsPage({ groupId }: { groupId: string }) {
  const { t } = useLingui();
  const group = useApiGet<Group>(`/group/${groupId}`);
  const members = useApiGet<Page<'members', MemberRow>>(
    `/group/${groupId}/member?size=${GROUP_MEMBER_PAGE_MAX}`,
  );
  // The device's copy of the team (its coaches, senders and medics hold it): shown when there is no signal,
  // and its version moving (a change synced, another coach's change pulled) reloads the members table.
  const local = useLocalDoc(db.teams, groupId);
  const localVersion = local.status === 'ok' ? `${local.doc.version}:${local.doc._pending ?? 0}` : '';
  const reloadMembers = members.reload;
  useEffect(() => {
    if (localVersion) reloadMembers();
  }, [localVersion, reloadMembers]);
  if (group.status === 'loading' && local.status !== 'ok') return <Loading />;
  if (group.status === 'error' && local.status !== 'ok') {
    return (
      <Text role="alert">
        {group.error instanceof ApiError && group.error.status === 403 ? (
          <Trans>You do not have permission to see this group.</Trans>
        ) : (
          <Trans>Unable to load data - please try again later</Trans>
        )}
      </Text>
    );
  }
  const g: Group = group.status === 'ok' ? group.data : (local as { doc: Group }).doc;
  const activity = ACTIVITY_LABELS[g.activity as keyof typeof ACTIVITY_LABELS];
  const rows = members.status === 'ok' ? members.data._embedded.members : [];
  const maySeeMedical = rows.some((r) => 'medicalConsent' in r);
  return (
    <Stack gap={4}>
      <Link to="/teams">
        <Trans>Back to teams</Trans>
      </Link>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {groupDisplayName(g)}
        </Heading>
        <HStack gap={2}>
          <FollowButton kind="TEAM" targetId={g.id} name={groupDisplayName(g)} />
          <SelfMembership
            group={g}
            onChanged={() => {
              group.reload();
              members.reload();
            }}
          />
          {g.canManage && <DeleteGroup group={g} />}
          {g.canManage && (
            <Button asChild colorPalette="brand">
              <Link to="/events/new" search={{ groupId: g.id }}>
                <Trans>Create event</Trans>
              </Link>
            </Button>
          )}
        </HStack>
      </HStack>
      <Text>
        {ageLevelLabel(g.ageLevel, t)} · {activity ? t(activity) : g.activity}
        {g.myRole ? ` · ${t(ROLE_LABELS[g.myRole])}` : ''}
      </Text>
      <Tabs.Root defaultValue="members" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="members">
            <Trans>Members</Trans>
          </Tabs.Trigger>
          {members.status === 'ok' && (
            <Tabs.Trigger value="positions">
              <Trans>Positions</Trans>
            </Tabs.Trigger>
          )}
          {g.canManage && (
            <Tabs.Trigger value="teamsheet">
              <Trans>Teamsheet</Trans>
            </Tabs.Trigger>
          )}
          {g.canManage && (
            <Tabs.Trigger value="settings">
              <Trans>Settings</Trans>
            </Tabs.Trigger>
          )}
          {g.canManage && (
            <Tabs.Trigger value="health">
              <Trans>Health supervisors</Trans>
            </Tabs.Trigger>
          )}
          {g.canManage && (
            <Tabs.Trigger value="audit">
              <Trans>Audit log</Trans>
            </Tabs.Trigger>
          )}
        </Tabs.List>
        <Tabs.Content value="members">
          {members.status === 'loading' && <Loading />}
          {members.status === 'error' &&
            members.error instanceof ApiError &&
            members.error.status === 403 && (
              <Text role="alert">
                <Trans>You do not have permission to see the members of this group.</Trans>
              </Text>
            )}
          {g.canManage && <TeamList group={g} rows={rows} onChanged={members.reload} />}
          {members.status === 'ok' && <VettingWarning rows={rows} />}
          {members.status === 'ok' && <MembersTable rows={rows} />}
        </Tabs.Content>
        <Tabs.Content value="positions">
          <PositionsTab groupId={g.id} members={rows} canManage={g.canManage === true} />
        </Tabs.Content>
        <Tabs.Content value="teamsheet">
          <TeamsheetForm groupId={g.id} medical={maySeeMedical} />
        </Tabs.Content>
        <Tabs.Content value="settings">
          <GroupFormPage group={g} onSaved={group.reload} />
        </Tabs.Content>
        <Tabs.Content value="health">
          <HealthSupervisors groupId={g.id} members={rows} />
        </Tabs.Content>
        <Tabs.Content value="audit">
          <AuditLog groupId={g.id} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
