/**
 * The super admin's searches and the survey submissions table (issues 26 and 27): the repositories' queries
 * timed directly on the database DATABASE_URL names (seed it with `npm run seed -- --scale national`), beside
 * a bare `select 1` round trip in the same run. On a database with no survey submissions it first publishes
 * the definitions and gives every club a risk assessment, and one club in two a Club Compas, under review or
 * decided (about 4,000). Figures: milliseconds per list (rows and count), p50 and p99.
 */
import { sql } from 'drizzle-orm';
import { SURVEY_KINDS } from '../domain/survey/enums.ts';
import { openDatabase } from '../server/db/client.ts';
import { surveySubmission } from '../server/db/schema/index.ts';
import { seedSurveyDefinitions } from '../server/db/seed/surveys.ts';
import { surveyDefinitionId } from '../server/db/seed/survey-definitions.ts';
import {
  searchMembers,
  searchOrganizations,
} from '../server/services/super-admin/organization.repository.ts';
import {
  exportSubmissions,
  listSubmissions,
  type SubmissionFilter,
} from '../server/services/survey/survey.repository.ts';
import type { Figure } from './sync-engine.ts';

const ROUNDS = 20;

export async function adminListFigures(): Promise<Figure[]> {
  if (!process.env.DATABASE_URL) throw new Error('--admin-lists needs DATABASE_URL (a seeded PostgreSQL)');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  try {
    const [{ n: held }] = (await db.select({ n: sql<number>`count(*)::int` }).from(surveySubmission)) as [
      { n: number },
    ];
    if (held === 0) {
      await db.transaction((tx) => seedSurveyDefinitions(tx));
      const creator = sql`(select id from person order by id limit 1)`;
      for (const [kind, share] of [
        ['RISK_ASSESSMENT', 1],
        ['CLUB_COMPAS', 2],
      ] as const) {
        await db.execute(sql`insert into survey_submission (id, survey_id, kind, organization_id, status,
            answers, created_by, submitted_at, created_at, updated_at)
          select gen_random_uuid()::text, ${surveyDefinitionId(kind)}, ${kind}, o.id,
            (array['PENDING_REVIEW','PENDING_REVIEW','ACCEPTED','REJECTED_MORE_INFO','APPROVED','REJECTED'])[abs(hashtext(o.id)) % 6 + 1],
            '{}', ${creator}, now() - make_interval(days => abs(hashtext(o.id)) % 300),
            now() - make_interval(days => abs(hashtext(o.id)) % 300),
            now() - make_interval(hours => abs(hashtext(o.id || ${kind})) % 7000)
          from organization o where o.additional_type = 'Club' and abs(hashtext(o.id)) % ${share} = 0`);
      }
      await db.execute(sql`analyze survey_submission`);
    }
    const total = (await db.select({ n: sql<number>`count(*)::int` }).from(surveySubmission))[0]!.n;
    const assessor: SubmissionFilter = {
      reviewKinds: SURVEY_KINDS.filter((k) => k !== 'PROPERTY_MATTER' && k !== 'LOAN_APPLICATION'),
      clubs: [],
      kind: [],
      status: [],
      organizationId: [],
    };
    const times: Record<string, number[]> = {
      baseline: [],
      orgName: [],
      orgSlug: [],
      memberName: [],
      memberEmail: [],
      surveyDefault: [],
      surveyFiltered: [],
      surveySearch: [],
      surveyExport: [],
    };
    const time = async (kind: string, run: () => Promise<unknown>) => {
      const t0 = performance.now();
      await run();
      times[kind]!.push(performance.now() - t0);
    };
    const orgQuery = { status: 'ALL' as const, page: 0, size: 100 };
    for (let r = 0; r < ROUNDS; r++) {
      await time('baseline', () => db.execute(sql`select 1`));
      await time('orgName', () => searchOrganizations(db, { ...orgQuery, search: 'naomh' }));
      await time('orgSlug', () => searchOrganizations(db, { ...orgQuery, search: 'naomh-padraig' }));
      await time('memberName', () => searchMembers(db, 'ó brien', 0, 100));
      await time('memberEmail', () => searchMembers(db, 'siobhan.breathnach@example.ie', 0, 100));
      await time('surveyDefault', () => listSubmissions(db, assessor, r % 5, 100));
      await time('surveyFiltered', () =>
        listSubmissions(db, { ...assessor, kind: ['CLUB_COMPAS'], status: ['PENDING_REVIEW'] }, 0, 100),
      );
      await time('surveySearch', () => listSubmissions(db, { ...assessor, search: 'naomh' }, 0, 100));
      if (r % 4 === 0) await time('surveyExport', () => exportSubmissions(db, assessor));
    }
    const pct = (xs: number[], p: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.floor(s.length * p))]!;
    };
    const base = pct(times.baseline!, 0.5);
    const label: Record<string, string> = {
      baseline: 'select 1 (baseline)',
      orgName: 'super admin organisation search "naomh", page 1',
      orgSlug: 'super admin organisation search by a slug',
      memberName: 'super admin member search "ó brien", page 1',
      memberEmail: 'super admin member search by e-mail',
      surveyDefault: "assessor's submissions table, pages 1–5",
      surveyFiltered: 'submissions, Club Compas under review, page 1',
      surveySearch: 'submissions, club search "naomh", page 1',
      surveyExport: "the assessor's whole table as CSV rows",
    };
    return [
      { name: `admin lists: ${total} survey submissions`, value: '' },
      ...Object.entries(times).map(([k, xs]) => ({
        name: `  ${label[k]} (ms)`,
        value: `p50 ${pct(xs, 0.5).toFixed(1)}, p99 ${pct(xs, 0.99).toFixed(1)} (${xs.length} lists; ×${(pct(xs, 0.5) / base).toFixed(1)} baseline)`,
      })),
    ];
  } finally {
    await database.close();
  }
}
