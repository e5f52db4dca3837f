/**
 * Matrix rows: duplicate-member merge (issue 28 item 4; server/services/membership/duplicates.routes.ts). The
 * club's admins (its ORG_ADMIN, the officer, and super admins) start and review jobs and merge members; a job
 * or group of another club answers 404 (tests/server/duplicate-merge.test.ts), a person outside the club 403.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { duplicateJob } from '../../../server/db/schema/index.ts';
import { REFUSED, type Ids, type ProbeContext, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';
import { seedId } from '../../../server/db/seed/random.ts';

const CLUB = ['officer', 'super-admin'] as const;

/** A finished job of the main club per database (server test files share this module, not a database). */
const jobs = new WeakMap<object, string>();
async function reviewedJob(ids: Ids, ctx: ProbeContext): Promise<string> {
  const { db } = ctx.s.database;
  let job = jobs.get(db);
  if (!job) {
    job = uuidv7();
    await db.insert(duplicateJob).values({ id: job, organizationId: ids.mainClub, status: 'REVIEWED' });
    jobs.set(db, job);
  }
  return job;
}

/** Each probe may start a job: the one a previous probe started is set aside first (one runs at a time). */
async function noRunningJob(ids: Ids, ctx: ProbeContext) {
  await ctx.s.database.db
    .update(duplicateJob)
    .set({ status: 'FAILED', error: 'set aside by the authorization matrix' })
    .where(
      and(
        eq(duplicateJob.organizationId, ids.mainClub),
        inArray(duplicateJob.status, ['SCHEDULED', 'IN_PROGRESS']),
      ),
    );
}

const JOBS = '/api/organization/:id/potential-duplicates-job';
const GROUPS = `${JOBS}/:jobId/potential-duplicates-groups`;

export const DUPLICATE_ROWS: Row[] = [
  {
    route: `GET ${JOBS}`,
    path: (ids) => `/api/organization/${ids.mainClub}/potential-duplicates-job`,
    allow: [...CLUB],
    why: 'the club’s duplicates jobs: its admins',
  },
  {
    route: `POST ${JOBS}`,
    path: async (ids, ctx) => {
      await noRunningJob(ids, ctx);
      return `/api/organization/${ids.mainClub}/potential-duplicates-job`;
    },
    allow: [...CLUB],
    ok: 201,
    why: 'the club’s admins start a duplicates job',
  },
  {
    route: `GET ${JOBS}/:jobId`,
    path: async (ids, ctx) =>
      `/api/organization/${ids.mainClub}/potential-duplicates-job/${await reviewedJob(ids, ctx)}`,
    allow: [...CLUB],
    why: 'a job’s status: the club’s admins',
  },
  {
    route: `GET ${GROUPS}`,
    path: async (ids, ctx) =>
      `/api/organization/${ids.mainClub}/potential-duplicates-job/${await reviewedJob(ids, ctx)}/potential-duplicates-groups`,
    allow: [...CLUB],
    why: 'the groups name members with their contact details: the club’s admins',
  },
  {
    route: `PATCH ${GROUPS}/:groupId`,
    path: async (ids, ctx) =>
      `/api/organization/${ids.mainClub}/potential-duplicates-job/${await reviewedJob(ids, ctx)}/potential-duplicates-groups/${uuidv7()}`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'reviewing a group merges members: the club’s admins',
  },
  {
    route: 'POST /api/organization/:id/merge',
    path: (ids) => `/api/organization/${ids.mainClub}/merge`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'merging members: the club’s admins (only of the club’s own members)',
  },
];

/** A club that is not the officer's: the officer is admin and draw officer of the main club only. */
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);

export const DUPLICATE_BOLA_CASES: BolaCase[] = [
  {
    object: 'duplicates job',
    name: 'a club’s admin lists another club’s duplicates jobs',
    as: 'officer',
    method: 'GET',
    path: () => `/api/organization/${OTHER_CLUB}/potential-duplicates-job`,
    status: 403,
  },
  {
    object: 'duplicates job',
    name: 'a club’s admin starts a duplicates job for another club',
    as: 'officer',
    method: 'POST',
    path: () => `/api/organization/${OTHER_CLUB}/potential-duplicates-job`,
    status: 403,
  },
  {
    object: 'duplicates job',
    name: 'a club’s admin reads another club’s duplicate groups',
    as: 'officer',
    method: 'GET',
    path: () =>
      `/api/organization/${OTHER_CLUB}/potential-duplicates-job/${seedId('duplicate-job', 'x')}/potential-duplicates-groups`,
    status: 403,
  },
  {
    object: 'duplicates job',
    name: 'a club’s admin reviews another club’s duplicate group',
    as: 'officer',
    method: 'PATCH',
    path: () =>
      `/api/organization/${OTHER_CLUB}/potential-duplicates-job/${seedId('duplicate-job', 'x')}/potential-duplicates-groups/${seedId('duplicate-group', 'x')}`,
    body: () => ({ status: 'SKIPPED' }),
    status: 403,
  },
  {
    object: 'duplicates job',
    name: 'a club’s admin merges members of another club',
    as: 'officer',
    method: 'POST',
    path: () => `/api/organization/${OTHER_CLUB}/merge`,
    body: (ids) => ({
      primaryPersonId: ids.stranger,
      personIds: [ids.stranger, ids.me.member],
      mergeType: 'MERGE',
    }),
    status: 403,
  },
  {
    object: 'duplicates job',
    name: 'a club’s admin merges a person of another club into one of theirs',
    as: 'officer',
    method: 'POST',
    path: (ids) => `/api/organization/${ids.mainClub}/merge`,
    body: (ids) => ({
      primaryPersonId: ids.me.member,
      personIds: [ids.me.member, ids.stranger],
      mergeType: 'MERGE',
    }),
    status: 403,
  },
];
