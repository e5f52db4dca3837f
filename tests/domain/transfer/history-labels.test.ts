import { describe, expect, it } from 'vitest';
import { reviewDeadline, type ApprovalStep } from '../../../domain/transfer/approval';
import { HISTORY_ACTION_LABELS, historyActionLabel } from '../../../domain/transfer/labels';

describe('the history of a transfer, in words (issue 53 item 8)', () => {
  it('names every action the server audits, the expedited decisions included, and never shows a code', () => {
    for (const action of [
      'SUBMIT',
      'APPROVE',
      'REJECT',
      'REQUEST_REWORK',
      'EXPEDITE_APPROVE',
      'EXPEDITE_REJECT',
      'APPEAL',
      'SUBMIT_TO_COUNTY',
      'COMPLETE',
      'ADD_RETURN_DATE',
      'EXPIRE',
    ]) {
      expect(HISTORY_ACTION_LABELS[action], action).toBeDefined();
      expect(historyActionLabel(action).message).not.toMatch(/^[A-Z_]+$/);
    }
    expect(historyActionLabel('EXPEDITE_APPROVE').message).toBe('Approved (expedited)');
    expect(historyActionLabel('SOMETHING_NEW').message).toBe('Changed');
  });
});

describe('reviewDeadline', () => {
  const step = (over: Partial<ApprovalStep>): Pick<ApprovalStep, 'status' | 'dueAt'> => ({
    status: 'UNAVAILABLE',
    dueAt: null,
    ...over,
  });
  const now = new Date('2026-11-29T09:00:00Z');

  it('is the deciding unit’s due date with the whole days left', () => {
    const steps = [
      step({ status: 'APPROVED' }),
      step({ status: 'PENDING', dueAt: '2026-12-09T08:00:00.000Z' }),
      step({}),
    ];
    expect(reviewDeadline(steps, now)).toEqual({ dueAt: '2026-12-09T08:00:00.000Z', daysLeft: 9 });
    expect(
      reviewDeadline([step({ status: 'PENDING', dueAt: '2026-11-28T08:00:00.000Z' })], now)?.daysLeft,
    ).toBe(-2);
  });

  it('is none when no unit is deciding, or the turn is paused for rework', () => {
    expect(reviewDeadline([step({ status: 'APPROVED' }), step({})], now)).toBeNull();
    expect(reviewDeadline([step({ status: 'PENDING', dueAt: null })], now)).toBeNull();
  });
});
