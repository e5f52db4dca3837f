/**
 * Matrix rows: player transfers (seed 2 §6). Applications carry passports and visas: the applicant side (the
 * demo member, who applied) and the units of the chain once submitted (the demo officer: the main club's
 * secretary) — nobody else, not a super admin. The seeded applications are server/db/seed/transfers.ts.
 */
import { uuidv7 } from 'uuidv7';
import { playerTransfer } from '../../../server/db/schema/index.ts';
import { DEMO_JOINING_CLUB, DEMO_TRANSFER_IDS } from '../../../server/db/seed/transfers.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import { REFUSED, type Ids, type ProbeContext, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';

const SUBMITTED = `/api/player-transfer/${DEMO_TRANSFER_IDS.submitted}`;
const DRAFT = `/api/player-transfer/${DEMO_TRANSFER_IDS.draft}`;
const VISA = seedId('player-transfer-document', 'member:j1:VISA');

/** A throw-away draft of the demo member's, for the destructive probe. */
async function freshDraft(ids: Ids, ctx: ProbeContext): Promise<string> {
  const id = uuidv7();
  await ctx.s.database.db.insert(playerTransfer).values({
    id,
    personId: ids.me.member,
    applicantPersonId: ids.me.member,
    additionalType: 'GAA_HURLING_PERMIT',
    association: 'GAA',
    originOrganizationId: ids.mainClub,
    destinationOrganizationId: DEMO_JOINING_CLUB,
    startDate: '2099-03-01',
  });
  return id;
}

export const TRANSFER_ROWS: Row[] = [
  {
    route: 'GET /api/assets/player-transfer/applicants',
    path: () => '/api/assets/player-transfer/applicants',
    allow: 'signed-in',
    why: 'scoped: the caller and their own dependants, with their clubs',
  },
  {
    route: 'GET /api/assets/player-transfer/additionalType',
    path: (ids) =>
      `/api/assets/player-transfer/additionalType?association=GAA&originOrganization=${ids.mainClub}`,
    allow: 'signed-in',
    why: 'the types anyone may apply for',
  },
  {
    route: 'GET /api/assets/player-transfer/schema',
    path: (ids) =>
      `/api/assets/player-transfer/schema?additionalType=GAA_J1_SANCTION&association=GAA&originOrganization=${ids.mainClub}`,
    allow: 'signed-in',
    why: 'the form of a type',
  },
  {
    route: 'GET /api/player-transfer',
    path: () => '/api/player-transfer',
    allow: 'signed-in',
    why: 'scoped: the caller’s and their dependants’ applications, and their units’ queue',
  },
  {
    route: 'POST /api/player-transfer',
    path: () => '/api/player-transfer',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'anyone applies, for themself or a dependant (checked after validation)',
  },
  {
    route: 'GET /api/player-transfer/export',
    path: () => '/api/player-transfer/export',
    allow: ['officer'],
    why: 'a reviewing unit’s queue (the club secretary)',
  },
  {
    route: 'GET /api/player-transfer/:id',
    path: () => SUBMITTED,
    allow: ['member', 'officer'],
    why: 'the applicant and the units the application reached (passport details)',
  },
  {
    route: 'PUT /api/player-transfer/:id',
    path: () => DRAFT,
    body: REFUSED,
    allow: ['member'],
    ok: 400,
    why: 'the applicant edits a draft',
  },
  {
    route: 'PATCH /api/player-transfer/:id',
    path: () => SUBMITTED,
    body: REFUSED,
    allow: ['member'],
    ok: 400,
    why: 'the applicant submits, appeals, submits to the county, adds a return date',
  },
  {
    route: 'DELETE /api/player-transfer/:id',
    path: (ids, ctx) => freshDraft(ids, ctx).then((id) => `/api/player-transfer/${id}`),
    allow: ['member'],
    ok: 204,
    why: 'the applicant deletes a draft',
  },
  {
    route: 'PATCH /api/player-transfer-approval/:id',
    path: () => `/api/player-transfer-approval/${DEMO_TRANSFER_IDS.submitted}`,
    body: REFUSED,
    allow: ['officer'],
    ok: 400,
    why: 'the units of the chain decide (the leaving club’s secretary here)',
  },
  {
    route: 'GET /api/player-transfer/:id/document',
    path: () => `${SUBMITTED}/document`,
    allow: ['member', 'officer'],
    why: 'the applicant and the units the application reached',
  },
  {
    route: 'POST /api/player-transfer/:id/document',
    path: () => `${DRAFT}/document`,
    body: REFUSED,
    allow: ['member'],
    ok: 400,
    why: 'the applicant adds documents to a draft (a JSON body carries no file)',
  },
  {
    route: 'GET /api/player-transfer/:id/document/:docId',
    path: () => `${SUBMITTED}/document/${VISA}`,
    allow: ['member', 'officer'],
    why: 'a visa: the applicant and the units the application reached',
  },
  {
    route: 'DELETE /api/player-transfer/:id/document/:docId',
    path: () => `${SUBMITTED}/document/${VISA}`,
    allow: ['member'],
    ok: 409,
    why: 'the applicant, while the application is editable (this one is submitted)',
  },
];

export const TRANSFER_BOLA_CASES: BolaCase[] = [
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
];
