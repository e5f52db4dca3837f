/**
 * Duplicate members (seed 1 §7 "Duplicate members and bulk"; issue 28 item 4), all under /api/organization:
 *  - GET  /{id}/potential-duplicates-job                 the club's jobs, newest first
 *  - POST /{id}/potential-duplicates-job                 start one (201; 409 while one is scheduled or running)
 *  - GET  /{id}/potential-duplicates-job/{jobId}         one job (the app polls it while it runs)
 *  - GET  /{id}/potential-duplicates-job/{jobId}/potential-duplicates-groups
 *         filter=status:PENDING|SKIPPED|MERGED, sort createDate desc then status asc, page, size (≤ 1000)
 *  - PATCH …/potential-duplicates-groups/{groupId}       skip, or merge (MERGE / FAMILY) with a primary
 *  - POST /{id}/merge                                    merge selected members (optionally a group's)
 * Policy `membership.clubAdmin` on the club in the path (its admins, those above it, super admins); a job or
 * group of another club is a 404, and every person merged must be a current member of the path's club.
 * Use cases in duplicates.ts, SQL in duplicates.repository.ts and person-merge.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  DUPLICATE_GROUP_STATUSES,
  MergeInput,
  PENDING_GROUPS_PAGE_SIZE,
  REVIEWED_GROUPS_PAGE_SIZE,
  ReviewGroupInput,
  type DuplicateGroupStatus,
} from '../../../domain/membership/duplicates.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale } from '../../i18n.ts';
import {
  candidatesOf,
  findJob,
  groupOfOrg,
  listGroups,
  listJobs,
  toGroup,
  toJob,
} from './duplicates.repository.ts';
import { mergePeople, reviewGroup, startJob, type MergeContext } from './duplicates.ts';
import { administersClub } from './membership.policy.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const OrgParam = v.object({ id: Key });
const JobParam = v.object({ id: Key, jobId: Key });
const GroupParam = v.object({ id: Key, jobId: Key, groupId: Key });
const JobsQuery = listQuery({ maxSize: 100, defaultSize: 20 });
const GroupsQuery = listQuery({ maxSize: PENDING_GROUPS_PAGE_SIZE, defaultSize: PENDING_GROUPS_PAGE_SIZE });

export function duplicateRoutes() {
  const app = new Hono<AppEnv>();
  const club = (c: Context<AppEnv>) => c.req.param('id');
  const ctx = (c: Context<AppEnv>): MergeContext => {
    const auth = c.get('auth');
    const { principal } = auth;
    return {
      actor: principal?.personId ?? null,
      locale: pickLocale(principal?.preferredLanguage),
      holds: (orgId) => (principal ? administersClub(auth, principal, orgId) : Promise.resolve(false)),
    };
  };
  const jobOf = async (c: Context<AppEnv>, orgId: string, jobId: string) => {
    const job = await findJob(c.get('auth').db, orgId, jobId);
    if (!job) throw notFound();
    return job;
  };

  app.get(
    '/:id/potential-duplicates-job',
    describeRoute({ tags: ['membership'], summary: "The club's potential-duplicates jobs, newest first" }),
    guard('membership.clubAdmin', club),
    validate('param', OrgParam),
    validate('query', JobsQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await listJobs(c.get('auth').db, c.req.valid('param').id, q.page, q.size);
      return c.json(listBody('potentialDuplicatesJobs', rows.map(toJob), total, q.page, q.size));
    },
  );

  app.post(
    '/:id/potential-duplicates-job',
    describeRoute({ tags: ['membership'], summary: 'Start a potential-duplicates job (409 while one runs)' }),
    guard('membership.clubAdmin', club),
    validate('param', OrgParam),
    async (c) => {
      const job = await startJob(c.get('auth').db, c.req.valid('param').id, ctx(c).actor);
      return c.json(job, 201);
    },
  );

  app.get(
    '/:id/potential-duplicates-job/:jobId',
    describeRoute({ tags: ['membership'], summary: 'One potential-duplicates job (its status and counts)' }),
    guard('membership.clubAdmin', club),
    validate('param', JobParam),
    async (c) => {
      const { id, jobId } = c.req.valid('param');
      return c.json(toJob(await jobOf(c, id, jobId)));
    },
  );

  app.get(
    '/:id/potential-duplicates-job/:jobId/potential-duplicates-groups',
    describeRoute({
      tags: ['membership'],
      summary: "A job's groups (filter status:PENDING|SKIPPED|MERGED; newest first; size up to 1000)",
    }),
    guard('membership.clubAdmin', club),
    validate('param', JobParam),
    validate('query', GroupsQuery),
    async (c) => {
      const { id, jobId } = c.req.valid('param');
      const q = c.req.valid('query');
      const [status, ...more] = eqFilter(q.filter, ['status'])('status');
      if (more.length > 0 || (status && !(DUPLICATE_GROUP_STATUSES as readonly string[]).includes(status)))
        throw new HttpError(400, 'The filter is not valid', [
          { field: 'filter', message: M.invalidOption.id },
        ]);
      const job = await jobOf(c, id, jobId);
      const { db } = c.get('auth');
      // Reviewed groups come one a page unless a size is asked for (seed 1 §7); pending ones 1000.
      const reviewedOnly = !!status && status !== 'PENDING' && c.req.query('size') === undefined;
      const size = reviewedOnly ? REVIEWED_GROUPS_PAGE_SIZE : q.size;
      const { rows, total } = await listGroups(db, job.id, status as DuplicateGroupStatus, q.page, size);
      const people = await candidatesOf(db, [...new Set(rows.flatMap((r) => r.personIds))]);
      const docs = rows.map((r) => toGroup(r, people));
      return c.json(listBody('potentialDuplicatesGroups', docs, total, q.page, size));
    },
  );

  app.patch(
    '/:id/potential-duplicates-job/:jobId/potential-duplicates-groups/:groupId',
    describeRoute({
      tags: ['membership'],
      summary: 'Review a group: skip it, or merge it (MERGE or FAMILY) into the chosen primary',
    }),
    guard('membership.clubAdmin', club),
    validate('param', GroupParam),
    validate('json', ReviewGroupInput),
    async (c) => {
      const { id, jobId, groupId } = c.req.valid('param');
      await jobOf(c, id, jobId);
      const answer = await reviewGroup(c.get('auth').db, id, jobId, groupId, c.req.valid('json'), ctx(c));
      return c.json(answer);
    },
  );

  app.post(
    '/:id/merge',
    describeRoute({
      tags: ['membership'],
      summary: 'Merge the selected members into the primary (MERGE) or link them as family (FAMILY)',
    }),
    guard('membership.clubAdmin', club),
    validate('param', OrgParam),
    validate('json', MergeInput),
    async (c) => {
      const { id } = c.req.valid('param');
      const { groupId, ...input } = c.req.valid('json');
      const { db } = c.get('auth');
      if (groupId) {
        const group = await groupOfOrg(db, id, groupId);
        if (!group) throw notFound();
        const review = { status: 'MERGED' as const, ...input };
        return c.json(await reviewGroup(db, id, group.jobId, groupId, review, ctx(c)));
      }
      return c.json(await mergePeople(db, id, input, ctx(c)));
    },
  );
  return app;
}
