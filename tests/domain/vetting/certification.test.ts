import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CertificationInput,
  EXPIRING_SOON_DAYS,
  expiryStatus,
  nextStatus,
  vettingStanding,
} from '../../../domain/vetting/certification.ts';
import { M } from '../../../domain/messages.ts';

const valid = {
  type: 'COACHING_AWARD',
  name: 'Foundation coaching award',
  reference: 'FCA-123',
  label: 'GAA Games Development',
  validFrom: '2026-01-10',
  validTo: '2028-01-09',
};

function issues(input: unknown): Record<string, string[]> {
  const r = v.safeParse(CertificationInput, input);
  const out: Record<string, string[]> = {};
  for (const i of r.issues ?? []) {
    const key = v.getDotPath(i) ?? '';
    (out[key] ??= []).push(i.message);
  }
  return out;
}

describe('CertificationInput (seed 3 §5 Certification)', () => {
  it('accepts a complete certification, with or without "active until", private by default', () => {
    const r = v.parse(CertificationInput, valid);
    expect(r.certificatePrivate).toBe(true);
    expect(v.parse(CertificationInput, { ...valid, validTo: '' }).validTo).toBe('');
    expect(v.parse(CertificationInput, { ...valid, validTo: undefined }).validTo).toBe('');
  });

  it('requires type, name, reference, label and valid from', () => {
    const got = issues({ ...valid, type: '', name: ' ', reference: '', label: '', validFrom: '' });
    expect(got).toEqual({
      type: [M.certificationTypeRequired.id],
      name: [M.required.id],
      reference: [M.required.id],
      label: [M.required.id],
      validFrom: [M.required.id],
    });
  });

  it('refuses VETTING: it comes only from a completed vetting application', () => {
    expect(issues({ ...valid, type: 'VETTING' })).toEqual({
      type: [M.certificationVettingFromApplication.id],
    });
    expect(issues({ ...valid, type: 'NOPE' })).toEqual({ type: [M.certificationTypeRequired.id] });
  });

  it('wants active until after valid from (the same day is not after)', () => {
    expect(issues({ ...valid, validTo: '2026-01-10' })).toEqual({
      validTo: [M.certificationValidToAfterFrom.id],
    });
    expect(issues({ ...valid, validTo: '2025-12-31' })).toEqual({
      validTo: [M.certificationValidToAfterFrom.id],
    });
    expect(issues({ ...valid, validTo: '2026-02-30' })).toEqual({ validTo: [M.dateInvalid.id] });
    expect(issues({ ...valid, validTo: '2026-01-11' })).toEqual({});
  });

  it('takes the safeguarding level as the label: LEVEL_1 to LEVEL_3', () => {
    const sg = { ...valid, type: 'SAFEGUARDING' };
    for (const level of ['LEVEL_1', 'LEVEL_2', 'LEVEL_3'])
      expect(issues({ ...sg, label: level })).toEqual({});
    expect(issues({ ...sg, label: 'LEVEL_4' })).toEqual({ label: [M.certificationLevelRequired.id] });
  });

  it('limits the lengths and refuses unknown fields', () => {
    expect(issues({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: [M.certificationNameMax.id] });
    expect(issues({ ...valid, reference: 'x'.repeat(51) })).toEqual({
      reference: [M.certificationReferenceMax.id],
    });
    expect(issues({ ...valid, label: 'x'.repeat(51) })).toEqual({ label: [M.certificationLabelMax.id] });
    expect(issues({ ...valid, status: 'ACTIVE' })).toEqual({ status: [M.unknownField.id] });
  });
});

describe('expiry (EXPIRING_SOON within 60 days, EXPIRED after the last day)', () => {
  const today = '2026-11-26';
  it('reads the status from validTo and today', () => {
    expect(EXPIRING_SOON_DAYS).toBe(60);
    expect(expiryStatus(null, today)).toBe('ACTIVE');
    expect(expiryStatus('2027-01-26', today)).toBe('ACTIVE'); // 61 days on
    expect(expiryStatus('2027-01-25', today)).toBe('EXPIRING_SOON'); // 60 days on
    expect(expiryStatus(today, today)).toBe('EXPIRING_SOON'); // its last day
    expect(expiryStatus('2026-11-25', today)).toBe('EXPIRED');
  });

  it('moves live certifications forward only; superseded and deleted ones stay', () => {
    expect(nextStatus('ACTIVE', '2026-12-01', today)).toBe('EXPIRING_SOON');
    expect(nextStatus('EXPIRING_SOON', '2026-11-01', today)).toBe('EXPIRED');
    expect(nextStatus('ACTIVE', '2026-11-01', today)).toBe('EXPIRED');
    expect(nextStatus('EXPIRING_SOON', '2028-01-01', today)).toBe('EXPIRING_SOON');
    expect(nextStatus('SUPERSEDED', '2026-11-01', today)).toBe('SUPERSEDED');
    expect(nextStatus('DELETED', '2026-11-01', today)).toBe('DELETED');
    expect(nextStatus('EXPIRED', '2028-01-01', today)).toBe('EXPIRED');
  });
});

describe('vettingStanding', () => {
  const today = '2026-11-26';
  const cert = (over: Partial<{ type: string; status: string; validTo: string | null }>) => ({
    type: 'VETTING',
    status: 'ACTIVE',
    validTo: '2029-11-26',
    ...over,
  });
  it('is VETTED with a live vetting certification valid today', () => {
    expect(vettingStanding([cert({})], today)).toBe('VETTED');
    expect(vettingStanding([cert({ validTo: '2026-12-20', status: 'EXPIRING_SOON' })], today)).toBe(
      'EXPIRING_SOON',
    );
    expect(vettingStanding([cert({ validTo: '2026-12-20' }), cert({})], today)).toBe('VETTED');
  });
  it('is NOT_VETTED without one: expired, deleted, past validTo, or another category', () => {
    expect(vettingStanding([], today)).toBe('NOT_VETTED');
    expect(vettingStanding([cert({ status: 'EXPIRED' })], today)).toBe('NOT_VETTED');
    expect(vettingStanding([cert({ status: 'DELETED' })], today)).toBe('NOT_VETTED');
    expect(vettingStanding([cert({ validTo: '2026-11-25' })], today)).toBe('NOT_VETTED');
    expect(vettingStanding([cert({ type: 'SAFEGUARDING' })], today)).toBe('NOT_VETTED');
  });
});
