import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fixture, FixtureOfficial } from '../../domain/competition/fixture.ts';
import {
  DOCUMENT_MAX_BYTES,
  type RefereeReport,
  type RefereeReportDoc,
} from '../../domain/competition/referee-report.ts';
import type { PushResponse } from '../../domain/sync/protocol.ts';
import { account, refereeReportDocument } from '../../server/db/schema/index.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // The other referee of the demo league gets an account, to try to read the demo referee's draft.
  const res = await s.call(`/api/fixture/${F.todayOtherRef}/official`, { as: 'member' });
  const other = ((await res.json()) as FixtureOfficial[]).find((o) => o.type === 'REFEREES')!;
  await s.database.db
    .insert(account)
    .values({ id: uuidv7(), username: 'other-referee', passwordHash: 'unused', personId: other.personId });
});
afterAll(() => s.close());

const F = {
  pastNoResult: leagueFixtureId(4),
  todayOtherRef: leagueFixtureId(5),
  tomorrow: leagueFixtureId(6),
  later: leagueFixtureId(7),
};

const base = (): RefereeReport => ({
  timings: {
    firstHalfStart: '19:30',
    firstHalfEnd: '20:05',
    secondHalfStart: '20:20',
    secondHalfEnd: '20:56',
    halfTimeMinutes: 15,
    extraTimeMinutes: 0,
  },
  score: { homeGoals: 1, homePoints: 10, awayGoals: 0, awayPoints: 12 },
  substitutions: [],
  infractions: [],
  injuries: [],
  comments: [],
  documents: [],
  questionnaire: {
    delayedStart: false,
    playerNumbersValid: true,
    pitchConditionValid: true,
    sidelineReportIncluded: false,
  },
});

const put = (id: string, json: unknown, as = 'referee') =>
  s.call(`/api/fixture/${id}/referee-report`, { as, method: 'PUT', json });
const errorsOf = async (res: Response) =>
  ((await res.json()) as { errors?: { field: string; message: string }[] }).errors ?? [];

const SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'application/pdf': [...'%PDF-1.7'].map((ch) => ch.charCodeAt(0)),
};
/** `n` bytes that begin as a file of `type` does (the route checks the bytes, not only the declared type). */
function contentOf(type: string, n: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(n);
  bytes.set((SIGNATURES[type] ?? []).slice(0, n));
  return bytes;
}

/** Uploads a document: `bytes` a size (a file of that type), or the content itself. */
function upload(
  id: string,
  file: { name: string; type: string; bytes: number | string | Uint8Array<ArrayBuffer> },
  docId = uuidv7(),
  extra?: Blob,
) {
  const form = new FormData();
  form.set('id', docId);
  form.set('category', 'TEAM_SHEET');
  const content = typeof file.bytes === 'number' ? contentOf(file.type, file.bytes) : file.bytes;
  form.set('file', new Blob([content], { type: file.type }), file.name);
  if (extra) form.append('file2', extra, 'second.png');
  return s.call(`/api/fixture/${id}/referee-report/document`, { as: 'referee', method: 'POST', body: form });
}

