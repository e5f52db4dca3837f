import { Badge, Box, Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { groupDisplayName, groupListPath, type Group } from '../../../domain/team/group';
import { ACTIVITY_LABELS, ageLevelLabel, ROLE_LABELS } from '../../components/team-labels';
import { useApiGet } from '../../lib/use-api-get';
import { useOnline } from '../../lib/use-online';
import { db } from '../../offline/db';
import { Loading } from '../../components/loading';

/**
 * Sender permission on a group, shown by a tooltip (seed 2 §6): the browser's own on hover, and the same words
 * read out on focus (the badge is focusable and described by them).
 */
function SenderBadge() {
  const { t } = useLingui();
  const explain = t`You can send messages and create events for this group`;
  const id = useId();
  return (
    <Badge colorPalette="green" variant="subtle" mt={1} title={explain} tabIndex={0} aria-describedby={id}>
      <Trans>Sender</Trans>
      <span id={id} hidden>
        {explain}
      </span>
    </Badge>
  );
}

function GroupRow({ g }: { g: Group }) {
  const { t } = useLingui();
  const activity = ACTIVITY_LABELS[g.activity as keyof typeof ACTIVITY_LABELS];
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="md" p={3}>
      <Link to="/teams/$groupId" params={{ groupId: g.id }}>
        <Text fontWeight="semibold">{groupDisplayName(g)}</Text>
      </Link>
      <Text fontSize="sm" color="fg.muted">
        {ageLevelLabel(g.ageLevel, t)} · {activity ? t(activity) : g.activity}
        {g.organizationName ? ` · ${g.organizationName}` : ''}
        {g.myRole ? ` · ${t(ROLE_LABELS[g.myRole])}` : ''}
        {g.additionalType === 'DistributionList' ? ` · ${t`Distribution list`}` : ''}
      </Text>
      {g.canManage && <SenderBadge />}
    </Box>
  );
}

function List({ filter }: { filter: string }) {
  const online = useOnline();
  const local = useLiveQuery(() => db.teams.toArray(), []);
  const res = useApiGet<{ _embedded: { groups: Group[] } }>(online ? groupListPath(filter) : null);
  // Offline (or the server unreachable): the teams this device holds.
  const groups =
    res.status === 'ok' ? res.data._embedded.groups : !online || res.status === 'error' ? local : undefined;
  if (!groups) return <Loading />;
  return (
    <Stack gap={2}>
      {!online && (
        <Text color="fg.muted">
          <Trans>Offline: showing the teams on this device.</Trans>
        </Text>
      )}
      {groups.length === 0 && (
        <Text>
          <Trans>No teams or groups.</Trans>
        </Text>
      )}
      <Stack as="ul" gap={2}>
        {groups.map((g) => (
          <GroupRow key={g.id} g={g} />
        ))}
      </Stack>
    </Stack>
  );
}

/** /teams and /groups: my teams (groups) and all of my clubs' teams (groups); create a team or list. */
export function GroupsPage({ kind }: { kind: 'teams' | 'groups' }) {
  const { t } = useLingui();
  const type = kind === 'teams' ? 'additionalType:Team' : '';
  const join = (...parts: string[]) => parts.filter(Boolean).join(',');
  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          {kind === 'teams' ? t`Teams` : t`Groups`}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to="/teams/new">
            <Trans>Create team or distribution list</Trans>
          </Link>
        </Button>
      </HStack>
      <Tabs.Root defaultValue="mine" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="mine">{kind === 'teams' ? t`My teams` : t`My groups`}</Tabs.Trigger>
          <Tabs.Trigger value="all">{kind === 'teams' ? t`All teams` : t`All groups`}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="mine">
          <List filter={join('member:me', type)} />
        </Tabs.Content>
        <Tabs.Content value="all">
          <List filter={type} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
