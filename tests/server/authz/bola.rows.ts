/**
 * Object-level cases (OWASP API1, BOLA): someone allowed the action on their own objects asks for somebody
 * else's. Each case names the object kind; new kinds (vetting, membership payments) add their cases here.
 */

/** The Ó Briain family (the demo `parent` is its PRIMARY member). */
const FAMILY = seedId('family', 'o-briain');
/** A club that is not the officer's: the officer is draw officer of the main club only. */
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
/** A paid online order of the main club (seed: tickets 5001–5002). */
const ORDER = seedId('draw-order', 'a');
import { uuidv7 } from 'uuidv7';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { DEMO_DRAW_ID } from '../../../server/db/seed/draws.ts';
import { DEMO_QUESTIONNAIRE_ID } from '../../../server/db/seed/health.ts';
import { COACH_TEAMS } from '../../../server/db/seed/teams.ts';
import { orgId } from '../../../server/db/seed/geography.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import type { Ids } from './matrix.ts';
import type { Role } from './matrix.ts';
import { DEMO_VETTING_ID } from '../../../server/db/seed/vetting.ts';
import { DEMO_MESSAGE_IDS } from '../../../server/db/seed/messages.ts';
import { childCopy, memberCopy } from './message.rows.ts';
import { DEMO_TRANSFER_IDS } from '../../../server/db/seed/transfers.ts';
import { LINKED_ACCOUNT_BOLA_CASES } from './linked-account.rows.ts';
import { SUPPORT_BOLA_CASES } from './support.rows.ts';
import { ORGANIZATION_BOLA_CASES } from './organization.rows.ts';
import { SURVEY_BOLA_CASES } from './survey.rows.ts';
import { COMMITTEE_BOLA_CASES } from './committee.rows.ts';
import { SUPER_ADMIN_BOLA_CASES } from './super-admin.rows.ts';
import { TERMINAL_BOLA_CASES } from './terminal.rows.ts';
import { PAYMENT_BOLA_CASES, TRANSFER_INVOICE_BOLA_CASES } from './payment.rows.ts';
import { pifSeasonYear } from '../../../domain/injury/pif-eligibility.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';

const PIF_YEAR = pifSeasonYear(todayInDublin());
const COACH_TEAMS_U14 = COACH_TEAMS.u14;
/** Another club's injury fund invoice this season. */
const OTHER_INVOICE = `/api/invoice/${seedId('pif', `invoice:${OTHER_CLUB}:${PIF_YEAR}`)}`;

export interface BolaCase {
  object: string;
  name: string;
  as: Role;
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** 403, or 404 where the route must not reveal the object exists (409: POST /person, one per account). */
  status: number;
  /** For /api/sync/push: the one mutation must be rejected with this status instead. */
  rejected?: number;
}

const push = (op: string, entityId: (ids: Ids) => string, payload: (ids: Ids) => unknown) => ({
  method: 'POST' as const,
  path: () => '/api/sync/push',
  body: (ids: Ids) => ({
    protocol: 1,
    mutations: [
      {
        id: uuidv7(),
        idempotencyKey: `bola-${uuidv7()}`,
        op,
        entityId: entityId(ids),
        baseVersion: 0,
        payload: payload(ids),
      },
    ],
  }),
  status: 200,
});

