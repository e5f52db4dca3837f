import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../domain/lib/days.ts';
import {
  claimantOldEnough,
  injuryDateProblem,
  injuryNotificationInput,
  mayApprove,
  nextNotificationStatus,
  notificationDay,
} from '../../../domain/injury/injury-notification.ts';
import { M } from '../../../domain/messages.ts';
import { NOTIFICATION_ANSWERS } from './notification-answers.ts';

const NOTIFICATION = { personId: 'p1', organizationId: 'club', groupId: 'team', ...NOTIFICATION_ANSWERS };

function issuesOn(today: string, over: Record<string, unknown>) {
  const schema = injuryNotificationInput(() => new Date(`${today}T12:00:00Z`));
  const r = v.safeParse(schema, { ...NOTIFICATION, ...over });
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.issues) (out[(i.path ?? []).map((p) => String(p.key)).join('.')] ??= []).push(i.message);
  return out;
}

describe('the 60-day window, the injury day counting as day 1', () => {
  const today = '2025-09-15';
  it('counts the injury day as day 1', () => {
    expect(notificationDay(today, today)).toBe(1);
    expect(notificationDay(addDays(today, -59), today)).toBe(60);
  });
  it('accepts day 60 and refuses day 61', () => {
    expect(issuesOn(today, { injuryDate: addDays(today, -59) })).toEqual({});
    expect(issuesOn(today, { injuryDate: addDays(today, -60) })).toEqual({
      injuryDate: [M.notificationTooLate.id],
    });
  });
  it('accepts today and refuses tomorrow', () => {
    expect(issuesOn(today, { injuryDate: today })).toEqual({});
    expect(issuesOn(today, { injuryDate: addDays(today, 1) })).toEqual({
      injuryDate: [M.notificationDateFuture.id],
    });
  });
  it('refuses 31 May 2025 and accepts 1 June 2025', () => {
    expect(issuesOn('2025-06-10', { injuryDate: '2025-05-31' })).toEqual({
      injuryDate: [M.notificationDateBeforeScheme.id],
    });
    expect(issuesOn('2025-06-10', { injuryDate: '2025-06-01' })).toEqual({});
  });
});

describe('notification fields', () => {
  const today = '2025-09-15';
  const ok = { injuryDate: '2025-09-01' };
  it('plan name 5 to 100 characters when privately insured', () => {
    expect(
      issuesOn(today, { ...ok, privateMedicalInsurance: true, privateMedicalInsurancePlan: 'VHI' }),
    ).toEqual({
      privateMedicalInsurancePlan: [M.planNameLength.id],
    });
    expect(
      issuesOn(today, { ...ok, privateMedicalInsurance: true, privateMedicalInsurancePlan: 'Plan5' }),
    ).toEqual({});
    expect(
      issuesOn(today, { ...ok, privateMedicalInsurance: true, privateMedicalInsurancePlan: 'x'.repeat(101) }),
    ).toMatchObject({ privateMedicalInsurancePlan: expect.any(Array) });
  });
  it('circumstances 5 to 500 characters', () => {
    expect(issuesOn(today, { ...ok, injuryCause: 'Fell' })).toEqual({
      injuryCause: [M.circumstancesLength.id],
    });
    expect(issuesOn(today, { ...ok, injuryCause: 'Fell.' })).toEqual({});
    expect(issuesOn(today, { ...ok, injuryCause: 'x'.repeat(501) })).toEqual({
      injuryCause: [M.circumstancesLength.id],
    });
  });
  it('selects, checkboxes and declarations carry the spec messages', () => {
    const r = issuesOn(today, {
      ...ok,
      organizationId: '',
      groupId: '',
      weather: '',
      claimantConfirmed: false,
      declarationRules: false,
    });
    expect(r).toEqual({
      organizationId: [M.selectUnit.id],
      groupId: [M.selectTeam.id],
      weather: [M.selectOption.id],
      claimantConfirmed: [M.confirmCheckbox.id],
      declarationRules: [M.declarationRequired.id],
    });
    expect(M.claimantOver18.message).toBe(
      'You must be over 18 years of age to submit an injury notification',
    );
    expect(M.approveSummary.message).toBe(
      'You must add the supporting documents and confirm the checkbox to approve the injury notification.',
    );
  });
});

describe('claimant age, status transitions and approval', () => {
  it('refuses a claimant aged 17 and accepts one who is 18 today', () => {
    expect(claimantOldEnough('2008-03-11', '2026-03-10')).toBe(false);
    expect(claimantOldEnough('2008-03-10', '2026-03-10')).toBe(true);
    expect(claimantOldEnough(null, '2026-03-10')).toBe(false);
  });
  it('moves DRAFT → AWAITING_APPROVAL → APPROVED or REJECTED → COMPLETED, never back', () => {
    expect(nextNotificationStatus('DRAFT', 'submit')).toBe('AWAITING_APPROVAL');
    expect(nextNotificationStatus('AWAITING_APPROVAL', 'approve')).toBe('APPROVED');
    expect(nextNotificationStatus('AWAITING_APPROVAL', 'reject')).toBe('REJECTED');
    expect(nextNotificationStatus('APPROVED', 'complete')).toBe('COMPLETED');
    expect(nextNotificationStatus('APPROVED', 'reject')).toBeNull();
    expect(nextNotificationStatus('REJECTED', 'submit')).toBeNull();
    expect(nextNotificationStatus('DRAFT', 'approve')).toBeNull();
  });
  it('approval needs a document and the confirmed declaration', () => {
    expect(mayApprove(0, true)).toBe(false);
    expect(mayApprove(1, false)).toBe(false);
    expect(mayApprove(1, true)).toBe(true);
  });
});

describe('injuryDateProblem, the step check of the wizard', () => {
  it('agrees with the schema at the boundaries', () => {
    const today = '2025-09-15';
    expect(injuryDateProblem(addDays(today, -59), today)).toBeNull();
    expect(injuryDateProblem(addDays(today, -60), today)).toBe(M.notificationTooLate.id);
    expect(injuryDateProblem(addDays(today, 1), today)).toBe(M.notificationDateFuture.id);
    expect(injuryDateProblem('2025-05-31', '2025-06-10')).toBe(M.notificationDateBeforeScheme.id);
    expect(injuryDateProblem('2025-06-01', '2025-06-10')).toBeNull();
  });
});

describe('a malformed injury date', () => {
  it('is refused with the date message, never thrown on by the window rule', async () => {
    const { InjuryNotificationInput } = await import('../../../domain/injury/injury-notification.ts');
    for (const injuryDate of ['$& ', '2025-6-1', 'yesterday']) {
      const r = v.safeParse(InjuryNotificationInput, { ...NOTIFICATION, injuryDate });
      expect(r.issues?.map((i) => i.message)).toContain(M.dateInvalid.id);
    }
  });
});
