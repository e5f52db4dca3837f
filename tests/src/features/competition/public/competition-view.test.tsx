/**
 * The public competition page's body (issue 21 item 8), as the app and the server's document draw it: the
 * league table's columns and goals-points scores, the bracket's round names and byes, fixtures and results
 * grouped by their Dublin day, division tabs, and the competition links on the club page's fixture cards.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture } from '../../../../../domain/competition/fixture';
import type { TableRow } from '../../../../../domain/competition/league-table';
import type { PublicCompetition } from '../../../../../domain/competition/public-competition';
import { system } from '../../../../../src/app/theme';
import { CompetitionView } from '../../../../../src/features/competition/public/competition-page';
import { ClubFixtures } from '../../../../../src/features/search/club-fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

function render(node: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>{node}</ChakraProvider>
      </I18nProvider>,
    ),
  );
  return host;
}

const row = (position: number, teamId: string, name: string, o: Partial<TableRow> = {}): TableRow => ({
  position,
  teamId,
  name,
  played: 2,
  won: 1,
  drawn: 0,
  lost: 1,
  walkoversFor: 0,
  goalsFor: 3,
  pointsFor: 41,
  goalsAgainst: 2,
  pointsAgainst: 30,
  scoresFor: 50,
  scoresAgainst: 36,
  scoreDifference: 14,
  points: 2,
  ...o,
});

let n = 0;
function fixture(
  home: [string, string],
  away: [string, string],
  startDate: string,
  o: Partial<Fixture> = {},
): Fixture {
  n += 1;
  return {
    id: `f${n}`,
    version: 1,
    updatedAt: startDate,
    startDate,
    isResult: false,
    round: 'Round 1',
    homeTeam: { id: home[0], name: home[1] },
    awayTeam: { id: away[0], name: away[1] },
    place: { id: 'p', name: 'Páirc an Chumainn', latitude: 52.9, longitude: -6.1 },
    division: { id: 'd1', name: 'Division 1' },
    competition: { id: 'c1', name: 'Wicklow SFL', activity: 'Football' },
    ...o,
  };
}

const league: PublicCompetition = {
  id: 'c1',
  name: 'Wicklow SFL 2026',
  season: 2026,
  format: 'LEAGUE',
  status: 'ACTIVE',
  activity: 'Football',
  ageLevel: 'SENIOR',
  organization: { id: 'org-wicklow', name: 'Wicklow GAA' },
  updatedAt: '2026-03-01T10:00:00Z',
  divisions: [
    {
      id: 'd1',
      name: 'Division 1',
      abbreviation: 'D1',
      format: 'LEAGUE',
      table: [
        row(1, 'a', 'Naomh Pádraig', { points: 4, won: 2, lost: 0 }),
        row(2, 'b', 'Gleann Dá Loch', {
          goalsFor: 0,
          pointsFor: 9,
          scoresFor: 9,
          scoreDifference: -5,
          points: 0,
        }),
      ],
      fixtures: [
        fixture(['a', 'Naomh Pádraig'], ['b', 'Gleann Dá Loch'], '2026-03-07T14:00:00Z', {
          isResult: true,
          homeTeam: { id: 'a', name: 'Naomh Pádraig', goals: 2, points: 10 },
          awayTeam: { id: 'b', name: 'Gleann Dá Loch', goals: 1, points: 12 },
        }),
        fixture(['b', 'Gleann Dá Loch'], ['a', 'Naomh Pádraig'], '2026-04-11T13:00:00Z'),
        fixture(['a', 'Naomh Pádraig'], ['c', 'Baile Átha'], '2026-04-11T15:30:00Z', {
          refereeName: 'Séamus Ó Briain',
        }),
        fixture(['c', 'Baile Átha'], ['b', 'Gleann Dá Loch'], '2026-04-18T13:00:00Z'),
      ],
    },
  ],
};

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

describe('CompetitionView', () => {
  it('heads the page with the name, the season and the organiser linked to its page', () => {
    const host = render(<CompetitionView competition={league} />);
    expect(text(host.querySelector('h1'))).toBe('Wicklow SFL 2026');
    expect(host.textContent).toContain('Season 2026');
    expect(host.querySelector('a[href="/organization/org-wicklow"]')?.textContent).toBe('Wicklow GAA');
  });

  it('draws the league table with its caption, scoped headers and goals-points with the total', () => {
    const host = render(<CompetitionView competition={league} />);
    const table = host.querySelector('table')!;
    expect(text(table.querySelector('caption'))).toBe('League table: Division 1');
    const heads = [...table.querySelectorAll('thead th')];
    expect(heads.map((th) => th.getAttribute('scope'))).toEqual(Array(10).fill('col'));
    expect(heads.map(text)).toEqual(['Pos', 'Team', 'P', 'W', 'D', 'L', 'For', 'Against', 'Diff', 'Pts']);
    expect(table.querySelector('thead abbr[title="Played"]')?.textContent).toBe('P');
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(text));
    expect(rows[0]).toEqual(['1', 'Naomh Pádraig', '2', '2', '0', '0', '3-41 (50)', '2-30 (36)', '+14', '4']);
    expect(rows[1]).toEqual(['2', 'Gleann Dá Loch', '2', '1', '0', '1', '0-9 (9)', '2-30 (36)', '-5', '0']);
    expect(table.querySelector('tbody th[scope="row"]')?.textContent).toBe('Naomh Pádraig');
  });

  it('groups fixtures by day (oldest first) and results (newest first), with scores in goals-points', () => {
    const host = render(<CompetitionView competition={league} />);
    const section = (name: string) =>
      [...host.querySelectorAll('section')].find((s) => text(s.querySelector('h2')) === name)!;
    const fixtures = section('Fixtures');
    expect([...fixtures.querySelectorAll('h3')].map(text)).toEqual([
      'Saturday 11 April 2026',
      'Saturday 18 April 2026',
    ]);
    expect(fixtures.querySelector('h3 time')?.getAttribute('datetime')).toBe('2026-04-11');
    const firstDay = fixtures.querySelector('ul')!;
    expect(
      [...firstDay.querySelectorAll('li')].map((li) => li.querySelector(':scope > p')?.textContent),
    ).toEqual(['Gleann Dá Loch v Naomh Pádraig', 'Naomh Pádraig v Baile Átha']);
    expect(fixtures.textContent).toContain('Referee: Séamus Ó Briain');
    // On its own page a card names its round, not the competition again.
    expect(fixtures.textContent).toContain('Round 1');
    expect(fixtures.querySelector('a[href^="/competition/"]')).toBeNull();
    const results = section('Results');
    expect([...results.querySelectorAll('h3')].map(text)).toEqual(['Saturday 7 March 2026']);
    expect(results.textContent).toContain('Naomh Pádraig 2-10 to 1-12 Gleann Dá Loch');
  });

  it('shows a result awaiting confirmation as such, and a provisional table beside the confirmed one', () => {
    const d = league.divisions[0]!;
    const [played, ...rest] = d.fixtures;
    const provisional: PublicCompetition = {
      ...league,
      divisions: [
        {
          ...d,
          fixtures: [{ ...played!, additionalInformation: 'AWAITING_CONFIRMATION' }, ...rest],
          provisionalTable: [row(1, 'b', 'Gleann Dá Loch', { points: 2 }), row(2, 'a', 'Naomh Pádraig')],
          awaitingConfirmation: 1,
        },
      ],
    };
    const host = render(<CompetitionView competition={provisional} />);
    const tables = [...host.querySelectorAll('table')];
    expect(tables.map((t) => text(t.querySelector('caption')))).toEqual([
      'League table: Division 1',
      'Provisional table: Division 1',
    ]);
    const section = host.querySelector('[data-testid="provisional-standing"]')!;
    expect(section.getAttribute('data-awaiting')).toBe('1');
    expect(text(section.querySelector('h2'))).toBe('Provisional table');
    expect(text(tables[1]!.querySelector('tbody th[scope="row"]'))).toBe('Gleann Dá Loch');
    const card = host.querySelector(`[data-testid="fixture-${played!.id}"]`)!;
    expect(card.querySelector('[data-provisional]')?.textContent).toBe('Full-time, awaiting confirmation');
    expect(card.textContent).toContain('Naomh Pádraig 2-10 to 1-12 Gleann Dá Loch');
  });

  it('shows no provisional table and no mark once every result is confirmed', () => {
    const host = render(<CompetitionView competition={league} />);
    expect(host.querySelectorAll('table')).toHaveLength(1);
    expect(host.querySelector('[data-testid="provisional-standing"]')).toBeNull();
    expect(host.querySelector('[data-provisional]')).toBeNull();
  });

  it('names knockout rounds by their code, shows byes, and leaves a cup without a league table', () => {
    const cup: PublicCompetition = {
      ...league,
      format: 'CUP',
      divisions: [
        {
          id: 'cup',
          name: 'Cup',
          abbreviation: 'C',
          format: 'CUP',
          table: [row(1, 'a', 'Naomh Pádraig'), row(2, 'b', 'Gleann Dá Loch'), row(3, 'c', 'Baile Átha')],
          bracket: [
            {
              round: 1,
              code: 'ROUND_OF_16',
              matches: [{ round: 1, index: 0, home: 'a', away: null, bye: true, winnerId: 'a' }],
            },
            {
              round: 3,
              code: 'SEMI_FINAL',
              matches: [
                { round: 3, index: 0, home: 'a', away: 'b', bye: false, winnerId: 'a' },
                { round: 3, index: 1, home: 'c', away: null, bye: false, winnerId: null },
              ],
            },
            { round: 2, code: 'QUARTER_FINAL', matches: [] },
            {
              round: 4,
              code: 'FINAL',
              matches: [{ round: 4, index: 0, home: 'a', away: null, bye: false, winnerId: null }],
            },
          ],
          fixtures: [
            fixture(['a', 'Naomh Pádraig'], ['b', 'Gleann Dá Loch'], '2026-05-02T14:00:00Z', {
              isResult: true,
              homeTeam: { id: 'a', name: 'Naomh Pádraig', goals: 2, points: 10 },
              awayTeam: { id: 'b', name: 'Gleann Dá Loch', goals: 1, points: 12 },
            }),
          ],
        },
      ],
    };
    const host = render(<CompetitionView competition={cup} />);
    expect(host.querySelector('table')).toBeNull();
    const bracket = host.querySelector('[data-testid="knockout-bracket"]')!;
    expect([...bracket.querySelectorAll('h3')].map(text)).toEqual([
      'Round of 16',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
    const matches = [...bracket.querySelectorAll('[data-testid="bracket-match"]')].map(text);
    expect(matches[0]).toBe('Naomh Pádraig — bye');
    expect(matches[1]).toBe('Naomh Pádraig (winner)2-10Gleann Dá Loch1-12');
    expect(matches[2]).toBe('Baile ÁthaTo be decided');
  });

  it('puts each division in a tab, every panel drawn for the document', () => {
    const two: PublicCompetition = {
      ...league,
      divisions: [
        league.divisions[0]!,
        { ...league.divisions[0]!, id: 'd2', name: 'Division 2', fixtures: [] },
      ],
    };
    const host = render(<CompetitionView competition={two} allPanels />);
    expect([...host.querySelectorAll('[role="tab"]')].map(text)).toEqual(['Division 1', 'Division 2']);
    expect(host.querySelectorAll('[role="tabpanel"]')).toHaveLength(2);
    expect(host.querySelectorAll('table')).toHaveLength(2);
  });

  it('says when it shows an offline copy', () => {
    const host = render(<CompetitionView competition={league} offlineSince={new Date(2026, 2, 3, 9, 5)} />);
    expect(text(host.querySelector('[role="status"]'))).toBe(
      'You are offline: showing the copy from 3/3/2026 at 09:05.',
    );
  });
});

describe('the club page’s fixtures', () => {
  it('link each competition to its page', () => {
    const host = render(<ClubFixtures fixtures={league.divisions[0]!.fixtures} />);
    const link = host.querySelector('a[href="/competition/c1"]');
    expect(link?.textContent).toBe('Wicklow SFL');
  });
});
