/**
 * The authorization matrix: one row per route (`METHOD /api/path` exactly as Hono registers it), saying who
 * may call it and what everyone else gets. `authz.test.ts` runs every row for every demo role and fails for
 * a registered route without a row — so a new route lands with its row, in its service's `*.rows.ts`.
 *
 * A row is a probe, not a scenario: for a mutating route the allowed roles send a body the route must
 * refuse (400), which proves the guard let them through without changing anything; denied roles get 403
 * (or 404 where the route must not reveal that the thing exists) before the body is even read.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { eventRecipient, groupMember, groupPosition, injuryRecord } from '../../../server/db/schema/index.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { teamId } from '../../../server/db/seed/competition.ts';
import { orgId } from '../../../server/db/seed/geography.ts';
import { CUP_TODAY_FIXTURE_ID, DRAFT_REPORT_FIXTURE_ID } from '../../../server/db/seed/officials.ts';
import { personId } from '../../../server/db/seed/people.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import { COACH_TEAMS, trainingTodayId } from '../../../server/db/seed/teams.ts';
import type { TestServer } from '../harness.ts';
import { pathOf, routeKey, type ContractInput, type RouteContract } from '../../../domain/lib/contract.ts';

/** The demo sign-ins (server/db/seed/demo.ts), and no token at all. */
export const ROLES = [
  'member',
  'parent',
  'coach',
  'referee',
  'officer',
  'childrens-officer',
  'injury-specialist',
  'competition-admin',
  'super-admin',
  'vetting-officer',
  'fees-officer',
  'assessor',
  'financial-council',
] as const;
export type Role = (typeof ROLES)[number];
export const ANONYMOUS = 'anonymous';
export type Caller = Role | typeof ANONYMOUS;
export const CALLERS: readonly Caller[] = [...ROLES, ANONYMOUS];

/** Ids of seeded things the rows point at, read from the demo seed and its database. */
export interface Ids {
  me: Record<Role, string>;
  childOlder: string;
  childYounger: string;
  /** A plain member of another club. */
  stranger: string;
  mainClub: string;
  countyBoard: string;
  /** The cup fixture today: the demo referee is appointed to it as referee. */
  refereeFixture: string;
  /** The league fixture whose draft report the demo referee has started. */
  draftReportFixture: string;
  coachTeam: string;
  /** A team of the main club the coach does not coach. */
  otherClubTeam: string;
  groupMemberId: string;
  positionId: string;
  event: string;
  eventRecipient: string;
  /** An injury record of the main club's senior team. */
  injury: string;
  notificationDraft: string;
  notificationSubmitted: string;
  notificationDocument: string;
}

export async function loadIds(s: TestServer): Promise<Ids> {
  const db: Db = s.database.db;
  const me = {} as Record<Role, string>;
  for (const r of ROLES) me[r] = personId(`demo:${r}`);
  const [gm] = await db
    .select({ id: groupMember.id })
    .from(groupMember)
    .where(and(eq(groupMember.groupId, COACH_TEAMS.senior), isNull(groupMember.deletedAt)))
    .limit(1);
  const [pos] = await db
    .select({ id: groupPosition.id })
    .from(groupPosition)
    .where(eq(groupPosition.groupId, COACH_TEAMS.senior))
    .limit(1);
  const event = trainingTodayId('senior');
  const [rec] = await db
    .select({ id: eventRecipient.personId })
    .from(eventRecipient)
    .where(eq(eventRecipient.eventId, event))
    .limit(1);
  const [inj] = await db
    .select({ id: injuryRecord.id })
    .from(injuryRecord)
    .where(and(eq(injuryRecord.groupId, COACH_TEAMS.senior), isNotNull(injuryRecord.privateNotes)))
    .limit(1);
  const submitted = seedId('injury-notification', 'AWAITING_APPROVAL');
  return {
    me,
    childOlder: personId('demo:parent:child-older'),
    childYounger: personId('demo:parent:child-younger'),
    stranger: personId(`club:${DEMO_CLUBS.find((c) => c.county !== 'wicklow')!.key}:0`),
    mainClub: orgId.club(MAIN_CLUB_KEY),
    countyBoard: orgId.county('wicklow'),
    refereeFixture: CUP_TODAY_FIXTURE_ID,
    draftReportFixture: DRAFT_REPORT_FIXTURE_ID,
    coachTeam: COACH_TEAMS.senior,
    otherClubTeam: teamId(MAIN_CLUB_KEY, 'Football', 'U12'),
    groupMemberId: gm?.id ?? 'none',
    positionId: pos?.id ?? 'none',
    event,
    eventRecipient: rec?.id ?? 'none',
    injury: inj?.id ?? 'none',
    notificationDraft: seedId('injury-notification', 'DRAFT'),
    notificationSubmitted: submitted,
    notificationDocument: seedId('injury-notification-document', submitted),
  };
}

export interface ProbeContext {
  s: TestServer;
  ids: Ids;
}

export interface Row {
  /** Exactly as registered: `GET /api/person/:id`. */
  route: string;
  /** The concrete path (may create a throw-away resource for a destructive probe). */
  path: (ids: Ids, ctx: ProbeContext, caller: Caller) => string | Promise<string>;
  /** A JSON body (a function for one that names seeded ids). */
  body?: unknown;
  /** Who gets through: a list of roles, every signed-in role, or everyone including no token. */
  allow: readonly Role[] | 'signed-in' | 'public';
  /** What an allowed caller gets (200 by default; 400 for a refused probe body). */
  ok?: number;
  /** Per-role exceptions to `ok` (e.g. 404 for someone allowed to learn that nothing is there). */
  okFor?: Partial<Record<Caller, number>>;
  /** What a signed-in caller who is not allowed gets: 403, or 404 where existence must not leak. */
  denied?: number;
  /** What a caller without a token gets (401 unless the route is public). */
  anonymous?: number;
  why: string;
}

/**
 * A row's `route` and `path` from the route's contract (`domain/<context>/<context>.contract.ts`): the key it is registered
 * under, and the concrete path with the params (and query) `input` gives — a misnamed param is a type error.
 */
export function probeOf<C extends RouteContract>(
  contract: C,
  input: (ids: Ids) => Pick<ContractInput<C>, 'params' | 'query'> = () => ({}),
): Pick<Row, 'route' | 'path'> {
  return {
    route: routeKey(contract),
    path: (ids) => `/api${pathOf(contract, input(ids) as { params?: object; query?: object })}`,
  };
}

export function expected(row: Row, caller: Caller): number {
  if (row.okFor?.[caller] !== undefined) return row.okFor[caller];
  const ok = row.ok ?? 200;
  if (row.allow === 'public') return ok;
  if (caller === ANONYMOUS) return row.anonymous ?? 401;
  if (row.allow === 'signed-in' || row.allow.includes(caller)) return ok;
  return row.denied ?? 403;
}

/** A body every mutating route's schema refuses: no required field, and an unknown type. */
export const REFUSED = { __probe: 1 };
/** Probes send application/json bodies; GET and DELETE send none. */
export async function probe(ctx: ProbeContext, row: Row, caller: Caller): Promise<Response> {
  const [method] = row.route.split(' ') as [string];
  const path = await row.path(ctx.ids, ctx, caller);
  return ctx.s.call(path, {
    method,
    as: caller === ANONYMOUS ? undefined : caller,
    json: typeof row.body === 'function' ? (row.body as (ids: Ids) => unknown)(ctx.ids) : row.body,
  });
}
