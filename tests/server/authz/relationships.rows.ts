/**
 * Right-granting relationships (docs/security.md, "Relationships that grant rights"): for each, the ways
 * someone without the grantor's authority or consent might try to create or activate it. Every attempt must
 * be refused, and the relationship must not exist afterwards (`holds` checks it from the outside: the right
 * it would grant is still refused). A feature that adds a relationship (transfer approver, vetting validator,
 * finance second approver, …) adds its entry here.
 */
import { DEMO_PACKAGE_IDS } from '../../../server/db/seed/membership.ts';
import { leagueFixtureId } from '../../../server/db/seed/competition.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import type { Ids, Role } from './matrix.ts';
import { HEALTH_SUPERVISOR_RELATIONSHIP } from './health.rows.ts';
import { FINANCE_PRIVILEGE_RELATIONSHIP } from './organization.rows.ts';
import { LINKED_ACCOUNT_RELATIONSHIP } from './linked-account.rows.ts';

/** The demo seed's season: its calendar year (seed/pif.ts). */
const SEASON = new Date().getUTCFullYear();

/** The Ó Briain family: the demo `parent` is its PRIMARY member, `guardian` is invited. */
export const FAMILY = seedId('family', 'o-briain');

export interface Attempt {
  name: string;
  as: Role;
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  path: (ids: Ids, ctx: RelationshipContext) => string;
  body?: (ids: Ids, ctx: RelationshipContext) => unknown;
  /**
   * The refusal: 403 (no authority), 409 (a rule of the relationship), 400 (not a valid target); or 202 where
   * the request only waits for the consent it needs (the relationship is not made: `stillRefused` checks).
   */
  status: number;
}

export interface Relationship {
  relationship: string;
  /** Who may create it, and whose consent it needs: the row of docs/security.md. */
  rule: string;
  attempts: Attempt[];
  /** A request whose answer shows the right was not granted: it must still be refused with this status. */
  stillRefused?: {
    as: Role;
    method: 'GET' | 'PATCH';
    path: (ids: Ids) => string;
    body?: unknown;
    status: number;
  };
}

/** Ids the cases need that depend on earlier set-up (the invites made in beforeAll). */
export interface RelationshipContext {
  /** The family member row of `member`, invited into the parent's family by the parent (never accepted). */
  invitedMember: string;
  /** The family member row of the `guardian` (invited in the seed). */
  invitedGuardian: string;
  /** The parent's own basket. */
  parentBasket: string;
  /** The treasurer's pending request to give the member FINANCE (issue 48). */
  financeGrant: string;
}

const TEAM_ROLE = (role: string) => (ids: Ids) => ({ personId: ids.me.member, role });

