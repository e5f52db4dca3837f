import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AppointOfficialsInput,
  hasDuplicateOfficials,
  SetAvailabilityInput,
} from '../../../domain/competition/officials.ts';
import {
  DOCUMENT_MAX_BYTES,
  RefereeReport,
  RefereeReportDraft,
  ReportComment,
  ReportDocument,
  ReportInfraction,
  ReportInjury,
  ReportSubstitution,
  ReportTimings,
} from '../../../domain/competition/referee-report.ts';
import { RM } from '../../../domain/competition/report-messages.ts';

const messages = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.map((i) => i.message) ?? [];

const infraction = {
  team: 'HOME',
  playerName: 'Cathal Ó Sé',
  card: 'RED',
  secondCaution: false,
  deemedIntentional: true,
  reversed: false,
  reversedReason: '',
};
const injury = {
  team: 'AWAY',
  playerName: 'Eoin',
  type: 'WRIST',
  blood: true,
  headInjuryAssessment: false,
  notes: '',
};
const substitution = { team: 'HOME', playerOff: 'A', playerOn: 'B', type: 'TEMPORARY', injuryType: 'HEAD' };
const doc = {
  id: '0190a6c4-8a1e-7000-8000-000000000001',
  category: 'TEAM_SHEET',
  fileName: 'sheet.jpeg',
  contentType: 'image/jpeg',
  size: 1,
};

describe('referee report limits (seed 2 §5, §9): the limit passes, one past it fails with the spec message', () => {
  it('player names: 64', () => {
    for (const [schema, base, key] of [
      [ReportInfraction, infraction, 'playerName'],
      [ReportInjury, injury, 'playerName'],
      [ReportSubstitution, substitution, 'playerOff'],
      [ReportSubstitution, substitution, 'playerOn'],
    ] as const) {
      expect(messages(schema, { ...base, [key]: 'x'.repeat(64) })).toEqual([]);
      expect(messages(schema, { ...base, [key]: 'x'.repeat(65) })).toEqual([RM.playerNameMax.id]);
      expect(messages(schema, { ...base, [key]: '   ' })).toEqual(['validation.required']);
    }
  });

  it('injury notes: 250', () => {
    expect(messages(ReportInjury, { ...injury, notes: 'n'.repeat(250) })).toEqual([]);
    expect(messages(ReportInjury, { ...injury, notes: 'n'.repeat(251) })).toEqual([RM.notesMax.id]);
  });

  it('reversal reason: 250, and required when the card was reversed', () => {
    const reversed = { ...infraction, reversed: true };
    expect(messages(ReportInfraction, { ...reversed, reversedReason: 'r'.repeat(250) })).toEqual([]);
    expect(messages(ReportInfraction, { ...reversed, reversedReason: 'r'.repeat(251) })).toEqual([
      RM.reasonMax.id,
    ]);
    expect(messages(ReportInfraction, { ...reversed, reversedReason: '' })).toEqual([RM.reasonRequired.id]);
  });

  it('comments: required when "Other" is chosen, at most 250', () => {
    const other = { type: 'DISCIPLINARY', subject: 'OTHER' };
    expect(messages(ReportComment, { ...other, comment: ' ' })).toEqual([RM.commentRequiredForOther.id]);
    expect(messages(ReportComment, { ...other, comment: 'c'.repeat(250) })).toEqual([]);
    expect(messages(ReportComment, { ...other, comment: 'c'.repeat(251) })).toEqual([RM.commentMax.id]);
    expect(messages(ReportComment, { type: 'MISCELLANEOUS', subject: 'FACILITIES', comment: '' })).toEqual(
      [],
    );
  });

  it('documents: jpg, jpeg, png or pdf, at most 10 MB', () => {
    expect(messages(ReportDocument, { ...doc, size: DOCUMENT_MAX_BYTES })).toEqual([]);
    expect(messages(ReportDocument, { ...doc, size: DOCUMENT_MAX_BYTES + 1 })).toEqual([RM.fileTooLarge.id]);
    expect(messages(ReportDocument, { ...doc, fileName: 'a.PDF', contentType: 'application/pdf' })).toEqual(
      [],
    );
    expect(messages(ReportDocument, { ...doc, fileName: 'a.png', contentType: 'image/png' })).toEqual([]);
    expect(messages(ReportDocument, { ...doc, fileName: 'a.gif', contentType: 'image/gif' })).toEqual([
      RM.fileTypeNotSupported.id,
    ]);
    expect(messages(ReportDocument, { ...doc, fileName: 'a.exe', contentType: 'image/jpeg' })).toEqual([
      RM.fileTypeNotSupported.id,
    ]);
  });

  it('times: hh:mm', () => {
    const t = {
      firstHalfStart: '19:30',
      firstHalfEnd: '20:05',
      secondHalfStart: '20:20',
      secondHalfEnd: '20:55',
      halfTimeMinutes: 15,
      extraTimeMinutes: 0,
    };
    expect(messages(ReportTimings, t)).toEqual([]);
    expect(messages(ReportTimings, { ...t, firstHalfEnd: '24:00' })).toEqual([RM.timeInvalid.id]);
    expect(messages(ReportTimings, { ...t, secondHalfEnd: '7:5' })).toEqual([RM.timeInvalid.id]);
  });
});

describe('report drafts and submissions', () => {
  it('takes any sections as a draft, all of them to submit', () => {
    expect(v.safeParse(RefereeReportDraft, {}).success).toBe(true);
    expect(v.safeParse(RefereeReport, {}).success).toBe(false);
    expect(messages(RefereeReportDraft, { notes: 'x' })).toEqual(['validation.unknownField']);
  });
});

describe('officials', () => {
  it('finds the same person twice', () => {
    expect(hasDuplicateOfficials([{ personId: 'a' }, { personId: 'b' }])).toBe(false);
    expect(hasDuplicateOfficials([{ personId: 'a' }, { personId: 'a' }])).toBe(true);
  });
  it('checks types and availability against the spec codes', () => {
    expect(
      v.safeParse(AppointOfficialsInput, { officials: [{ personId: 'p', type: 'BACKUP_REFEREES' }] }).success,
    ).toBe(true);
    expect(v.safeParse(AppointOfficialsInput, { officials: [] }).success).toBe(false);
    expect(
      v.safeParse(SetAvailabilityInput, { personId: 'p', type: 'REFEREES', availability: 'MAYBE' }).success,
    ).toBe(false);
  });
});
