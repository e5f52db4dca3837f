import { describe, expect, it } from 'vitest';
import { allowedActions } from '../../../../src/features/membership/admin/member-actions';
import { membersQuery } from '../../../../src/lib/members-query';
import type { ClubMembershipView } from '../../../../src/features/membership/membership-types';

const row = (over: Partial<ClubMembershipView> = {}): ClubMembershipView => ({
  id: 'm1',
  personId: 'p1',
  name: 'Seán Ó Murchú',
  association: 'GAA',
  season: 2026,
  membershipStatus: 'REGISTERED',
  paymentStatus: 'PAID',
  optionName: 'Adult player',
  registeredOn: '2026-01-15',
  orderId: 'o1',
  orderStatus: 'paid',
  orderPaymentType: 'SINGLE_ONLINE',
  orderPlanCancelled: false,
  memberStatus: 'ACTIVE',
  upgradeOrderId: null,
  ...over,
});

describe('the members list row actions', () => {
  it('offers what the server accepts for a paid, registered member', () => {
    expect(allowedActions(row())).toEqual(['upgrade', 'revoke', 'refund', 'hibernate']);
  });

  it('approves pending memberships and marks pay-later orders paid or cancels them', () => {
    const a = allowedActions(
      row({ membershipStatus: 'ASSOCIATION_FEES_PENDING', orderStatus: 'payment_due' }),
    );
    expect(a).toEqual(expect.arrayContaining(['approve', 'markPaid', 'cancelOrder']));
    expect(a).not.toContain('refund');
  });

  it('cancels a running plan once; a revoked, hibernated member: unhibernate or remove from the club', () => {
    expect(allowedActions(row({ orderPaymentType: 'INSTALLMENTS_ONLINE' }))).toContain('cancelPlan');
    expect(
      allowedActions(row({ orderPaymentType: 'INSTALLMENTS_ONLINE', orderPlanCancelled: true })),
    ).not.toContain('cancelPlan');
    expect(
      allowedActions(
        row({ membershipStatus: 'REVOKED', orderStatus: 'refunded', memberStatus: 'HIBERNATED' }),
      ),
    ).toEqual(['unhibernate', 'remove']);
    // A member whose membership counts is never offered removal (the server refuses it too).
    expect(allowedActions(row({ membershipStatus: 'REGISTERED', memberStatus: 'ACTIVE' }))).not.toContain(
      'remove',
    );
  });

  it('a waiting upgrade is marked paid or cancelled instead of upgraded again', () => {
    const a = allowedActions(row({ upgradeOrderId: 'u1' }));
    expect(a).toEqual(expect.arrayContaining(['markUpgradePaid', 'cancelUpgrade']));
    expect(a).not.toContain('upgrade');
  });
});

describe('the members list query', () => {
  it('sends the club and only the filters chosen', () => {
    const q = membersQuery('club-1', { season: '', membershipStatus: '', paymentStatus: '', search: ' ' }, 0);
    expect(decodeURIComponent(q)).toBe('/membership?filter=organization.id:club-1&page=0&size=50');
    const all = membersQuery(
      'club-1',
      { season: '2026', membershipStatus: 'REVOKED', paymentStatus: 'DUE', search: 'Ó Murchú' },
      2,
    );
    const url = new URL(all, 'http://x');
    expect(url.searchParams.get('filter')).toBe(
      'organization.id:club-1,season:2026,membershipStatus:REVOKED,paymentStatus:DUE',
    );
    expect(url.searchParams.get('search')).toBe('Ó Murchú');
    expect(url.searchParams.get('page')).toBe('2');
  });
});
