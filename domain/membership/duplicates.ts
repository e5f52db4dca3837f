/**
 * Duplicate-member merge (seed 1 §3 "Duplicate-merge job", §4 "Duplicate merge", §7 "Duplicate members and
 * bulk"; issue 28 item 4). A club's admin starts a job; the job groups the club's members who are likely one
 * person written twice; the admin reviews each group: skips it, merges it (MERGE: the others are copied into
 * the primary and retired) or marks it a family (FAMILY: see below).
 *
 * The grouping rule (pure, below): two members are likely one person when they share
 *  - a date of birth and a similar name (Irish and English forms, fadas, prefixes: name-forms.ts), or
 *  - an e-mail address (any case), or
 *  - a telephone number (spaces, dashes, +353 / 00353 / a leading 0 all read alike).
 * The pairs are joined into groups (a shares an e-mail with b, b a birthday and name with c: one group of
 * three). An e-mail or phone alone is often a parent's, shared with their children: that is what FAMILY is for.
 *
 * FAMILY (our reading; the spec names the type only): the people are not one person but one family that
 * shares contact details. Both records are kept; the others join the primary's family (made if they have
 * none) as OTHER members, a position that carries no rights over anyone (guardianship.ts follows only
 * PRIMARY/GUARDIAN → DEPENDENT, which only a parent's own action makes), and the group is closed as
 * reviewed. The app shows 'Record Updated' for it ("a merge-record update": the records are updated, not
 * merged); 'Record Merged' for MERGE, 'Record Skipped' for a skip.
 */
import * as v from 'valibot';
import { Id, object } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { MERGE_ACCOUNTS_MAX } from '../person/limits.ts';
import { nameKeys, similarKeys } from './name-forms.ts';

export const DUPLICATE_JOB_STATUSES = [
  'SCHEDULED',
  'IN_PROGRESS',
  'PENDING_REVIEW',
  'REVIEWED',
  'FAILED',
] as const;
export type DuplicateJobStatus = (typeof DUPLICATE_JOB_STATUSES)[number];
/** The statuses of a job still being worked on: a second job for the club waits until it is done. */
export const RUNNING_JOB_STATUSES = ['SCHEDULED', 'IN_PROGRESS'] as const satisfies DuplicateJobStatus[];

export const DUPLICATE_GROUP_STATUSES = ['PENDING', 'SKIPPED', 'MERGED'] as const;
export type DuplicateGroupStatus = (typeof DUPLICATE_GROUP_STATUSES)[number];

export const MERGE_TYPES = ['MERGE', 'FAMILY'] as const;
export const MergeType = v.picklist(MERGE_TYPES, M.invalidOption.id);
export type MergeType = v.InferOutput<typeof MergeType>;

/** Page sizes of seed 1 §7/§9: pending groups 1000 a page, reviewed ones one at a time. */
export const PENDING_GROUPS_PAGE_SIZE = 1000;
export const REVIEWED_GROUPS_PAGE_SIZE = 1;
/**
 * The most people one merge takes (seed 1 §5 "Merge accounts": 2 to 5). A group larger than this is reviewed
 * in parts: the admin selects up to five of its people at a time.
 */
export const MERGE_MAX_PEOPLE = MERGE_ACCOUNTS_MAX;

