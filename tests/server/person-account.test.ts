import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, notification } from '../../server/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../server/db/seed/demo.ts';
import { PASSWORD_WARNINGS, PASSWORD_WEAK } from '../../domain/auth/password-messages.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

type Json = Record<string, unknown> & { errors?: { field: string; message: string; code: string }[] };
const json = async (res: Response) => (await res.json()) as Json;
const idOf = async (as: string) => String((await json(await s.call('/api/person/me', { as }))).id);
const codes = async (res: Response) => ((await json(res)).errors ?? []).map((e) => `${e.field}:${e.code}`);

async function changePassword(as: string, personId: string, current: string, next: string, confirm = next) {
  return s.call(`/api/person/${personId}/password`, {
    as,
    method: 'PATCH',
    json: { currentPassword: current, newPassword: next, newPasswordConfirmation: confirm },
  });
}

describe('PATCH /api/person/{id}/password', () => {
  it('applies each rule at its boundary', async () => {
    const id = await idOf('coach');
    const cases: [string, string, string][] = [
      ['Abcdefgh1', 'Abcdefgh1', 'newPassword:validation.password.min'],
      ['abcdefghi1', 'abcdefghi1', 'newPassword:validation.password.upper'],
      ['ABCDEFGHI1', 'ABCDEFGHI1', 'newPassword:validation.password.lower'],
      ['Abcdefghij', 'Abcdefghij', 'newPassword:validation.password.digit'],
      ['Password123', 'Password123', 'newPassword:validation.password.common'],
      ['Abcdefghi1', 'Abcdefghi2', 'newPasswordConfirmation:validation.password.mismatch'],
    ];
    for (const [next, confirm, code] of cases) {
      const res = await changePassword('coach', id, DEMO_PASSWORD, next, confirm);
      expect(res.status, next).toBe(400);
      expect(await codes(res)).toContain(code);
    }
    const noCurrent = await changePassword('coach', id, '', 'Abcdefghi1');
    expect(await codes(noCurrent)).toContain('currentPassword:validation.password.currentRequired');
    const wrong = await changePassword('coach', id, 'Wrong-password-1', 'Abcdefghi1');
    expect(wrong.status).toBe(400);
    expect(await codes(wrong)).toContain('currentPassword:validation.password.wrong');
    // 10 characters with upper, lower and digit is enough when it is not easy to guess.
    expect((await changePassword('coach', id, DEMO_PASSWORD, 'Gorse7Tarbh')).status).toBe(204);
  });

  it('refuses the last 3 passwords and allows the fourth-last', async () => {
    const id = await idOf('officer');
    const [a, b, c, d] = ['Sliabh-Bloom-7a', 'Cnoc-Meadha-8b', 'Abhainn-Bheag-9c', 'Loch-Garman-10d'];
    expect((await changePassword('officer', id, DEMO_PASSWORD, a)).status).toBe(204);
    expect((await changePassword('officer', id, a, b)).status).toBe(204);
    expect((await changePassword('officer', id, b, c)).status).toBe(204);
    for (const old of [c, b, a]) {
      const res = await changePassword('officer', id, c, old);
      expect(res.status, old).toBe(400);
      expect(await codes(res)).toContain('newPassword:validation.password.reused');
    }
    expect((await changePassword('officer', id, c, d)).status).toBe(204);
    // Now a is the fourth-last: allowed again; b is still among the last 3.
    expect(await codes(await changePassword('officer', id, d, b))).toContain(
      'newPassword:validation.password.reused',
    );
    expect((await changePassword('officer', id, d, a)).status).toBe(204);
    const [row] = await s.database.db.select().from(account).where(eq(account.personId, id));
    expect(row!.previousPasswordHashes).toHaveLength(2);
  });
});

