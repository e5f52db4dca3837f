/**
 * The vetting table (GET /vetting, issue 25): the repository's query timed directly on the database
 * DATABASE_URL names (seed it with `npm run seed -- --scale national`), beside a bare `select 1` round trip
 * in the same run. On a database with no applications it first gives one club member in four an application
 * (Garda vetting, a few Access NI, spread over the statuses). Figures: milliseconds per list (rows and count),
 * p50 and p99, for the club children's officers of the 30 busiest clubs (their default: awaiting review,
 * validated, rejected), the GAA's Garda desk (awaiting their review, the whole association), and a name
 * search on that desk.
 */
import { desc, sql } from 'drizzle-orm';
import { VETTING_TABLE_DEFAULTS } from '../domain/vetting/transitions.ts';
import { openDatabase } from '../server/db/client.ts';
import { vettingApplication } from '../server/db/schema/index.ts';
import type { VettingDesks } from '../server/services/vetting/vetting.policy.ts';
import { listApplications, type VettingListFilter } from '../server/services/vetting/vetting.repository.ts';
import type { Figure } from './sync-engine.ts';

const CLUBS = 30;
const ROUNDS = 3;
const NONE: VettingListFilter = {
  type: [],
  status: [],
  authenticatorStatus: [],
  governingAgentStatus: [],
  association: [],
  organizationId: [],
  personId: [],
};

export async function vettingListFigures(): Promise<Figure[]> {
  if (!process.env.DATABASE_URL) throw new Error('--vetting needs DATABASE_URL (a seeded PostgreSQL)');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  try {
    const [{ n: held }] = (await db.select({ n: sql<number>`count(*)::int` }).from(vettingApplication)) as [
      { n: number },
    ];
    if (held === 0) {
      // One member in four, one application each; the status spread of a spring's vetting.
      await db.execute(sql`insert into vetting_application (id, reference, type, association, person_id,
          organization_id, role, applicant, proof_of_address_date, nvb1_date, consents, applied_on, status,
          authenticator_status, governing_agent_status, created_at)
        select gen_random_uuid()::text, 'VET-B' || row_number() over (), 
          case when h % 10 = 0 then 'ACCESS_NI_VETTING_PAID' else 'GARDA_VETTING' end, 'GAA', p.id,
          po.organization_id, 'COACH_OR_MANAGER',
          jsonb_build_object('givenName', p.given_name, 'familyName', p.family_name),
          current_date - 30, current_date - 30, '{"reviewConfirmed":true,"consentGiven":true}', current_date - (h % 300),
          (array['IN_REVIEW','IN_REVIEW','IN_PROGRESS','COMPLETED','COMPLETED','COMPLETED','REJECTED','CANCELLED'])[h % 8 + 1],
          (array['AWAITING_REVIEW','VALIDATED','VALIDATED','VALIDATED','VALIDATED','VALIDATED','REJECTED','UNAVAILABLE'])[h % 8 + 1],
          (array['UNAVAILABLE','AWAITING_REVIEW','IN_REVIEW','COMPLETED','COMPLETED','COMPLETED','UNAVAILABLE','UNAVAILABLE'])[h % 8 + 1],
          now() - make_interval(days => h % 300)
        from (select po.person_id, po.organization_id, abs(hashtext(po.person_id)) as h,
                row_number() over (partition by po.person_id) as k
              from person_organization po) po
        join person p on p.id = po.person_id
        where po.k = 1 and po.h % 4 = 0`);
      await db.execute(sql`analyze vetting_application`);
    }
    const clubs = await db
      .select({ org: vettingApplication.organizationId, n: sql<number>`count(*)::int` })
      .from(vettingApplication)
      .groupBy(vettingApplication.organizationId)
      .orderBy(desc(sql`count(*)`))
      .limit(CLUBS);
    const officer = VETTING_TABLE_DEFAULTS.childrensOfficer;
    const garda = VETTING_TABLE_DEFAULTS.gardaOfficer;
    const gardaDesk: VettingDesks = {
      authenticatorOf: [],
      governing: [{ association: 'GAA', desk: 'gardaOfficer' }],
      superAdmin: false,
    };
    const page = { page: 0, size: 100, ascending: false };
    const times: Record<string, number[]> = { baseline: [], club: [], desk: [], search: [] };
    const time = async (kind: string, run: () => Promise<unknown>) => {
      const t0 = performance.now();
      await run();
      times[kind]!.push(performance.now() - t0);
    };
    for (let r = 0; r < ROUNDS; r++) {
      for (const { org } of clubs) {
        await time('baseline', () => db.execute(sql`select 1`));
        const desks: VettingDesks = { authenticatorOf: [org], governing: [], superAdmin: false };
        await time('club', () =>
          listApplications(
            db,
            { personId: null, desks },
            { ...NONE, type: officer.types, authenticatorStatus: officer.statuses },
            page,
          ),
        );
      }
      for (let i = 0; i < 10; i++) {
        await time('desk', () =>
          listApplications(
            db,
            { personId: null, desks: gardaDesk },
            { ...NONE, type: garda.types, governingAgentStatus: ['AWAITING_REVIEW'] },
            page,
          ),
        );
        await time('search', () =>
          listApplications(
            db,
            { personId: null, desks: gardaDesk },
            { ...NONE, type: garda.types, search: 'ó m' },
            page,
          ),
        );
      }
    }
    const pct = (xs: number[], p: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.floor(s.length * p))]!;
    };
    const base = pct(times.baseline!, 0.5);
    const total = (await db.select({ n: sql<number>`count(*)::int` }).from(vettingApplication))[0]!.n;
    const label: Record<string, string> = {
      baseline: 'select 1 (baseline)',
      club: "club children's officer, default filter, page 1",
      desk: 'GAA Garda desk, awaiting review, page 1',
      search: 'GAA Garda desk, name search "ó m"',
    };
    return [
      {
        name: `vetting table, ${total} applications; busiest clubs ${clubs[0]?.n ?? 0} to ${clubs.at(-1)?.n ?? 0}`,
        value: '',
      },
      ...Object.entries(times).map(([k, xs]) => ({
        name: `  ${label[k]} (ms)`,
        value: `p50 ${pct(xs, 0.5).toFixed(1)}, p99 ${pct(xs, 0.99).toFixed(1)} (${xs.length} lists; ×${(pct(xs, 0.5) / base).toFixed(1)} baseline)`,
      })),
    ];
  } finally {
    await database.close();
  }
}
