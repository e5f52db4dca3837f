/**
 * Basket edits, checkout of existing orders and orders made by a club admin, registered against their
 * contracts (domain/membership/basket.contract.ts). The basket edits and POST /order run in the request's one
 * transaction; the two checkouts call the payments provider, so they run outside it (route-rules.ts) and
 * open their own short transactions (order-checkout.ts).
 */
import { Hono, type Context } from 'hono';
import { basketApi } from '../../../domain/membership/basket.contract.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { emptyBasket, editItem, findItem, keepItems } from './basket-edit.ts';
import { cardRequired } from './card-required.ts';
import {
  checkoutInstalment,
  checkoutOrder,
  createOrder,
  type OrderCheckoutStarted,
} from './order-checkout.ts';

const basketId = (c: Context<AppEnv>) => c.req.param('id');
const lang = (c: Context<AppEnv>) => c.req.header('accept-language');

export function basketEditRoutes(payments: PaymentsProvider, publicUrl: string) {
  const app = new Hono<AppEnv>();
  const result = `${publicUrl}/clubs/order/{ORDER_ID}`;
  const urls = { success: result, cancel: `${result}?cancelled=1` };

  route(app, basketApi.patch, {
    resource: basketId,
    handler: (c, { params, body }) =>
      keepItems(
        c.get('auth').db,
        params.id,
        body.basketItems.map((i) => i.id),
        lang(c),
      ),
  });

  route(app, basketApi.empty, {
    resource: basketId,
    handler: (c, { params }) => emptyBasket(c.get('auth').db, params.id, lang(c)),
  });

  route(app, basketApi.item, {
    resource: basketId,
    handler: async (c, { params }) => {
      c.header('Cache-Control', 'no-store');
      return findItem(c.get('auth').db, params.id, params.itemId, lang(c));
    },
  });

  route(app, basketApi.patchItem, {
    resource: basketId,
    handler: (c, { params, body }) => {
      const auth = c.get('auth');
      return editItem(auth, auth.principal!, params.id, params.itemId, body, lang(c));
    },
  });

  /** 402 with the client secret when the page confirms the card (and the provider gives one); else 201. */
  const answer = (c: Context<AppEnv>, started: OrderCheckoutStarted, inPage: boolean | undefined) => {
    const { clientSecret, ...out } = started;
    if (inPage && clientSecret) {
      return c.json(cardRequired({ ...out, clientSecret }, c), 402) as unknown as typeof out;
    }
    return out;
  };

  route(app, basketApi.membershipOrder, {
    bodyResource: (b) => b.orderId,
    handler: async (c, { body }) =>
      answer(c, await checkoutOrder(c.get('auth').db, payments, body.orderId, urls, lang(c)), body.inPage),
  });

  route(app, basketApi.instalmentOrder, {
    bodyResource: (b) => b.orderId,
    handler: async (c, { body }) =>
      answer(
        c,
        await checkoutInstalment(c.get('auth').db, payments, body.orderId, urls, lang(c)),
        body.inPage,
      ),
  });

  route(app, basketApi.createOrder, {
    bodyResource: (b) => b.organizationId,
    handler: (c, { body }) => createOrder(c.get('auth').db, body, lang(c)),
  });

  return app;
}
