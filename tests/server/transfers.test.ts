/**
 * Player transfers on a real database (seed 2 §4, §5, §6, §7): the assets, every §5 rule through the API,
 * the approval chain in order, expedite, rework, appeal, completion moving memberships, the 10-day expiry
 * with a moved clock, documents, and who sees what. Every world is built here (world.ts).
 */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import type { TransferType } from '../../domain/transfer/enums.ts';
import {
  membership,
  notification,
  personOrganization,
  playerTransferAudit,
} from '../../server/db/schema/index.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { runTransferExpiry } from '../../server/jobs/transfer-expiry.ts';
import { NEXT_YEAR, transferBody } from '../domain/transfer/transfer-body.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world, type WorldClub, type WorldPerson } from './world.ts';

let s: TestServer;
let w: ReturnType<typeof world>;
let leaving: WorldClub;
let joining: WorldClub;
let farClub: WorldClub;
let player: WorldPerson;

let wicklowReviewer: WorldPerson;
const PDF = () =>
  new Blob([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')], { type: 'application/pdf' });

type Doc = {
  id: string;
  status: string;
  actions: string[];
  approvals: { organizationId: string; status: string; level: string; side: string; expedited: boolean }[];
  message?: string;
  errors?: { field: string; code: string }[];
};

beforeAll(async () => {
  s = await startTestServer();
  w = world(s);
  leaving = await w.club({ county: 'wicklow' });
  joining = await w.club({ county: 'dublin' });
  farClub = await w.club({ county: 'kerry' });
  player = await w.person({ username: 'tr-player' });
  await w.person({ username: 'tr-stranger' });
  await w.member(player, leaving);
  await s.database.db.insert(membership).values({
    id: `m-${player.id}`,
    personId: player.id,
    organizationId: leaving.id,
    association: 'GAA',
    season: NEXT_YEAR,
    membershipStatus: 'REGISTERED',
    validFrom: `${NEXT_YEAR}-01-01`,
    validTo: `${NEXT_YEAR}-12-31`,
  });
  const reviewer = async (username: string, org: { id: string }) => {
    const p = await w.person({ username });
    await w.member(p, org, { labels: ['EXEC_SECRETARY'] });
    return p;
  };
  await reviewer('tr-leaving-sec', leaving);
  await reviewer('tr-joining-sec', joining);
  await reviewer('tr-far-sec', farClub);
  wicklowReviewer = await reviewer('tr-wicklow', { id: orgId.county('wicklow') });
  await reviewer('tr-dublin', { id: orgId.county('dublin') });
  await reviewer('tr-kerry', { id: orgId.county('kerry') });
  await reviewer('tr-leinster', { id: orgId.province('leinster') });
  await reviewer('tr-munster', { id: orgId.province('munster') });
});
afterAll(() => s.close());

const body = (type: TransferType, over: Record<string, unknown> = {}) =>
  transferBody(type, {
    personId: player.id,
    originOrganizationId: leaving.id,
    destinationOrganizationId: joining.id,
    ...over,
  });

async function json(res: Response) {
  return (res.status === 204 ? {} : await res.json()) as Doc;
}
async function create(type: TransferType, over: Record<string, unknown> = {}, as = 'tr-player') {
  const res = await s.call('/api/player-transfer', { as, method: 'POST', json: body(type, over) });
  return { status: res.status, body: await json(res) };
}
async function act(id: string, as: string, action: Record<string, unknown>, route = 'player-transfer') {
  const res = await s.call(`/api/${route}/${id}`, { as, method: 'PATCH', json: action });
  return { status: res.status, body: await json(res) };
}
const decide = (id: string, as: string, action: Record<string, unknown>) =>
  act(id, as, action, 'player-transfer-approval');
async function upload(id: string, type: string, file: Blob = PDF(), name = 'doc.pdf', as = 'tr-player') {
  const form = new FormData();
  form.set('file', file, name);
  form.set('additionalType', type);
  return s.call(`/api/player-transfer/${id}/document`, { as, method: 'POST', body: form });
}
/** A J1 sanction from the leaving club to the joining club, with both documents, submitted. */
async function submittedJ1() {
  const { body: d } = await create('GAA_J1_SANCTION');
  await upload(d.id, 'VISA');
  await upload(d.id, 'INSURANCE');
  const r = await act(d.id, 'tr-player', { action: 'SUBMIT' });
  expect(r.status).toBe(200);
  return r.body;
}
const codes = (d: Doc) => (d.errors ?? []).map((e) => e.code);
const chain = (d: Doc) => d.approvals.map((a) => a.status);

describe('assets', () => {
  it('lists the eligible GAA types without intra-county, and refuses an association the club does not play', async () => {
    const ok = await s.call(
      `/api/assets/player-transfer/additionalType?association=GAA&originOrganization=${leaving.id}`,
      { as: 'tr-player' },
    );
    const types = ((await ok.json()) as { additionalTypes: string[] }).additionalTypes;
    expect(types).toContain('GAA_J1_SANCTION');
    expect(types).not.toContain('GAA_INTRA_COUNTY');
    const lgfa = await s.call(
      `/api/assets/player-transfer/additionalType?association=LGFA&originOrganization=${leaving.id}`,
      { as: 'tr-player' },
    );
    expect(lgfa.status).toBe(400);
    expect(codes(await json(lgfa))).toEqual([M.transferAssociationNotApproved.id]);
  });

  it('serves the form of a type, and refuses intra-county with the spec message', async () => {
    const q = (t: string) =>
      s.call(
        `/api/assets/player-transfer/schema?additionalType=${t}&association=GAA&originOrganization=${leaving.id}`,
        {
          as: 'tr-player',
        },
      );
    const form = (await (await q('GAA_J1_SANCTION')).json()) as { sections: { id: string }[] };
    expect(form.sections.map((x) => x.id)).toEqual(['APPLICATION', 'SUPPORTING', 'REVIEW', 'DOCUMENTS']);
    const intra = await q('GAA_INTRA_COUNTY');
    expect(intra.status).toBe(400);
    const b = await json(intra);
    expect(b.message).toMatch(/^GAA intra-county transfers are not allowed.*club secretary/);
    expect((await q('LGFA_J1')).status).toBe(400);
  });
});

describe('the §5 rules on the server', () => {
  it('refuses intra-county, a past start, an end before the start, out of season, over 6 months (camogie)', async () => {
    expect(codes((await create('GAA_INTRA_COUNTY')).body)).toEqual([M.transferIntraCounty.id]);
    expect(codes((await create('GAA_J1_SANCTION', { startDate: '2020-03-01' })).body)).toContain(
      M.transferStartFuture.id,
    );
    expect(
      codes(
        (
          await create('GAA_STUDENT_PERMIT', {
            startDate: `${NEXT_YEAR}-05-01`,
            endDate: `${NEXT_YEAR}-04-01`,
          })
        ).body,
      ),
    ).toEqual([M.transferEndAfterStart.id]);
    expect(codes((await create('GAA_J1_SANCTION', { endDate: `${NEXT_YEAR}-11-01` })).body)).toEqual([
      M.transferOverseasSeason.id,
    ]);
    const camogieClub = await w.club({ county: 'wicklow' });
    await s.database.db.execute(
      `update organization set associations = '{GAA,Camogie}' where id = '${camogieClub.id}'`,
    );
    await w.member(player, camogieClub);
    const camogie = (end: string) =>
      create('CAMOGIE_CC6_SANCTION', { originOrganizationId: camogieClub.id, endDate: end });
    expect(codes((await camogie(`${NEXT_YEAR}-09-02`)).body)).toEqual([M.transferCamogieSixMonths.id]);
    expect((await camogie(`${NEXT_YEAR}-09-01`)).status).toBe(201);
  });

  it('limits the reason, notes, passport number and postcode; requires the travel insurance confirmation', async () => {
    expect(codes((await create('GAA_J1_SANCTION', { reason: 'r'.repeat(2501) })).body)).toEqual([
      M.transferReasonMax.id,
    ]);
    expect(codes((await create('GAA_J1_SANCTION', { notes: 'n'.repeat(501) })).body)).toEqual([
      M.transferNotesMax.id,
    ]);
    expect(codes((await create('GAA_J1_SANCTION', { passportNumber: 'P'.repeat(17) })).body)).toEqual([
      M.transferPassportNumberMax.id,
    ]);
    expect(codes((await create('GAA_J1_SANCTION', { originPostalCode: '12345678901' })).body)).toEqual([
      M.transferPostcode.id,
    ]);
    expect(codes((await create('GAA_WEEKEND_PERMIT', { travelInsuranceConfirmed: false })).body)).toEqual([
      M.transferTravelInsurance.id,
    ]);
  });

  it('needs the visa and insurance documents of a J1 before it can be submitted', async () => {
    const { body: d } = await create('GAA_J1_SANCTION');
    expect(d.status).toBe('DRAFT');
    await upload(d.id, 'VISA');
    const r = await act(d.id, 'tr-player', { action: 'SUBMIT' });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      expect.objectContaining({ field: 'documents.INSURANCE', code: M.transferDocumentsMissing.id }),
    ]);
  });
});

