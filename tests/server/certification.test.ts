/**
 * Certifications on the real server (seed 3 §3, §4, §5 Certification, §6, §7): the §5 rules, who reads,
 * adds and deletes whose, VETTING ones left to vetting, certificates (bytes checked, private ones), the
 * expiry job and the list's defaults.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/lib/days.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import { M } from '../../domain/messages.ts';
import type { Certification } from '../../domain/vetting/certification.ts';
import { certification } from '../../server/db/schema/index.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { personId } from '../../server/db/seed/people.ts';
import { startCertificationExpiry } from '../../server/jobs/certification-expiry.ts';
import { expireCertifications } from '../../server/services/certification/certification.repository.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
const me = (role: string) => personId(`demo:${role}`);
const child = personId('demo:parent:child-older');
const stranger = personId(`club:${DEMO_CLUBS.find((c) => c.county !== 'wicklow')!.key}:0`);
const MAIN_CLUB = orgId.club(MAIN_CLUB_KEY);
const today = () => todayInDublin();

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Answer = Certification & { errors?: { field: string; code: string }[] };
type Page = {
  _embedded: { certifications: Certification[] };
  page: { size: number; totalElements: number };
  mayManage: boolean;
};

const body = (over: Record<string, unknown> = {}) => ({
  type: 'COACHING_AWARD',
  name: 'Foundation coaching award',
  reference: 'FCA-1',
  label: 'GAA Games Development',
  validFrom: addDays(today(), -30),
  validTo: addDays(today(), 700),
  ...over,
});

async function create(
  over: Record<string, unknown> = {},
  as = 'member',
  headers: Record<string, string> = {},
) {
  const res = await s.call('/api/certification', { as, method: 'POST', json: body(over), headers });
  return { status: res.status, body: (await res.json()) as Answer };
}

async function list(as: string, filter?: string) {
  const q = filter ? `?filter=${encodeURIComponent(filter)}` : '';
  const res = await s.call(`/api/certification${q}`, { as });
  return { status: res.status, body: res.status === 200 ? ((await res.json()) as Page) : null };
}

const codes = (b: Answer) => (b.errors ?? []).map((e) => `${e.field}:${e.code}`);

describe('adding (seed 3 §5: type, name, reference, label, valid from required; active until after valid from)', () => {
  it('adds the caller’s own, ACTIVE, listed with its dates', async () => {
    const { status, body: doc } = await create({ name: 'Own award' });
    expect(status).toBe(201);
    expect(doc).toMatchObject({
      personId: me('member'),
      status: 'ACTIVE',
      name: 'Own award',
      certificate: null,
    });
    const mine = await list('member');
    expect(mine.body!.page.size).toBe(100);
    expect(mine.body!.mayManage).toBe(true);
    expect(mine.body!._embedded.certifications.map((c) => c.id)).toContain(doc.id);
  });

  it('gives the status from active until: expiring soon within 60 days, expired after it', async () => {
    expect((await create({ name: 'Soon', validTo: addDays(today(), 60) })).body.status).toBe('EXPIRING_SOON');
    expect((await create({ name: 'Later', validTo: addDays(today(), 61) })).body.status).toBe('ACTIVE');
    const old = await create({ name: 'Old', validFrom: '2020-01-01', validTo: addDays(today(), -1) });
    expect(old.body.status).toBe('EXPIRED');
    expect((await create({ name: 'Open', validTo: '' })).body).toMatchObject({
      status: 'ACTIVE',
      validTo: null,
    });
  });

  it('refuses a missing field or active until not after valid from, with the field’s message', async () => {
    const missing = await create({ type: '', name: '', reference: '', label: '', validFrom: '' });
    expect(missing.status).toBe(400);
    expect(codes(missing.body).sort()).toEqual(
      [
        `type:${M.certificationTypeRequired.id}`,
        `name:${M.required.id}`,
        `reference:${M.required.id}`,
        `label:${M.required.id}`,
        `validFrom:${M.required.id}`,
      ].sort(),
    );
    const backwards = await create({ validFrom: '2026-01-10', validTo: '2026-01-10' });
    expect(codes(backwards.body)).toEqual([`validTo:${M.certificationValidToAfterFrom.id}`]);
    const level = await create({ type: 'SAFEGUARDING', label: 'Level two' });
    expect(codes(level.body)).toEqual([`label:${M.certificationLevelRequired.id}`]);
    expect((await create({ type: 'SAFEGUARDING', label: 'LEVEL_2', name: 'Safeguarding 2' })).status).toBe(
      201,
    );
  });

  it('refuses VETTING: it comes only from a completed vetting application', async () => {
    for (const as of ['member', 'super-admin']) {
      const r = await create({ type: 'VETTING' }, as);
      expect(r.status).toBe(400);
      expect(codes(r.body)).toEqual([`type:${M.certificationVettingFromApplication.id}`]);
    }
  });

  it('supersedes the person’s live certification of the same category and name', async () => {
    const first = await create({ name: 'Anti-doping e-learning', type: 'ANTI_DOPING' });
    const second = await create({ name: 'ANTI-DOPING E-LEARNING', type: 'ANTI_DOPING' });
    const rows = (await list('member', 'type:ANTI_DOPING')).body!._embedded.certifications;
    expect(rows.find((c) => c.id === first.body.id)?.status).toBe('SUPERSEDED');
    expect(rows.find((c) => c.id === second.body.id)?.status).toBe('ACTIVE');
  });

  it('replays a retried creation (Idempotency-Key) instead of adding it twice', async () => {
    const key = { 'Idempotency-Key': `cert-${crypto.randomUUID()}` };
    const a = await create({ name: 'Replayed' }, 'member', key);
    const b = await create({ name: 'Replayed' }, 'member', key);
    expect(b.body.id).toBe(a.body.id);
    const rows = await s.database.db.select().from(certification).where(eq(certification.name, 'Replayed'));
    expect(rows).toHaveLength(1);
  });
});

describe('whose: the person, a guardian for a dependant, the club’s officers to read, super admins', () => {
  it('lets a parent add and list their child’s, and nobody add for another adult', async () => {
    const r = await create({ personId: child, name: 'Go Games helper' }, 'parent');
    expect(r.status).toBe(201);
    expect(r.body.personId).toBe(child);
    expect(
      (await list('parent', `personId:${child}`)).body!._embedded.certifications.map((c) => c.id),
    ).toContain(r.body.id);
    expect((await create({ personId: me('coach') }, 'member')).status).toBe(403);
    expect((await create({ personId: me('member') }, 'officer')).status).toBe(403);
  });

  it('lets the club’s children’s officer and club admin read a member’s, by person or by club', async () => {
    const { body: doc } = await create({ name: 'Read by officers' });
    for (const as of ['officer', 'childrens-officer', 'super-admin']) {
      const byPerson = await list(as, `personId:${me('member')}`);
      expect(byPerson.status, as).toBe(200);
      expect(byPerson.body!._embedded.certifications.map((c) => c.id)).toContain(doc.id);
      // Officers read; only the person, their guardians and super admins get the add and delete buttons.
      expect(byPerson.body!.mayManage, as).toBe(as === 'super-admin');
      const byClub = await list(as, `organizationId:${MAIN_CLUB}`);
      expect(byClub.body!._embedded.certifications.map((c) => c.id)).toContain(doc.id);
    }
  });

  it('refuses everyone else: another member, a coach, an admin of another club or of the county', async () => {
    for (const as of ['coach', 'injury-specialist', 'competition-admin', 'parent'])
      expect((await list(as, `personId:${me('member')}`)).status, as).toBe(403);
    for (const as of ['member', 'coach', 'competition-admin'])
      expect((await list(as, `organizationId:${MAIN_CLUB}`)).status, as).toBe(403);
    // The main club's admin and children's officer cannot read a member of another club.
    for (const as of ['officer', 'childrens-officer'])
      expect((await list(as, `personId:${stranger}`)).status, as).toBe(403);
  });

  it('answers a bad filter with 400', async () => {
    expect((await list('member', 'colour:red')).status).toBe(400);
  });
});

describe('deleting (soft: status DELETED)', () => {
  it('lets the person delete theirs; it stays in the database as DELETED and leaves the list', async () => {
    const { body: doc } = await create({ name: 'To delete' });
    expect((await s.call(`/api/certification/${doc.id}`, { as: 'officer', method: 'DELETE' })).status).toBe(
      403,
    );
    expect((await s.call(`/api/certification/${doc.id}`, { as: 'member', method: 'DELETE' })).status).toBe(
      204,
    );
    const [row] = await s.database.db.select().from(certification).where(eq(certification.id, doc.id));
    expect(row!.status).toBe('DELETED');
    expect((await list('member')).body!._embedded.certifications.map((c) => c.id)).not.toContain(doc.id);
    // Gone is gone: a second delete is refused like a stranger's.
    expect((await s.call(`/api/certification/${doc.id}`, { as: 'member', method: 'DELETE' })).status).toBe(
      403,
    );
  });

  it('keeps VETTING certifications from the member; a super admin may remove one', async () => {
    const id = crypto.randomUUID();
    await s.database.db.insert(certification).values({
      id,
      personId: me('member'),
      type: 'VETTING',
      name: 'Garda vetting',
      reference: 'VET-999999',
      label: 'GAA',
      validFrom: today(),
      validTo: addDays(today(), 3 * 365),
    });
    expect((await s.call(`/api/certification/${id}`, { as: 'member', method: 'DELETE' })).status).toBe(403);
    const listed = (await list('member', 'type:VETTING')).body!._embedded.certifications;
    expect(listed.map((c) => c.id)).toContain(id);
    expect((await s.call(`/api/certification/${id}`, { as: 'super-admin', method: 'DELETE' })).status).toBe(
      204,
    );
  });
});

describe('certificates: one PDF, JPEG or PNG of at most 10 MB, checked by its bytes', () => {
  const PDF = '%PDF-1.4\n% a certificate\n';
  const upload = (id: string, as: string, files: [string, string, string][]) => {
    const form = new FormData();
    for (const [content, type, name] of files) form.append('file', new Blob([content], { type }), name);
    return s.call(`/api/certification/${id}/certificate`, { as, method: 'POST', body: form });
  };

  it('stores a PDF and downloads it for the person; refuses a disguised file, two files, a huge one', async () => {
    const { body: doc } = await create({ name: 'With certificate' });
    const bad = await upload(doc.id, 'member', [['<html>x</html>', 'application/pdf', 'x.pdf']]);
    expect(bad.status).toBe(415);
    const two = await upload(doc.id, 'member', [
      [PDF, 'application/pdf', 'a.pdf'],
      [PDF, 'application/pdf', 'b.pdf'],
    ]);
    expect(two.status).toBe(400);
    const huge = await upload(doc.id, 'member', [
      [PDF + 'x'.repeat(10 * 1024 * 1024), 'application/pdf', 'h.pdf'],
    ]);
    expect(huge.status).toBe(413);
    const ok = await upload(doc.id, 'member', [[PDF, 'application/pdf', 'award.pdf']]);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Certification).certificate).toEqual({ name: 'award.pdf', private: true });
    const got = await s.call(`/api/certification/${doc.id}/certificate`, { as: 'member' });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(await got.text()).toBe(PDF);
    expect((await upload(doc.id, 'officer', [[PDF, 'application/pdf', 'a.pdf']])).status).toBe(403);
  });

  it('downloads a private certificate only for the person, their guardians and super admins', async () => {
    const priv = await create({ personId: child, name: 'Private one' }, 'parent');
    const pub = await create({ personId: child, name: 'Public one', certificatePrivate: false }, 'parent');
    for (const d of [priv.body, pub.body])
      expect((await upload(d.id, 'parent', [[PDF, 'application/pdf', 'c.pdf']])).status).toBe(200);
    const status = async (id: string, as: string) =>
      (await s.call(`/api/certification/${id}/certificate`, { as })).status;
    for (const as of ['parent', 'super-admin']) expect(await status(priv.body.id, as), as).toBe(200);
    for (const as of ['officer', 'childrens-officer', 'member'])
      expect(await status(priv.body.id, as), as).toBe(403);
    for (const as of ['officer', 'childrens-officer']) expect(await status(pub.body.id, as), as).toBe(200);
    expect(await status(pub.body.id, 'member')).toBe(403);
  });

  it('answers 404 for a certification without a certificate', async () => {
    const { body: doc } = await create({ name: 'No file' });
    expect((await s.call(`/api/certification/${doc.id}/certificate`, { as: 'member' })).status).toBe(404);
  });
});

describe('the daily expiry', () => {
  it('moves ACTIVE → EXPIRING_SOON → EXPIRED as the days pass, and a second run changes nothing', async () => {
    const { body: doc } = await create({ name: 'Ageing', validTo: addDays(today(), 90) });
    const statusOn = async (day: string) => {
      await expireCertifications(s.database.db, day);
      const [row] = await s.database.db
        .select({ status: certification.status })
        .from(certification)
        .where(and(eq(certification.id, doc.id)));
      return row!.status;
    };
    expect(await statusOn(today())).toBe('ACTIVE');
    expect(await statusOn(addDays(today(), 30))).toBe('EXPIRING_SOON');
    expect(await expireCertifications(s.database.db, addDays(today(), 30))).toBe(0);
    expect(await statusOn(addDays(today(), 90))).toBe('EXPIRING_SOON');
    expect(await statusOn(addDays(today(), 91))).toBe('EXPIRED');
  });
});

describe('the expiry runner', () => {
  it('moves a certification past its last day to EXPIRED when the server starts', async () => {
    const id = crypto.randomUUID();
    await s.database.db.insert(certification).values({
      id,
      personId: me('member'),
      type: 'REFEREE',
      name: 'Referee course',
      reference: 'REF-1',
      label: 'GAA',
      validFrom: '2020-01-01',
      validTo: addDays(today(), -3),
      status: 'ACTIVE',
    });
    const runner = startCertificationExpiry(s.database.db, pino({ level: 'silent' }));
    try {
      await expect
        .poll(async () => {
          const [row] = await s.database.db.select().from(certification).where(eq(certification.id, id));
          return row!.status;
        })
        .toBe('EXPIRED');
    } finally {
      runner.stop();
    }
  });
});

describe('GET /asset/certifications', () => {
  it('lists the seven categories, safeguarding with its three levels, vetting not for members', async () => {
    const res = await s.call('/api/asset/certifications');
    const cats = (await res.json()) as { type: string; labels?: string[]; memberMayAdd: boolean }[];
    expect(cats.map((c) => c.type)).toEqual([
      'VETTING',
      'SAFEGUARDING',
      'COACHING_AWARD',
      'ANTI_DOPING',
      'REFEREE',
      'OFFICER',
      'OTHER',
    ]);
    expect(cats.find((c) => c.type === 'SAFEGUARDING')?.labels).toEqual(['LEVEL_1', 'LEVEL_2', 'LEVEL_3']);
    expect(cats.find((c) => c.type === 'VETTING')?.memberMayAdd).toBe(false);
  });
});
