/**
 * The competitions area's Fixture calendar tab (issue 54 item 2): the organisation's week read page by page
 * from `GET /fixture`, by day, with each clash named on both fixtures and "Only clashes" keeping just those.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Fixture } from '../../../../../domain/competition/fixture';
import { system } from '../../../../../src/app/theme';

const asked: string[] = [];
vi.mock('../../../../../src/api/client', () => ({
  apiGet: (path: string) => {
    asked.push(path);
    const page = Number(new URLSearchParams(path.split('?')[1]).get('page'));
    return Promise.resolve({
      _embedded: { fixtures: PAGES[page] ?? [] },
      page: { number: page, size: 100, totalElements: 4, totalPages: PAGES.length },
    });
  },
}));
const { FixtureCalendarTab, mondayOf } =
  await import('../../../../../src/features/competition/admin/fixture-calendar-tab');

const fixture = (id: string, startDate: string, home: string, away: string, place: string): Fixture => ({
  id,
  version: 1,
  updatedAt: startDate,
  startDate,
  isResult: false,
  homeTeam: { id: home, name: home },
  awayTeam: { id: away, name: away },
  place: { id: place, name: place },
  competition: { id: 'c', name: 'County League' },
});
// Two pages: the clash spans them (a team twice within two hours), and a venue clash on the second.
const PAGES: Fixture[][] = [
  [fixture('a', '2026-05-10T13:00:00.000Z', 'Naomh Pádraig', 'Baltinglass', 'Aughrim')],
  [
    fixture('b', '2026-05-10T14:30:00.000Z', 'Naomh Pádraig', 'Rathnew', 'Ashford'),
    fixture('c', '2026-05-10T15:00:00.000Z', 'Bray Emmets', 'Kiltegan', 'Ashford'),
    fixture('d', '2026-05-12T18:30:00.000Z', 'Carnew', 'Tinahely', 'Carnew'),
  ],
];

let root: Root | undefined;
beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function render() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => {
    root!.render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <FixtureCalendarTab orgId="org-1" />
        </ChakraProvider>
      </I18nProvider>,
    );
    await new Promise((r) => setTimeout(r, 0));
  });
  return host;
}

describe('FixtureCalendarTab', () => {
  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-05-10')).toBe('2026-05-04'); // a Sunday
    expect(mondayOf('2026-05-11')).toBe('2026-05-11');
    expect(mondayOf('2026-03-01')).toBe('2026-02-23');
  });

  it('reads every page of the week, names each clash on both fixtures, and filters to clashes', async () => {
    asked.length = 0;
    const host = await render();
    expect(asked).toHaveLength(2);
    expect(asked[0]).toContain('organization%3Aorg-1');
    expect(decodeURIComponent(asked[0]!)).toMatch(
      /startDate:>\d{4}-\d{2}-\d{2},startDate:<\d{4}-\d{2}-\d{2}/,
    );
    expect(host.textContent).toContain('4 fixtures, 3 with a clash');
    const rowOf = (text: string) =>
      [...host.querySelectorAll('tr')].find((r) => r.querySelectorAll('td')[2]?.textContent === text)!;
    expect(rowOf('Naomh Pádraig v Baltinglass').textContent).toContain(
      'Team clash with Naomh Pádraig v Rathnew',
    );
    const b = rowOf('Naomh Pádraig v Rathnew').textContent;
    expect(b).toContain('Team clash with Naomh Pádraig v Baltinglass');
    expect(b).toContain('Venue clash with Bray Emmets v Kiltegan');
    expect(rowOf('Carnew v Tinahely').textContent).not.toContain('clash');

    const only = host.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    await act(async () => {
      only.click();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(host.textContent).not.toContain('Carnew v Tinahely');
    expect(host.textContent).toContain('Bray Emmets v Kiltegan');
  });
});