describe('documents', () => {
  it('takes one jpg/png/pdf of at most 10 MB; "file too large", "file type not supported"', async () => {
    const { body: d } = await create('GAA_J1_SANCTION');
    const big = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const tooBig = await upload(d.id, 'VISA', big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as Doc).message).toMatch(/^File too large/);
    const exe = await upload(
      d.id,
      'VISA',
      new Blob(['MZ....'], { type: 'application/x-msdownload' }),
      'a.exe',
    );
    expect(exe.status).toBe(415);
    expect(((await exe.json()) as Doc).message).toMatch(/^File type not supported/);
    const ok = await upload(d.id, 'VISA');
    expect(ok.status).toBe(201);
    const { id: docId } = (await ok.json()) as { id: string };
    expect((await s.call(`/api/player-transfer/${d.id}/document/${docId}`, { as: 'tr-player' })).status).toBe(
      200,
    );
    // Passports and visas: not to another person, not to a unit before it is submitted.
    expect(
      (await s.call(`/api/player-transfer/${d.id}/document/${docId}`, { as: 'tr-stranger' })).status,
    ).toBe(403);
    expect(
      (await s.call(`/api/player-transfer/${d.id}/document/${docId}`, { as: 'tr-leaving-sec' })).status,
    ).toBe(403);
    expect(
      (await s.call(`/api/player-transfer/${d.id}/document/${docId}`, { as: 'tr-player', method: 'DELETE' }))
        .status,
    ).toBe(204);
  });
});

