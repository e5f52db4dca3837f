/**
 * Unsubscribe from non-essential mail (issue 28 item 3). Each non-essential mail's footer carries
 * `${PUBLIC_URL}/unsubscribe/{token}` (never built from the request), the token being the person's id and an
 * HMAC of it under a server secret (auth/secrets.ts unsubscribeKey), so the link needs no sign-in and cannot be
 * made for someone else.
 *
 * - GET shows what the link does and a button: a mail scanner that follows links changes nothing.
 * - POST records the opt-out (notification_opt_out); also the one-click POST of RFC 8058 (List-Unsubscribe-Post).
 * From then on the delivery job suppresses that person's non-essential mail; essential mail still goes.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { UNSUBSCRIBE_TEXT } from '../../../domain/comms/messages.ts';
import { esc, page } from '../../auth/html.ts';
import { unsubscribeKey } from '../../auth/secrets.ts';
import type { Db } from '../../db/client.ts';
import { notificationOptOut, person } from '../../db/schema/index.ts';
import { pickLocale, translateMessage, type Locale } from '../../i18n.ts';

const mac = (key: string, personId: string) => createHmac('sha256', key).update(personId).digest('base64url');

export function unsubscribeToken(key: string, personId: string): string {
  return `${Buffer.from(personId).toString('base64url')}.${mac(key, personId)}`;
}

export function unsubscribeUrl(publicUrl: string, key: string, personId: string): string {
  return `${publicUrl}/unsubscribe/${unsubscribeToken(key, personId)}`;
}

/** The person a token was made for; null when it was not made with this key. */
export function personOfToken(key: string, token: string): string | null {
  const [idPart, sig] = token.split('.');
  if (!idPart || !sig || token.length > 300) return null;
  const personId = Buffer.from(idPart, 'base64url').toString('utf8');
  const expected = Buffer.from(mac(key, personId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? personId : null;
}

export async function optedOut(db: Db, personId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: notificationOptOut.personId })
    .from(notificationOptOut)
    .where(eq(notificationOptOut.personId, personId));
  return row !== undefined;
}

export function unsubscribeRoutes(db: Db) {
  const app = new Hono();

  const who = async (token: string) => {
    const personId = personOfToken(await unsubscribeKey(db), token);
    if (!personId) return null;
    const [p] = await db
      .select({ id: person.id, email: person.email, language: person.preferredLanguage })
      .from(person)
      .where(eq(person.id, personId));
    return p ?? null;
  };
  const html = (lang: Locale, body: string, status: 200 | 404 = 200) =>
    new Response(page({ lang, title: translateMessage(UNSUBSCRIBE_TEXT.title, lang), body }), {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  const invalid = (lang: Locale) =>
    html(lang, `<p>${esc(translateMessage(UNSUBSCRIBE_TEXT.invalid, lang))}</p>`, 404);

  app.get('/:token', async (c) => {
    const p = await who(c.req.param('token'));
    if (!p) return invalid(pickLocale(c.req.header('accept-language')));
    const lang = pickLocale(p.language);
    const explain = translateMessage(UNSUBSCRIBE_TEXT.explain, lang, { address: p.email ?? '' });
    return html(
      lang,
      `<p>${esc(explain)}</p>
<form method="post"><button type="submit">${esc(translateMessage(UNSUBSCRIBE_TEXT.confirm, lang))}</button></form>`,
    );
  });

  app.post('/:token', async (c) => {
    const p = await who(c.req.param('token'));
    if (!p) return invalid(pickLocale(c.req.header('accept-language')));
    await db.insert(notificationOptOut).values({ personId: p.id }).onConflictDoNothing();
    const lang = pickLocale(p.language);
    return html(lang, `<p role="status">${esc(translateMessage(UNSUBSCRIBE_TEXT.done, lang))}</p>`);
  });

  return app;
}
