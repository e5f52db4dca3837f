import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { CompetitorsInput, type CompetitorInput } from '../../../../../domain/competition/competition';
import { COMPETITION_MESSAGES as CM } from '../../../../../domain/competition/messages';
import { apiGet, apiSend } from '../../../../api/client';
import { showAlert } from '../../../../components/alerts';
import { ageLevelLabel } from '../../../../components/team-labels';
import { useServerAction } from '../../../../components/use-server-action';
import {
  divisionPath,
  filterParam,
  itemsOf,
  query,
  type CompetitorDoc,
  type TeamChoice,
} from '../competition-api';
import type { StepProps } from './wizard-page';

/** A competitor being edited: the team (with its club) or a placeholder, and its name in the competition. */
export type Entry = {
  teamId: string | null;
  organizationId: string | null;
  teamName: string;
  placeholder: string;
  name: string;
};

const entryOf = (c: CompetitorDoc): Entry => ({
  teamId: c.teamId,
  organizationId: c.organizationId,
  teamName: c.teamId ? c.name : '',
  placeholder: c.placeholder ?? '',
  name: c.teamId && c.name ? c.name : '',
});

/**
 * The problems of a division's list, by row (message ids): a row whose club has another team in the
 * division needs its own name (seed 2 §5 "a team name is required for duplicate organisations"); the list
 * needs at least one competitor; the rest is the shared schema's.
 */
export function entryProblems(entries: readonly Entry[]): {
  rows: Record<number, string>;
  list: string | null;
} {
  const rows: Record<number, string> = {};
  entries.forEach((e, i) => {
    const sameClub = entries.filter(
      (x) => x.teamId && e.teamId && x.organizationId === e.organizationId,
    ).length;
    if (e.teamId && sameClub > 1 && !e.name.trim()) rows[i] = CM.teamNameForDuplicate.id;
  });
  const parsed = v.safeParse(CompetitorsInput, { competitors: entries.map(toInput) });
  let list: string | null = null;
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const path = issue.path?.map((p) => p.key) ?? [];
      if (typeof path[1] === 'number') rows[path[1]] ??= issue.message;
      else list = issue.message;
    }
  }
  return { rows, list };
}

const toInput = (e: Entry): CompetitorInput => ({
  ...(e.teamId ? { teamId: e.teamId } : {}),
  ...(e.placeholder.trim() ? { placeholder: e.placeholder.trim() } : {}),
  ...(e.name.trim() ? { name: e.name.trim() } : {}),
});

/**
 * Teams of the competition's discipline to choose from: the caller's own organisations' teams whose name
 * holds `search`, and — since `GET /group` lists only the caller's own organisations unless asked for one —
 * the teams of the clubs under the competition's organisation whose club name holds `search`.
 */
async function findTeams(orgId: string, activity: string, search: string): Promise<TeamChoice[]> {
  const text = search.trim();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a filter value, not text
  const team = { additionalType: 'Team', activity };
  const own = apiGet<unknown>(`/group?${query({ filter: filterParam(team), search: text, size: 50 })}`).then(
    (r) => itemsOf<TeamChoice>(r, 'groups'),
  );
  const clubTeams = async () => {
    if (text.length < 2) return [];
    const filter = filterParam({ descendantOf: orgId });
    const clubs = itemsOf<{ id: string; name: string }>(
      await apiGet(`/organization?${query({ filter, search: text, format: 'KEYDATA', size: 10 })}`),
      'organizations',
    );
    const lists = await Promise.all(
      clubs.map(async (club) =>
        itemsOf<TeamChoice>(
          await apiGet(
            `/group?${query({ filter: filterParam({ organization: club.id, ...team }), size: 50 })}`,
          ),
          'groups',
        ).map((g) => ({ ...g, organizationName: g.organizationName ?? club.name })),
      ),
    );
    return lists.flat();
  };
  const [mine, theirs] = await Promise.all([own, clubTeams().catch(() => [])]);
  const byId = new Map([...mine, ...theirs].map((g) => [g.id, g]));
  return [...byId.values()];
}

