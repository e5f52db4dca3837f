/**
 * Test-mode pages and helpers of the local provider, mounted only with it (app.ts), never with Stripe:
 * - GET/POST /pay/onboarding/{id}?return_url=: the account's hosted onboarding; its one button completes the
 *   setup and returns to `return_url` when it is a page of this server (else to /clubs);
 * - POST /pay/test/clock/advance `{hours}`: moves the provider's test clock forward (local-clock.ts), so an
 *   end-to-end test watches money clear; it moves nothing but the test provider's own time. Never in
 *   production (`clock: false`), even where the local provider is allowed there.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { OnboardingText } from '../../../domain/payment/onboarding-text.ts';
import { esc, page } from '../../auth/html.ts';
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
  const app = new Hono();
  const sameOrigin = (url: string | undefined) => {
    try {
      return url && new URL(url, publicUrl).origin === new URL(publicUrl).origin
        ? new URL(url, publicUrl).toString()
        : null;
    } catch {
      return null;
    }
  };

  app.get('/onboarding/:id', async (c) => {
    const lang = pickLocale(c.req.header('accept-language'));
    const tr = (m: { id: string; message: string }) => esc(translate(m.id, lang, m.message));
    const id = c.req.param('id');
    const account = await findAccount(provider.database, id);
    const title = translate(OnboardingText.title.id, lang, OnboardingText.title.message);
    if (!account) return c.html(page({ lang, title, body: `<p>${tr(OnboardingText.notFound)}</p>` }), 404);
    const back = sameOrigin(c.req.query('return_url')) ?? `${publicUrl}/clubs`;
    c.header('Cache-Control', 'no-store');
    return c.html(
      page({
        lang,
        title,
        body: `<p><strong>${esc(account.name)}</strong></p><p>${tr(OnboardingText.note)}</p>
<form method="post" action="/pay/onboarding/${esc(id)}"><input type="hidden" name="return_url" value="${esc(back)}">
<button type="submit">${tr(OnboardingText.complete)}</button></form>`,
      }),
    );
  });

  app.post('/onboarding/:id', async (c) => {
    const body = await c.req.parseBody();
    const ok = await completeOnboarding(provider.database, c.req.param('id'));
    if (!ok) return c.text('No such account', 404);
    const back = sameOrigin(typeof body.return_url === 'string' ? body.return_url : undefined);
    return c.redirect(back ?? `${publicUrl}/clubs`, 303);
  });

  if (!opts.clock) return app;
  app.post('/test/clock/advance', async (c) => {
    const parsed = v.safeParse(Advance, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ status: 400, message: 'hours: a whole number from 1' }, 400);
    const now = await provider.clock.advance(parsed.output.hours * 3_600_000);
    return c.json({ now: now.toISOString() });
  });
  return app;
}
