/**
 * Support queries (seed 3 §1, §2, §3, §5, §6, §8, §9): a signed-out visitor sends a query with an
 * attachment; a retry with the same Idempotency-Key sends nothing more; every §5 rule and §9 limit refuses
 * with its message, in English and in Irish; the two mails go through the outbox; super admins list
 * queries; the sender's network is rate limited.
 */
import { request } from 'node:http';
import { and, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import { supportQueryBody } from '../../domain/support/support-body.ts';
import type { SupportQueryInput } from '../../domain/support/support-query.ts';
import { notification, supportQuery, supportQueryAttachment } from '../../server/db/schema/index.ts';
import { SUPPORT_ACKS_PER_RECIPIENT } from '../../server/services/support/support.routes.ts';
import { startTestServer, type TestServer } from './harness.ts';

const LIMIT = 24;
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    SUPPORT_EMAIL: 'desk@support.test',
    SUPPORT_QUERIES_PER_ADDRESS: String(LIMIT),
  });
});
afterAll(() => s.close());

const PDF = () =>
  new Blob([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')], { type: 'application/pdf' });
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const valid = (over: Partial<SupportQueryInput> = {}): SupportQueryInput => ({
  name: 'Niamh Ní Bhriain',
  email: 'niamh@example.ie',
  role: 'NON_ADMINISTRATOR',
  category: 'MEMBERSHIP',
  subcategory: 'RENEWAL',
  association: 'GAA',
  county: 'Wicklow',
  club: 'Cill Mhantáin GAA',
  subject: 'My renewal',
  message: 'My renewal payment went through but the membership shows as pending.',
  noArticleAnswers: true,
  ...over,
});

type Answer = {
  status: number;
  body: Record<string, unknown> & { errors?: { field: string; code: string; message: string }[] };
};
async function submit(
  query: unknown,
  opts: {
    file?: { name: string; type: string; data: Blob } | null;
    key?: string;
    as?: string;
    lang?: string;
  } = {},
): Promise<Answer> {
  const key = opts.key ?? crypto.randomUUID();
  const { body, contentType } = supportQueryBody(query, opts.file ?? null, `pairc-${key}`);
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Idempotency-Key': key };
  if (opts.lang) headers['Accept-Language'] = opts.lang;
  const res = await s.call('/api/support-query', { method: 'POST', body, headers, as: opts.as });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}
const codes = (a: Answer) => (a.body.errors ?? []).map((e) => `${e.field}:${e.code}`);
const queries = async () => (await s.database.db.select({ n: count() }).from(supportQuery))[0]!.n;
const mailsFor = (id: string) =>
  s.database.db
    .select()
    .from(notification)
    .where(like(notification.dedupeKey, `support:${id}:%`));

describe('a signed-out visitor sends a support query', () => {
  it('stores it with its attachment under a PAIRC reference and queues the two mails', async () => {
    const r = await submit(valid(), { file: { name: 'receipt.pdf', type: 'application/pdf', data: PDF() } });
    expect(r.status).toBe(201);
    expect(r.body.reference).toMatch(/^PAIRC-\d{6}$/);
    expect(r.body.attachments).toBe(1);
    const id = r.body.id as string;
    const [row] = await s.database.db.select().from(supportQuery).where(eq(supportQuery.id, id));
    expect(row).toMatchObject({ personId: null, status: 'SUBMITTED', subject: 'My renewal' });
    const files = await s.database.db
      .select()
      .from(supportQueryAttachment)
      .where(eq(supportQueryAttachment.queryId, id));
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([['receipt.pdf', 'application/pdf']]);
    const mails = await mailsFor(id);
    expect(mails.map((m) => m.address).sort()).toEqual(['desk@support.test', 'niamh@example.ie']);
    const ack = mails.find((m) => m.address === 'niamh@example.ie')!;
    expect(ack.subject).toContain(r.body.reference as string);
    expect(ack.body).toContain(r.body.reference as string);
    const desk = mails.find((m) => m.address === 'desk@support.test')!;
    expect(desk.subject).toContain('My renewal');
    expect(desk.body).toContain('receipt.pdf');
  });

  it('a second click or a retry with the same Idempotency-Key sends nothing more', async () => {
    const key = crypto.randomUUID();
    const file = { name: 'receipt.pdf', type: 'application/pdf', data: PDF() };
    const before = await queries();
    const [a, b] = await Promise.all([submit(valid(), { key, file }), submit(valid(), { key, file })]);
    const c = await submit(valid(), { key, file });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    expect(new Set([a.body.reference, b.body.reference, c.body.reference]).size).toBe(1);
    expect(await queries()).toBe(before + 1);
    expect(await mailsFor(a.body.id as string)).toHaveLength(2);
    // The same key with another query is refused, not sent.
    const d = await submit(valid({ subject: 'Something else' }), { key });
    expect(d.status).toBe(422);
    expect(await queries()).toBe(before + 1);
  });

  it('acknowledges in the sender’s language', async () => {
    const r = await submit(valid(), { lang: 'ga' });
    expect(r.status).toBe(201);
    const ack = (await mailsFor(r.body.id as string)).find((m) => m.address === 'niamh@example.ie')!;
    expect(ack.subject).toContain('Fuaireamar');
    const [row] = await s.database.db
      .select()
      .from(supportQuery)
      .where(eq(supportQuery.id, r.body.id as string));
    expect(row!.language).toBe('ga');
  });

  it('accepts a safeguarding query (the form shows the safeguarding notice first)', async () => {
    const r = await submit(valid({ category: 'SAFEGUARDING', subcategory: 'CHILD_WELFARE_CONCERN' }));
    expect(r.status).toBe(201);
  });

  it('records the signed-in sender, who reads their own query; super admins list every query', async () => {
    const r = await submit(valid({ subject: 'Signed in' }), { as: 'member' });
    expect(r.status).toBe(201);
    const [row] = await s.database.db
      .select()
      .from(supportQuery)
      .where(eq(supportQuery.id, r.body.id as string));
    expect(row!.personId).not.toBeNull();
    const mine = await s.call(`/api/support-query/${r.body.id as string}`, { as: 'member' });
    expect(mine.status).toBe(200);
    expect(await s.call(`/api/support-query/${r.body.id as string}`, { as: 'parent' })).toHaveProperty(
      'status',
      403,
    );
    const list = await s.call('/api/support-query?size=2&page=0', { as: 'super-admin' });
    const body = (await list.json()) as {
      _embedded: { supportQueries: { subject: string; data?: unknown }[] };
      page: { size: number; totalElements: number };
    };
    expect(body._embedded.supportQueries).toHaveLength(2);
    expect(body._embedded.supportQueries[0]!.subject).toBe('Signed in');
    expect(body.page.totalElements).toBeGreaterThan(2);
    expect((await s.call('/api/support-query', { as: 'member' })).status).toBe(403);
  });

  it('serves the attachment to super admins as a private download', async () => {
    const r = await submit(valid(), { file: { name: 'a.pdf', type: 'application/pdf', data: PDF() } });
    const detail = (await (
      await s.call(`/api/support-query/${r.body.id as string}`, { as: 'super-admin' })
    ).json()) as { attachments: { id: string }[] };
    const res = await s.call(
      `/api/support-query/${r.body.id as string}/attachment/${detail.attachments[0]!.id}`,
      { as: 'super-admin' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect((await res.text()).startsWith('%PDF')).toBe(true);
  });
});

describe('issue 48, finding 1: the form is no mail relay', () => {
  const bait = {
    name: 'Prize Department',
    subject: 'You won: claim at evil.example',
    message: 'Your account is locked. Sign in at http://evil.example/pairc to unlock it.',
  };

  it('acknowledges with a fixed text: the reference and our links, none of the visitor’s words', async () => {
    for (const lang of ['en', 'ga']) {
      const r = await submit(valid({ ...bait, email: `target-${lang}@example.org` }), { lang });
      expect(r.status).toBe(201);
      const mails = await mailsFor(r.body.id as string);
      const ack = mails.find((m) => m.address === `target-${lang}@example.org`)!;
      expect(ack.subject).toContain(r.body.reference as string);
      expect(ack.body).toContain(r.body.reference as string);
      expect(ack.body).toContain('{app}/contact-form'); // PUBLIC_URL goes in at delivery
      for (const typed of [bait.name, bait.subject, bait.message, 'evil.example', 'Cill Mhantáin'])
        expect(`${ack.subject}\n${ack.body}`).not.toContain(typed);
      // The desk still gets every word.
      const desk = mails.find((m) => m.address === 'desk@support.test')!;
      expect(desk.body).toContain(bait.message);
    }
  });

  /** A submission from another loopback address (fetch cannot choose its source address). */
  function submitFrom(localAddress: string, query: unknown): Promise<Answer> {
    const key = crypto.randomUUID();
    return supportQueryBody(query, null, `pairc-${key}`)
      .body.arrayBuffer()
      .then(
        (bytes) =>
          new Promise<Answer>((resolve, reject) => {
            const req = request(
              `${s.url}/api/support-query`,
              {
                method: 'POST',
                localAddress,
                headers: {
                  'Content-Type': `multipart/form-data; boundary=pairc-${key}`,
                  'Content-Length': bytes.byteLength,
                  'Idempotency-Key': key,
                },
              },
              (res) => {
                let text = '';
                res.on('data', (chunk: Buffer) => (text += chunk.toString()));
                res.on('end', () =>
                  resolve({ status: res.statusCode!, body: JSON.parse(text) as Answer['body'] }),
                );
              },
            );
            req.on('error', reject);
            req.end(Buffer.from(bytes));
          }),
      );
  }

  it('sends one address a few acknowledgements a day, whoever sends and from wherever; the rest are stored, unacknowledged, and answered the same', async () => {
    const victim = 'victim@example.org';
    const before = await queries();
    const answers: Answer[] = [];
    for (let i = 0; i < SUPPORT_ACKS_PER_RECIPIENT + 2; i++) {
      // Three source addresses, and the address in other cases: one recipient.
      const email = i % 2 ? victim.toUpperCase() : victim;
      answers.push(await submitFrom(`127.0.0.${(i % 3) + 2}`, valid({ email, subject: `Query ${i}` })));
    }
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const shapes = answers.map((a) => Object.keys(a.body).sort().join());
    expect(new Set(shapes).size).toBe(1);
    expect(await queries()).toBe(before + SUPPORT_ACKS_PER_RECIPIENT + 2);
    const acks: number[] = [];
    const withheld: number[] = [];
    for (const [i, a] of answers.entries()) {
      const mails = await mailsFor(a.body.id as string);
      if (mails.some((m) => m.address?.toLowerCase() === victim)) acks.push(i);
      const desk = mails.find((m) => m.address === 'desk@support.test')!;
      if (desk.body.includes('No acknowledgement was sent')) withheld.push(i);
    }
    expect(acks).toEqual(Array.from({ length: SUPPORT_ACKS_PER_RECIPIENT }, (_, i) => i));
    expect(withheld).toEqual([SUPPORT_ACKS_PER_RECIPIENT, SUPPORT_ACKS_PER_RECIPIENT + 1]);
    // Another address is not held back by it.
    const other = await submit(valid({ email: 'someone-else@example.org' }));
    expect((await mailsFor(other.body.id as string)).map((m) => m.address)).toContain(
      'someone-else@example.org',
    );
  });
});

describe('the §5 rules and §9 limits', () => {
  const cases: [string, Partial<Record<keyof SupportQueryInput, unknown>>, string][] = [
    ['email required', { email: '' }, `email:${M.required.id}`],
    ['email valid', { email: 'not-an-email' }, `email:${M.invalidEmail.id}`],
    ['name required', { name: ' ' }, `name:${M.required.id}`],
    ['name at least 3', { name: 'Al' }, `name:${M.supportNameMin.id}`],
    ['role required', { role: undefined }, `role:${M.required.id}`],
    ['role listed', { role: 'COACH' }, `role:${M.invalidOption.id}`],
    ['category listed', { category: 'NOPE' }, `category:${M.invalidOption.id}`],
    ['subcategory of the category', { subcategory: 'REFUND' }, `subcategory:${M.supportSubcategory.id}`],
    ['association required', { association: '' }, `association:${M.invalidOption.id}`],
    ['county required', { county: '' }, `county:${M.invalidOption.id}`],
    ['club required', { club: '' }, `club:${M.required.id}`],
    ['subject required', { subject: '' }, `subject:${M.required.id}`],
    ['subject at most 50', { subject: 'x'.repeat(51) }, `subject:${M.supportSubjectMax.id}`],
    ['message required', { message: '' }, `message:${M.required.id}`],
    ['message at least 5', { message: 'Help' }, `message:${M.supportMessageMin.id}`],
    ['related person name required', { relatedPerson: { name: '' } }, `relatedPerson.name:${M.required.id}`],
    [
      'related person name at most 50',
      { relatedPerson: { name: 'x'.repeat(51) } },
      `relatedPerson.name:${M.supportPersonNameMax.id}`,
    ],
    [
      'membership id digits only',
      { relatedPerson: { name: 'Cian', membershipId: '12a4' } },
      `relatedPerson.membershipId:${M.supportMembershipDigits.id}`,
    ],
    [
      'previous reference shape',
      { previousReference: 'ticket 12' },
      `previousReference:${M.supportReference.id}`,
    ],
    [
      'at most 50 clubs',
      { clubs: Array.from({ length: 51 }, (_, i) => `Club ${i}`) },
      `clubs:${M.supportTooManyClubs.id}`,
    ],
    ['a club added once', { clubs: ['Athenry', 'athenry'] }, `clubs:${M.supportClubAdded.id}`],
    ['at least one club in the issue wizard', { clubs: [] }, `clubs:${M.supportClubRequired.id}`],
    ['none of the articles answer', { noArticleAnswers: false }, `noArticleAnswers:${M.supportArticles.id}`],
  ];
  it.each(cases)('%s', async (_name, over, code) => {
    const before = await queries();
    const r = await submit({ ...valid(), ...over });
    expect(r.status).toBe(400);
    expect(codes(r)).toContain(code);
    expect(await queries()).toBe(before);
  });

  it('answers the messages in Irish', async () => {
    const r = await submit({ ...valid(), subject: 'x'.repeat(51) }, { lang: 'ga' });
    const e = r.body.errors!.find((x) => x.field === 'subject')!;
    expect(e.message).not.toBe('Subject must be at most 50 characters');
    expect(e.message).toMatch(/50/);
  });

  it('refuses a missing query field', async () => {
    const r = await submit(undefined);
    expect(r.status).toBe(400);
  });
});

describe('the attachment (one file, 10 MB, JPG, PNG or PDF, by its bytes)', () => {
  it('refuses a file over 10 MB (413)', async () => {
    const big = new Blob([Buffer.from('%PDF-1.4\n'), new Uint8Array(10 * 1024 * 1024)], {
      type: 'application/pdf',
    });
    const r = await submit(valid(), { file: { name: 'big.pdf', type: 'application/pdf', data: big } });
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('The file is too big: at most 10 MB');
  });
  it('refuses another type, and bytes that are not what was declared (415)', async () => {
    const text = await submit(valid(), {
      file: { name: 'a.txt', type: 'text/plain', data: new Blob(['hello']) },
    });
    expect(text.status).toBe(415);
    expect(text.body.message).toBe('This file type is not supported: use JPG, PNG or PDF');
    const fake = await submit(valid(), {
      file: { name: 'a.pdf', type: 'application/pdf', data: new Blob([PNG_BYTES]) },
    });
    expect(fake.status).toBe(415);
  });
  it('refuses two files', async () => {
    const key = crypto.randomUUID();
    const b = `pairc-${key}`;
    const part = (n: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${n}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n\r\n`;
    const body = `--${b}\r\nContent-Disposition: form-data; name="query"\r\n\r\n${JSON.stringify(valid())}\r\n${part('a.pdf')}${part('b.pdf')}--${b}--\r\n`;
    const res = await s.call('/api/support-query', {
      method: 'POST',
      body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${b}`, 'Idempotency-Key': key },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Too many files: attach one file');
  });
});

describe('rate limit per network address', () => {
  it('refuses with 429 once the address has sent its share', async () => {
    const sent = (
      await s.database.db
        .select({ n: count() })
        .from(supportQuery)
        .where(and(eq(supportQuery.email, 'niamh@example.ie')))
    )[0]!.n;
    let last: Answer | undefined;
    for (let i = sent; i <= LIMIT; i++) last = await submit(valid({ subject: `Flood ${i}` }));
    expect(last!.status).toBe(429);
    expect(last!.body.message).toBe('Too many queries were sent from this network; try again later');
  });
});