export const RELATIONSHIPS: Relationship[] = [
  {
    relationship: 'family guardian (GUARDIAN, ACTIVE)',
    rule: 'invited by the family’s PRIMARY or a GUARDIAN; activated only by the invitee accepting',
    attempts: [
      {
        name: 'the primary activates an invited guardian',
        as: 'parent',
        method: 'PATCH',
        path: (_ids, c) => `/api/family/${FAMILY}/member/${c.invitedGuardian}`,
        body: () => ({ status: 'ACTIVE' }),
        status: 403,
      },
      {
        name: 'the primary activates an invited adult',
        as: 'parent',
        method: 'PATCH',
        path: (_ids, c) => `/api/family/${FAMILY}/member/${c.invitedMember}`,
        body: () => ({ status: 'ACTIVE' }),
        status: 403,
      },
    ],
  },
  {
    relationship: 'family dependant (DEPENDENT, ACTIVE)',
    rule: 'a child created by their parent or guardian (POST /family/{id}/member); no existing person is made one',
    attempts: [
      {
        name: 'the primary makes an invited adult a dependant (the account takeover)',
        as: 'parent',
        method: 'PATCH',
        path: (_ids, c) => `/api/family/${FAMILY}/member/${c.invitedMember}`,
        body: () => ({ position: 'DEPENDENT', status: 'ACTIVE' }),
        status: 403,
      },
      {
        name: 'the primary makes an invited adult a dependant, position only',
        as: 'parent',
        method: 'PATCH',
        path: (_ids, c) => `/api/family/${FAMILY}/member/${c.invitedMember}`,
        body: () => ({ position: 'DEPENDENT' }),
        status: 403,
      },
      {
        name: 'the primary makes an invited guardian a dependant',
        as: 'parent',
        method: 'PATCH',
        path: (_ids, c) => `/api/family/${FAMILY}/member/${c.invitedGuardian}`,
        body: () => ({ position: 'DEPENDENT' }),
        status: 403,
      },
    ],
    stillRefused: { as: 'parent', method: 'GET', path: (ids) => `/api/person/${ids.me.member}`, status: 403 },
  },
  {
    relationship: 'family primary (PRIMARY)',
    rule: 'whoever creates the family; one per family, never transferred by a PATCH',
    attempts: [
      {
        name: 'the primary makes an invited adult a second primary',
        as: 'parent',
        method: 'PATCH',
        path: (_ids, c) => `/api/family/${FAMILY}/member/${c.invitedMember}`,
        body: () => ({ position: 'PRIMARY' }),
        status: 409,
      },
    ],
  },
  {
    relationship: 'acting for a person (membership.actFor: baskets, orders)',
    rule: 'the person themself, or their active parent or guardian (an accepted family link)',
    attempts: [
      {
        name: 'a parent registers another adult into their basket',
        as: 'parent',
        method: 'POST',
        path: (_ids, c) => `/api/basket/${c.parentBasket}/item`,
        body: (ids) => ({
          packageId: DEMO_PACKAGE_IDS.adult,
          members: [{ personId: ids.me.member, optionId: seedId('membership-option', 'adult:0') }],
          codeOfConduct: true,
          safeguarding: true,
        }),
        status: 403,
      },
    ],
  },
  {
    relationship: 'e-mail address of an account (where password resets go)',
    rule: 'the account holder only (PATCH /person/{id}/email); no profile write changes it',
    attempts: [
      {
        name: 'a guardian changes a dependant’s e-mail through the profile',
        as: 'parent',
        method: 'PATCH',
        path: (ids) => `/api/person/${ids.childOlder}`,
        body: () => ({ email: 'attacker@evil.example' }),
        status: 400,
      },
      {
        name: 'a guardian uses the account e-mail route for a dependant',
        as: 'parent',
        method: 'PATCH',
        path: (ids) => `/api/person/${ids.childOlder}/email`,
        body: () => ({ email: 'attacker@evil.example' }),
        status: 403,
      },
      {
        name: 'a super admin changes another person’s e-mail through the profile',
        as: 'super-admin',
        method: 'PATCH',
        path: (ids) => `/api/person/${ids.me.member}`,
        body: () => ({ email: 'attacker@evil.example' }),
        status: 400,
      },
    ],
  },
  {
    relationship: 'team role (COACH, MEDIC, ORGANISER, SENDER)',
    rule: 'given by a club admin or a manager (COACH/ORGANISER) of that team; the member need not consent',
    attempts: [
      {
        name: 'a member makes themself coach of a team',
        as: 'member',
        method: 'POST',
        path: (ids) => `/api/group/${ids.coachTeam}/member`,
        body: TEAM_ROLE('COACH'),
        status: 403,
      },
      {
        name: 'a member makes themself sender of a team',
        as: 'member',
        method: 'POST',
        path: (ids) => `/api/group/${ids.coachTeam}/member`,
        body: TEAM_ROLE('SENDER'),
        status: 403,
      },
      {
        name: 'a coach makes someone medic of a team she does not coach',
        as: 'coach',
        method: 'POST',
        path: (ids) => `/api/group/${ids.otherClubTeam}/member`,
        body: TEAM_ROLE('MEDIC'),
        status: 403,
      },
      {
        name: 'a member changes a role in a team they do not manage',
        as: 'member',
        method: 'PATCH',
        path: (ids) => `/api/group/${ids.coachTeam}/member/${ids.groupMemberId}`,
        body: () => ({ role: 'COACH' }),
        status: 403,
      },
    ],
  },
  {
    relationship: 'team or committee position (executive positions)',
    rule: 'assigned by a club admin or a manager of that group, to a member of the group',
    attempts: [
      {
        name: 'a member assigns themself a position',
        as: 'member',
        method: 'PATCH',
        path: (ids) => `/api/group/${ids.coachTeam}/position/${ids.positionId}`,
        body: (ids) => ({ personId: ids.me.member }),
        status: 403,
      },
    ],
  },
  {
    relationship: 'group manager by creating a group',
    rule: 'club admins and the club’s coaches (label Coach) create groups in their club',
    attempts: [
      {
        name: 'a member creates a team in their club',
        as: 'member',
        method: 'POST',
        path: () => '/api/group',
        body: (ids) => ({
          organizationId: ids.mainClub,
          additionalType: 'Team',
          name: 'Mine',
          ageLevel: 'U16',
          activity: 'Football',
          suffix: '',
          viewOthersInGroup: true,
          selfJoin: false,
          selfLeave: false,
        }),
        status: 403,
      },
    ],
  },
  {
    relationship: 'club membership link status (ACTIVE, HIBERNATED)',
    rule: 'set by an admin of that club (never of a FINANCE holder: FINANCE_PRIVILEGE_RELATIONSHIP)',
    attempts: [
      {
        name: 'a member activates their own club link',
        as: 'member',
        method: 'PUT',
        path: (ids) => `/api/person/${ids.me.member}/organization/${ids.mainClub}`,
        body: () => ({ status: 'ACTIVE' }),
        status: 403,
      },
      {
        name: 'a coach (not an admin) changes a link in her club',
        as: 'coach',
        method: 'PUT',
        path: (ids) => `/api/person/${ids.me.member}/organization/${ids.mainClub}`,
        body: () => ({ status: 'ACTIVE' }),
        status: 403,
      },
      {
        name: 'a club admin changes a link in a club they do not administer',
        as: 'officer',
        method: 'PUT',
        path: (ids) => `/api/person/${ids.stranger}/organization/${ids.countyBoard}`,
        body: () => ({ status: 'ACTIVE' }),
        status: 403,
      },
    ],
  },
  {
    relationship: 'club membership link made ACTIVE by a membership that counts (issue 53, docs/adr/0020)',
    rule: 'the club’s offer taken up and paid (a signed payment event, a free option), or its admins marking paid or approving',
    attempts: [
      {
        name: 'a member approves her own membership',
        as: 'member',
        method: 'PATCH',
        path: (ids) =>
          `/api/membership/${seedId('membership', `${ids.me.member}:${ids.mainClub}:${SEASON}`)}`,
        body: () => ({ membershipStatus: 'REGISTERED' }),
        status: 403,
      },
      {
        name: 'a member sends an unsigned "payment completed" event for an order',
        as: 'member',
        method: 'POST',
        path: () => '/api/payments/webhook',
        body: () => ({
          id: 'evt_forged',
          type: 'checkout.session.completed',
          data: {
            object: {
              object: 'checkout.session',
              id: 'cs_forged',
              payment_intent: 'pi_forged',
              metadata: { purpose: 'membership', orderId: 'any-order' },
            },
          },
        }),
        status: 400,
      },
    ],
  },
  {
    relationship: 'match-official appointment',
    rule: 'made by a competition or match-official admin of the fixture’s competition',
    attempts: [
      {
        name: 'a referee appoints themself',
        as: 'referee',
        method: 'POST',
        path: () => `/api/fixture/${leagueFixtureId(9)}/official`,
        body: (ids) => ({ officials: [{ personId: ids.me.referee, type: 'REFEREES' }] }),
        status: 403,
      },
      {
        name: 'a club officer appoints a referee',
        as: 'officer',
        method: 'POST',
        path: () => `/api/fixture/${leagueFixtureId(9)}/official`,
        body: (ids) => ({ officials: [{ personId: ids.me.member, type: 'REFEREES' }] }),
        status: 403,
      },
    ],
  },
  {
    relationship:
      'records merged into one person (duplicate merge: every link of the others moves to the primary)',
    // A club admin merging a person of another club is a BOLA case (bola.rows.ts).
    rule: 'a club’s admin, of people who are all members of clubs they administer; no role in a club moves',
    attempts: [
      {
        name: 'a parent merges a stranger into themself',
        as: 'parent',
        method: 'POST',
        path: (ids) => `/api/organization/${ids.mainClub}/merge`,
        body: (ids) => ({
          primaryPersonId: ids.me.parent,
          personIds: [ids.me.parent, ids.stranger],
          mergeType: 'MERGE',
        }),
        status: 403,
      },
      {
        name: 'a club admin merges one member’s account into another’s',
        as: 'officer',
        method: 'POST',
        path: (ids) => `/api/organization/${ids.mainClub}/merge`,
        body: (ids) => ({
          primaryPersonId: ids.me.member,
          personIds: [ids.me.member, ids.me.parent],
          mergeType: 'MERGE',
        }),
        status: 409,
      },
    ],
  },
  LINKED_ACCOUNT_RELATIONSHIP,
  HEALTH_SUPERVISOR_RELATIONSHIP,
  FINANCE_PRIVILEGE_RELATIONSHIP,
];
