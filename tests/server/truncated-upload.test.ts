/**
 * Issue 48, finding 6: a multipart body cut short (no closing boundary) is the client's fault on every upload
 * route — a 400 with a clear message, in the caller's language, and nothing logged at error level — never a
 * 500. Tried on the signed-out support form and on uploads of signed-in people (a club crest, a member CSV, an
 * avatar).
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M, messageText } from '../../domain/messages.ts';
import { supportQueryBody } from '../../domain/support/support-body.ts';
import { translate } from '../../server/i18n.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { loadIds, type Ids } from './authz/matrix.ts';

let s: TestServer;
let ids: Ids;
/** Every line the server logs, parsed. */
const logged: { level: number; msg?: string }[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        logged.push(JSON.parse(line) as { level: number; msg?: string });
      done();
    },
  });
  s = await startTestServer({}, { log: pino({ level: 'info' }, sink) });
  ids = await loadIds(s);
});
afterAll(() => s.close());

const PDF = '%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n';
const boundary = 'pairc-truncated';

/** A well-formed multipart body of `parts`, then cut before its closing boundary. */
function truncated(parts: { name: string; filename?: string; type?: string; data: string }[]): string {
  const whole = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
        `${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n${p.data}\r\n`,
    )
    .join('');
  return `${whole}--${boundary}--\r\n`.slice(0, -`\r\n--${boundary}--\r\n`.length - 4);
}

async function post(path: string, body: string, as?: string, lang?: string) {
  const headers: Record<string, string> = {
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    'Idempotency-Key': crypto.randomUUID(),
  };
  if (lang) headers['Accept-Language'] = lang;
  const res = await s.call(path, { method: 'POST', body, headers, as });
  return { status: res.status, body: (await res.json()) as { status: number; message: string } };
}

const errorsLogged = () => logged.filter((l) => l.level >= 50);
const english = messageText(M.uploadIncomplete.id);

describe('a truncated multipart body', () => {
  it('is a sanity check: the same body whole is accepted by the support form', async () => {
    const { body } = supportQueryBody(
      {
        name: 'Niamh Ní Bhriain',
        email: 'whole@example.ie',
        role: 'NON_ADMINISTRATOR',
        category: 'MEMBERSHIP',
        subcategory: 'RENEWAL',
        association: 'GAA',
        county: 'Wicklow',
        club: 'Cill Mhantáin GAA',
        subject: 'Whole',
        message: 'A whole body, for comparison.',
        noArticleAnswers: true,
      },
      null,
      boundary,
    );
    const res = await s.call('/api/support-query', {
      method: 'POST',
      body,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Idempotency-Key': crypto.randomUUID(),
      },
    });
    expect(res.status).toBe(201);
  });

  const cases: [string, () => string, string | undefined, () => string][] = [
    [
      'the support form, signed out',
      () => '/api/support-query',
      undefined,
      () =>
        truncated([
          { name: 'query', data: '{"name":"Niamh"}' },
          { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: PDF },
        ]),
    ],
    [
      'a club crest (club admin)',
      () => `/api/organization/${ids.mainClub}/crest`,
      'officer',
      () => truncated([{ name: 'file', filename: 'crest.png', type: 'image/png', data: 'PNG' }]),
    ],
    [
      'a member CSV (club admin)',
      () => `/api/organization/${ids.mainClub}/bulk-upload`,
      'officer',
      () => truncated([{ name: 'file', filename: 'members.csv', type: 'text/csv', data: 'a,b\n1,2' }]),
    ],
    [
      'an avatar (the person)',
      () => `/api/person/${ids.me.member}/avatar`,
      'member',
      () => truncated([{ name: 'file', filename: 'me.png', type: 'image/png', data: 'PNG' }]),
    ],
  ];

  it.each(cases)(
    'is a 400 with a clear message on %s, nothing logged as an error',
    async (_n, path, as, body) => {
      const before = errorsLogged().length;
      const r = await post(path(), body(), as);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ status: 400, message: english });
      expect(errorsLogged().slice(before)).toEqual([]);
    },
  );

  it('answers in Irish', async () => {
    const r = await post('/api/support-query', truncated([{ name: 'query', data: '{}' }]), undefined, 'ga');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(translate(M.uploadIncomplete.id, 'ga', english));
    expect(r.body.message).not.toBe(english);
  });
});
