/**
 * Fixture clashes (seed 2 §2 "Fixture Calendar: clashes visible"; the same rule as the server's
 * `POST /admin/fixture/conflicts/{id}`, server/services/competition/fixture-admin.ts): two fixtures clash when
 * they start less than two hours apart and share a team (a team cannot play twice) or a venue (a pitch cannot
 * hold two matches). A bye, a team not yet known and a fixture with no venue share nothing.
 */

/** Two fixtures closer than this (start to start) at one venue or with one team clash. */
export const CLASH_WINDOW_MS = 2 * 60 * 60 * 1000;

export type ClashKind = 'TEAM' | 'VENUE';

/** What the rule reads of a fixture. */
export interface ClashFixture {
  id: string;
  startDate: string;
  homeTeam?: { id?: string | null; isBye?: boolean | null } | null;
  awayTeam?: { id?: string | null; isBye?: boolean | null } | null;
  place?: { id: string } | null;
}

export interface Clash {
  kind: ClashKind;
  /** The other fixture. */
  with: string;
}

const teamsOf = (f: ClashFixture): string[] =>
  [f.homeTeam, f.awayTeam].filter((t) => t?.id && !t.isBye).map((t) => t!.id!);

/**
 * Every clash among `fixtures`, by fixture id (a fixture with none is absent). Sorted by start, each fixture is
 * compared only with those starting within the window after it: O(n log n + clashes) for a season's calendar.
 */
export function fixtureClashes(fixtures: readonly ClashFixture[]): Map<string, Clash[]> {
  const out = new Map<string, Clash[]>();
  const add = (id: string, clash: Clash) => {
    const list = out.get(id) ?? [];
    if (!list.some((c) => c.kind === clash.kind && c.with === clash.with)) list.push(clash);
    out.set(id, list);
  };
  const timed = fixtures
    .map((f) => ({ f, at: Date.parse(f.startDate), teams: teamsOf(f) }))
    .filter((x) => Number.isFinite(x.at))
    .sort((a, b) => a.at - b.at);
  for (let i = 0; i < timed.length; i++) {
    const a = timed[i]!;
    for (let j = i + 1; j < timed.length && timed[j]!.at - a.at < CLASH_WINDOW_MS; j++) {
      const b = timed[j]!;
      const kinds: ClashKind[] = [];
      if (a.teams.some((t) => b.teams.includes(t))) kinds.push('TEAM');
      if (a.f.place?.id && a.f.place.id === b.f.place?.id) kinds.push('VENUE');
      for (const kind of kinds) {
        add(a.f.id, { kind, with: b.f.id });
        add(b.f.id, { kind, with: a.f.id });
      }
    }
  }
  return out;
}
