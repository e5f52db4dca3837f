/**
 * The four multi-statement admin writes of issue 48 ("one transaction for every write"), for the tests that
 * stop them half way: write-atomicity.test.ts (a constraint fails a later statement) and
 * crash-admin-writes.test.ts (the server is killed between the statements). The objects they change are made
 * through the API; their state is read from the database, so "nothing changed" compares two reads.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { pifSeasonYear } from '../../domain/injury/pif-eligibility.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import type { Db } from '../../server/db/client.ts';
import {
  competition,
  division,
  divisionCompetitor,
  fixture,
  pifInvoice,
  pifInvoiceGroup,
  pool,
  poolMember,
} from '../../server/db/schema/index.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { LEAGUE_ID } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import type { CrashPoint } from '../../server/lib/crash-point.ts';

/** A call to the server under test as one of the demo users. */
export type Call = (path: string, init: { as: string; method?: string; json?: unknown }) => Promise<Response>;

const ADMIN = 'competition-admin';
const FEES_ADMIN = 'fees-officer';
export const MAIN_CLUB = orgId.club(MAIN_CLUB_KEY);
/** The season whose invoice of the main club is DUE in the demo seed (server/db/seed/pif.ts). */
export const SEASON = pifSeasonYear(todayInDublin());

async function answer<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** What the writes change: a match-official pool, an ACTIVE league and a DRAFT one, both with fixtures. */
export interface Objects {
  county: string;
  poolId: string;
  activeId: string;
  draftId: string;
}

const FORMAT = {
  format: 'LEAGUE',
  numberOfDivisions: 1,
  legs: 1,
  winPoints: 2,
  drawPoints: 1,
  lossPoints: 0,
  walkoverPoints: 2,
  tieBreaks: ['SCORE_DIFFERENCE', 'SCORES_FOR', 'HEAD_TO_HEAD', 'GOALS_FOR'],
  divisions: [{ name: 'Division 1', abbreviation: 'D1' }],
};

type CompetitionDoc = {
  id: string;
  organizationId: string;
  divisions: { id: string; competitors: { teamId?: string }[] }[];
};

/** A four-team league with its three rounds of fixtures, made through the wizard's calls. */
async function league(call: Call, county: string, teamIds: string[], name: string): Promise<string> {
  const as = ADMIN;
  const created = await answer<CompetitionDoc>(
    await call('/api/admin/competition', {
      as,
      method: 'POST',
      json: {
        organizationId: county,
        name,
        adminPersonId: personId('demo:competition-admin'),
        season: 2027,
        format: 'LEAGUE',
        additionalType: 'LEAGUE',
        rank: 'COUNTY',
        ageLevel: 'SENIOR',
        gender: 'MALE',
        activity: 'Football',
      },
    }),
    201,
  );
  const formatted = await answer<CompetitionDoc>(
    await call(`/api/admin/competition/${created.id}/format`, { as, method: 'PUT', json: FORMAT }),
  );
  const divisionId = formatted.divisions[0]!.id;
  await answer(
    await call(`/api/admin/division/${divisionId}/competitor`, {
      as,
      method: 'POST',
      json: { competitors: teamIds.map((teamId) => ({ teamId })) },
    }),
  );
  const roundDates = ['2027-03-07', '2027-03-14', '2027-03-21'];
  const generated = await call(`/api/admin/division/${divisionId}/fixture/generate`, {
    as,
    method: 'POST',
    json: { roundDates, time: '19:30' },
  });
  if (generated.status >= 300) throw new Error(`fixtures: ${generated.status} ${await generated.text()}`);
  return created.id;
}

export async function makeObjects(call: Call): Promise<Objects> {
  const seeded = await answer<CompetitionDoc>(
    await call(`/api/admin/competition/${LEAGUE_ID}`, { as: ADMIN }),
  );
  const county = seeded.organizationId;
  const teamIds = seeded.divisions[0]!.competitors.slice(0, 4).map((c) => c.teamId!);
  const made = await answer<{ id: string }>(
    await call('/api/admin/pool', {
      as: ADMIN,
      method: 'POST',
      json: {
        organizationId: county,
        kind: 'MATCH_OFFICIAL',
        name: 'Senior referees',
        memberIds: [personId('demo:referee')],
      },
    }),
    201,
  );
  const activeId = await league(call, county, teamIds, 'Wicklow Junior Football League');
  await answer(
    await call(`/api/admin/competition/${activeId}/status`, {
      as: ADMIN,
      method: 'PATCH',
      json: { status: 'ACTIVE' },
    }),
  );
  const draftId = await league(call, county, teamIds, 'Wicklow Junior Football Cup');
  return { county, poolId: made.id, activeId, draftId };
}