describe('issue 48, finding 5: a password too easy to guess is refused on change and on reset', () => {
  it('refuses a weak new password with the reasons, in English and in Irish, and keeps the old one', async () => {
    const id = await idOf('injury-specialist');
    for (const weak of ['Aa123456789', 'Pairc2026demo!', 'Specialist99']) {
      const res = await changePassword('injury-specialist', id, DEMO_PASSWORD, weak);
      expect(res.status, weak).toBe(400);
      const body = await json(res);
      expect(body.errors![0]).toMatchObject({ field: 'newPassword', code: PASSWORD_WEAK.id });
      expect(body.errors![0]!.message).toContain(PASSWORD_WEAK.message);
    }
    // The person's own name and username are among the words the estimator tries.
    const own = await json(
      await changePassword(
        'childrens-officer',
        await idOf('childrens-officer'),
        DEMO_PASSWORD,
        'Officer2026',
      ),
    );
    expect(own.errors![0]!.message).toContain(PASSWORD_WARNINGS.userInputs!.message);
    const ga = await s.call(`/api/person/${id}/password`, {
      as: 'injury-specialist',
      method: 'PATCH',
      json: {
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Aa123456789',
        newPasswordConfirmation: 'Aa123456789',
      },
      headers: { 'Accept-Language': 'ga' },
    });
    const message = (await json(ga)).errors![0]!.message;
    expect(message).not.toContain(PASSWORD_WEAK.message);
    expect(message.length).toBeGreaterThan(20);
    // The old password still signs in: nothing changed.
    const [row] = await s.database.db.select().from(account).where(eq(account.personId, id));
    expect(row!.previousPasswordHashes).toHaveLength(0);
  });

  it('refuses a weak password set through a reset link, and the link stays usable', async () => {
    const id = await idOf('assessor');
    expect(
      (await s.call(`/api/person/${id}/reset-password`, { as: 'assessor', method: 'POST' })).status,
    ).toBe(202);
    const [mail] = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.recipientPersonId, id));
    const token = /token=([\w-]+)/.exec(mail!.body)![1]!;
    const reset = (newPassword: string) =>
      s.call('/api/person/password-reset', {
        method: 'POST',
        json: { token, newPassword, newPasswordConfirmation: newPassword },
      });
    const weak = await reset('Aa123456789');
    expect(weak.status).toBe(400);
    expect(await codes(weak)).toEqual([`newPassword:${PASSWORD_WEAK.id}`]);
    expect((await reset('Bradan5Feasa')).status).toBe(204);
  });
});

describe('PATCH /api/person/{id}/username', () => {
  it('refuses the current name, a space, a taken name (409) and a wrong password; then changes it', async () => {
    const id = await idOf('referee');
    const call = (username: string, confirmPassword = DEMO_PASSWORD) =>
      s.call(`/api/person/${id}/username`, {
        as: 'referee',
        method: 'PATCH',
        json: { username, confirmPassword },
      });
    expect(await codes(await call('referee'))).toContain('username:validation.username.sameAsCurrent');
    expect(await codes(await call('ref eree'))).toContain('username:validation.username.noSpace');
    expect(await codes(await call(''))).toContain('username:validation.required');
    expect(await codes(await call('referee2', ''))).toContain(
      'confirmPassword:validation.password.currentRequired',
    );
    expect(await codes(await call('referee2', 'Not-the-password1'))).toContain(
      'confirmPassword:validation.password.wrong',
    );
    const taken = await call('MEMBER');
    expect(taken.status).toBe(409);
    expect(await codes(taken)).toContain('username:validation.username.taken');
    const ok = await call('referee.diarmuid');
    expect(ok.status).toBe(200);
    const me = await json(await s.call('/api/person/me', { as: 'referee.diarmuid' }));
    expect(me.username).toBe('referee.diarmuid');
  });
});

describe('PATCH /api/person/{id}/email', () => {
  it('refuses the same, an invalid and a taken address, with a reason; then changes it', async () => {
    const id = await idOf('childrens-officer');
    const call = (email: string) =>
      s.call(`/api/person/${id}/email`, { as: 'childrens-officer', method: 'PATCH', json: { email } });
    expect(await codes(await call('CHILDRENS.OFFICER@pairc.example'))).toContain(
      'email:validation.email.sameAsCurrent',
    );
    expect(await codes(await call('not-an-email'))).toContain('email:validation.email.invalid');
    const taken = await call('member@pairc.example');
    expect(taken.status).toBe(409);
    expect((await call('maire@pairc.example')).status).toBe(200);
  });
});

