/** Matrix rows: return-to-play health questionnaires (health data: the person, their parent, the team's supervisors). */
import { uuidv7 } from 'uuidv7';
import { healthQuestionnaire } from '../../../server/db/schema/index.ts';
import { COACH_TEAMS } from '../../../server/db/seed/teams.ts';
import { REFUSED, type Ids, type ProbeContext, type Role, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { push } from './bola-push.ts';
import { DEMO_QUESTIONNAIRE_ID } from '../../../server/db/seed/health.ts';
import type { Relationship } from './relationships.rows.ts';

/** The demo U14 team's designated health supervisor (server/db/seed/health.ts). */
const U14_SUPERVISOR = 'childrens-officer';
/** The main club's admins (the demo officer) and super admins. */
const CLUB_ADMINS: Role[] = ['officer', 'super-admin'];

/** A throw-away questionnaire the parent filled in for the older child (U14 hurling), today. */
async function childQuestionnaire(ids: Ids, ctx: ProbeContext): Promise<string> {
  const id = uuidv7();
  await ctx.s.database.db.insert(healthQuestionnaire).values({
    id,
    personId: ids.childOlder,
    submittedBy: ids.me.parent,
    isPersonalForm: false,
    organizationId: ids.mainClub,
    groupId: COACH_TEAMS.u14,
    givenName: 'Aoife',
    familyName: 'Ní Bhriain',
    answers: {
      personalDiagnosis: false,
      highTemperature: true,
      shortnessOfBreath: false,
      continuousCough: false,
      noSmellOrTaste: false,
      headacheRunnyNose: false,
      recentContact: false,
    },
    result: 'ATTENTION',
    submittedAt: new Date(),
  });
  return id;
}

export const HEALTH_ROWS: Row[] = [
  {
    route: 'GET /api/health-questionnaire',
    path: () => '/api/health-questionnaire',
    allow: 'signed-in',
    why: 'scoped to the teams the caller is a designated supervisor of (empty for everyone else)',
  },
  {
    route: 'GET /api/health-questionnaire/choices',
    path: () => '/api/health-questionnaire/choices',
    allow: 'signed-in',
    why: 'the caller and their dependants',
  },
  {
    route: 'GET /api/health-questionnaire/:id',
    path: async (ids, ctx) => `/api/health-questionnaire/${await childQuestionnaire(ids, ctx)}`,
    allow: ['parent', U14_SUPERVISOR],
    why: 'health data: the child’s parent and the team’s designated supervisor, nobody else (not the coach)',
  },
  {
    route: 'PATCH /api/health-questionnaire/:id/attendance',
    path: async (ids, ctx) => `/api/health-questionnaire/${await childQuestionnaire(ids, ctx)}/attendance`,
    body: REFUSED,
    allow: [U14_SUPERVISOR],
    ok: 400,
    why: 'the team’s designated supervisor',
  },
  {
    route: 'GET /api/health-questionnaire/supervisor/:groupId',
    path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`,
    allow: CLUB_ADMINS,
    why: 'the club’s admins designate who reads the team’s health answers',
  },
  {
    route: 'POST /api/health-questionnaire/supervisor/:groupId',
    path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`,
    body: REFUSED,
    allow: CLUB_ADMINS,
    ok: 400,
    why: 'only the club’s admins grant reading the team’s health answers (not its coach, not the supervisor)',
  },
  {
    route: 'DELETE /api/health-questionnaire/supervisor/:groupId/:personId',
    path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}/none`,
    allow: CLUB_ADMINS,
    ok: 404,
    why: 'the club’s admins',
  },
];

export const HEALTH_BOLA_CASES: BolaCase[] = [
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
    path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`,
    body: (ids) => ({ personId: ids.me.coach }),
    status: 403,
  },
];

/**
 * A team's designated health supervisor reads its players' health answers (docs/security.md): designated by a
 * club admin (or a super admin) of the team's club, never by the designee themself (issue 48, finding 4: a
 * club admin designated itself and read a 9-year-old's answers); designating gives the designator nothing.
 */
export const HEALTH_SUPERVISOR_RELATIONSHIP: Relationship = {
  relationship: 'health questionnaire supervisor of a team',
  rule: 'designated by an admin of the team’s club, never by the designee; the designator gains no access',
  attempts: [
    {
      name: 'the club admin designates themself supervisor of the U14s',
      as: 'officer',
      method: 'POST',
      path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`,
      body: (ids) => ({ personId: ids.me.officer }),
      status: 403,
    },
    {
      name: 'a super admin designates themself supervisor of the U14s',
      as: 'super-admin',
      method: 'POST',
      path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`,
      body: (ids) => ({ personId: ids.me['super-admin'] }),
      status: 403,
    },
    {
      name: 'the U14 coach designates themself',
      as: 'coach',
      method: 'POST',
      path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`,
      body: (ids) => ({ personId: ids.me.coach }),
      status: 403,
    },
    {
      name: 'the U14s’ supervisor designates another member',
      as: U14_SUPERVISOR,
      method: 'POST',
      path: () => `/api/health-questionnaire/supervisor/${COACH_TEAMS.u14}`,
      body: (ids) => ({ personId: ids.me.member }),
      status: 403,
    },
  ],
  stillRefused: {
    as: 'officer',
    method: 'GET',
    path: () => `/api/health-questionnaire/${DEMO_QUESTIONNAIRE_ID}`,
    status: 403,
  },
};