describe('the approval chain', () => {
  it('asks the leaving club, then its county, then the joining club — each in turn', async () => {
    const d = await submittedJ1();
    expect(d.status).toBe('AWAITING_APPROVAL');
    expect(d.approvals.map((a) => `${a.side}:${a.level}:${a.status}`)).toEqual([
      'LEAVING:CLUB:PENDING',
      'LEAVING:COUNTY:UNAVAILABLE',
      'JOINING:CLUB:UNAVAILABLE',
    ]);
    expect((await decide(d.id, 'tr-joining-sec', { action: 'APPROVE' })).status).toBe(409);
    expect((await decide(d.id, 'tr-stranger', { action: 'APPROVE' })).status).toBe(403);
    expect((await decide(d.id, 'tr-player', { action: 'APPROVE' })).status).toBe(403);
    const a = await decide(d.id, 'tr-leaving-sec', { action: 'APPROVE' });
    expect(chain(a.body)).toEqual(['APPROVED', 'PENDING', 'UNAVAILABLE']);
    // The applicant and the next unit are told, through the notification outbox.
    const told = await s.database.db
      .select({ to: notification.recipientPersonId, body: notification.body })
      .from(notification)
      .where(like(notification.dedupeKey, `transfer:${d.id}:%`));
    expect(told.map((t) => t.to)).toEqual(expect.arrayContaining([player.id, wicklowReviewer.id]));
    expect(told.find((t) => t.to === wicklowReviewer.id)!.body).toMatch(/your unit’s turn/);
    const b = await decide(d.id, 'tr-wicklow', { action: 'APPROVE' });
    expect(chain(b.body)).toEqual(['APPROVED', 'APPROVED', 'PENDING']);
    const c = await decide(d.id, 'tr-joining-sec', { action: 'APPROVE' });
    expect(c.body.status).toBe('APPROVED');
  });

  it('lets the county expedite with a reason; completion adds the membership of the joining club', async () => {
    const d = await submittedJ1();
    await decide(d.id, 'tr-leaving-sec', { action: 'APPROVE' });
    expect(
      (await decide(d.id, 'tr-joining-sec', { action: 'EXPEDITE', decision: 'APPROVE', reason: 'x' })).status,
    ).toBe(403);
    expect((await decide(d.id, 'tr-wicklow', { action: 'EXPEDITE', decision: 'APPROVE' })).status).toBe(400);
    const e = await decide(d.id, 'tr-wicklow', {
      action: 'EXPEDITE',
      decision: 'APPROVE',
      reason: 'Flight on Friday',
    });
    expect(e.body.status).toBe('APPROVED');
    expect(e.body.approvals.slice(1).every((a) => a.status === 'APPROVED' && a.expedited)).toBe(true);
    expect(e.body.actions).toContain('unit:COMPLETE');
    const done = await decide(d.id, 'tr-wicklow', { action: 'COMPLETE' });
    expect(done.body.status).toBe('COMPLETED');
    const added = await s.database.db
      .select()
      .from(membership)
      .where(eq(membership.orderId, `transfer:${d.id}`));
    expect(added).toEqual([
      expect.objectContaining({
        organizationId: joining.id,
        validFrom: `${NEXT_YEAR}-03-01`,
        validTo: `${NEXT_YEAR}-08-31`,
      }),
    ]);
    const back = await act(d.id, 'tr-player', {
      action: 'ADD_RETURN_DATE',
      returnDate: `${NEXT_YEAR}-07-15`,
    });
    expect(back.status).toBe(200);
    const [ended] = await s.database.db
      .select()
      .from(membership)
      .where(eq(membership.orderId, `transfer:${d.id}`));
    expect(ended!.validTo).toBe(`${NEXT_YEAR}-07-15`);
    const trail = await s.database.db
      .select({ action: playerTransferAudit.action })
      .from(playerTransferAudit)
      .where(eq(playerTransferAudit.transferId, d.id));
    expect(trail.map((t) => t.action)).toEqual([
      'SUBMIT',
      'APPROVE',
      'EXPEDITE_APPROVE',
      'COMPLETE',
      'ADD_RETURN_DATE',
    ]);
  });

  it('moves the membership of a permanent inter-county transfer in one transaction, through both provinces', async () => {
    const { body: d } = await create('GAA_INTER_COUNTY', { destinationOrganizationId: farClub.id });
    const sub = await act(d.id, 'tr-player', { action: 'SUBMIT' });
    expect(sub.body.approvals.map((a) => a.organizationId)).toEqual([
      leaving.id,
      orgId.county('wicklow'),
      orgId.province('leinster'),
      farClub.id,
      orgId.county('kerry'),
      orgId.province('munster'),
    ]);
    await decide(d.id, 'tr-munster', {
      action: 'EXPEDITE',
      decision: 'APPROVE',
      reason: 'Agreed by both councils',
    });
    expect((await decide(d.id, 'tr-far-sec', { action: 'COMPLETE' })).body.status).toBe('COMPLETED');
    const rows = await s.database.db.select().from(membership).where(eq(membership.personId, player.id));
    const old = rows.find((r) => r.id === `m-${player.id}`)!;
    expect(old.validTo).toBe(`${NEXT_YEAR}-02-28`);
    expect(rows.find((r) => r.orderId === `transfer:${d.id}`)).toMatchObject({
      organizationId: farClub.id,
      validFrom: `${NEXT_YEAR}-03-01`,
    });
    const [link] = await s.database.db
      .select({ status: personOrganization.status })
      .from(personOrganization)
      .where(
        and(eq(personOrganization.personId, player.id), eq(personOrganization.organizationId, leaving.id)),
      );
    expect(link!.status).toBe('HIBERNATED');
    // Restore for the other tests.
    await s.database.db
      .update(personOrganization)
      .set({ status: 'ACTIVE' })
      .where(
        and(eq(personOrganization.personId, player.id), eq(personOrganization.organizationId, leaving.id)),
      );
  });

  it('rejects with a reason of at most 2,500; the applicant appeals once', async () => {
    const d = await submittedJ1();
    expect(
      (await decide(d.id, 'tr-leaving-sec', { action: 'REJECT', reason: 'r'.repeat(2501) })).status,
    ).toBe(400);
    expect((await decide(d.id, 'tr-leaving-sec', { action: 'REJECT' })).status).toBe(400);
    const r = await decide(d.id, 'tr-leaving-sec', { action: 'REJECT', reason: 'Fees unpaid' });
    expect(r.body.status).toBe('REJECTED');
    expect(r.body.actions).toEqual([]);
    expect((await act(d.id, 'tr-leaving-sec', { action: 'APPEAL', reason: 'x' })).status).toBe(403);
    const ap = await act(d.id, 'tr-player', { action: 'APPEAL', reason: 'Fees paid on Monday' });
    expect(ap.body.status).toBe('AWAITING_REVIEW');
    expect(chain(ap.body)).toEqual(['PENDING', 'UNAVAILABLE', 'UNAVAILABLE']);
    await decide(d.id, 'tr-leaving-sec', { action: 'REJECT', reason: 'Still unpaid' });
    expect((await act(d.id, 'tr-player', { action: 'APPEAL', reason: 'again' })).status).toBe(409);
  });

  it('sends back for rework: the applicant edits and submits again to the same unit', async () => {
    const d = await submittedJ1();
    expect(
      (
        await s.call(`/api/player-transfer/${d.id}`, {
          as: 'tr-player',
          method: 'PUT',
          json: body('GAA_J1_SANCTION'),
        })
      ).status,
    ).toBe(409);
    await decide(d.id, 'tr-leaving-sec', { action: 'REQUEST_REWORK', reason: 'Add the college' });
    const put = await s.call(`/api/player-transfer/${d.id}`, {
      as: 'tr-player',
      method: 'PUT',
      json: body('GAA_J1_SANCTION', { collegeName: 'University of Limerick' }),
    });
    expect(put.status).toBe(200);
    const again = await act(d.id, 'tr-player', { action: 'SUBMIT' });
    expect(again.body.status).toBe('AWAITING_APPROVAL');
    expect(chain(again.body)).toEqual(['PENDING', 'UNAVAILABLE', 'UNAVAILABLE']);
  });
});

