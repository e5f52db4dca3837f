/**
 * The local test-mode provider's hosted checkout page, served by this server at /pay/checkout/{id}: a plain
 * server-rendered form (labelled fields, no scripts), so the PWA never sees a card number (PCI SAQ A style).
 * Only the number decides the outcome; expiry, CVC and name are asked for as on a real page and not stored.
 */
import { BASKET_ERRORS } from '../../../domain/payment/basket-messages.ts';
import { Hono } from 'hono';
import { CheckoutText } from '../../../domain/draw/checkout-text.ts';
import { formatMoney } from '../../../domain/lib/money.ts';
import { esc, page } from '../../auth/html.ts';
import { pickLocale, translate, type Locale } from '../../i18n.ts';
import type { LocalPaymentsProvider, PayOutcome } from './local-provider.ts';
import { PaymentsError } from './provider.ts';

type Text = { id: string; message: string };

const money = (amountMinor: number, currency: string, lang: Locale) =>
  formatMoney(amountMinor, currency, lang);

export function localCheckoutRoutes(provider: LocalPaymentsProvider) {
  const app = new Hono();
  const langOf = (header: string | undefined) => pickLocale(header);

  const form = (id: string, lang: Locale, amount: string, cancelUrl: string, error?: string) => {
    const tr = (m: Text) => esc(translate(m.id, lang, m.message));
    return page({
      lang,
      title: translate(CheckoutText.title.id, lang, CheckoutText.title.message),
      body: `<p>${tr(CheckoutText.amount)}: <strong>${esc(amount)}</strong></p>
<p>${tr(CheckoutText.testNote)}</p>
${error ? `<p role="alert" class="error">${esc(error)}</p>` : ''}
<form method="post" action="/pay/checkout/${esc(id)}">
<label for="card">${tr(CheckoutText.cardNumber)}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<label for="exp">${tr(CheckoutText.expiry)}</label>
<input id="exp" name="exp" autocomplete="cc-exp" required>
<label for="cvc">${tr(CheckoutText.cvc)}</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required>
<label for="holder">${tr(CheckoutText.cardholder)}</label>
<input id="holder" name="holder" autocomplete="cc-name">
<button type="submit">${tr(CheckoutText.pay)}</button>
</form>
<p><a href="${esc(cancelUrl)}">${tr(CheckoutText.cancel)}</a></p>`,
    });
  };

  const message = (lang: Locale, m: Text, status: 404 | 410) =>
    new Response(
      page({
        lang,
        title: translate(CheckoutText.title.id, lang, CheckoutText.title.message),
        body: `<p>${esc(translate(m.id, lang, m.message))}</p>`,
      }),
      { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
    );

  const answer = (c: { redirect(url: string, status: 303): Response }, outcome: PayOutcome) =>
    'redirect' in outcome ? c.redirect(outcome.redirect, 303) : null;

  app.get('/checkout/:id', async (c) => {
    const lang = langOf(c.req.header('accept-language'));
    const session = await provider.findSession(c.req.param('id'));
    if (!session) return message(lang, CheckoutText.notFound, 404);
    if (session.status !== 'open' || session.expiresAt <= new Date()) {
      if (session.status === 'open') await provider.expireCheckoutSession(session.id);
      return message(lang, CheckoutText.closed, 410);
    }
    c.header('Cache-Control', 'no-store');
    return c.html(
      form(session.id, lang, money(session.amountMinor, session.currency, lang), session.cancelUrl),
    );
  });

  app.post('/checkout/:id', async (c) => {
    const lang = langOf(c.req.header('accept-language'));
    const id = c.req.param('id');
    const session = await provider.findSession(id);
    if (!session) return message(lang, CheckoutText.notFound, 404);
    const body = await c.req.parseBody();
    const outcome = await provider.pay(id, typeof body.card === 'string' ? body.card : '');
    if (outcome.kind === 'incorrectNumber') {
      const error = translate(CheckoutText.incorrect.id, lang, CheckoutText.incorrect.message);
      const amount = money(session.amountMinor, session.currency, lang);
      return c.html(form(id, lang, amount, session.cancelUrl, error), 400);
    }
    if (outcome.kind === 'requiresAction') {
      const tr = (m: Text) => esc(translate(m.id, lang, m.message));
      const action = `/pay/authenticate/${esc(outcome.paymentIntentId)}`;
      return c.html(
        page({
          lang,
          title: translate(CheckoutText.authTitle.id, lang, CheckoutText.authTitle.message),
          body: `<p>${tr(CheckoutText.authText)}</p>
<form method="post" action="${action}"><input type="hidden" name="approve" value="yes"><button type="submit">${tr(CheckoutText.authApprove)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="approve" value="no"><button type="submit">${tr(CheckoutText.authFail)}</button></form>`,
        }),
      );
    }
    return answer(c, outcome)!;
  });

  /**
   * In-page confirmation (issue 53 item 5): the page sends the client secret of the checkout's 402 answer and
   * the card, as Stripe.js's confirmCardPayment does; the test card decides. Answers `{ status, message? }`:
   * succeeded; declined (402, the card network's message); incorrect number (400); the session is closed or
   * the secret unknown (404); a card asking for authentication finishes on the hosted page (`url`).
   */
  app.post('/confirm', async (c) => {
    const lang = langOf(c.req.header('accept-language'));
    const tr = (m: Text) => translate(m.id, lang, m.message);
    const body: unknown = await c.req.json().catch(() => null);
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const secret = typeof input.clientSecret === 'string' ? input.clientSecret.slice(0, 200) : '';
    const card = typeof input.card === 'string' ? input.card.slice(0, 40) : '';
    const outcome = secret ? await provider.confirmInPage(secret, card) : null;
    if (!outcome) return c.json({ status: 'not_found', message: tr(CheckoutText.notFound) }, 404);
    switch (outcome.kind) {
      case 'succeeded':
        return c.json({ status: 'succeeded' });
      case 'declined':
        return c.json(
          { status: 'declined', code: 'card_declined', message: tr(BASKET_ERRORS.cardDeclined) },
          402,
        );
      case 'incorrectNumber':
        return c.json({ status: 'incorrect_number', message: tr(CheckoutText.incorrect) }, 400);
      case 'requiresAction': {
        const session = await provider.findSession(secret.slice(0, secret.indexOf('_secret_')));
        return c.json({ status: 'requires_action', url: `/pay/checkout/${session?.id ?? ''}` });
      }
      case 'closed':
        return c.json({ status: 'closed', message: tr(CheckoutText.closed) }, 404);
    }
  });

  /** The page closed its card form unpaid: the session ends, so the order is abandoned and the basket free. */
  app.post('/confirm/cancel', async (c) => {
    const body: unknown = await c.req.json().catch(() => null);
    const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const secret = typeof input.clientSecret === 'string' ? input.clientSecret.slice(0, 200) : '';
    const done = secret ? await provider.cancelInPage(secret) : false;
    return done ? c.body(null, 204) : c.json({ status: 'not_found' }, 404);
  });

  app.post('/authenticate/:intentId', async (c) => {
    const lang = langOf(c.req.header('accept-language'));
    const body = await c.req.parseBody();
    try {
      const outcome = await provider.authenticate(c.req.param('intentId'), body.approve === 'yes');
      return answer(c, outcome) ?? message(lang, CheckoutText.closed, 410);
    } catch (e) {
      if (e instanceof PaymentsError) return message(lang, CheckoutText.notFound, 404);
      throw e;
    }
  });

  return app;
}
