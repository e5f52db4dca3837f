/**
 * Who sees which menu item, and which badge sits on the avatar (seed 1 §2 Layout, §6 Roles). Every
 * visibility rule of the shell lives here, as pure functions of the signed-in identity and the person's
 * organisation links, so the rules are tested in one place and the JSX only renders their answer.
 *
 * Decisions where the spec is open:
 * - "Admin or privileged" is a privileged label (PRIVILEGED_LABELS), an admin privilege (ORG_ADMIN,
 *   VETTING, FINANCE, COMMS, COMPETITION) on any link, or a non-empty admin_of / vetting_admin_of claim.
 *   A super admin also gets the Administration item (its overview leads to the vetting table, where a super
 *   admin may act at any desk), without counting as privileged in each organisation.
 *   FIXTURE_ANALYST and MATCH_OFFICIAL_ADMIN are competition roles: they open Competitions, not
 *   Administration.
 * - Labels and privileges count on every link whatever its status: hibernation removes them server-side.
 * - The redirect-to-profile flag is set while the profile is missing or incomplete (seed 1 §4): the
 *   person must finish their profile before anything else.
 * - Global roles are the identity's `gaa_roles` together with the person's, so a role granted since the
 *   token was issued shows after the profile reloads.
 */
import { NATIONAL_UNIT_TYPES } from '../../domain/organization/enums';
import { PRIVILEGED_LABELS } from '../../domain/enums';
import { needsVetting } from '../../domain/vetting/certification';
import type { Session } from '../auth/session';

export interface OrgLinkLike {
  organization: { id: string; name: string; additionalType?: string };
  status: string;
  labels?: readonly string[];
  privileges?: readonly string[];
  additionalType?: string;
}

export interface MenuContext {
  features: readonly string[];
  roles: readonly string[];
  adminOf: readonly string[];
  vettingAdminOf: readonly string[];
  competitionAdminOf: readonly string[];
  links: readonly OrgLinkLike[];
  redirectToProfile: boolean;
  /** The person's roles in the teams the device holds (the `teams` collection's `myRole`); none if unknown. */
  teamRoles?: readonly TeamRoleLike[];
}

export interface TeamRoleLike {
  role: string;
  ageLevel: string;
}

export const MAIN_BASE = [
  'dashboard',
  'profile',
  'family',
  'events',
  'messages',
  'calendar',
  'groups',
  'clubs',
] as const;
export type MainItem =
  | (typeof MAIN_BASE)[number]
  | 'administration'
  | 'competitions'
  | 'matchOfficial'
  | 'cardReader'
  | 'injuries'
  | 'draws'
  | 'transfers'
  | 'surveys'
  | 'vetting'
  | 'returnToPlay'
  | 'injuryNotification';
export type BottomItem = 'superAdmin' | 'supportDesk' | 'linkedAccounts' | 'injuryClaim' | 'help' | 'logout';

const ADMIN_PRIVILEGES: readonly string[] = ['ORG_ADMIN', 'VETTING', 'FINANCE', 'COMMS', 'COMPETITION'];
const ADMIN_LABELS: readonly string[] = PRIVILEGED_LABELS;
const COMPETITION_LABELS: readonly string[] = [
  'ADMIN_COMPETITION',
  'FIXTURE_ANALYST',
  'MATCH_OFFICIAL_ADMIN',
];
const COMPETITION_PRIVILEGES: readonly string[] = ['COMPETITION', 'FIXTURE_ANALYST', 'MATCH_OFFICIAL_ADMIN'];

const anyLink = (ctx: MenuContext, labels: readonly string[], privileges: readonly string[]) =>
  ctx.links.some(
    (l) =>
      (l.labels ?? []).some((x) => labels.includes(x)) ||
      (l.privileges ?? []).some((x) => privileges.includes(x)),
  );

/** Admin or privileged anywhere: the Administration item shows. */
export const isAdminOrPrivileged = (ctx: MenuContext) =>
  ctx.adminOf.length > 0 || ctx.vettingAdminOf.length > 0 || anyLink(ctx, ADMIN_LABELS, ADMIN_PRIVILEGES);

/** Competition admin, fixture analyst or match-official admin: the Competitions item shows. */
export const isCompetitionStaff = (ctx: MenuContext) =>
  ctx.competitionAdminOf.length > 0 || anyLink(ctx, COMPETITION_LABELS, COMPETITION_PRIVILEGES);

/** A match official (label MATCH_OFFICIAL), and only while the COMPETITIONS feature is on. */
export const isMatchOfficial = (ctx: MenuContext) =>
  ctx.features.includes('COMPETITIONS') && anyLink(ctx, ['MATCH_OFFICIAL'], []);

