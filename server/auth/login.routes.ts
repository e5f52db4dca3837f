/**
 * The sign-in page of the embedded provider: a plain HTML form (works without JavaScript) in English and
 * Irish, rate limited, argon2id passwords. A success finishes the OIDC interaction and returns to the app, and
 * sets the account's device cookie on the browser (device-cookie.ts): its later attempts are counted apart
 * from strangers', so a lock-out spread over many addresses never stops the holder's own browser.
 */
import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type Provider from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { LoginText } from '../../domain/auth/login-messages.ts';
import { RegisterText } from '../../domain/auth/register-messages.ts';
import { translate, type Locale } from '../i18n.ts';
import { esc, page } from './html.ts';
import { loadPrincipal } from './principal.ts';
import { verifyPassword } from './passwords.ts';
import { isLimited, recordFailure } from './rate-limit.ts';
import { deviceOf, rememberDevice } from './device-cookie.ts';
import { deviceCookieKey } from './secrets.ts';
import { interactionLocale, registrationRoutes } from './register.routes.ts';
import { account } from '../db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { clientAddress } from '../http/client-address.ts';

type Env = { Bindings: HttpBindings };

function loginForm(uid: string, lang: Locale, opts: { error?: string; username?: string }): string {
  const tr = (m: { id: string; message: string }) => translate(m.id, lang, m.message);
  const other = lang === 'ga' ? 'en' : 'ga';
  return page({
    lang,
    title: tr(LoginText.title),
    body: `${opts.error ? `<p role="alert" class="error">${esc(opts.error)}</p>` : ''}
<form method="post" action="/oidc/interaction/${esc(uid)}/login?lang=${lang}" autocomplete="on">
<label for="username">${esc(tr(LoginText.username))}</label>
<input id="username" name="username" autocomplete="username" required autofocus value="${esc(opts.username ?? '')}">
<label for="password">${esc(tr(LoginText.password))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button type="submit">${esc(tr(LoginText.submit))}</button>
</form>
<p><a href="/oidc/interaction/${esc(uid)}/register?lang=${lang}">${esc(tr(RegisterText.createAccount))}</a></p>
<p><a href="/oidc/interaction/${esc(uid)}?lang=${other}&amp;form=login" lang="${other}">${other === 'ga' ? 'Gaeilge' : 'English'}</a></p>`,
  });
}

/** `publicUrl` is the configured PUBLIC_URL: links in sign-up mail never come from the request's Host header. */
export function loginRoutes(db: Db, provider: Provider, publicUrl: string) {
  const app = new Hono<Env>();
  const secure = new URL(publicUrl).protocol === 'https:';
  let key: Promise<string> | undefined;
  const deviceKey = () => (key ??= deviceCookieKey(db));
  app.route('/', registrationRoutes(db, provider, publicUrl, { deviceKey, secure }));

  const expired = (c: Context<Env>, lang: Locale) =>
    c.html(
      page({
        lang,
        title: translate(LoginText.errorTitle.id, lang, LoginText.errorTitle.message),
        body: `<p>${esc(translate(LoginText.expired.id, lang, LoginText.expired.message))}</p><p><a href="/login">${esc(translate(LoginText.back.id, lang, LoginText.back.message))}</a></p>`,
      }),
      400,
    );

  app.get('/:uid', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing).catch(() => null);
    const lang = interactionLocale(c, details?.params.ui_locales);
    if (!details || details.uid !== c.req.param('uid')) return expired(c, lang);
    // prompt=create (the app's /register, seed 1 §2) opens the sign-up form; its "sign in" link the login form.
    if (details.prompt.name === 'create' && c.req.query('form') !== 'login') {
      return c.redirect(`/oidc/interaction/${details.uid}/register?lang=${lang}`, 303);
    }
    return c.html(loginForm(details.uid, lang, {}));
  });

  app.post('/:uid/login', async (c) => {
    const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing).catch(() => null);
    const lang = interactionLocale(c, details?.params.ui_locales);
    if (!details || details.uid !== c.req.param('uid')) return expired(c, lang);
    const form = await c.req.parseBody();
    const username = typeof form.username === 'string' ? form.username : '';
    const password = typeof form.password === 'string' ? form.password : '';
    const tr = (m: { id: string; message: string }) => translate(m.id, lang, m.message);
    if (!username.trim() || !password) {
      return c.html(loginForm(details.uid, lang, { error: tr(LoginText.missing), username }), 400);
    }
    const ip = clientAddress(c);
    const principal = await loadPrincipal(db, { username: username.trim() });
    const device = principal
      ? deviceOf(c.req.header('cookie'), await deviceKey(), principal.accountId)
      : null;
    if (await isLimited(db, username, ip, Date.now(), device)) {
      return c.html(loginForm(details.uid, lang, { error: tr(LoginText.tooMany), username }), 429);
    }
    const stored = principal
      ? (
          await db
            .select({ h: account.passwordHash })
            .from(account)
            .where(eq(account.id, principal.accountId))
        )[0]?.h
      : undefined;
    if (!principal || !(await verifyPassword(stored, password))) {
      await recordFailure(db, username, ip, device);
      return c.html(loginForm(details.uid, lang, { error: tr(LoginText.invalid), username }), 401);
    }
    const returnTo = await provider.interactionResult(
      c.env.incoming,
      c.env.outgoing,
      // `create` also resolves a sign-up request (prompt=create) whose visitor signed in instead.
      { login: { accountId: principal.accountId, remember: true }, create: {} },
      { mergeWithLastSubmission: false },
    );
    rememberDevice(c.env.outgoing, {
      key: await deviceKey(),
      accountId: principal.accountId,
      deviceId: device,
      secure,
    });
    return c.redirect(returnTo, 303);
  });

  return app;
}
