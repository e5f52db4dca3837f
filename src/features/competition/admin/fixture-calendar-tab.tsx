import { Badge, Button, Checkbox, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Fixture } from '../../../../domain/competition/fixture';
import { fixtureClashes, type Clash } from '../../../../domain/competition/fixture-clashes';
import { formatDisplayDate, todayInDublin } from '../../../../domain/lib/dates';
import { apiGet } from '../../../api/client';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import type { ApiGetState } from '../../../lib/use-api-get';
import { dublinDateTime, filterParam, itemsOf, pageOf, query } from './competition-api';
import { groupByDate } from './fixtures-panel';

/** Pages of 100 read for one week: a county's busiest week fits many times over. */
const MAX_PAGES = 10;

/** The Monday of the week holding `iso` (yyyy-MM-dd), and `days` after a date, as yyyy-MM-dd. */
const noonOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d, 12));
};
function addDays(iso: string, days: number): string {
  const d = noonOf(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export function mondayOf(iso: string): string {
  const weekday = noonOf(iso).getUTCDay(); // 0 Sunday
  return addDays(iso, -((weekday + 6) % 7));
}

/** Every fixture of the organisation in [from, until), read page by page (the list's own paging). */
function useWeekFixtures(orgId: string, from: string): ApiGetState<Fixture[]> & { reload: () => void } {
  const [state, setState] = useState<{ key: string; value: ApiGetState<Fixture[]> } | null>(null);
  const [tick, setTick] = useState(0);
  const key = `${orgId}|${from}|${tick}`;
  useEffect(() => {
    let live = true;
    const filter = filterParam({ organization: orgId });
    const window = `startDate:>${from},startDate:<${addDays(from, 7)}`;
    void (async () => {
      try {
        const all: Fixture[] = [];
        for (let page = 0; page < MAX_PAGES; page++) {
          const data = await apiGet<unknown>(
            `/fixture?${query({ filter: `${filter},${window}`, sort: 'startDate,asc', page, size: 100 })}`,
          );
          all.push(...itemsOf<Fixture>(data, 'fixtures'));
          const info = pageOf(data);
          if (!info || page + 1 >= info.totalPages) break;
        }
        if (live) setState({ key, value: { status: 'ok', data: all } });
      } catch (error) {
        if (live) setState({ key, value: { status: 'error', error } });
      }
    })();
    return () => {
      live = false;
    };
  }, [orgId, from, key]);
  const value: ApiGetState<Fixture[]> = state?.key === key ? state.value : { status: 'loading' };
  return { ...value, reload: () => setTick((n) => n + 1) };
}

/**
 * The Fixture Calendar tab (seed 2 §2): the organisation's fixtures week by week, by day and time, with
 * clashes visible — a team or a venue twice within two hours (domain/competition/fixture-clashes.ts), marked
 * on both fixtures and named; "Only clashes" keeps just those. Read-only: fixtures change on the Fixtures tab.
 */
export function FixtureCalendarTab({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const [from, setFrom] = useState(() => mondayOf(todayInDublin()));
  const [onlyClashes, setOnlyClashes] = useState(false);
  const week = useWeekFixtures(orgId, from);
  const fixtures = week.status === 'ok' ? week.data : [];
  const clashes = fixtureClashes(fixtures);
  const byId = new Map(fixtures.map((f) => [f.id, f]));
  const shown = onlyClashes ? fixtures.filter((f) => clashes.has(f.id)) : fixtures;
  const until = addDays(from, 6);
  const match = (f: Fixture | undefined) =>
    f ? `${f.homeTeam.name ?? '—'} v ${f.awayTeam.name ?? (f.awayTeam.isBye ? t`Bye` : '—')}` : '';
  const clashText = (c: Clash) =>
    c.kind === 'TEAM'
      ? t`Team clash with ${match(byId.get(c.with))}`
      : t`Venue clash with ${match(byId.get(c.with))}`;
  return (
    <Stack gap={4} pt={4}>
      <HStack gap={3} wrap="wrap" align="end">
        <Button size="sm" variant="outline" onClick={() => setFrom(addDays(from, -7))}>
          <Trans>Previous week</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setFrom(mondayOf(todayInDublin()))}>
          <Trans>This week</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setFrom(addDays(from, 7))}>
          <Trans>Next week</Trans>
        </Button>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Week of</Trans>
          </Field.Label>
          <Input
            size="sm"
            type="date"
            value={from}
            onChange={(e) => e.target.value && setFrom(mondayOf(e.target.value))}
          />
        </Field.Root>
        <Checkbox.Root checked={onlyClashes} onCheckedChange={(e) => setOnlyClashes(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <Trans>Only clashes</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <Heading as="h2" size="md">
        <Trans>
          Week of {formatDisplayDate(from)} to {formatDisplayDate(until)}
        </Trans>
      </Heading>
      <LoadState state={week} />
      {week.status === 'ok' && (
        <Text role="status" color={clashes.size > 0 ? 'fg.error' : 'fg.muted'}>
          {clashes.size > 0 ? (
            <Trans>
              {fixtures.length} fixtures, {clashes.size} with a clash
            </Trans>
          ) : (
            <Trans>{fixtures.length} fixtures, no clashes</Trans>
          )}
        </Text>
      )}
      {groupByDate(shown).map(([day, items]) => (
        <Stack as="section" key={day} gap={2} aria-label={formatDisplayDate(day)}>
          <Heading as="h3" size="sm">
            {formatDisplayDate(day)}
          </Heading>
          <Table.Root size="sm" aria-label={t`Fixtures on ${formatDisplayDate(day)}`}>
            <TableHead titles={[t`Time`, t`Competition`, t`Match`, t`Venue`, t`Clashes`]} />
            <Table.Body>
              {items.map((f) => (
                <Table.Row key={f.id} data-clash={clashes.has(f.id) || undefined}>
                  <Table.Cell>{dublinDateTime(f.startDate).time}</Table.Cell>
                  <Table.Cell>
                    {[f.competition?.name, f.division?.name].filter(Boolean).join(' · ') || '—'}
                  </Table.Cell>
                  <Table.Cell>{match(f)}</Table.Cell>
                  <Table.Cell>{f.place?.name ?? '—'}</Table.Cell>
                  <Table.Cell>
                    <Stack gap={1} align="start">
                      {(clashes.get(f.id) ?? []).map((c) => (
                        <Badge key={`${c.kind}-${c.with}`} colorPalette="red" whiteSpace="normal">
                          {clashText(c)}
                        </Badge>
                      ))}
                    </Stack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      ))}
      {week.status === 'ok' && shown.length === 0 && (
        <Text color="fg.muted">
          {onlyClashes ? <Trans>No clashes this week.</Trans> : <Trans>No fixtures this week.</Trans>}
        </Text>
      )}
    </Stack>
  );
}
