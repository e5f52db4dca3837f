/**
 * Approvals awaiting me (issue 53 item 3; server/services/approval/approvals.ts): each kind reaches the person
 * who must act on it — the invitee, the guardian, the unit's secretary, a second finance admin, the club's
 * vetting authenticator, the kind's reviewer, the team's health supervisor — and nobody else; once handled it
 * leaves the list. Two kinds are handled through their own API (a club invitation accepted, a questionnaire's
 * attendance marked); the others by the status change their decision makes.
 */
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalApi } from '../../domain/approval/approval.contract.ts';
import type { ApprovalItem } from '../../domain/approval/approval.ts';
import { clubInvitationApi } from '../../domain/person/club-link/club-invitation.contract.ts';
import {
  account,
  clubInvitation,
  family,
  familyMember,
  healthQuestionnaire,
  healthSupervisor,
  injuryNotification,
  paymentApproval,
  playerTransfer,
  playerTransferApproval,
  surveySubmission,
  vettingApplication,
} from '../../server/db/schema/index.ts';
import { surveyDefinitionId } from '../../server/db/seed/survey-definitions.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub, type WorldPerson } from './world.ts';

let s: TestServer;
let club: WorldClub;
let other: WorldClub;
let approver: WorldPerson;
let requester: WorldPerson;
let outsider: WorldPerson;
let player: WorldPerson;
let teamId: string;
const U = `appr${process.pid}`;

beforeAll(async () => {
  s = await startTestServer();
  const w = world(s);
  club = await w.club({ name: 'Cumann na bhFaomhadh' });
  other = await w.club({ county: 'kerry' });
  approver = await w.person({ username: `${U}-a`, givenName: 'Áine', familyName: 'Approver' });
  requester = await w.person({ username: `${U}-r` });
  outsider = await w.person({ username: `${U}-o` });
  player = await w.person({ givenName: 'Peadar', familyName: 'Player' });
  await w.member(approver, club, {
    labels: ['EXEC_SECRETARY', 'ADMIN_CLUB'],
    privileges: ['ORG_ADMIN', 'FINANCE', 'VETTING'],
  });
  await w.member(requester, club, { privileges: ['FINANCE'] });
  // The outsider holds every office too, but of another club, and no global role.
  await w.member(outsider, other, {
    labels: ['EXEC_SECRETARY', 'ADMIN_CLUB'],
    privileges: ['ORG_ADMIN', 'FINANCE', 'VETTING'],
  });
  await s.database.db
    .update(account)
    .set({ globalRoles: ['survey_assessor'] })
    .where(eq(account.personId, approver.id));
  teamId = (await w.team(club, { players: [player] })).id;
  await s.database.db
    .insert(healthSupervisor)
    .values({ id: uuidv7(), groupId: teamId, personId: approver.id });
});
afterAll(() => s.close());

async function approvalsOf(who: WorldPerson): Promise<ApprovalItem[]> {
  const res = await callContract(s, approvalApi.list, {}, who.username);
  expect(res.status).toBe(200);
  return res.body._embedded.approvals;
}

/** `id` of `kind` is on the approver's list and on nobody else's; answers the item. */
async function waitsForApproverOnly(kind: ApprovalItem['kind'], id: string): Promise<ApprovalItem> {
  const item = (await approvalsOf(approver)).find((a) => a.kind === kind && a.id === id);
  expect(item, `${kind} ${id} on the approver's list`).toBeDefined();
  for (const who of [requester, outsider])
    expect((await approvalsOf(who)).some((a) => a.id === id)).toBe(false);
  return item!;
}

async function gone(kind: ApprovalItem['kind'], id: string) {
  expect((await approvalsOf(approver)).some((a) => a.kind === kind && a.id === id)).toBe(false);
}