describe('referee report drafts', () => {
  it('answers 404 before a draft exists, then the saved draft to its author', async () => {
    expect((await s.call(`/api/fixture/${F.tomorrow}/referee-report`, { as: 'referee' })).status).toBe(404);
    const res = await put(F.tomorrow, { timings: base().timings });
    expect(res.status).toBe(200);
    const got = (await (
      await s.call(`/api/fixture/${F.tomorrow}/referee-report`, { as: 'referee' })
    ).json()) as RefereeReportDoc;
    expect(got).toMatchObject({ status: 'DRAFT', content: { timings: base().timings } });
  });

  it("does not let another referee read or write someone's draft (403)", async () => {
    expect((await s.call(`/api/fixture/${F.tomorrow}/referee-report`, { as: 'other-referee' })).status).toBe(
      403,
    );
    expect((await put(F.tomorrow, {}, 'other-referee')).status).toBe(403);
    expect((await put(F.todayOtherRef, { timings: base().timings }, 'other-referee')).status).toBe(200);
    expect((await s.call(`/api/fixture/${F.todayOtherRef}/referee-report`, { as: 'referee' })).status).toBe(
      403,
    );
    expect((await s.call(`/api/fixture/${F.todayOtherRef}/referee-report`, { as: 'member' })).status).toBe(
      403,
    );
  });

  it.each([
    [
      'player name',
      64,
      (n: string) => ({ infractions: [infraction({ playerName: n })] }),
      'Player name must be at most 64 characters',
    ],
    [
      'injury notes',
      250,
      (n: string) => ({ injuries: [injury({ notes: n })] }),
      'Notes must be at most 250 characters',
    ],
    [
      'reversal reason',
      250,
      (n: string) => ({ infractions: [infraction({ reversed: true, reversedReason: n })] }),
      'Reason must be at most 250 characters',
    ],
  ])('accepts a %s of %i characters and refuses one more', async (_, max, body, message) => {
    expect((await put(F.tomorrow, body('x'.repeat(max)))).status).toBe(200);
    const res = await put(F.tomorrow, body('x'.repeat(max + 1)));
    expect(res.status).toBe(400);
    expect((await errorsOf(res)).map((e) => e.message)).toContain(message);
  });

  it('requires a comment when "Other" is chosen, and a reason when a card is reversed', async () => {
    const other = await put(F.tomorrow, {
      comments: [{ type: 'MISCELLANEOUS', subject: 'OTHER', comment: '  ' }],
    });
    expect(await errorsOf(other)).toContainEqual(
      expect.objectContaining({
        field: 'comments.0.comment',
        message: 'A comment is required when "Other" is selected',
      }),
    );
    const ok = await put(F.tomorrow, {
      comments: [{ type: 'MISCELLANEOUS', subject: 'OTHER', comment: 'Floodlights failed' }],
    });
    expect(ok.status).toBe(200);
    const reversed = await put(F.tomorrow, { infractions: [infraction({ reversed: true })] });
    expect((await errorsOf(reversed)).map((e) => e.message)).toContain(
      'Give the reason the card was reversed',
    );
  });
});

function infraction(over: Record<string, unknown> = {}) {
  return {
    team: 'HOME',
    playerName: 'Cathal Ó Sé',
    card: 'YELLOW',
    secondCaution: false,
    deemedIntentional: false,
    reversed: false,
    reversedReason: '',
    ...over,
  };
}
function injury(over: Record<string, unknown> = {}) {
  return {
    team: 'AWAY',
    playerName: 'Eoin Mac Aoidh',
    type: 'KNEE',
    blood: false,
    headInjuryAssessment: false,
    notes: '',
    ...over,
  };
}

describe('documents', () => {
  it('stores one jpg/jpeg/png/pdf file per upload, at most 10 MB, once per id', async () => {
    const id = uuidv7();
    expect((await upload(F.later, { name: 'sheet.jpg', type: 'image/jpeg', bytes: 100 }, id)).status).toBe(
      201,
    );
    expect((await upload(F.later, { name: 'sheet.jpg', type: 'image/jpeg', bytes: 100 }, id)).status).toBe(
      200,
    );
    const rows = await s.database.db
      .select({ id: refereeReportDocument.id })
      .from(refereeReportDocument)
      .where(eq(refereeReportDocument.id, id));
    expect(rows).toHaveLength(1);
    expect(
      (await upload(F.later, { name: 'max.pdf', type: 'application/pdf', bytes: DOCUMENT_MAX_BYTES })).status,
    ).toBe(201);
    const big = await upload(F.later, {
      name: 'big.pdf',
      type: 'application/pdf',
      bytes: DOCUMENT_MAX_BYTES + 1,
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { message: string }).message).toBe('File too large: at most 10 MB');
    const gif = await upload(F.later, { name: 'a.gif', type: 'image/gif', bytes: 10 });
    expect(gif.status).toBe(415);
    expect(((await gif.json()) as { message: string }).message).toBe(
      'File type not supported: use jpg, jpeg, png or pdf',
    );
    const two = await upload(
      F.later,
      { name: 'a.png', type: 'image/png', bytes: 10 },
      uuidv7(),
      new Blob([new Uint8Array(5)], { type: 'image/png' }),
    );
    expect(two.status).toBe(400);
    expect(((await two.json()) as { message: string }).message).toBe(
      'Max files exceeded: one file per upload',
    );
    const got = await s.call(`/api/fixture/${F.later}/referee-report/document/${id}`, { as: 'referee' });
    expect(got.status).toBe(200);
    expect((await got.arrayBuffer()).byteLength).toBe(100);
  });

  it('refuses a file whose bytes are not its declared type (415), e.g. HTML named x.png', async () => {
    const html = '<html><script>alert(document.cookie)</script></html>';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const cases = [
      { name: 'x.png', type: 'image/png', bytes: html },
      { name: 'x.png', type: 'image/png', bytes: svg },
      { name: 'report.pdf', type: 'application/pdf', bytes: html },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: contentOf('image/png', 20) },
    ];
    for (const file of cases) {
      const docId = uuidv7();
      const res = await upload(F.later, file, docId);
      expect(res.status, `${file.name} ${file.type}`).toBe(415);
      expect(await res.json()).toMatchObject({
        status: 415,
        message: 'File type not supported: use jpg, jpeg, png or pdf',
      });
      const rows = await s.database.db
        .select({ id: refereeReportDocument.id })
        .from(refereeReportDocument)
        .where(eq(refereeReportDocument.id, docId));
      expect(rows).toHaveLength(0);
    }
    expect((await upload(F.later, { name: 'real.pdf', type: 'application/pdf', bytes: 64 })).status).toBe(
      201,
    );
  });
});

