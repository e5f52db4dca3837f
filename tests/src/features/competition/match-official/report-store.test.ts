import { beforeEach, describe, expect, it } from 'vitest';
import type { Fixture } from '../../../../../domain/competition/fixture';
import { DOCUMENT_MAX_BYTES, type RefereeReport } from '../../../../../domain/competition/referee-report';
import { RM } from '../../../../../domain/competition/report-messages';
import { db } from '../../../../../src/offline/db';
import { draftKey } from '../../../../../src/offline/report-tables';
import {
  attachFile,
  saveDraft,
  submitDraft,
} from '../../../../../src/features/competition/match-official/report-store';

const ME = 'person-1';
const F = 'fixture-1';
const fixture: Fixture = {
  id: F,
  version: 3,
  updatedAt: '2026-11-22T10:00:00.000Z',
  startDate: '2026-11-22T14:00:00.000Z',
  isResult: false,
  homeTeam: { id: 'h', name: 'Naomh Pádraig' },
  awayTeam: { id: 'a', name: 'Cill Mhantáin' },
};
const report: Omit<RefereeReport, 'documents'> = {
  timings: {
    firstHalfStart: '14:00',
    firstHalfEnd: '14:35',
    secondHalfStart: '14:50',
    secondHalfEnd: '15:26',
    halfTimeMinutes: 15,
    extraTimeMinutes: 0,
  },
  score: { homeGoals: 1, homePoints: 10, awayGoals: 0, awayPoints: 9 },
  substitutions: [],
  infractions: [],
  injuries: [],
  comments: [],
  questionnaire: {
    delayedStart: false,
    playerNumbersValid: true,
    pitchConditionValid: true,
    sidelineReportIncluded: false,
  },
};
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.fixtures.put(fixture);
});

describe('documents on the device', () => {
  it('keeps a file of exactly 10 MB and refuses one byte more, and unsupported types, with the spec messages', async () => {
    expect(
      await attachFile(ME, F, 'TEAM_SHEET', file('max.pdf', 'application/pdf', DOCUMENT_MAX_BYTES)),
    ).toEqual({ ok: true });
    const big = await attachFile(
      ME,
      F,
      'TEAM_SHEET',
      file('big.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1),
    );
    expect(big.ok === false && big.issues.map((i) => i.message)).toEqual([RM.fileTooLarge.id]);
    const gif = await attachFile(ME, F, 'ADDITIONAL', file('a.gif', 'image/gif', 10));
    expect(gif.ok === false && gif.issues.map((i) => i.message)).toContain(RM.fileTypeNotSupported.id);
    const rows = await db.reportFiles.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'local', fileName: 'max.pdf' });
    expect(rows[0]!.blob).toBeTruthy();
  });
});

describe('drafts and submission', () => {
  it('saves the draft per person, submits through the outbox once, and is read-only afterwards', async () => {
    await saveDraft(ME, F, 2, report);
    expect(await db.reportDrafts.get(draftKey('someone-else', F))).toBeUndefined();
    await attachFile(ME, F, 'TEAM_SHEET', file('sheet.png', 'image/png', 20));
    const result = await submitDraft(ME, F, report);
    expect(result.ok).toBe(true);
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ op: 'fixture.submitReport', entityId: F, baseVersion: 3 });
    expect((outbox[0]!.payload as RefereeReport).documents).toHaveLength(1);
    expect((await db.fixtures.get(F))!.reportSubmitted).toBe(true);
    // A late autosave does not reopen a submitted draft.
    await saveDraft(ME, F, 0, { ...report, comments: [] });
    expect((await db.reportDrafts.get(draftKey(ME, F)))!.status).toBe('submitted');
  });

  it('refuses to submit an incomplete report, with the spec message, and queues nothing', async () => {
    const result = await submitDraft(ME, F, {
      ...report,
      infractions: [
        {
          team: 'HOME',
          playerName: 'x'.repeat(65),
          card: 'YELLOW',
          secondCaution: false,
          deemedIntentional: false,
          reversed: false,
          reversedReason: '',
        },
      ],
    });
    expect(result.ok === false && 'issues' in result && result.issues.map((i) => i.message)).toEqual([
      RM.playerNameMax.id,
    ]);
    expect(await db.outbox.count()).toBe(0);
  });
});