export const BOLA_CASES: BolaCase[] = [
  {
    object: 'person',
    name: 'a member reads another club’s member',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/person/${ids.stranger}`,
    status: 403,
  },
  {
    object: 'person',
    name: 'a member changes another adult',
    as: 'member',
    method: 'PATCH',
    path: (ids) => `/api/person/${ids.me.coach}`,
    body: () => ({ givenName: 'X' }),
    status: 403,
  },
  {
    object: 'person',
    name: 'a parent makes a person through their own account (a child goes through the family)',
    as: 'parent',
    method: 'POST',
    path: () => '/api/person',
    body: () => ({
      givenName: 'Óg',
      familyName: 'Ó Briain',
      gender: 'MALE',
      birthDate: '1990-01-01',
      telephone: '+353 87 000 0000',
      preferredLanguage: 'en',
      address: {
        streetAddress: '1 Main Street',
        addressLocality: 'Tralee',
        addressRegion: 'Kerry',
        addressCountry: 'IE',
        postalCode: 'V92 X1Y2',
      },
      medicalAlert: 'NONE',
      medicalConsentToProcess: 'YES',
      medicalConsentToTreat: 'YES',
      medicalConsentToEmergency: 'YES',
      commsConsentClub: 'YES',
      commsConsentAdditionalClub: 'NO',
      photoConsentStatus: 'NO',
      email: 'og.obriain@example.ie',
    }),
    // Valid, so it reaches the rule: an account has one person, its own, made once.
    status: 409,
  },
  {
    object: 'person',
    name: 'a club admin reads a member of another club',
    as: 'officer',
    method: 'GET',
    path: (ids) => `/api/person/${ids.stranger}`,
    status: 403,
  },
  {
    object: 'child',
    name: 'a member reads somebody else’s child',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/person/${ids.childYounger}`,
    status: 403,
  },
  {
    object: 'child',
    name: 'a coach of the child’s team changes the child',
    as: 'coach',
    method: 'PATCH',
    path: (ids) => `/api/person/${ids.childOlder}`,
    body: () => ({ givenName: 'X' }),
    status: 403,
  },
  {
    object: 'child',
    name: 'a club admin changes a child',
    as: 'officer',
    method: 'PATCH',
    path: (ids) => `/api/person/${ids.childOlder}`,
    body: () => ({ givenName: 'X' }),
    status: 403,
  },
  {
    object: 'injury',
    name: 'a parent reads a player’s injury',
    as: 'parent',
    method: 'GET',
    path: (ids) => `/api/injury/${ids.injury}`,
    status: 403,
  },
  {
    object: 'injury',
    name: 'a referee changes an injury record',
    as: 'referee',
    method: 'PUT',
    path: (ids) => `/api/injury/${ids.injury}`,
    body: () => ({}),
    status: 403,
  },
  {
    object: 'injury',
    name: 'a member deletes his own injury record',
    as: 'member',
    method: 'DELETE',
    path: (ids) => `/api/injury/${ids.injury}`,
    status: 403,
  },
  {
    object: 'injury',
    name: 'a member saves over an injury record through sync',
    as: 'member',
    ...push(
      'injury.save',
      (ids) => ids.injury,
      () => ({}),
    ),
    rejected: 403,
  },
  {
    object: 'injury',
    name: 'a club admin (not a coach) deletes an injury record through sync',
    as: 'officer',
    ...push(
      'injury.delete',
      (ids) => ids.injury,
      () => ({}),
    ),
    rejected: 403,
  },
  {
    object: 'injury notification',
    name: 'a coach reads a member’s notification',
    as: 'coach',
    method: 'GET',
    path: (ids) => `/api/player-injury-notification/${ids.notificationSubmitted}`,
    status: 403,
  },
  {
    object: 'injury notification',
    name: 'the secretary edits the claimant’s draft',
    as: 'officer',
    method: 'PUT',
    path: (ids) => `/api/player-injury-notification/${ids.notificationDraft}`,
    body: () => ({}),
    status: 403,
  },
  {
    object: 'injury notification',
    name: 'oversight downloads a document it may not',
    as: 'injury-specialist',
    method: 'GET',
    path: (ids) =>
      `/api/player-injury-notification/${ids.notificationSubmitted}/document/${ids.notificationDocument}`,
    status: 403,
  },
  {
    object: 'referee report',
    name: 'a competition admin reads the referee’s draft report',
    as: 'competition-admin',
    method: 'GET',
    path: (ids) => `/api/fixture/${ids.draftReportFixture}/referee-report`,
    status: 403,
  },
  {
    object: 'score',
    name: 'a referee scores a fixture he is not appointed to',
    as: 'referee',
    method: 'PUT',
    path: () => `/api/fixture/${uuidv7()}/score`,
    body: () => ({}),
    status: 403,
  },
  {
    object: 'score',
    name: 'a coach records a score through sync',
    as: 'coach',
    ...push(
      'fixture.recordScore',
      (ids) => ids.refereeFixture,
      () => ({ homeGoals: 1, homePoints: 0, awayGoals: 0, awayPoints: 0 }),
    ),
    rejected: 403,
  },
  {
    object: 'group',
    name: 'a county admin reads a club’s team members',
    as: 'competition-admin',
    method: 'GET',
    path: (ids) => `/api/group/${ids.coachTeam}/member`,
    status: 403,
  },
  {
    object: 'event',
    name: 'a club member marks attendance at a team he does not manage',
    as: 'referee',
    method: 'PATCH',
    path: (ids) => `/api/message/${ids.event}/recipient/${ids.eventRecipient}`,
    body: () => ({ attendance: 'ATTENDED' }),
    status: 403,
  },
  {
    object: 'family',
    name: 'a member reads somebody else’s family',
    as: 'member',
    method: 'GET',
    path: () => `/api/family/${FAMILY}`,
    status: 403,
  },
  {
    object: 'family',
    name: 'a coach adds a child to somebody else’s family',
    as: 'coach',
    method: 'POST',
    path: () => `/api/family/${FAMILY}/member`,
    body: () => ({ givenName: 'Intruder', familyName: 'Child', dateOfBirth: '2015-01-01', gender: 'MALE' }),
    status: 403,
  },
  {
    object: 'draw',
    name: 'a club’s draw officer reads another club’s tickets',
    as: 'officer',
    method: 'GET',
    path: () => `/api/draw/${DEMO_DRAW_ID}/organization/${OTHER_CLUB}/ticket`,
    status: 403,
  },
  {
    object: 'payment',
    name: 'a club’s draw officer refunds an order through another club',
    as: 'officer',
    method: 'POST',
    path: () => `/api/draw/${DEMO_DRAW_ID}/organization/${OTHER_CLUB}/order/${ORDER}/refund`,
    status: 403,
  },
  {
    object: 'payment',
    name: 'a club admin of another county reads the club’s online orders',
    as: 'competition-admin',
    method: 'GET',
    path: (ids) => `/api/draw/${DEMO_DRAW_ID}/organization/${ids.mainClub}/order`,
    status: 403,
  },
  {
    object: 'vetting',
    name: "the club's admin (no VETTING privilege) reads a member's vetting application",
    as: 'officer',
    method: 'GET',
    path: () => `/api/vetting/${DEMO_VETTING_ID}`,
    status: 403,
  },
  {
    object: 'vetting',
    name: "a coach of the club downloads a member's vetting document",
    as: 'coach',
    method: 'GET',
    path: () => `/api/vetting/${DEMO_VETTING_ID}/file/${seedId('vetting-document', 'member-garda:PHOTO_ID')}`,
    status: 403,
  },
  {
    object: 'vetting',
    name: "a member validates someone else's vetting application",
    as: 'parent',
    method: 'PATCH',
    path: () => `/api/vetting/${DEMO_VETTING_ID}`,
    body: () => ({ action: 'VALIDATE', inPersonReviewDate: '2026-01-01' }),
    status: 403,
  },
  {
    object: 'vetting',
    name: 'the competition admin uploads Garda references',
    as: 'competition-admin',
    method: 'PATCH',
    path: () => '/api/vetting?association=GAA',
    status: 403,
  },
  {
    object: 'certification',
    name: 'a member lists another adult’s certifications',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/certification?filter=personId:${ids.me.coach}`,
    status: 403,
  },
  {
    object: 'certification',
    name: 'a club admin lists the certifications of another club’s member',
    as: 'officer',
    method: 'GET',
    path: (ids) => `/api/certification?filter=personId:${ids.stranger}`,
    status: 403,
  },
  {
    object: 'club members',
    name: 'a club’s admin downloads another club’s members',
    as: 'officer',
    method: 'GET',
    path: () => `/api/organization/${OTHER_CLUB}/bulk-retrieve`,
    status: 403,
  },
  {
    object: 'club members',
    name: 'a club’s admin uploads members into another club',
    as: 'officer',
    method: 'POST',
    path: () => `/api/organization/${OTHER_CLUB}/bulk-upload`,
    body: () => ({}),
    status: 403,
  },
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
  {
    object: 'certification',
    name: 'a children’s officer lists another club’s people',
    as: 'childrens-officer',
    method: 'GET',
    path: () => `/api/certification?filter=organizationId:${OTHER_CLUB}`,
    status: 403,
  },
  {
    object: 'certification',
    name: 'a member adds a certification to another adult',
    as: 'member',
    method: 'POST',
    path: () => '/api/certification',
    body: (ids) => ({
      personId: ids.me.coach,
      type: 'OTHER',
      name: 'Planted',
      reference: 'X',
      label: 'X',
      validFrom: '2025-01-01',
    }),
    status: 403,
  },
  {
    object: 'crbot',
    name: 'the children’s officer reads the secretary’s CRBOT (PPS number)',
    as: 'childrens-officer',
    method: 'GET',
    path: (ids) => `/api/person/${ids.me.officer}/crbot`,
    status: 403,
  },
  {
    object: 'crbot',
    name: 'the secretary files CRBOT for the children’s officer',
    as: 'officer',
    method: 'PUT',
    path: (ids) => `/api/person/${ids.me['childrens-officer']}/crbot`,
    body: () => ({}),
    status: 403,
  },
  {
    object: 'pif invoice',
    name: 'the main club’s treasurer reads another club’s invoice',
    as: 'officer',
    method: 'GET',
    path: () => OTHER_INVOICE,
    status: 403,
  },
  {
    object: 'pif invoice',
    name: 'the main club’s treasurer lists another club’s invoiced teams',
    as: 'officer',
    method: 'GET',
    path: () => `${OTHER_INVOICE}/group`,
    status: 403,
  },
  {
    object: 'pif invoice',
    name: 'the main club’s treasurer starts paying another club’s invoice',
    as: 'officer',
    method: 'POST',
    path: () => `${OTHER_INVOICE}/pay`,
    status: 403,
  },
  {
    object: 'pif invoice',
    name: 'the main club’s treasurer marks their own invoice paid offline (the association’s to do)',
    as: 'officer',
    method: 'PATCH',
    path: () => `/api/invoice/${seedId('pif', `invoice:${orgId.club(MAIN_CLUB_KEY)}:${PIF_YEAR}`)}`,
    body: () => ({ status: 'PAID_OFFLINE' }),
    status: 403,
  },
  {
    object: 'health questionnaire',
    name: 'the U14 coach (not its designated supervisor) reads a child’s questionnaire',
    as: 'coach',
    method: 'GET',
    path: () => `/api/health-questionnaire/${DEMO_QUESTIONNAIRE_ID}`,
    status: 403,
  },
  {
    object: 'health questionnaire',
    name: 'a club admin marks attendance on a child’s questionnaire',
    as: 'officer',
    method: 'PATCH',
    path: () => `/api/health-questionnaire/${DEMO_QUESTIONNAIRE_ID}/attendance`,
    body: () => ({ attendance: 'ATTENDED' }),
    status: 403,
  },
  {
    object: 'health questionnaire',
    name: 'a member submits a questionnaire for another family’s child through sync',
    as: 'member',
    ...push(
      'health.submit',
      () => uuidv7(),
      (ids) => ({
        isPersonalForm: false,
        personId: ids.childOlder,
        givenName: 'Aoife',
        familyName: 'Ní Bhriain',
        organizationId: ids.mainClub,
        groupId: COACH_TEAMS.u14,
        personalDiagnosis: false,
        highTemperature: false,
        shortnessOfBreath: false,
        continuousCough: false,
        noSmellOrTaste: false,
        headacheRunnyNose: false,
        recentContact: false,
        confirmationAccepted: true,
      }),
    ),
    rejected: 403,
  },
  {
    object: 'health questionnaire',
    name: 'a member resubmits the parent’s questionnaire id through sync',
    as: 'member',
    ...push(
      'health.submit',
      () => DEMO_QUESTIONNAIRE_ID,
      (ids) => ({
        isPersonalForm: true,
        personId: ids.me.member,
        givenName: 'Seán',
        familyName: 'Ó Murchú',
        organizationId: ids.mainClub,
        groupId: COACH_TEAMS.senior,
        personalDiagnosis: false,
        highTemperature: false,
        shortnessOfBreath: false,
        continuousCough: false,
        noSmellOrTaste: false,
        headacheRunnyNose: false,
        recentContact: false,
        confirmationAccepted: true,
      }),
    ),
    rejected: 403,
  },
  {
    object: 'health supervisor',
    name: 'the coach designates themself to read the U14s’ health questionnaires',
    as: 'coach',
    method: 'POST',
    path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS_U14}`,
    body: (ids) => ({ personId: ids.me.coach }),
    status: 403,
  },
  {
    object: 'message',
    name: 'a member reads another family’s child’s copy of a message',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/inbox/${childCopy(ids)}`,
    status: 403,
  },
  {
    object: 'message',
    name: 'the coach who sent it archives a player’s copy',
    as: 'coach',
    method: 'PATCH',
    path: (ids) => `/api/inbox/${memberCopy(ids)}`,
    body: () => ({ state: 'ARCHIVED' }),
    status: 403,
  },
  {
    object: 'message',
    name: 'a member archives a child’s copy through sync',
    as: 'member',
    ...push(
      'message.setState',
      (ids) => childCopy(ids),
      () => ({ state: 'ARCHIVED' }),
    ),
    rejected: 403,
  },
  {
    object: 'message',
    name: 'a parent (the U14 team’s sender) reads the recipients of the senior team’s message',
    as: 'parent',
    method: 'GET',
    path: () => `/api/comms/message/${DEMO_MESSAGE_IDS.senior}/recipient`,
    status: 403,
  },
  {
    object: 'message',
    name: 'a coach writes to a team of the club he does not manage',
    as: 'coach',
    method: 'POST',
    path: () => '/api/comms/message',
    body: (ids) => ({
      organizationId: ids.mainClub,
      toEveryone: false,
      toGroupIds: [ids.otherClubTeam],
      categories: ['other'],
      subject: 'Probe',
      message: 'Probe',
      commsConsentAdditionalClub: false,
    }),
    status: 403,
  },
  {
    object: 'player transfer',
    name: 'another club member (the coach) reads a member’s J1 application with passport details',
    as: 'coach',
    method: 'GET',
    path: () => `/api/player-transfer/${DEMO_TRANSFER_IDS.submitted}`,
    status: 403,
  },
  {
    object: 'player transfer',
    name: 'a parent reads another family’s transfer application',
    as: 'parent',
    method: 'GET',
    path: () => `/api/player-transfer/${DEMO_TRANSFER_IDS.submitted}`,
    status: 403,
  },
  {
    object: 'player transfer',
    name: 'the club secretary reads a member’s draft that has not reached the club',
    as: 'officer',
    method: 'GET',
    path: () => `/api/player-transfer/${DEMO_TRANSFER_IDS.draft}`,
    status: 403,
  },
  {
    object: 'player transfer',
    name: 'the club secretary edits a member’s draft',
    as: 'officer',
    method: 'PUT',
    path: () => `/api/player-transfer/${DEMO_TRANSFER_IDS.draft}`,
    body: () => ({}),
    status: 403,
  },
  {
    object: 'player transfer',
    name: 'the club secretary appeals a rejection for the member',
    as: 'officer',
    method: 'PATCH',
    path: () => `/api/player-transfer/${DEMO_TRANSFER_IDS.rejected}`,
    body: () => ({ action: 'APPEAL', reason: 'On his behalf' }),
    status: 403,
  },
  {
    object: 'player transfer',
    name: 'the applicant approves their own application',
    as: 'member',
    method: 'PATCH',
    path: () => `/api/player-transfer-approval/${DEMO_TRANSFER_IDS.submitted}`,
    body: () => ({ action: 'APPROVE' }),
    status: 403,
  },
  {
    object: 'player transfer',
    name: 'a county board member who is not its secretary downloads the applicant’s visa',
    as: 'competition-admin',
    method: 'GET',
    path: () =>
      `/api/player-transfer/${DEMO_TRANSFER_IDS.submitted}/document/${seedId('player-transfer-document', 'member:j1:VISA')}`,
    status: 403,
  },
  {
    object: 'player transfer',
    name: 'a super admin reads a transfer application',
    as: 'super-admin',
    method: 'GET',
    path: () => `/api/player-transfer/${DEMO_TRANSFER_IDS.submitted}`,
    status: 403,
  },
  ...LINKED_ACCOUNT_BOLA_CASES,
  ...SUPPORT_BOLA_CASES,
  ...ORGANIZATION_BOLA_CASES,
  ...SURVEY_BOLA_CASES,
  ...COMMITTEE_BOLA_CASES,
  ...SUPER_ADMIN_BOLA_CASES,
  ...PAYMENT_BOLA_CASES,
  ...TERMINAL_BOLA_CASES,
  ...TRANSFER_INVOICE_BOLA_CASES,
];