describe('submitting', () => {
  it('is final: the draft PUT is refused, a second submission is a conflict, the fixture is marked', async () => {
    const docId = uuidv7();
    const report: RefereeReport = {
      ...base(),
      documents: [
        { id: docId, category: 'ADDITIONAL', fileName: 'pitch.png', contentType: 'image/png', size: 20 },
      ],
    };
    const push = () =>
      s.call('/api/sync/push', {
        as: 'referee',
        method: 'POST',
        json: {
          protocol: 1,
          mutations: [
            {
              id: uuidv7(),
              idempotencyKey: 'submit-key-1',
              op: 'fixture.submitReport',
              entityId: F.pastNoResult,
              baseVersion: null,
              payload: report,
            },
          ],
        },
      });
    const firstRes = await push();
    const first = (await firstRes.json()) as PushResponse;
    expect(first.results[0]).toMatchObject({ status: 'applied', document: { reportSubmitted: true } });
    const replay = (await (await push()).json()) as PushResponse;
    expect(replay.results[0]!.status).toBe('applied');

    const again = await s.call(`/api/fixture/${F.pastNoResult}/referee-report/submit`, {
      as: 'referee',
      method: 'POST',
      json: report,
    });
    expect(again.status).toBe(409);
    const refused = await put(F.pastNoResult, { timings: base().timings });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This referee report was submitted and can no longer be edited',
    );
    // The listed document may still arrive after the submission; anything else is refused.
    expect(
      (await upload(F.pastNoResult, { name: 'pitch.png', type: 'image/png', bytes: 20 }, docId)).status,
    ).toBe(201);
    expect((await upload(F.pastNoResult, { name: 'late.png', type: 'image/png', bytes: 20 })).status).toBe(
      409,
    );
    const doc = (await (
      await s.call(`/api/fixture/${F.pastNoResult}/referee-report`, { as: 'referee' })
    ).json()) as RefereeReportDoc;
    expect(doc).toMatchObject({ status: 'SUBMITTED', uploadedDocumentIds: [docId] });
    // The score is final too, and the competition admin may read the submitted report.
    const fixture = (await (
      await s.call(`/api/fixture/${F.pastNoResult}`, { as: 'referee' })
    ).json()) as Fixture;
    expect(fixture.reportSubmitted).toBe(true);
    expect(
      (await s.call(`/api/fixture/${F.pastNoResult}/referee-report`, { as: 'competition-admin' })).status,
    ).toBe(200);
  });

  it('refuses an incomplete report (400) and a non-referee (403)', async () => {
    const { questionnaire: _q, ...partial } = base();
    const res = await s.call(`/api/fixture/${F.tomorrow}/referee-report/submit`, {
      as: 'referee',
      method: 'POST',
      json: partial,
    });
    expect(res.status).toBe(400);
    const member = await s.call(`/api/fixture/${F.tomorrow}/referee-report/submit`, {
      as: 'member',
      method: 'POST',
      json: base(),
    });
    expect(member.status).toBe(403);
  });
});