describe('retries', () => {
  it('replays a decision sent twice with one Idempotency-Key: the chain moves once, one notice each', async () => {
    const d = await submittedJ1();
    const send = () =>
      s.call(`/api/player-transfer-approval/${d.id}`, {
        as: 'tr-leaving-sec',
        method: 'PATCH',
        json: { action: 'APPROVE' },
        headers: { 'Idempotency-Key': `approve-${d.id}` },
      });
    const first = await send();
    const again = await send();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const doc = await json(await s.call(`/api/player-transfer/${d.id}`, { as: 'tr-player' }));
    expect(chain(doc)).toEqual(['APPROVED', 'PENDING', 'UNAVAILABLE']);
    const trail = await s.database.db
      .select({ action: playerTransferAudit.action })
      .from(playerTransferAudit)
      .where(eq(playerTransferAudit.transferId, d.id));
    expect(trail.map((t) => t.action)).toEqual(['SUBMIT', 'APPROVE']);
  });
});

describe('the 10-day review window', () => {
  it('expires a step left 10 days (clock moved), and the applicant submits to the county', async () => {
    const d = await submittedJ1();
    const day = 86_400_000;
    await runTransferExpiry(s.database.db, new Date(Date.now() + 9 * day));
    expect((await json(await s.call(`/api/player-transfer/${d.id}`, { as: 'tr-player' }))).status).toBe(
      'AWAITING_APPROVAL',
    );
    expect(await runTransferExpiry(s.database.db, new Date(Date.now() + 10 * day + 60_000))).toBeGreaterThan(
      0,
    );
    const gone = await json(await s.call(`/api/player-transfer/${d.id}`, { as: 'tr-player' }));
    expect(gone.status).toBe('EXPIRED');
    expect(chain(gone)).toEqual(['EXPIRED', 'UNAVAILABLE', 'UNAVAILABLE']);
    expect((await decide(d.id, 'tr-leaving-sec', { action: 'APPROVE' })).status).toBe(409);
    const up = await act(d.id, 'tr-player', { action: 'SUBMIT_TO_COUNTY' });
    expect(chain(up.body)).toEqual(['EXPIRED', 'PENDING', 'UNAVAILABLE']);
    expect((await decide(d.id, 'tr-wicklow', { action: 'APPROVE' })).body.status).toBe('AWAITING_APPROVAL');
  });
});

