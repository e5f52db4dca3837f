/**
 * The competitions area's calls (seed 2 §7 Competitions (admin)): paths, answer shapes and the small readers
 * the screens share. Lists answer `{ _embedded: { <name>: [...] }, page }` (ARCHITECTURE.md); `itemsOf`
 * also reads a bare `{ <name>: [...] }`, so a screen does not care which of the two an endpoint sends.
 */
import { dublinParts } from '../../../../domain/lib/dates';
import type { BracketRound } from '../../../../domain/competition/bracket';
import type { TableRow } from '../../../../domain/competition/league-table';
import type { CompetitionDoc } from '../../../../domain/competition/competition';
import type { Matrix } from '../../../../domain/competition/round-robin';
import type { PoolKind } from '../../../../domain/competition/enums';
import { ApiError } from '../../../api/client';

export type { PageInfo } from '../../../components/list-controls';
import type { PageInfo } from '../../../components/list-controls';

/** The items of a list answer, whichever of the two list shapes it has. */
export function itemsOf<T>(data: unknown, name: string): T[] {
  const d = data as { _embedded?: Record<string, T[]> } & Record<string, unknown>;
  const list = d._embedded?.[name] ?? d[name];
  return Array.isArray(list) ? (list as T[]) : [];
}

export function pageOf(data: unknown): PageInfo | undefined {
  return (data as { page?: PageInfo }).page;
}

/** `filter=key:value,…` from the entries given a value, in order. */
export function filterParam(entries: Record<string, string | number | undefined | null>): string {
  return Object.entries(entries)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${key}:${String(value)}`)
    .join(',');
}

export function query(params: Record<string, string | number | undefined>): string {
  const p = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') p.set(key, String(value));
  }
  return p.toString();
}

export type { CompetitionDoc };

export type CompetitorDoc = {
  id: string;
  teamId: string | null;
  placeholder: string | null;
  name: string;
  organizationId: string | null;
};

/** A team to choose from (`GET /group?filter=additionalType:Team,…`). */
export type TeamChoice = {
  id: string;
  name: string;
  organizationId: string;
  organizationName?: string;
  ageLevel?: string;
  activity?: string;
  suffix?: string | null;
};

/** `GET /admin/division/{id}/table`: the league table and, for knockout formats, the bracket. */
export type DivisionTable = { table: TableRow[]; bracket?: BracketRound[] };

export type MatrixDoc = Matrix & { organizationId?: string | null };

export type PoolDoc = {
  id: string;
  name: string;
  description: string | null;
  level: string | null;
  kind: PoolKind;
  members: { id: string; name: string }[];
};

export type Place = { id: string; name: string };

export type Conflict = { kind: 'TEAM' | 'VENUE' | 'OFFICIAL'; fixtureId: string; message: string };

/** A person who can be appointed as an official. */
export type OfficialChoice = { id: string; name: string };

export const competitionPath = (id: string) => `/admin/competition/${encodeURIComponent(id)}`;
export const divisionPath = (id: string) => `/admin/division/${encodeURIComponent(id)}`;
export const fixturePath = (id: string) => `/admin/fixture/${encodeURIComponent(id)}`;

/** The fixtures of a competition (the existing `GET /fixture`), by start date. */
export function fixturesQuery(
  competitionId: string,
  opts: { divisionId?: string; isResult?: boolean; page?: number; size?: number } = {},
): string {
  const filter = filterParam({
    competition: competitionId,
    division: opts.divisionId,
    isResult: opts.isResult === undefined ? undefined : String(opts.isResult),
  });
  return `/fixture?${query({ filter, sort: 'startDate,asc', page: opts.page ?? 0, size: opts.size ?? 100 })}`;
}

/** The 409 (or 400) an action answered: its first error's code and message, else null. */
export function errorCode(err: unknown, status = 409): { code: string; message: string } | null {
  if (!(err instanceof ApiError) || err.status !== status) return null;
  const first = err.body?.errors?.[0];
  return { code: first?.code ?? '', message: first?.message ?? err.body?.message ?? '' };
}

/** Rounds of a round robin for `teams` competitors over `legs` legs (a bye round when the count is odd). */
export function roundCount(teams: number, legs: number): number {
  if (teams < 2 || legs < 1) return 0;
  return (teams % 2 === 0 ? teams - 1 : teams) * legs;
}

/** An instant as Dublin's calendar date (`yyyy-MM-dd`) and wall-clock time (`HH:mm`). */
export function dublinDateTime(iso: string): { date: string; time: string } {
  const p = dublinParts(new Date(iso));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/**
 * The people who can be appointed as officials for an organisation: the match officials under it
 * (GET /admin/match-official) and the members of its match-official pools, whose name holds `search`.
 */
export async function officialCandidates(
  get: <T>(path: string) => Promise<T>,
  orgId: string,
  search: string,
): Promise<OfficialChoice[]> {
  // The match officials under the organisation (GET /admin/match-official) and the members of its
  // match-official pools, by name.
  const filter = filterParam({ organization: orgId, kind: 'MATCH_OFFICIAL' });
  const [pools, people] = await Promise.all([
    get(`/admin/pool?${query({ filter, size: 100 })}`).then((b) => itemsOf<PoolDoc>(b, 'pools')),
    get(
      `/admin/match-official?${query({ filter: filterParam({ organization: orgId }), search: search.trim() || undefined, size: 100 })}`,
    ).then((b) => itemsOf<OfficialChoice>(b, 'people')),
  ]);
  const text = search.trim().toLowerCase();
  const byId = new Map<string, OfficialChoice>();
  for (const member of [...people, ...pools.flatMap((p) => p.members)]) {
    if (!text || member.name.toLowerCase().includes(text)) byId.set(member.id, member);
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}