/** Admin or privileged on this link: an admin label or privilege (the link's row on the Administration page). */
export const linkIsPrivileged = (l: OrgLinkLike) =>
  (l.labels ?? []).some((x) => ADMIN_LABELS.includes(x)) ||
  (l.privileges ?? []).some((x) => ADMIN_PRIVILEGES.includes(x));

/** This link makes its person the club's administrator, as the server counts one (`orgsWhere(p, 'admin')`). */
export const linkIsClubAdmin = (l: OrgLinkLike) =>
  l.status !== 'HIBERNATED' &&
  ((l.privileges ?? []).includes('ORG_ADMIN') || (l.labels ?? []).includes('ADMIN_CLUB'));

/**
 * This link makes its person a vetting administrator there (VETTING privilege or ADMIN_VETTING label, not
 * hibernated): a club's children's officer, or an association's vetting officer on its national unit
 * (server/services/vetting/vetting.policy.ts). The Administration overview links them to the vetting table.
 */
export const linkVets = (l: OrgLinkLike) =>
  l.status !== 'HIBERNATED' &&
  ((l.privileges ?? []).includes('VETTING') || (l.labels ?? []).includes('ADMIN_VETTING'));

/** FINANCE by privilege or label, not hibernated. */
export const linkHoldsFinance = (l: OrgLinkLike) =>
  l.status !== 'HIBERNATED' &&
  ((l.privileges ?? []).includes('FINANCE') || (l.labels ?? []).includes('ADMIN_FINANCE'));

/** A club's officer for its fees: its admins and FINANCE holders (the server's fee.policy.ts). */
export const linkPaysFees = (l: OrgLinkLike) => linkIsClubAdmin(l) || linkHoldsFinance(l);

/** The association's fee desk: finance or admin on a national unit (Root, SGB) — fee.policy.ts `isFeeAdmin`. */
export const linkAdministersFees = (l: OrgLinkLike) =>
  NATIONAL_UNIT_TYPES.includes(l.organization.additionalType ?? '') && linkPaysFees(l);

/** This link lets its person run or sell the club's draw (the server's `draw.list`). */
export const linkRunsDraws = (l: OrgLinkLike) =>
  linkIsClubAdmin(l) || (l.status === 'ACTIVE' && (l.labels ?? []).includes('EXEC_NATIONALCLUBDRAWOFFICER'));

/** This link lets its person write to everyone in the club (the server's `message.send`): admin or COMMS. */
export const linkSendsForClub = (l: OrgLinkLike) =>
  linkIsClubAdmin(l) || (l.status !== 'HIBERNATED' && (l.privileges ?? []).includes('COMMS'));

/**
 * This link lets its person fill the club's surveys, exactly as the server's survey policy allows
 * (server/services/survey/survey.policy.ts): an ACTIVE link with EXEC_SECRETARY or ADMIN_CLUB, or ORG_ADMIN.
 */
export const linkFillsSurveys = (l: OrgLinkLike) =>
  l.status === 'ACTIVE' &&
  ((l.labels ?? []).some((x) => x === 'EXEC_SECRETARY' || x === 'ADMIN_CLUB') ||
    (l.privileges ?? []).includes('ORG_ADMIN'));

/** Reviews surveys: an independent assessor or the central financial council (seed 3 §6). */
export const isSurveyReviewer = (ctx: MenuContext) =>
  ctx.roles.includes('survey_assessor') || ctx.roles.includes('central_financial_council');

/** Coaches a team (COACH in a team on the device): reads its players' injuries (server injury.policy.ts). */
export const coachesATeam = (ctx: MenuContext) => (ctx.teamRoles ?? []).some((t) => t.role === 'COACH');

/**
 * Applies for vetting at /vetting (seed 3 §1: members run vetting applications): a member of a club (a link
 * that is not hibernated), or anyone holding a team role that works with children (coach, medic, organiser
 * of an under-18 group: domain/vetting/certification.ts `needsVetting`).
 */
export const mayApplyForVetting = (ctx: MenuContext) =>
  ctx.links.some((l) => l.status !== 'HIBERNATED') ||
  (ctx.teamRoles ?? []).some((t) => needsVetting(t.role, t.ageLevel));

/** A club administrator: ORG_ADMIN or ADMIN_CLUB, not hibernated. */
const isClubAdmin = (ctx: MenuContext) => ctx.adminOf.length > 0 || ctx.links.some(linkIsClubAdmin);

/**
 * Who runs or sells the club draw, exactly as the server's `draw.list` allows (server/services/draw/
 * draw.policy.ts): a super admin, a club administrator, or the club's national club draw officer on an
 * ACTIVE link.
 */
export const isDrawStaff = (ctx: MenuContext) =>
  ctx.roles.includes('super_admin') || isClubAdmin(ctx) || ctx.links.some(linkRunsDraws);

