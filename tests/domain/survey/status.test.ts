import { describe, expect, it } from 'vitest';
import { SUBMISSION_STATUSES } from '../../../domain/survey/enums.ts';
import {
  allowedActions,
  BLOCKING_STATUSES,
  editableByClub,
  nextStatus,
  TRANSITIONS,
  type SurveyAction,
} from '../../../domain/survey/status.ts';

describe('submission transitions (§4)', () => {
  it('follows the table', () => {
    const expected: [SurveyAction, string, string | null][] = [
      ['submit', 'DRAFT', 'PENDING_REVIEW'],
      ['submit', 'REJECTED_MORE_INFO', 'PENDING_REVIEW'],
      ['submit', 'PENDING_REVIEW', null],
      ['save', 'APPROVED', null],
      ['delete', 'DRAFT', 'DELETED'],
      ['delete', 'PENDING_REVIEW', null],
      ['accept', 'PENDING_REVIEW', 'ACCEPTED'],
      ['unaccept', 'ACCEPTED', 'PENDING_REVIEW'],
      ['approve', 'PENDING_REVIEW', 'APPROVED'],
      ['approve', 'ACCEPTED', 'APPROVED'],
      ['approve', 'DRAFT', null],
      ['reject', 'ACCEPTED', 'REJECTED'],
      ['requestMoreInfo', 'PENDING_REVIEW', 'REJECTED_MORE_INFO'],
      ['complete', 'APPROVED', 'COMPLETED'],
      ['updateAmount', 'APPROVED', null],
      ['updateAmount', 'ACCEPTED', 'ACCEPTED'],
      ['addNote', 'DRAFT', null],
    ];
    for (const [action, from, to] of expected)
      expect(nextStatus(from as never, action), `${action} from ${from}`).toBe(to);
  });
  it('never leaves DELETED and locks the club out of everything but a draft or more-info', () => {
    for (const a of Object.keys(TRANSITIONS) as SurveyAction[]) expect(nextStatus('DELETED', a)).toBeNull();
    expect(SUBMISSION_STATUSES.filter(editableByClub)).toEqual(['DRAFT', 'REJECTED_MORE_INFO']);
    expect(allowedActions('PENDING_REVIEW', 'club')).toEqual([]);
  });
  it('requires a reason for rejections, requests for more information and a reviewer’s deletion', () => {
    expect((Object.keys(TRANSITIONS) as SurveyAction[]).filter((a) => TRANSITIONS[a].reasonRequired)).toEqual(
      ['reject', 'requestMoreInfo', 'remove'],
    );
  });
  it('lets the reviewer edit only under review, and delete all but a decided-for record', () => {
    expect(allowedActions('PENDING_REVIEW', 'reviewer')).toEqual(expect.arrayContaining(['edit', 'remove']));
    expect(allowedActions('ACCEPTED', 'reviewer')).toEqual(expect.arrayContaining(['edit', 'remove']));
    for (const s of ['APPROVED', 'COMPLETED', 'EXPIRED', 'DRAFT'] as const) {
      expect(nextStatus(s, 'remove'), s).toBeNull();
      expect(nextStatus(s, 'edit'), s).toBeNull();
    }
    expect(nextStatus('REJECTED', 'remove')).toBe('DELETED');
    expect(allowedActions('PENDING_REVIEW', 'club')).not.toContain('edit');
  });
  it('blocks another of the kind while a submission is open', () => {
    expect(BLOCKING_STATUSES).not.toContain('REJECTED');
    expect(BLOCKING_STATUSES).toContain('APPROVED');
  });
});