describe('GET /api/me/approvals', () => {
  it('answers an empty list to a person with nothing waiting', async () => {
    expect(await approvalsOf(outsider)).toEqual([]);
  });

  it('family invite: the invitee, until answered', async () => {
    const { db } = s.database;
    const id = uuidv7();
    await db.insert(family).values({ id, name: 'Muintir Uí Bhriain' });
    const memberId = uuidv7();
    await db
      .insert(familyMember)
      .values({ id: memberId, familyId: id, personId: approver.id, position: 'PARENT', status: 'INVITED' });
    const item = await waitsForApproverOnly('FAMILY_INVITE', id);
    expect(item).toMatchObject({ title: 'Muintir Uí Bhriain', link: '/family' });
    await db.update(familyMember).set({ status: 'ACTIVE' }).where(eq(familyMember.id, memberId));
    await gone('FAMILY_INVITE', id);
  });

  it('club invitation: the invited person, with its expiry, until accepted', async () => {
    const id = uuidv7();
    const expiresAt = new Date(Date.now() + 5 * 86_400_000 + 3_600_000);
    await s.database.db
      .insert(clubInvitation)
      .values({ id, personId: approver.id, organizationId: other.id, invitedBy: outsider.id, expiresAt });
    const item = await waitsForApproverOnly('CLUB_INVITATION', id);
    expect(item).toMatchObject({ title: other.name, daysLeft: 5, link: '/clubs' });
    const res = await callContract(
      s,
      clubInvitationApi.answer,
      { params: { id: approver.id, invitationId: id }, body: { accept: false } },
      approver.username,
    );
    expect(res.status).toBe(200);
    await gone('CLUB_INVITATION', id);
  });

  it('transfer step: the unit whose turn it is, with the days left of its 10 days', async () => {
    const { db } = s.database;
    const id = uuidv7();
    await db.insert(playerTransfer).values({
      id,
      personId: player.id,
      applicantPersonId: player.id,
      additionalType: 'TRANSFER',
      association: 'GAA',
      originOrganizationId: club.id,
      destinationOrganizationId: other.id,
      status: 'AWAITING_APPROVAL',
      startDate: '2026-12-01',
    });
    const dueAt = new Date(Date.now() + 9 * 86_400_000 + 3_600_000).toISOString();
    await db.insert(playerTransferApproval).values([
      {
        transferId: id,
        order: 0,
        side: 'LEAVING',
        level: 'club',
        organizationId: club.id,
        status: 'PENDING',
        dueAt,
      },
      {
        transferId: id,
        order: 1,
        side: 'JOINING',
        level: 'club',
        organizationId: other.id,
        status: 'UNAVAILABLE',
      },
    ]);
    const item = await waitsForApproverOnly('TRANSFER_STEP', id);
    expect(item).toMatchObject({ title: 'Peadar Player', daysLeft: 9, link: `/player-transfer/${id}` });
    await db
      .update(playerTransferApproval)
      .set({ status: 'APPROVED' })
      .where(eq(playerTransferApproval.transferId, id));
    await gone('TRANSFER_STEP', id);
  });

  it('payout and top-up: a second finance admin, never the requester', async () => {
    const { db } = s.database;
    const payout = uuidv7();
    const topUp = uuidv7();
    const base = { organizationId: club.id, currency: 'EUR', requestedBy: requester.id, description: 'x' };
    await db.insert(paymentApproval).values([
      { ...base, id: payout, additionalType: 'PAYOUT', amountMinor: 12_500 },
      { ...base, id: topUp, additionalType: 'TOP_UP', amountMinor: 5_000 },
    ]);
    const item = await waitsForApproverOnly('PAYOUT', payout);
    expect(item).toMatchObject({ title: club.name, detail: '€125.00' });
    await waitsForApproverOnly('TOP_UP', topUp);
    await db.update(paymentApproval).set({ status: 'APPROVED' }).where(eq(paymentApproval.id, payout));
    await db.update(paymentApproval).set({ status: 'REJECTED' }).where(eq(paymentApproval.id, topUp));
    await gone('PAYOUT', payout);
    await gone('TOP_UP', topUp);
  });

  it('vetting validation: the club authenticator, until validated', async () => {
    const { db } = s.database;
    const id = uuidv7();
    await db.insert(vettingApplication).values({
      id,
      reference: `VET-A${id.slice(-8)}`,
      type: 'NVB',
      association: 'GAA',
      personId: player.id,
      organizationId: club.id,
      role: 'COACH_OR_MANAGER',
      applicant: {} as never,
      proofOfAddressDate: '2026-01-01',
      consents: { reviewConfirmed: true, consentGiven: true },
      appliedOn: '2026-01-01',
      status: 'IN_REVIEW',
      authenticatorStatus: 'AWAITING_REVIEW',
    });
    await waitsForApproverOnly('VETTING_VALIDATION', id);
    await db
      .update(vettingApplication)
      .set({ authenticatorStatus: 'VALIDATED', governingAgentStatus: 'AWAITING_REVIEW' })
      .where(eq(vettingApplication.id, id));
    await gone('VETTING_VALIDATION', id);
  });

  it('survey review: the kind’s reviewer, until decided', async () => {
    const { db } = s.database;
    const id = uuidv7();
    await db.insert(surveySubmission).values({
      id,
      surveyId: surveyDefinitionId('CLUB_COMPAS'),
      kind: 'CLUB_COMPAS',
      organizationId: club.id,
      status: 'PENDING_REVIEW',
      createdBy: approver.id,
      submittedAt: new Date(),
    });
    const item = await waitsForApproverOnly('SURVEY_REVIEW', id);
    expect(item).toMatchObject({ detail: 'CLUB_COMPAS', link: `/survey/review/${id}` });
    await db.update(surveySubmission).set({ status: 'APPROVED' }).where(eq(surveySubmission.id, id));
    await gone('SURVEY_REVIEW', id);
  });

  it('injury notification: the unit secretary, until approved', async () => {
    const { db } = s.database;
    const id = uuidv7();
    await db.insert(injuryNotification).values({
      id,
      claimantPersonId: player.id,
      personId: player.id,
      organizationId: club.id,
      groupId: teamId,
      injuryDate: '2026-11-30',
      status: 'AWAITING_APPROVAL',
      submittedOn: '2026-12-01',
    });
    await waitsForApproverOnly('INJURY_NOTIFICATION', id);
    await db.update(injuryNotification).set({ status: 'APPROVED' }).where(eq(injuryNotification.id, id));
    await gone('INJURY_NOTIFICATION', id);
  });

  it('health questionnaire of today: the team’s supervisor, until attendance is marked', async () => {
    const id = uuidv7();
    await s.database.db.insert(healthQuestionnaire).values({
      id,
      personId: player.id,
      submittedBy: player.id,
      isPersonalForm: true,
      organizationId: club.id,
      groupId: teamId,
      givenName: 'Peadar',
      familyName: 'Player',
      answers: {} as never,
      result: 'CLEAR',
      submittedAt: new Date(),
    });
    const item = await waitsForApproverOnly('HEALTH_QUESTIONNAIRE', id);
    expect(item).toMatchObject({ title: 'Peadar Player', daysLeft: 0, link: '/return-to-play' });
    const res = await s.call(`/api/health-questionnaire/${id}/attendance`, {
      method: 'PATCH',
      as: approver.username,
      json: { attendance: 'ATTENDED' },
    });
    expect(res.status).toBe(200);
    await gone('HEALTH_QUESTIONNAIRE', id);
  });
});
