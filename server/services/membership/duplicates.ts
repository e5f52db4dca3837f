/**
 * Duplicate-member merge, the use cases (domain/membership/duplicates.ts: shapes, the grouping rule, FAMILY).
 *
 * - startJob: a SCHEDULED job for the club, unless one is SCHEDULED or IN_PROGRESS (409; the partial unique
 *   index of schema/duplicates.ts settles a race). The job runner (server/jobs/duplicates-job.ts) takes it.
 * - runJob: IN_PROGRESS → groups of the club's members → PENDING_REVIEW (REVIEWED at once when none), or
 *   FAILED with the error. Groups an admin skipped before are not raised again.
 * - mergePeople: in the caller's (the request's) transaction, checks that everyone is a current
 *   member of the club, that the caller administers every club any of them belongs to (a MERGE rewrites
 *   their records there too: never across clubs the admin does not hold), that at most one has an account,
 *   and that no record but the survivor's sign-in (the account holder, else the primary) holds a role, then MERGE moves every row of each
 *   secondary to the primary (person-merge.repository.ts), fills the primary's blank fields and retires the
 *   secondary; FAMILY links them to the primary's family. Each person is logged in person_merge. A unique
 *   key no merge can satisfy (two open vetting applications) rolls it all back as a 409.
 * - reviewGroup: skip, or mergePeople with the group's people and mark it MERGED; the job's reviewed count
 *   moves on, and the job becomes REVIEWED with its last group.
 */
import { uuidv7 } from 'uuidv7';
import {
  DUPLICATE_TEXT,
  groupDuplicates,
  holdsOffice,
  type MergeAnswer,
  type MergeInput,
  MERGE_MAX_PEOPLE,
  type ReviewGroupInput,
} from '../../../domain/membership/duplicates.ts';
import { M } from '../../../domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { personMerge } from '../../db/schema/index.ts';
import { ConflictError, HttpError } from '../../http/errors.ts';
import { translateMessage, type Locale } from '../../i18n.ts';
import {
  accountHoldersAmong,
  candidatesOf,
  clubCandidates,
  findGroup,
  insertGroups,
  insertJob,
  markGroupReviewed,
  linksOf,
  membersAmong,
  orgsOf,
  skippedSets,
  toGroup,
  toJob,
  updateJob,
} from './duplicates.repository.ts';
import { fillBlanks, linkAsFamily, movePersonRows, retirePerson } from './person-merge.repository.ts';
import { audit } from '../team/team.repository.ts';