describe('who sees what (§6)', () => {
  it('shows the applicant their own, a unit only what reached it, nobody else anything', async () => {
    const d = await submittedJ1();
    const { body: draft } = await create('GAA_J1_SANCTION');
    const list = async (as: string, q = '') =>
      (
        (await (await s.call(`/api/player-transfer${q}`, { as })).json()) as {
          _embedded: { transfers: Doc[] };
        }
      )._embedded.transfers.map((t) => t.id);
    expect(await list('tr-player')).toEqual(expect.arrayContaining([d.id, draft.id]));
    expect(await list('tr-stranger')).toEqual([]);
    expect(await list('tr-leaving-sec')).toContain(d.id);
    expect(await list('tr-leaving-sec')).not.toContain(draft.id);
    expect(await list('tr-far-sec')).not.toContain(d.id);
    expect(await list('tr-leaving-sec', '?filter=pendingAt:me')).toContain(d.id);
    expect(await list('tr-wicklow', '?filter=pendingAt:me')).not.toContain(d.id);
    expect((await s.call(`/api/player-transfer/${d.id}`, { as: 'tr-far-sec' })).status).toBe(403);
    expect((await s.call(`/api/player-transfer/${d.id}`, { as: 'tr-stranger' })).status).toBe(403);
    expect((await s.call(`/api/player-transfer/${draft.id}`, { as: 'tr-leaving-sec' })).status).toBe(403);
    expect((await s.call(`/api/player-transfer/${d.id}`, { as: 'tr-joining-sec' })).status).toBe(200);
  });

  it('lets a parent apply for a dependant, not for another person', async () => {
    const res = await s.call('/api/player-transfer', {
      as: 'parent',
      method: 'POST',
      json: body('GAA_J1_SANCTION'),
    });
    expect(res.status).toBe(403);
    expect((await create('GAA_J1_SANCTION', {}, 'tr-stranger')).status).toBe(403);
  });

  it('deletes a draft only, and exports the unit’s queue as CSV', async () => {
    const { body: draft } = await create('GAA_J1_SANCTION');
    expect(
      (await s.call(`/api/player-transfer/${draft.id}`, { as: 'tr-player', method: 'DELETE' })).status,
    ).toBe(204);
    expect((await s.call(`/api/player-transfer/${draft.id}`, { as: 'tr-player' })).status).toBe(403);
    const d = await submittedJ1();
    expect((await s.call(`/api/player-transfer/${d.id}`, { as: 'tr-player', method: 'DELETE' })).status).toBe(
      409,
    );
    const csv = await s.call('/api/player-transfer/export', { as: 'tr-leaving-sec' });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(await csv.text()).toContain(d.id);
    expect((await s.call('/api/player-transfer/export', { as: 'tr-player' })).status).toBe(403);
  });
});
