/**
 * What a membership makes of its person's link to the club (issue 53; seed 1 §3 Person-organisation link,
 * §4 Membership, §6 Roles): a membership that counts — paid, or otherwise active — makes the person an ACTIVE
 * member of the club, with the labels the option gives; when the person's last such membership of the club is
 * revoked or refunded, a plain member goes back to PENDING (known to the club, not a member). The server
 * applies these in the transaction that changes the membership (server/services/membership/club-link.repository.ts).
 */
import { agePhase } from '../lib/dates.ts';
import { PLAIN_MEMBER_LABELS } from './duplicates.ts';
import type { MembershipStatus } from './enums.ts';

/**
 * Membership statuses that make the person a member: registered, or waiting only on the association (its
 * fees or its approval) after the club has been paid. UNREGISTERED (a registration not yet paid) and REVOKED
 * do not.
 */
export const MEMBER_MAKING_STATUSES = [
  'REGISTERED',
  'ASSOCIATION_FEES_PENDING',
  'ASSOCIATION_APPROVAL_PENDING',
] as const satisfies readonly MembershipStatus[];

/** What the rule reads of one membership: its season, the member's birth date, and its option. */
export interface MembershipForLink {
  season: number;
  birthDate: string | null;
  /** The option's PLAYER or NON_PLAYER; null for a membership made without an option (a transfer). */
  playerType: string | null;
  /** The option's MEMBER or ASSOCIATE_MEMBER; null without an option. */
  membershipType: string | null;
}

/**
 * The labels a membership gives (seed 1 §6 "Further labels", as the demo's members carry them): Adult or
 * Youth by the age phase on 1 January of its season, and Player for a player's option.
 */
export function labelsOf(m: MembershipForLink): string[] {
  const labels: string[] = [];
  if (m.birthDate) labels.push(agePhase(m.birthDate, m.season) === 'adult' ? 'Adult' : 'Youth');
  if (m.playerType === 'PLAYER') labels.push('Player');
  return labels;
}

/** The link's member type: MEMBER when any of the memberships is a full one, else ASSOCIATE_MEMBER. */
export function memberTypeOf(memberships: readonly MembershipForLink[]): 'MEMBER' | 'ASSOCIATE_MEMBER' {
  return memberships.length > 0 && memberships.every((m) => m.membershipType === 'ASSOCIATE_MEMBER')
    ? 'ASSOCIATE_MEMBER'
    : 'MEMBER';
}

const AGE_LABELS: readonly string[] = ['Adult', 'Youth'];

/** The labels of the person's memberships of one club: the newest season decides Adult or Youth. */
export function labelsOfAll(memberships: readonly MembershipForLink[]): string[] {
  const newest = [...memberships].sort((a, b) => b.season - a.season)[0];
  const labels = newest ? labelsOf(newest).filter((l) => AGE_LABELS.includes(l)) : [];
  if (memberships.some((m) => m.playerType === 'PLAYER')) labels.push('Player');
  return labels;
}

/** The person's link to a club as it stands (absent: no row). */
export interface CurrentLink {
  status: string;
  labels: readonly string[];
  additionalType: string | null;
  deleted: boolean;
}

/**
 * The link the memberships make, or null when the current one already is it. The link becomes ACTIVE (a
 * PENDING, HIBERNATED or removed one too: paying the club, or the club approving, is joining it again); the
 * labels the memberships give are added to the ones it has (an office stays), the age label replaced; a full
 * membership makes an associate member a MEMBER, never the other way.
 */
export function linkAfterJoining(
  current: CurrentLink | undefined,
  memberships: readonly MembershipForLink[],
): { labels: string[]; additionalType: 'MEMBER' | 'ASSOCIATE_MEMBER' } | null {
  const granted = labelsOfAll(memberships);
  const type = memberTypeOf(memberships);
  if (!current) return { labels: granted, additionalType: type };
  const age = granted.find((l) => AGE_LABELS.includes(l));
  const kept = current.labels.filter((l) => !(age && AGE_LABELS.includes(l) && l !== age));
  const labels = [...kept, ...granted.filter((l) => !kept.includes(l))];
  const additionalType = current.additionalType === 'MEMBER' ? 'MEMBER' : type;
  const same =
    current.status === 'ACTIVE' &&
    !current.deleted &&
    current.additionalType === additionalType &&
    labels.length === current.labels.length &&
    labels.every((l, i) => l === current.labels[i]);
  return same ? null : { labels, additionalType };
}

/**
 * Whether a link goes back to PENDING when the person's last membership of the club stops counting: only a
 * plain member's (the labels a membership gives, no privilege). A link that carries an office — a coach, an
 * officer, an admin — was given by the club for that office and stays as it is.
 */
export const lapsesWithMembership = (link: { labels: readonly string[]; privileges: readonly string[] }) =>
  link.privileges.length === 0 && link.labels.every((l) => PLAIN_MEMBER_LABELS.includes(l));