describe('POST /api/person/{id}/reset-password', () => {
  it('mails a one-use link through the adapter, rate limited, and the link sets a new password', async () => {
    const id = await idOf('injury-specialist');
    const res = await s.call(`/api/person/${id}/reset-password`, { as: 'injury-specialist', method: 'POST' });
    expect(res.status).toBe(202);
    const mails = await s.database.db
      .select()
      .from(notification)
      .where(eq(notification.recipientPersonId, id));
    expect(mails).toHaveLength(1);
    const token = /token=([\w-]+)/.exec(mails[0]!.body)![1]!;
    const body = { token, newPassword: 'Resetpass99', newPasswordConfirmation: 'Resetpass99' };
    expect((await s.call('/api/person/password-reset', { method: 'POST', json: body })).status).toBe(204);
    expect((await s.call('/api/person/password-reset', { method: 'POST', json: body })).status).toBe(400);
    for (let i = 0; i < 2; i++) {
      expect(
        (await s.call(`/api/person/${id}/reset-password`, { as: 'super-admin', method: 'POST' })).status,
      ).toBe(202);
    }
    const limited = await s.call(`/api/person/${id}/reset-password`, {
      as: 'injury-specialist',
      method: 'POST',
    });
    expect(limited.status).toBe(429);
  });
});

describe('avatar', () => {
  it('resizes one image server-side and deletes it; refuses non-images', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const id = await idOf('member');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await s.call(`/api/person/${id}/avatar`, { as: 'member', method: 'POST', body: form });
    expect(res.status).toBe(201);
    const body = await json(res);
    const stored = Buffer.from(String(body.avatar).split(',')[1]!, 'base64');
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([256, 256, 'webp']);
    const text = new FormData();
    text.append('file', new Blob(['hello'], { type: 'text/plain' }), 'x.txt');
    expect(
      (await s.call(`/api/person/${id}/avatar`, { as: 'member', method: 'POST', body: text })).status,
    ).toBe(415);
    expect((await s.call(`/api/person/${id}/avatar`, { as: 'member', method: 'DELETE' })).status).toBe(204);
    expect((await json(await s.call('/api/person/me', { as: 'member' }))).avatar).toBeUndefined();
  });
});

describe('BOLA: every person route refuses another user (403)', () => {
  it('403 for reading or changing someone else', async () => {
    const coach = await idOf('coach');
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'x.png');
    const routes: [string, string, unknown][] = [
      ['GET', `/api/person/${coach}`, undefined],
      ['PATCH', `/api/person/${coach}`, { description: 'x' }],
      ['PUT', `/api/person/${coach}`, { givenName: 'x' }],
      ['PATCH', `/api/person/${coach}/username`, { username: 'x', confirmPassword: DEMO_PASSWORD }],
      [
        'PATCH',
        `/api/person/${coach}/password`,
        { currentPassword: 'a', newPassword: 'b', newPasswordConfirmation: 'b' },
      ],
      ['PATCH', `/api/person/${coach}/email`, { email: 'x@example.ie' }],
      ['POST', `/api/person/${coach}/reset-password`, undefined],
      ['DELETE', `/api/person/${coach}/avatar`, undefined],
    ];
    for (const [method, path, body] of routes) {
      const res = await s.call(path, { as: 'member', method, json: body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const upload = await s.call(`/api/person/${coach}/avatar`, { as: 'member', method: 'POST', body: form });
    expect(upload.status).toBe(403);
    // The account routes are the account holder's alone: a parent cannot use them for another adult.
    const guardian = await idOf('guardian');
    const res = await s.call(`/api/person/${guardian}/email`, {
      as: 'parent',
      method: 'PATCH',
      json: { email: 'una@example.ie' },
    });
    expect(res.status).toBe(403);
  });
});