export async function startJob(db: Db, orgId: string, requestedBy: string | null) {
  try {
    const row = await insertJob(db, {
      id: uuidv7(),
      organizationId: orgId,
      status: 'SCHEDULED',
      requestedBy,
    });
    return toJob(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(DUPLICATE_TEXT.running, { reason: 'JOB_RUNNING' });
    throw err;
  }
}

/** Groups the club's members for a claimed (IN_PROGRESS) job. Never throws: a failure is the job's FAILED. */
export async function runJob(db: Db, job: { id: string; organizationId: string }) {
  try {
    const people = await clubCandidates(db, job.organizationId);
    const skipped = await skippedSets(db, job.organizationId);
    const groups = groupDuplicates(people).filter((ids) => !skipped.has(ids.join(',')));
    await db.transaction(async (tx) => {
      await insertGroups(
        tx,
        groups.map((personIds) => ({ id: uuidv7(), jobId: job.id, personIds, status: 'PENDING' })),
      );
      await updateJob(tx, job.id, {
        status: groups.length > 0 ? 'PENDING_REVIEW' : 'REVIEWED',
        personCount: people.length,
        groupCount: groups.length,
        finishedAt: new Date(),
      });
    });
  } catch (err) {
    await updateJob(db, job.id, {
      status: 'FAILED',
      error: err instanceof Error ? err.message.slice(0, 500) : String(err),
      finishedAt: new Date(),
    });
  }
}

/** Who merges: their person id, their language, and whether they administer an organisation. */
export interface MergeContext {
  actor: string | null;
  locale: Locale;
  holds: (orgId: string) => Promise<boolean>;
}

const refuse = (status: 400 | 403, text: { id: string; message: string }, locale: Locale) =>
  new HttpError(status, translateMessage(text, locale));

/** Merges (or links as family) `input.personIds` into `input.primaryPersonId`; see the module comment. */
export async function mergePeople(
  db: Db,
  orgId: string,
  input: Omit<MergeInput, 'groupId'>,
  ctx: MergeContext & { groupId?: string },
): Promise<MergeAnswer> {
  const { primaryPersonId, mergeType } = input;
  const ids = [...new Set(input.personIds)];
  // Seed 1 §5: 2 to 5 accounts a merge. The body schema says so too; a group's PATCH without a selection takes
  // all its people, so the rule is kept here, where every merge passes.
  if (ids.length > MERGE_MAX_PEOPLE) throw refuse(400, M.duplicateMergeMax, ctx.locale);
  const secondaries = ids.filter((id) => id !== primaryPersonId);
  const members = await membersAmong(db, orgId, ids);
  if (ids.some((id) => !members.has(id))) throw refuse(403, DUPLICATE_TEXT.notMember, ctx.locale);
  // A MERGE rewrites the people's records in every club they belong to: the caller must hold each of them.
  if (mergeType === 'MERGE') {
    for (const org of await orgsOf(db, ids))
      if (!(await ctx.holds(org))) throw refuse(403, DUPLICATE_TEXT.otherClub, ctx.locale);
  }
  if (mergeType === 'MERGE') {
    const holders = await accountHoldersAmong(db, ids);
    if (holders.length > 1) throw new ConflictError(DUPLICATE_TEXT.twoAccounts, { reason: 'TWO_ACCOUNTS' });
    // The rights of every record end with the one who signs in (the account holder, else the primary):
    // a merge never hands a role in a club to someone else (docs/security.md).
    const owner = holders[0] ?? primaryPersonId;
    const links = await linksOf(db, ids);
    if (links.some((l) => l.personId !== owner && holdsOffice(l)))
      throw new ConflictError(DUPLICATE_TEXT.office, { reason: 'OFFICE' });
  }
  const moved: Record<string, number> = {};
  const log = (mergedPersonId: string, detail: Record<string, number | string>) => ({
    id: uuidv7(),
    organizationId: orgId,
    groupId: ctx.groupId ?? null,
    primaryPersonId,
    mergedPersonId,
    mergeType,
    actorPersonId: ctx.actor,
    detail,
  });
  try {
    if (mergeType === 'FAMILY') {
      const { familyId, joined } = await linkAsFamily(db, primaryPersonId, secondaries);
      moved.family_member = joined;
      await db.insert(personMerge).values(secondaries.map((s) => log(s, { familyId })));
    } else {
      for (const secondary of secondaries) {
        await fillBlanks(db, primaryPersonId, secondary);
        const { moved: rows, teams } = await movePersonRows(db, primaryPersonId, secondary);
        await retirePerson(db, secondary);
        for (const team of teams)
          await audit(db, team, 'MEMBER_REMOVED', ctx.actor, secondary, {
            reason: 'MERGED',
            mergedInto: primaryPersonId,
          });
        for (const [k, n] of Object.entries(rows)) moved[k] = (moved[k] ?? 0) + n;
        await db.insert(personMerge).values(log(secondary, rows));
      }
    }
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError(DUPLICATE_TEXT.conflict, { reason: 'UNIQUE' });
    throw err;
  }
  return { primaryPersonId, mergedPersonIds: secondaries, mergeType, moved };
}

/** PATCH of a group: skip it, or merge its people (all, or those selected) into the chosen primary. */
export async function reviewGroup(
  db: Db,
  orgId: string,
  jobId: string,
  groupId: string,
  input: ReviewGroupInput,
  ctx: MergeContext,
) {
  // In the caller's transaction: the merge and the group's review commit together (a second reviewer gets the 409).
  const group = await findGroup(db, jobId, groupId);
  if (!group) throw new HttpError(404, 'Not found');
  if (group.status !== 'PENDING') throw new ConflictError(DUPLICATE_TEXT.reviewed, { reason: 'REVIEWED' });
  let answer: MergeAnswer | undefined;
  if (input.status === 'MERGED') {
    const personIds = input.personIds ?? group.personIds;
    if (!personIds.every((id) => group.personIds.includes(id)) || !personIds.includes(input.primaryPersonId))
      throw refuse(400, DUPLICATE_TEXT.notInGroup, ctx.locale);
    answer = await mergePeople(
      db,
      orgId,
      { primaryPersonId: input.primaryPersonId, personIds, mergeType: input.mergeType },
      { ...ctx, groupId },
    );
  }
  const updated = await markGroupReviewed(db, group, {
    status: input.status,
    ...(input.status === 'MERGED'
      ? { primaryPersonId: input.primaryPersonId, mergeType: input.mergeType }
      : {}),
    by: ctx.actor,
  });
  if (!updated) throw new ConflictError(DUPLICATE_TEXT.reviewed, { reason: 'REVIEWED' });
  const doc = toGroup(updated, await candidatesOf(db, updated.personIds));
  return answer ? { ...answer, group: doc } : { group: doc };
}
