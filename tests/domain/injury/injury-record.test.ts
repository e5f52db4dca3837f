import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { diagnosesFor, isDiagnosisOf } from '../../../domain/injury/diagnosis.ts';
import { injuryRecordInput } from '../../../domain/injury/injury-record.ts';
import { M } from '../../../domain/messages.ts';

// Dublin's today is 2026-03-10 (late evening UTC is still the 10th in Dublin in winter time).
const schema = injuryRecordInput(() => new Date('2026-03-10T23:30:00Z'));

const base = {
  personId: 'p1',
  groupId: 'g1',
  status: 'COMPLETE',
  injuryDate: '2026-03-01',
  additionalType: 'MUSCLE',
  activityType: 'MATCH',
  mechanism: 'SPRINTING',
  availability: 'INJURED',
  injuryDetails: [{ side: 'LEFT', area: 'THIGH', diagnosis: 'THIGH.STRAIN', grade: '2' }],
};

/** The message ids reported per field. */
function issues(input: Record<string, unknown>) {
  const r = v.safeParse(schema, { ...base, ...input });
  if (r.success) return {};
  const out: Record<string, string[]> = {};
  for (const i of r.issues) {
    const key = (i.path ?? []).map((p) => String(p.key)).join('.') || '(root)';
    (out[key] ??= []).push(i.message);
  }
  return out;
}

describe('injury record: injury date', () => {
  it('is required', () => {
    expect(issues({ injuryDate: '' }).injuryDate).toEqual([M.required.id]);
  });
  it('accepts today and refuses tomorrow', () => {
    expect(issues({ injuryDate: '2026-03-10' })).toEqual({});
    expect(issues({ injuryDate: '2026-03-11' }).injuryDate).toEqual([M.injuryDateFuture.id]);
  });
  it('refuses an impossible date', () => {
    expect(issues({ injuryDate: '2026-02-29' }).injuryDate).toEqual([M.dateInvalid.id]);
  });
});

describe('injury record: partial return date', () => {
  it('may equal the injury date, not precede it', () => {
    expect(issues({ partialReturnDate: '2026-03-01' })).toEqual({});
    expect(issues({ partialReturnDate: '2026-02-28' }).partialReturnDate).toEqual([
      M.partialReturnBeforeInjury.id,
    ]);
  });
  it('may be today, not tomorrow', () => {
    expect(issues({ partialReturnDate: '2026-03-10' })).toEqual({});
    expect(issues({ partialReturnDate: '2026-03-11' }).partialReturnDate).toEqual([M.partialReturnFuture.id]);
  });
  it('is optional; empty is none', () => {
    expect(issues({ partialReturnDate: '' })).toEqual({});
  });
});

describe('injury record: full return date', () => {
  const closing = { surface: 'GRASS_PITCH', injuryOnset: 'ACUTE', injuryHistory: 'NEW' };
  it('may equal the injury date, not precede it', () => {
    expect(issues({ ...closing, fullReturnDate: '2026-03-01' })).toEqual({});
    expect(issues({ ...closing, fullReturnDate: '2026-02-28' }).fullReturnDate).toEqual([
      M.fullReturnBeforeInjury.id,
    ]);
  });
  it('may equal the partial return date, not precede it', () => {
    expect(issues({ ...closing, partialReturnDate: '2026-03-05', fullReturnDate: '2026-03-05' })).toEqual({});
    expect(
      issues({ ...closing, partialReturnDate: '2026-03-05', fullReturnDate: '2026-03-04' }).fullReturnDate,
    ).toEqual([M.fullReturnBeforePartial.id]);
  });
  it('may be 7 days ahead, not 8', () => {
    expect(issues({ ...closing, fullReturnDate: '2026-03-17' })).toEqual({});
    expect(issues({ ...closing, fullReturnDate: '2026-03-18' }).fullReturnDate).toEqual([
      M.fullReturnTooFar.id,
    ]);
  });
  it('needs surface, onset, history and at least one detail', () => {
    const r = issues({ fullReturnDate: '2026-03-09', injuryDetails: [] });
    expect(r.surface).toEqual([M.requiredWithFullReturn.id]);
    expect(r.injuryOnset).toEqual([M.requiredWithFullReturn.id]);
    expect(r.injuryHistory).toEqual([M.requiredWithFullReturn.id]);
    expect(r.injuryDetails).toEqual([M.detailRequired.id]);
  });
  it('without it, surface, onset, history and details may be empty', () => {
    expect(issues({ injuryDetails: [], surface: '', injuryOnset: null })).toEqual({});
  });
});

describe('injury record: required fields, drafts, details and notes', () => {
  it('a complete record needs main tissue, activity type and mechanism; a draft does not', () => {
    const missing = { additionalType: '', activityType: '', mechanism: '' };
    const r = issues(missing);
    expect(r.additionalType).toEqual([M.required.id]);
    expect(r.activityType).toEqual([M.required.id]);
    expect(r.mechanism).toEqual([M.required.id]);
    expect(issues({ ...missing, status: 'DRAFT' })).toEqual({});
  });
  it('always needs player, team, availability', () => {
    const r = issues({ status: 'DRAFT', personId: '', groupId: '', availability: '' });
    expect(r.personId).toEqual([M.required.id]);
    expect(r.groupId).toEqual([M.required.id]);
    expect(r.availability).toEqual([M.required.id]);
  });
  it('each detail needs side, area, diagnosis and grade; the diagnosis must be of the area', () => {
    const r = issues({ injuryDetails: [{ side: '', area: 'KNEE', diagnosis: 'THIGH.STRAIN', grade: '' }] });
    expect(r['injuryDetails.0.side']).toEqual([M.required.id]);
    expect(r['injuryDetails.0.grade']).toEqual([M.required.id]);
    expect(
      issues({ injuryDetails: [{ side: 'N_A', area: 'KNEE', diagnosis: 'THIGH.STRAIN', grade: '1' }] }),
    ).toEqual({
      'injuryDetails.0.diagnosis': [M.diagnosisArea.id],
    });
  });
  it('notes may be 500 characters, not 501', () => {
    expect(issues({ publicNotes: 'x'.repeat(500), privateNotes: 'y'.repeat(500) })).toEqual({});
    expect(issues({ publicNotes: 'x'.repeat(501) }).publicNotes).toEqual([M.notesMax.id]);
    expect(issues({ privateNotes: 'y'.repeat(501) }).privateNotes).toEqual([M.notesMax.id]);
  });
  it('refuses unknown fields', () => {
    expect(issues({ secret: 1 }).secret).toEqual([M.unknownField.id]);
  });
});

describe('diagnoses by area', () => {
  it('codes every diagnosis with its area', () => {
    expect(diagnosesFor('KNEE').map((d) => d.code)).toContain('KNEE.CARTILAGE_MENISCUS');
    expect(isDiagnosisOf('KNEE', 'KNEE.SPRAIN')).toBe(true);
    expect(isDiagnosisOf('KNEE', 'ANKLE.SPRAIN')).toBe(false);
    expect(isDiagnosisOf('THIGH', 'THIGH.CONCUSSION')).toBe(false);
    expect(isDiagnosisOf('toString', 'toString.OTHER')).toBe(false);
  });
});