/**
 * Items the rules give but whose pages do not exist yet. The menus hide them until their features land (a
 * menu entry leads to a working feature) and menu-items.ts has no link for them; `mainMenu` and `bottomMenu`
 * keep the spec's rules, so landing one is removing it here and adding its link. None at the moment.
 */
export type NotBuiltItem = never;
const NOT_BUILT_YET: ReadonlySet<string> = new Set<NotBuiltItem>([]);

/** The items of a menu that lead somewhere. */
export const built = <T extends MainItem | BottomItem>(items: readonly T[]): Exclude<T, NotBuiltItem>[] =>
  items.filter((item): item is Exclude<T, NotBuiltItem> => !NOT_BUILT_YET.has(item));

export function mainMenu(ctx: MenuContext): MainItem[] {
  if (ctx.redirectToProfile) return ['profile'];
  const items: MainItem[] = [...MAIN_BASE];
  // A super admin may act at every vetting desk: Administration leads them to the vetting table.
  if (isAdminOrPrivileged(ctx) || ctx.roles.includes('super_admin')) items.push('administration');
  if (isCompetitionStaff(ctx)) items.push('competitions');
  if (isMatchOfficial(ctx)) items.push('matchOfficial');
  if (ctx.features.includes('TERMINAL')) items.push('cardReader');
  // Injuries: the injury specialists (seed 1 §2), and a team's coaches, who read their players' records.
  if (ctx.roles.includes('injury_specialist') || coachesATeam(ctx)) items.push('injuries');
  if (isDrawStaff(ctx)) items.push('draws');
  // Player transfers: anyone applies (for themself or a dependant); a unit's secretaries review there too.
  items.push('transfers');
  // Surveys: a club's secretary or admin fills them; assessors and the financial council review them.
  if (ctx.links.some(linkFillsSurveys) || isSurveyReviewer(ctx)) items.push('surveys');
  // The person's own forms, which the spec routes (seed 1 §2) but whose menu rules it does not give:
  // vetting for members and those working with children; return to play (for oneself or a child) and the
  // injury notification (seed 2 §1: a player or a parent notifies) for everyone.
  if (mayApplyForVetting(ctx)) items.push('vetting');
  items.push('returnToPlay', 'injuryNotification');
  return items;
}

export function bottomMenu(ctx: MenuContext): BottomItem[] {
  const items: BottomItem[] = [];
  if (ctx.roles.includes('super_admin')) items.push('superAdmin', 'supportDesk');
  if (ctx.roles.includes('link_account_admin')) items.push('linkedAccounts');
  if (ctx.roles.includes('pif_claim_checker')) items.push('injuryClaim');
  items.push('help', 'logout');
  return items;
}

export type AvatarBadge = 'admin' | 'hibernated' | 'member' | 'associateMember';

/**
 * The avatar's badge, by priority: an organisation admin privilege, then hibernated (no ACTIVE link but
 * some HIBERNATED one), then the member type of the first active link. With an organisation chosen in the
 * club selector only that link counts. No links → no badge.
 */
export function avatarBadge(ctx: MenuContext, organizationId?: string): AvatarBadge | null {
  const chosen = organizationId ? ctx.links.filter((l) => l.organization.id === organizationId) : [];
  const links = chosen.length > 0 ? chosen : ctx.links;
  if (links.length === 0) return null;
  if (links.some((l) => (l.privileges ?? []).includes('ORG_ADMIN'))) return 'admin';
  const active = links.filter((l) => l.status === 'ACTIVE');
  if (active.length === 0 && links.some((l) => l.status === 'HIBERNATED')) return 'hibernated';
  // A PENDING link is a person the club knows, not a member yet (their membership unpaid or revoked).
  const type = active[0]?.additionalType;
  if (type === 'ASSOCIATE_MEMBER') return 'associateMember';
  return type === 'MEMBER' ? 'member' : null;
}

/** The menu context of a session (signed out or still loading → an empty context), with the device's teams. */
export function menuContextOf(session: Session, teamRoles: readonly TeamRoleLike[] = []): MenuContext {
  const identity = session.identity;
  const roles = new Set([...(identity?.gaa_roles ?? []), ...(session.person?.gaa_roles ?? [])]);
  return {
    features: identity?.features ?? [],
    roles: [...roles],
    adminOf: identity?.admin_of ?? [],
    vettingAdminOf: identity?.vetting_admin_of ?? [],
    competitionAdminOf: identity?.competition_admin_of ?? [],
    links: session.person?.organizations ?? [],
    redirectToProfile:
      session.status === 'signedIn' && (session.profile === 'missing' || session.profile === 'incomplete'),
    teamRoles,
  };
}
