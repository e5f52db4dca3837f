import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  approvalChain,
  expireSteps,
  TransferApprovalAction,
  transferTransition,
  type Actor,
  type TransferState,
} from '../../../domain/transfer/approval.ts';

const NOW = new Date('2027-02-10T12:00:00Z');
const units = {
  LEAVING: { CLUB: 'club-a', COUNTY: 'wicklow', PROVINCE: 'leinster' },
  JOINING: { CLUB: 'club-b', COUNTY: 'dublin', PROVINCE: 'leinster' },
};
const actor = (orgs: string[], applicant = false): Actor => ({
  personId: 'x',
  applicant,
  reviews: (o) => orgs.includes(o),
});
const state = (over: Partial<TransferState> = {}): TransferState => ({
  status: 'DRAFT',
  steps: approvalChain('GAA_J1_SANCTION', units),
  appealed: false,
  additionalType: 'GAA_J1_SANCTION',
  startDate: '2027-03-01',
  ...over,
});
function run(s: TransferState, action: Parameters<typeof transferTransition>[1], who: Actor, now = NOW) {
  const r = transferTransition(s, action, who, now);
  if (!r.ok) throw new Error(r.message);
  return { ...s, status: r.status, steps: r.steps, appealed: r.appealed };
}
const statuses = (s: TransferState) => s.steps.map((x) => x.status);

describe('the approval chain', () => {
  it('orders the leaving side then the joining side, from the club up, as the type requires', () => {
    expect(approvalChain('GAA_J1_SANCTION', units).map((s) => `${s.side}:${s.level}`)).toEqual([
      'LEAVING:CLUB',
      'LEAVING:COUNTY',
      'JOINING:CLUB',
    ]);
    expect(approvalChain('GAA_INTER_COUNTY', units).map((s) => s.organizationId)).toEqual([
      'club-a',
      'wicklow',
      'leinster',
      'club-b',
      'dublin',
    ]);
  });

  it('asks a unit once when both sides share it', () => {
    const same = { ...units, JOINING: { CLUB: 'club-b', COUNTY: 'wicklow' } };
    expect(approvalChain('LGFA_COUNTY', same).map((s) => s.organizationId)).toEqual([
      'club-a',
      'wicklow',
      'club-b',
    ]);
  });
});

describe('transitions', () => {
  it('goes in order: pending its turn, unavailable after, approved to the end', () => {
    let s = run(state(), { action: 'SUBMIT' }, actor([], true));
    expect(s.status).toBe('AWAITING_APPROVAL');
    expect(statuses(s)).toEqual(['PENDING', 'UNAVAILABLE', 'UNAVAILABLE']);
    expect(s.steps[0]!.dueAt).toBe('2027-02-20T12:00:00.000Z');
    const early = transferTransition(s, { action: 'APPROVE' }, actor(['wicklow']), NOW);
    expect(early).toMatchObject({ ok: false, forbidden: false });
    s = run(s, { action: 'APPROVE' }, actor(['club-a']));
    expect(statuses(s)).toEqual(['APPROVED', 'PENDING', 'UNAVAILABLE']);
    s = run(s, { action: 'APPROVE' }, actor(['wicklow']));
    s = run(s, { action: 'APPROVE' }, actor(['club-b']));
    expect(s.status).toBe('APPROVED');
    s = run(s, { action: 'COMPLETE' }, actor(['club-b']));
    expect(s.status).toBe('COMPLETED');
    s = run(s, { action: 'ADD_RETURN_DATE', returnDate: '2027-08-01' }, actor([], true));
    expect(
      transferTransition(s, { action: 'ADD_RETURN_DATE', returnDate: '2027-01-01' }, actor([], true), NOW),
    ).toMatchObject({ ok: false });
  });

  it('lets a county further along expedite, but not a club', () => {
    let s = run(state(), { action: 'SUBMIT' }, actor([], true));
    expect(
      transferTransition(s, { action: 'EXPEDITE', decision: 'APPROVE', reason: 'r' }, actor(['club-b']), NOW),
    ).toMatchObject({ ok: false, forbidden: true });
    s = run(
      s,
      { action: 'EXPEDITE', decision: 'APPROVE', reason: 'Urgent: flight on Friday' },
      actor(['wicklow']),
    );
    expect(s.status).toBe('APPROVED');
    expect(s.steps.every((x) => x.status === 'APPROVED' && x.expedited)).toBe(true);
  });

  it('rejects with a reason; the applicant appeals once and the same unit decides again', () => {
    let s = run(state(), { action: 'SUBMIT' }, actor([], true));
    s = run(s, { action: 'REJECT', reason: 'Not a member' }, actor(['club-a']));
    expect(s.status).toBe('REJECTED');
    expect(statuses(s)).toEqual(['REJECTED', 'UNAVAILABLE', 'UNAVAILABLE']);
    expect(transferTransition(s, { action: 'APPEAL', reason: 'I am' }, actor(['club-a']), NOW)).toMatchObject(
      {
        forbidden: true,
      },
    );
    s = run(s, { action: 'APPEAL', reason: 'I paid my membership' }, actor([], true));
    expect(s.status).toBe('AWAITING_REVIEW');
    expect(statuses(s)).toEqual(['PENDING', 'UNAVAILABLE', 'UNAVAILABLE']);
    s = run(s, { action: 'REJECT', reason: 'Still not' }, actor(['club-a']));
    expect(transferTransition(s, { action: 'APPEAL', reason: 'again' }, actor([], true), NOW)).toMatchObject({
      ok: false,
    });
  });

  it('sends back for rework and resumes with the same unit', () => {
    let s = run(state(), { action: 'SUBMIT' }, actor([], true));
    s = run(s, { action: 'REQUEST_REWORK', reason: 'Add your college' }, actor(['club-a']));
    expect(s.status).toBe('REWORK_REQUESTED');
    s = run(s, { action: 'SUBMIT' }, actor([], true));
    expect(s.status).toBe('AWAITING_APPROVAL');
    expect(statuses(s)).toEqual(['PENDING', 'UNAVAILABLE', 'UNAVAILABLE']);
  });

  it('expires a step after 10 days; the applicant submits to the county', () => {
    let s = run(state(), { action: 'SUBMIT' }, actor([], true));
    expect(expireSteps(s.steps, new Date('2027-02-20T11:59:59Z'))).toBeNull();
    const expired = expireSteps(s.steps, new Date('2027-02-20T12:00:00Z'))!;
    expect(expired.map((x) => x.status)).toEqual(['EXPIRED', 'UNAVAILABLE', 'UNAVAILABLE']);
    s = { ...s, steps: expired, status: 'EXPIRED' };
    s = run(s, { action: 'SUBMIT_TO_COUNTY' }, actor([], true));
    expect(statuses(s)).toEqual(['EXPIRED', 'PENDING', 'UNAVAILABLE']);
    expect(s.status).toBe('AWAITING_APPROVAL');
  });

  it('limits the rejection reason to 2,500 characters', () => {
    expect(v.safeParse(TransferApprovalAction, { action: 'REJECT', reason: 'r'.repeat(2500) }).success).toBe(
      true,
    );
    expect(v.safeParse(TransferApprovalAction, { action: 'REJECT', reason: 'r'.repeat(2501) }).success).toBe(
      false,
    );
    expect(v.safeParse(TransferApprovalAction, { action: 'REJECT', reason: ' ' }).success).toBe(false);
  });
});
