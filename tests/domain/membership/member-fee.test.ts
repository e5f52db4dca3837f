import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MemberFeeOutboundQuery,
  MemberFeePayInput,
  memberFeeLines,
  memberFeeQuote,
  type MemberFeeStanding,
} from '../../../domain/membership/member-fee';

const gaa: MemberFeeStanding = {
  association: 'GAA',
  pendingCount: 7,
  activeCount: 30,
  affiliated: false,
  registration: { amountMinor: 1250, currency: 'EUR' },
  affiliation: { amountMinor: 20000, currency: 'EUR' },
};

describe('membership fee lines', () => {
  it('charges each pending membership the unit price and the affiliation once', () => {
    expect(memberFeeLines(gaa)).toEqual([
      {
        kind: 'REGISTRATION',
        association: 'GAA',
        memberCount: 7,
        unitAmountMinor: 1250,
        amountMinor: 8750, // 7 × €12.50
        currency: 'EUR',
      },
      {
        kind: 'AFFILIATION',
        association: 'GAA',
        memberCount: 0,
        unitAmountMinor: 20000,
        amountMinor: 20000,
        currency: 'EUR',
      },
    ]);
  });

  it('has no registration line with nothing pending or no price, and no affiliation once paid', () => {
    expect(memberFeeLines({ ...gaa, pendingCount: 0 }).map((l) => l.kind)).toEqual(['AFFILIATION']);
    expect(memberFeeLines({ ...gaa, registration: undefined }).map((l) => l.kind)).toEqual(['AFFILIATION']);
    expect(memberFeeLines({ ...gaa, affiliated: true }).map((l) => l.kind)).toEqual(['REGISTRATION']);
    expect(memberFeeLines({ ...gaa, pendingCount: 0, affiliated: true })).toEqual([]);
  });

  it('asks no affiliation of a club with no active member of the association', () => {
    expect(memberFeeLines({ ...gaa, pendingCount: 0, activeCount: 0 })).toEqual([]);
  });
});

describe('membership fee quote', () => {
  it('adds every association’s lines to one total', () => {
    const lgfa: MemberFeeStanding = {
      association: 'LGFA',
      pendingCount: 3,
      activeCount: 3,
      affiliated: true,
      registration: { amountMinor: 800, currency: 'EUR' },
      affiliation: { amountMinor: 15000, currency: 'EUR' },
    };
    const q = memberFeeQuote([gaa, lgfa]);
    expect(q.lines.map((l) => `${l.association}:${l.kind}:${l.amountMinor}`)).toEqual([
      'GAA:REGISTRATION:8750',
      'GAA:AFFILIATION:20000',
      'LGFA:REGISTRATION:2400',
    ]);
    expect(q.totalMinor).toBe(8750 + 20000 + 2400);
    expect(q.currency).toBe('EUR');
  });

  it('is empty with nothing due, and leaves lines in another currency for a later payment', () => {
    expect(memberFeeQuote([])).toEqual({ lines: [], totalMinor: 0, currency: null });
    const sterling: MemberFeeStanding = {
      ...gaa,
      association: 'Camogie',
      registration: { amountMinor: 700, currency: 'GBP' },
      affiliation: undefined,
    };
    const q = memberFeeQuote([gaa, sterling]);
    expect(q.currency).toBe('EUR');
    expect(q.totalMinor).toBe(28750);
  });
});

describe('membership fee inputs', () => {
  it('takes the season as a year from the list and refuses a negative or fractional total', () => {
    const base = {
      sourceOrganizationId: 'c',
      feeDestinationOrganizationId: 'd',
      season: 2026,
      amountMinor: 100,
    };
    expect(v.safeParse(MemberFeePayInput, base).success).toBe(true);
    expect(v.safeParse(MemberFeePayInput, { ...base, amountMinor: -1 }).success).toBe(false);
    expect(v.safeParse(MemberFeePayInput, { ...base, amountMinor: 1.5 }).success).toBe(false);
    expect(v.safeParse(MemberFeePayInput, { ...base, season: 1999 }).success).toBe(false);
    expect(v.safeParse(MemberFeePayInput, { ...base, extra: 1 }).success).toBe(false);
    expect(v.safeParse(MemberFeeOutboundQuery, { 'sourceOrganization.id': 'c', season: '26' }).success).toBe(
      false,
    );
    expect(v.safeParse(MemberFeeOutboundQuery, { 'sourceOrganization.id': 'c' }).success).toBe(true);
  });
});
