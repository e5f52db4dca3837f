import { describe, expect, it } from 'vitest';
import { complianceClubs, riskAssessmentState } from '../../../../src/features/home/admin/compliance-rules';

const link = (id: string, status: string, labels: string[] = [], privileges: string[] = []) => ({
  organization: { id, name: `Club ${id}` },
  status,
  labels,
  privileges,
});

describe('compliance panels: who sees them', () => {
  it('shows them to a club admin and a club secretary, for their clubs only, each once', () => {
    const clubs = complianceClubs([
      link('a', 'ACTIVE', [], ['ORG_ADMIN']),
      link('b', 'ACTIVE', ['EXEC_SECRETARY']),
      link('a', 'ACTIVE', ['ADMIN_CLUB']),
      link('c', 'ACTIVE', ['Player']),
    ]);
    expect(clubs).toEqual([
      { id: 'a', name: 'Club a' },
      { id: 'b', name: 'Club b' },
    ]);
  });

  it('hides them from a plain member, a coach, a treasurer and a children’s officer with no admin role', () => {
    expect(
      complianceClubs([
        link('a', 'ACTIVE', ['Player']),
        link('b', 'ACTIVE', ['Coach']),
        link('c', 'ACTIVE', ['ADMIN_FINANCE'], ['FINANCE']),
        link('d', 'ACTIVE', ['EXEC_CHILDRENSOFFICER'], ['VETTING']),
      ]),
    ).toEqual([]);
  });

  it('hides them from an admin whose link is hibernated or pending', () => {
    expect(
      complianceClubs([link('a', 'HIBERNATED', [], ['ORG_ADMIN']), link('b', 'PENDING', ['ADMIN_CLUB'])]),
    ).toEqual([]);
  });
});

describe('risk assessment: every two years', () => {
  const now = new Date('2026-12-07T12:00:00.000Z');

  it('is due when none was ever submitted (drafts do not count)', () => {
    expect(riskAssessmentState([{ status: 'DRAFT', submittedAt: null }], now)).toEqual({
      due: true,
      lastSubmitted: null,
    });
  });

  it('is not due within two years of the last submission, and says when it next is', () => {
    expect(
      riskAssessmentState(
        [
          { status: 'APPROVED', submittedAt: '2024-03-01T10:00:00.000Z' },
          { status: 'PENDING_REVIEW', submittedAt: '2025-06-01T10:00:00.000Z' },
        ],
        now,
      ),
    ).toEqual({
      due: false,
      lastSubmitted: '2025-06-01T10:00:00.000Z',
      nextDue: '2027-06-01T10:00:00.000Z',
    });
  });

  it('is due once two years have passed, and a rejected, expired or deleted one does not count', () => {
    expect(
      riskAssessmentState(
        [
          { status: 'COMPLETED', submittedAt: '2024-12-07T11:00:00.000Z' },
          { status: 'REJECTED', submittedAt: '2026-01-01T10:00:00.000Z' },
          { status: 'EXPIRED', submittedAt: '2026-02-01T10:00:00.000Z' },
          { status: 'APPROVED', submittedAt: '2026-03-01T10:00:00.000Z', deleted: true },
        ],
        now,
      ),
    ).toEqual({ due: true, lastSubmitted: '2024-12-07T11:00:00.000Z' });
  });
});