/** A job as the API answers it. */
export interface DuplicateJob {
  id: string;
  organizationId: string;
  status: DuplicateJobStatus;
  requestedBy: string | null;
  personCount: number;
  groupCount: number;
  reviewedCount: number;
  error: string | null;
  createDate: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** One member of a group as the review cards show them. */
export interface DuplicateCandidate {
  id: string;
  givenName: string;
  familyName: string;
  alternateGivenName: string | null;
  alternateFamilyName: string | null;
  birthDate: string | null;
  email: string | null;
  telephone: string | null;
  uniqueId: string | null;
  hasAccount: boolean;
  /** Names of the clubs the person is a member of. */
  clubs: string[];
}

export interface DuplicateGroup {
  id: string;
  jobId: string;
  status: DuplicateGroupStatus;
  personIds: string[];
  primaryPersonId: string | null;
  mergeType: MergeType | null;
  createDate: string;
  reviewedAt: string | null;
  people: DuplicateCandidate[];
}

const PersonIds = v.pipe(
  v.array(Id, M.invalid.id),
  v.minLength(2, M.duplicateMergeTwo.id),
  v.maxLength(MERGE_MAX_PEOPLE, M.duplicateMergeMax.id),
  v.check((ids) => new Set(ids).size === ids.length, M.duplicateMergeTwo.id),
);

/**
 * PATCH …/potential-duplicates-groups/{groupId}: skip the group, or review it with a primary (MERGE or FAMILY,
 * optionally with only some of its people selected). Nothing else of a group changes.
 */
export const ReviewGroupInput = v.variant(
  'status',
  [
    object({ status: v.literal('SKIPPED') }),
    object({
      status: v.literal('MERGED'),
      mergeType: MergeType,
      primaryPersonId: Id,
      personIds: v.optional(PersonIds),
    }),
  ],
  M.invalidOption.id,
);
export type ReviewGroupInput = v.InferOutput<typeof ReviewGroupInput>;

/** POST /organization/{id}/merge: the selected members (the primary among them), the type, and the group if any. */
export const MergeInput = v.pipe(
  object({
    primaryPersonId: Id,
    personIds: PersonIds,
    mergeType: MergeType,
    groupId: v.optional(Id),
  }),
  v.forward(
    v.check((i) => i.personIds.includes(i.primaryPersonId), M.duplicateMergePrimary.id),
    ['primaryPersonId'],
  ),
);
export type MergeInput = v.InferOutput<typeof MergeInput>;

export interface MergeAnswer {
  primaryPersonId: string;
  mergedPersonIds: string[];
  mergeType: MergeType;
  /** Rows moved to the primary, by table (MERGE), or family links made (FAMILY). */
  moved: Record<string, number>;
  group?: DuplicateGroup;
}

export const DUPLICATE_TEXT = {
  running: /*i18n*/ {
    id: 'duplicates.running',
    message: 'A duplicates job is already running for this club: wait for it to finish',
  },
  notMember: /*i18n*/ {
    id: 'duplicates.notMember',
    message: 'Everyone merged must be a member of this club',
  },
  otherClub: /*i18n*/ {
    id: 'duplicates.otherClub',
    message:
      'One of these people is also a member of a club you do not administer: ask an administrator of both clubs',
  },
  office: /*i18n*/ {
    id: 'duplicates.office',
    message:
      'One of the records to merge away holds a role in a club (an office, a privilege or a team role): make it the primary, or ask a super admin',
  },
  reviewed: /*i18n*/ { id: 'duplicates.reviewed', message: 'This group has already been reviewed' },
  notInGroup: /*i18n*/ { id: 'duplicates.notInGroup', message: 'These people are not all in this group' },
  twoAccounts: /*i18n*/ {
    id: 'duplicates.twoAccounts',
    message: 'More than one of these people has an account: they cannot be merged into one',
  },
  conflict: /*i18n*/ {
    id: 'duplicates.conflict',
    message: 'These records hold something only one person may have (such as an open vetting application)',
  },
  failed: /*i18n*/ { id: 'duplicates.failed', message: 'The duplicates job failed: start it again' },
} as const;

/**
 * The labels a plain membership carries (seed: Adult, Youth, Player). Any other label, and any privilege,
 * grants rights in the club (ADMIN_CLUB, Coach, EXEC_SECRETARY, draw officer…); no API route lets a club
 * admin grant them, so a merge must not hand them to another record (duplicates.ts on the server).
 */
export const PLAIN_MEMBER_LABELS: readonly string[] = ['Adult', 'Youth', 'Player'];

/** Whether a club link carries rights beyond plain membership. */
export const holdsOffice = (link: { labels: string[]; privileges: string[] }) =>
  link.privileges.length > 0 || link.labels.some((l) => !PLAIN_MEMBER_LABELS.includes(l));

// --- the grouping rule ---------------------------------------------------------------------------------

/** What the rule reads of a member. */
export interface MatchPerson {
  id: string;
  givenName: string;
  familyName: string;
  alternateGivenName?: string | null;
  alternateFamilyName?: string | null;
  birthDate?: string | null;
  email?: string | null;
  telephone?: string | null;
}

/** An e-mail as it compares: trimmed, lower case; blank is none. */
export const emailKey = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/**
 * A phone as it compares: digits only, international form: "+353 87 123 4567", "00353871234567" and
 * "087 123 4567" (an Irish number written the national way) are one number. Fewer than 7 digits is none.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  if (!phone.trim().startsWith('+')) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.startsWith('0')) digits = `353${digits.slice(1)}`;
  }
  return digits.length >= 7 ? digits : null;
}

/** The name keys of a member: their name, their Irish name, and the two mixed. */
export function personNameKeys(p: MatchPerson): Set<string> {
  const forms = [{ given: p.givenName, family: p.familyName }];
  if (p.alternateGivenName || p.alternateFamilyName)
    forms.push({
      given: p.alternateGivenName || p.givenName,
      family: p.alternateFamilyName || p.familyName,
    });
  return nameKeys(forms);
}

/** Whether two members are likely one person (the rule in the docblock). */
export function likelySame(a: MatchPerson, b: MatchPerson): boolean {
  if (a.id === b.id) return false;
  const email = emailKey(a.email);
  if (email && email === emailKey(b.email)) return true;
  const phone = phoneKey(a.telephone);
  if (phone && phone === phoneKey(b.telephone)) return true;
  if (!a.birthDate || a.birthDate !== b.birthDate) return false;
  const bKeys = [...personNameKeys(b)];
  return [...personNameKeys(a)].some((k) => bKeys.some((j) => similarKeys(k, j)));
}

/**
 * The groups of likely duplicates among `people`: each a sorted list of two or more ids, the groups sorted by
 * their first id. Only people who share an e-mail, a phone or a date of birth are compared, so a club of
 * thousands is grouped in a moment.
 */
export function groupDuplicates(people: readonly MatchPerson[]): string[][] {
  const parent = new Map<string, string>(people.map((p) => [p.id, p.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    parent.set(id, root);
    return root;
  };
  const union = (a: string, b: string) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra !== rb) parent.set(ra < rb ? rb : ra, ra < rb ? ra : rb);
  };
  const buckets = new Map<string, MatchPerson[]>();
  const put = (key: string, p: MatchPerson) => buckets.set(key, [...(buckets.get(key) ?? []), p]);
  for (const p of people) {
    const email = emailKey(p.email);
    const phone = phoneKey(p.telephone);
    if (email) put(`e:${email}`, p);
    if (phone) put(`t:${phone}`, p);
    if (p.birthDate) put(`b:${p.birthDate}`, p);
  }
  for (const [key, bucket] of buckets) {
    for (let i = 0; i < bucket.length; i++)
      for (let j = i + 1; j < bucket.length; j++) {
        const [a, b] = [bucket[i]!, bucket[j]!];
        if (!key.startsWith('b:') || likelySame(a, b)) union(a.id, b.id);
      }
  }
  const groups = new Map<string, string[]>();
  for (const p of people) {
    const root = find(p.id);
    groups.set(root, [...(groups.get(root) ?? []), p.id]);
  }
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => [...new Set(g)].sort())
    .sort((a, b) => (a[0]! < b[0]! ? -1 : a[0]! > b[0]! ? 1 : 0));
}
