/**
 * Test-mode pages and helpers of the local provider, mounted only with it (app.ts), never with Stripe:
 * - GET/POST /pay/onboarding/{id}?expires=&sig=&return_url=: the account's hosted onboarding; its one button
 *   completes the setup and returns to `return_url` when it is a page of this server (else to /clubs). A
 *   browser follows the link with no bearer token, so the link itself is the credential: signed, for that
 *   account only, short-lived, and given out only by the payment account overview to those who may set the
 *   account up (local-onboarding-links.ts); anything else is a 403 page;
 * - POST /pay/test/clock/advance `{hours}`: moves the provider's test clock forward (local-clock.ts), so an
 *   end-to-end test watches money clear; it moves nothing but the test provider's own time, and only for a
 *   super admin's bearer token (app.ts reads the token for /pay/test/* as the API does) — issue 48. Never in
 *   production (`clock: false`), even where the local provider is allowed there.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { OnboardingText } from '../../../domain/payment/onboarding-text.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { esc, page } from '../../auth/html.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { completeOnboarding, findAccount } from './local-account.ts';
import { MAX_ADVANCE_MS } from './local-clock.ts';
import type { LocalPaymentsProvider } from './local-provider.ts';

const Advance = v.object({
  hours: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ADVANCE_MS / 3_600_000)),
});

export function localTestRoutes(
  provider: LocalPaymentsProvider,
  publicUrl: string,
  opts: { clock: boolean } = { clock: true },
) {
  const app = new Hono<AppEnv>();
  const sameOrigin = (url: string | undefined) => {
    try {
      return url && new URL(url, publicUrl).origin === new URL(publicUrl).origin
        ? new URL(url, publicUrl).toString()
        : null;
    } catch {
      return null;
    }
  };

  const text = (c: { req: { header(name: string): string | undefined } }) => {
    const lang = pickLocale(c.req.header('accept-language'));
    return {
      lang,
      tr: (m: { id: string; message: string }) => esc(translate(m.id, lang, m.message)),
      title: translate(OnboardingText.title.id, lang, OnboardingText.title.message),
    };
  };

  app.get('/onboarding/:id', async (c) => {
    const { lang, tr, title } = text(c);
    const id = c.req.param('id');
    c.header('Cache-Control', 'no-store');
    const proof = { expires: c.req.query('expires'), sig: c.req.query('sig') };
    if (!(await provider.onboarding.valid(id, proof)))
      return c.html(page({ lang, title, body: `<p>${tr(OnboardingText.linkRefused)}</p>` }), 403);
    const account = await findAccount(provider.database, id);
    if (!account) return c.html(page({ lang, title, body: `<p>${tr(OnboardingText.notFound)}</p>` }), 404);
    const back = sameOrigin(c.req.query('return_url')) ?? `${publicUrl}/clubs`;
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${esc(value)}">`;
    return c.html(
      page({
        lang,
        title,
        body: `<p><strong>${esc(account.name)}</strong></p><p>${tr(OnboardingText.note)}</p>
<form method="post" action="/pay/onboarding/${esc(id)}">${hidden('return_url', back)}${hidden('expires', proof.expires ?? '')}${hidden('sig', proof.sig ?? '')}
<button type="submit">${tr(OnboardingText.complete)}</button></form>`,
      }),
    );
  });

  app.post('/onboarding/:id', async (c) => {
    const body = await c.req.parseBody();
    const field = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined);
    const id = c.req.param('id');
    if (!(await provider.onboarding.valid(id, { expires: field('expires'), sig: field('sig') }))) {
      const { lang, tr, title } = text(c);
      return c.html(page({ lang, title, body: `<p>${tr(OnboardingText.linkRefused)}</p>` }), 403);
    }
    const ok = await completeOnboarding(provider.database, id);
    if (!ok) return c.text('No such account', 404);
    const back = sameOrigin(field('return_url'));
    return c.redirect(back ?? `${publicUrl}/clubs`, 303);
  });

  if (!opts.clock) return app;
  app.post('/test/clock/advance', async (c) => {
    const { principal } = c.get('auth');
    if (!principal) throw unauthorized('Sign in as a super admin to move the test clock');
    if (!isSuperAdmin(principal)) throw forbidden('Only a super admin moves the test clock');
    const parsed = v.safeParse(Advance, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ status: 400, message: 'hours: a whole number from 1' }, 400);
    const now = await provider.clock.advance(parsed.output.hours * 3_600_000);
    return c.json({ now: now.toISOString() });
  });
  return app;
}