/** The request of each write (the crash point it passes between its statements names it). */
export function writeOf(
  point: CrashPoint,
  o: Objects,
): { path: string; as: string; method: string; json: unknown } {
  switch (point) {
    case 'pool.members':
      return {
        path: `/api/admin/pool/${o.poolId}`,
        as: ADMIN,
        method: 'PUT',
        json: {
          organizationId: o.county,
          kind: 'MATCH_OFFICIAL',
          name: 'Renamed referees',
          memberIds: [personId('demo:referee'), personId('demo:competition-admin')],
        },
      };
    case 'invoice.regenerate':
      return {
        path: '/api/invoice/generate',
        as: FEES_ADMIN,
        method: 'POST',
        json: { season: SEASON, organizationId: MAIN_CLUB },
      };
    case 'competition.status':
      return {
        path: `/api/admin/competition/${o.activeId}/status`,
        as: ADMIN,
        method: 'PATCH',
        json: { status: 'DRAFT', confirm: true },
      };
    case 'competition.format':
      return {
        path: `/api/admin/competition/${o.draftId}/format`,
        as: ADMIN,
        method: 'PUT',
        json: { ...FORMAT, format: 'CUP', confirm: true },
      };
  }
}

export const CRASH_POINTS: CrashPoint[] = [
  'pool.members',
  'invoice.regenerate',
  'competition.status',
  'competition.format',
];

async function poolState(db: Db, id: string) {
  const [row] = await db.select({ name: pool.name, version: pool.version }).from(pool).where(eq(pool.id, id));
  const members = await db
    .select({ id: poolMember.memberId })
    .from(poolMember)
    .where(eq(poolMember.poolId, id))
    .orderBy(asc(poolMember.position));
  return { ...row, members: members.map((m) => m.id) };
}

async function invoiceState(db: Db) {
  const invoices = await db
    .select({ id: pifInvoice.id, status: pifInvoice.status, version: pifInvoice.version })
    .from(pifInvoice)
    .where(
      and(
        eq(pifInvoice.organizationId, MAIN_CLUB),
        eq(pifInvoice.season, SEASON),
        isNull(pifInvoice.deletedAt),
      ),
    );
  const groups = await db
    .select({ id: pifInvoiceGroup.id })
    .from(pifInvoiceGroup)
    .where(
      inArray(
        pifInvoiceGroup.invoiceId,
        invoices.map((i) => i.id),
      ),
    )
    .orderBy(asc(pifInvoiceGroup.id));
  return { invoices, groups: groups.map((g) => g.id) };
}

async function competitionState(db: Db, id: string) {
  const [row] = await db
    .select({ status: competition.status, format: competition.format, version: competition.version })
    .from(competition)
    .where(eq(competition.id, id));
  const divisions = await db
    .select({ id: division.id })
    .from(division)
    .where(and(eq(division.competitionId, id), isNull(division.deletedAt)))
    .orderBy(asc(division.id));
  const ids = divisions.map((d) => d.id);
  const [fixtures] = await db
    .select({ n: count() })
    .from(fixture)
    .where(and(eq(fixture.competitionId, id), isNull(fixture.deletedAt)));
  const [competitors] = ids.length
    ? await db
        .select({ n: count() })
        .from(divisionCompetitor)
        .where(inArray(divisionCompetitor.divisionId, ids))
    : [{ n: 0 }];
  return { ...row, divisions: ids, fixtures: fixtures?.n ?? 0, competitors: competitors?.n ?? 0 };
}

/** What each write changes, read from the database. */
export function stateOf(db: Db, point: CrashPoint, o: Objects): Promise<unknown> {
  switch (point) {
    case 'pool.members':
      return poolState(db, o.poolId);
    case 'invoice.regenerate':
      return invoiceState(db);
    case 'competition.status':
      return competitionState(db, o.activeId);
    case 'competition.format':
      return competitionState(db, o.draftId);
  }
}