function useTeamSearch(orgId: string, activity: string, search: string) {
  const [found, setFound] = useState<TeamChoice[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      findTeams(orgId, activity, search)
        .then((list) => live && setFound(list))
        .catch(() => live && setFound([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [orgId, activity, search]);
  return found;
}

/**
 * Step 3, allocate teams (seed 2 §5): choose a division first, then add teams found by name, or
 * placeholders for teams not known yet; every division needs at least one competitor. Each division's
 * list is saved as a whole (`POST /admin/division/{id}/competitor`).
 */
export function TeamsStep({ competition, reload, next, back }: StepProps) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const divisions = competition.divisions ?? [];
  // The competition may arrive again (reloaded after step 2): the lists start from its divisions' saved
  // competitors, and only the divisions edited here hold their own list.
  const [chosen, setDivisionId] = useState('');
  const divisionId = chosen || (divisions.length === 1 ? divisions[0]!.id : '');
  const [edited, setLists] = useState<Record<string, Entry[]>>({});
  const lists: Record<string, Entry[]> = Object.fromEntries(
    divisions.map((d) => [d.id, edited[d.id] ?? (d.competitors ?? []).map(entryOf)]),
  );
  const [search, setSearch] = useState('');
  const [placeholder, setPlaceholder] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [showRows, setShowRows] = useState(false);
  const found = useTeamSearch(competition.organizationId, competition.activity, search);
  const entries = divisionId ? (lists[divisionId] ?? []) : [];
  const setEntries = (next: Entry[]) => setLists((l) => ({ ...l, [divisionId]: next }));
  const add = (entry: Entry) => {
    if (!divisionId) return setProblem(CM.divisionRequired.id);
    if (entry.teamId && entries.some((e) => e.teamId === entry.teamId))
      return setProblem(CM.competitorTwice.id);
    setProblem(null);
    setEntries([...entries, entry]);
  };
  const problems = entryProblems(entries);
  const save = async (id: string, list: Entry[]) => {
    await apiSend('POST', `${divisionPath(id)}/competitor`, { competitors: list.map(toInput) });
  };
  const saveAndNext = () => {
    setShowRows(true);
    // Every division must be valid: the first one that is not is shown.
    for (const d of divisions) {
      const p = entryProblems(lists[d.id] ?? []);
      if (p.list || Object.keys(p.rows).length > 0) {
        setDivisionId(d.id);
        setProblem(p.list);
        return;
      }
    }
    setProblem(null);
    void run(
      async () => {
        for (const d of divisions) await save(d.id, lists[d.id] ?? []);
        showAlert('success', t`Teams saved`);
        reload();
        next();
      },
      t`Unable to save data`,
    );
  };
  return (
    <Stack gap={5}>
      <Field.Root required maxW="md" invalid={problem === CM.divisionRequired.id}>
        <Field.Label>
          <Trans>Division</Trans>
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={divisionId}
            onChange={(e) => {
              setDivisionId(e.target.value);
              setProblem(null);
            }}
          >
            <option value="">{t`Choose a division`}</option>
            {divisions.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name} ({(lists[d.id] ?? []).length})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Stack gap={2} as="section" aria-label={t`Find teams`}>
        <Field.Root maxW="md">
          <Field.Label>
            <Trans>Find a team</Trans>
          </Field.Label>
          <Input value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </Field.Root>
        <Stack as="ul" gap={1} listStyleType="none" maxH="60" overflowY="auto" data-testid="team-results">
          {found.map((team) => {
            const chosen = entries.some((e) => e.teamId === team.id);
            return (
              <HStack as="li" key={team.id} justify="space-between">
                <Text>
                  {team.name}
                  {team.ageLevel ? ` · ${ageLevelLabel(team.ageLevel, (d) => i18n._(d))}` : ''}
                  {team.organizationName && team.organizationName !== team.name
                    ? ` · ${team.organizationName}`
                    : ''}
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={chosen}
                  aria-label={t`Add ${team.name} ${team.ageLevel ?? ''}`}
                  onClick={() =>
                    add({
                      teamId: team.id,
                      organizationId: team.organizationId,
                      teamName: team.name,
                      placeholder: '',
                      name: '',
                    })
                  }
                >
                  {chosen ? <Trans>Added</Trans> : <Trans>Add</Trans>}
                </Button>
              </HStack>
            );
          })}
        </Stack>
        <HStack align="end" gap={3}>
          <Field.Root maxW="md">
            <Field.Label>
              <Trans>Placeholder for a team not known yet</Trans>
            </Field.Label>
            <Input value={placeholder} onChange={(e) => setPlaceholder(e.target.value)} maxLength={50} />
          </Field.Root>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              if (!placeholder.trim()) return setProblem(CM.teamOrPlaceholder.id);
              add({
                teamId: null,
                organizationId: null,
                teamName: '',
                placeholder: placeholder.trim(),
                name: '',
              });
              setPlaceholder('');
            }}
          >
            <Trans>Add placeholder</Trans>
          </Button>
        </HStack>
      </Stack>
      {problem && (
        <Text color="fg.error" role="alert">
          {i18n._(problem)}
        </Text>
      )}
      {divisionId && (
        <Stack gap={2} as="section" aria-label={t`Teams in the division`} data-testid="division-competitors">
          <Text fontWeight="semibold">
            {t`${plural(entries.length, { one: '# competitor', other: '# competitors' })}`}
          </Text>
          {entries.map((e, i) => (
            <HStack key={e.teamId ?? `p-${i}`} gap={3} wrap="wrap" align="end">
              <Text minW="48">
                {e.teamId ? e.teamName : e.placeholder}{' '}
                {!e.teamId && (
                  <Badge>
                    <Trans>Placeholder</Trans>
                  </Badge>
                )}
              </Text>
              <Field.Root
                maxW="xs"
                invalid={showRows && Boolean(problems.rows[i])}
                required={Boolean(problems.rows[i])}
              >
                <Field.Label>
                  <Trans>Name in the competition</Trans>
                </Field.Label>
                <Input
                  size="sm"
                  value={e.name}
                  maxLength={50}
                  onChange={(ev) =>
                    setEntries(entries.map((x, j) => (j === i ? { ...x, name: ev.target.value } : x)))
                  }
                />
                {showRows && problems.rows[i] && (
                  <Field.ErrorText>{i18n._(problems.rows[i])}</Field.ErrorText>
                )}
              </Field.Root>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setEntries(entries.filter((_, j) => j !== i))}
              >
                <Trans>Remove</Trans>
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      <HStack>
        <Button variant="outline" onClick={back} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
        <Button colorPalette="brand" loading={busy} onClick={saveAndNext}>
          <Trans>Save and continue</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
