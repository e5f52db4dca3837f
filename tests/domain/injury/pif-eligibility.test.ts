import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  assessPifEligibility,
  membershipCovers,
  PifCheckQuery,
  pifSeasonYear,
  type PifFacts,
  type PifMembershipFact,
} from '../../../domain/injury/pif-eligibility.ts';
import { addDays } from '../../../domain/lib/days.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { M } from '../../../domain/messages.ts';

const registered: PifMembershipFact = {
  id: 'm1',
  association: 'GAA',
  membershipStatus: 'REGISTERED',
  validFrom: '2025-01-01',
  validTo: '2025-12-31',
  registeredOn: '2025-03-10',
  refunded: false,
};

const facts = (over: Partial<PifFacts> = {}): PifFacts => ({
  injuryDate: '2025-08-10',
  linkedToClub: true,
  memberships: [registered],
  season: { year: 2025, endDate: '2026-05-31' },
  invoice: { id: 'i1', status: 'PAID' },
  ...over,
});

const codes = (q: unknown) => {
  const r = v.safeParse(PifCheckQuery, q);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('the PIF season year', () => {
  it('starts on 1 June: 31 May belongs to the season before', () => {
    expect(pifSeasonYear('2026-05-31')).toBe(2025);
    expect(pifSeasonYear('2026-06-01')).toBe(2026);
    expect(pifSeasonYear('2026-12-31')).toBe(2026);
    expect(pifSeasonYear('2027-01-01')).toBe(2026);
  });
});

describe('a membership covers an injury day', () => {
  it('from its first valid day to its last, once registered', () => {
    expect(membershipCovers(registered, '2025-03-09')).toBe(false); // valid, but registered the day after
    expect(membershipCovers(registered, '2025-03-10')).toBe(true);
    expect(membershipCovers(registered, '2025-12-31')).toBe(true);
    expect(membershipCovers(registered, '2026-01-01')).toBe(false);
    expect(membershipCovers({ ...registered, registeredOn: '2024-12-01' }, '2025-01-01')).toBe(true);
    expect(membershipCovers({ ...registered, registeredOn: '2024-12-01' }, '2024-12-31')).toBe(false);
  });
  it('not when it is not registered, or was refunded', () => {
    expect(
      membershipCovers({ ...registered, membershipStatus: 'ASSOCIATION_FEES_PENDING' }, '2025-08-10'),
    ).toBe(false);
    expect(membershipCovers({ ...registered, membershipStatus: 'REVOKED' }, '2025-08-10')).toBe(false);
    expect(membershipCovers({ ...registered, refunded: true }, '2025-08-10')).toBe(false);
    expect(membershipCovers({ ...registered, registeredOn: null }, '2025-08-10')).toBe(false);
  });
});

describe('the eligibility assessment', () => {
  it('is eligible with a covering membership, a season and a paid invoice (paid offline too)', () => {
    expect(assessPifEligibility(facts())).toEqual({ eligible: true, reasons: [], membership: registered });
    expect(assessPifEligibility(facts({ invoice: { id: 'i1', status: 'PAID_OFFLINE' } })).eligible).toBe(
      true,
    );
  });
  it('gives every reason that applies', () => {
    expect(assessPifEligibility(facts({ linkedToClub: false, memberships: [] })).reasons).toEqual([
      'NOT_CLUB_MEMBER',
      'MEMBERSHIP_NOT_REGISTERED',
    ]);
    for (const status of ['DUE', 'PART_PAID', 'MISSING'] as const)
      expect(assessPifEligibility(facts({ invoice: { id: 'i1', status } })).reasons).toEqual([
        'PIF_INVOICE_UNPAID',
      ]);
    expect(assessPifEligibility(facts({ invoice: null })).reasons).toEqual(['PIF_INVOICE_MISSING']);
    expect(assessPifEligibility(facts({ season: null })).reasons).toEqual(['NO_PIF_SEASON']);
  });
  it('needs the season to reach the injury day: its end date counts, the day after does not', () => {
    const season = { year: 2024, endDate: '2025-05-31' };
    const m = { ...registered, validFrom: '2025-01-01', registeredOn: '2025-01-02' };
    expect(assessPifEligibility(facts({ season, memberships: [m], injuryDate: '2025-05-31' })).eligible).toBe(
      true,
    );
    const short = { year: 2024, endDate: '2025-05-30' };
    expect(
      assessPifEligibility(facts({ season: short, memberships: [m], injuryDate: '2025-05-31' })).reasons,
    ).toEqual(['NO_PIF_SEASON']);
  });
  it('shows the membership of the injury day even when it does not cover it', () => {
    const pending = { ...registered, id: 'm2', membershipStatus: 'ASSOCIATION_FEES_PENDING' as const };
    const old = { ...registered, id: 'm0', validFrom: '2024-01-01', validTo: '2024-12-31' };
    const a = assessPifEligibility(facts({ memberships: [old, pending] }));
    expect(a.reasons).toEqual(['MEMBERSHIP_NOT_REGISTERED']);
    expect(a.membership?.id).toBe('m2');
  });
});

describe('the check query', () => {
  it('requires the club, the unique ID and the injury date', () => {
    expect(codes({})).toEqual([M.required.id, M.required.id, M.required.id]);
    expect(codes({ clubId: '', uniqueId: '', injuryDate: '' })).toEqual([
      M.required.id,
      M.required.id,
      M.required.id,
    ]);
  });
  it('takes a 7-digit unique ID and a past or today date', () => {
    const today = todayInDublin();
    expect(codes({ clubId: 'c', uniqueId: '1000001', injuryDate: today })).toEqual([]);
    expect(codes({ clubId: 'c', uniqueId: '100000', injuryDate: today })).toEqual([M.uniqueIdDigits.id]);
    expect(codes({ clubId: 'c', uniqueId: '10000011', injuryDate: today })).toEqual([M.uniqueIdDigits.id]);
    expect(codes({ clubId: 'c', uniqueId: '1000001', injuryDate: addDays(today, 1) })).toEqual([
      M.injuryDateFuture.id,
    ]);
    expect(codes({ clubId: 'c', uniqueId: '1000001', injuryDate: '2025-02-30' })).toEqual([M.dateInvalid.id]);
  });
});
