/**
 * Fixture clashes (domain/competition/fixture-clashes.ts): a team or a venue twice within two hours, as the
 * Fixture Calendar shows them; byes, unknown teams and fixtures with no venue share nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLASH_WINDOW_MS,
  fixtureClashes,
  type ClashFixture,
} from '../../../domain/competition/fixture-clashes.ts';

const at = (hhmm: string) => `2026-05-10T${hhmm}:00.000Z`;
const f = (id: string, start: string, home?: string, away?: string, place?: string): ClashFixture => ({
  id,
  startDate: start,
  homeTeam: home ? { id: home } : null,
  awayTeam: away ? { id: away } : null,
  place: place ? { id: place } : null,
});

describe('fixtureClashes', () => {
  it('finds a team playing twice and a venue used twice within two hours, on both fixtures', () => {
    const clashes = fixtureClashes([
      f('a', at('14:00'), 't1', 't2', 'p1'),
      f('b', at('15:30'), 't1', 't3', 'p2'),
      f('c', at('15:00'), 't4', 't5', 'p1'),
      f('d', at('18:00'), 't1', 't6', 'p1'),
    ]);
    expect(clashes.get('a')).toEqual(
      expect.arrayContaining([
        { kind: 'TEAM', with: 'b' },
        { kind: 'VENUE', with: 'c' },
      ]),
    );
    expect(clashes.get('b')).toEqual([{ kind: 'TEAM', with: 'a' }]);
    expect(clashes.get('c')).toEqual([{ kind: 'VENUE', with: 'a' }]);
    expect(clashes.has('d')).toBe(false); // four hours after: no clash
  });

  it('does not count byes, unknown teams or fixtures with no venue', () => {
    const bye = { id: 'bye', isBye: true };
    const clashes = fixtureClashes([
      { id: 'a', startDate: at('14:00'), homeTeam: bye, awayTeam: { id: 't1' } },
      { id: 'b', startDate: at('14:30'), homeTeam: bye, awayTeam: { id: 't2' } },
      f('c', at('14:00')),
      f('d', at('14:00')),
    ]);
    expect(clashes.size).toBe(0);
  });

  it('is exactly the pairs closer than the window that share a team or a venue (property)', () => {
    const fixture = fc.record({
      minutes: fc.integer({ min: 0, max: 600 }),
      home: fc.constantFrom('t1', 't2', 't3', undefined),
      away: fc.constantFrom('t4', 't5', undefined),
      place: fc.constantFrom('p1', 'p2', undefined),
    });
    fc.assert(
      fc.property(fc.array(fixture, { maxLength: 12 }), (xs) => {
        const fixtures = xs.map((x, i) =>
          f(String(i), new Date(Date.UTC(2026, 4, 10, 12, x.minutes)).toISOString(), x.home, x.away, x.place),
        );
        const clashes = fixtureClashes(fixtures);
        fixtures.forEach((a, i) =>
          fixtures.forEach((b, j) => {
            if (i === j) return;
            const near = Math.abs(Date.parse(a.startDate) - Date.parse(b.startDate)) < CLASH_WINDOW_MS;
            const team = [a.homeTeam?.id, a.awayTeam?.id]
              .filter(Boolean)
              .some((t) => [b.homeTeam?.id, b.awayTeam?.id].includes(t));
            const venue = Boolean(a.place?.id) && a.place?.id === b.place?.id;
            const got = clashes.get(a.id) ?? [];
            expect(got.some((c) => c.kind === 'TEAM' && c.with === b.id)).toBe(near && team);
            expect(got.some((c) => c.kind === 'VENUE' && c.with === b.id)).toBe(near && venue);
          }),
        );
      }),
    );
  });
});
