/**
 * The basket (seed 1 §7 Basket and checkout): `GET /basket?person.id=` (the caller's own basket, made on
 * first use), `GET /basket/{id}`, `POST /basket/{id}/item` (a registration: one member or a bulk of
 * several), `DELETE /basket/{id}/item/{itemId}`, and `POST /basket/{id}/checkout`.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { CheckoutInput, RegistrationInput } from '../../../domain/membership/registration.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { basketDto, basketFor, registerIntoBasket, removeItem } from './basket.ts';
import { cardRequired } from './card-required.ts';
import { checkout } from './checkout.ts';
import { membershipError } from './membership-errors.ts';

const PersonQuery = v.object({ 'person.id': v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const ItemParam = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  itemId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

export function basketRoutes(payments: PaymentsProvider, publicUrl: string) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({ tags: ['basket'], summary: 'The basket of a person (the caller)' }),
    guard('membership.basket', (c) => c.req.query('person.id')),
    validate('query', PersonQuery),
    async (c) => {
      const { db } = c.get('auth');
      const id = await basketFor(db, c.req.valid('query')['person.id']);
      c.header('Cache-Control', 'no-store');
      return c.json(await basketDto(db, id));
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['basket'], summary: 'A basket' }),
    guard('membership.basketItem', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => c.json(await basketDto(c.get('auth').db, c.req.valid('param').id)),
  );

  app.post(
    '/:id/item',
    describeRoute({ tags: ['basket'], summary: 'Register members into the basket' }),
    guard('membership.basketItem', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', RegistrationInput),
    async (c) => {
      const auth = c.get('auth');
      const id = await registerIntoBasket(
        auth,
        auth.principal!,
        c.req.valid('json'),
        c.req.header('accept-language'),
      );
      return c.json(await basketDto(auth.db, id), 201);
    },
  );

  app.delete(
    '/:id/item/:itemId',
    describeRoute({ tags: ['basket'], summary: 'Remove an item from the basket' }),
    guard('membership.basketItem', (c) => c.req.param('id')),
    validate('param', ItemParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id, itemId } = c.req.valid('param');
      if (!(await removeItem(db, id, itemId))) {
        throw membershipError(404, MEMBERSHIP_ERRORS.removeItemFailed, c.req.header('accept-language'));
      }
      return c.json(await basketDto(db, id));
    },
  );

  app.post(
    '/:id/checkout',
    describeRoute({ tags: ['basket'], summary: 'Check out: single, instalments or pay later' }),
    guard('membership.basketItem', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', CheckoutInput),
    async (c) => {
      const { db } = c.get('auth');
      const result = `${publicUrl}/clubs/order/{ORDER_ID}`;
      const { paymentType, inPage } = c.req.valid('json');
      const { clientSecret, ...out } = await checkout(
        db,
        payments,
        c.req.valid('param').id,
        paymentType,
        { success: result, cancel: `${result}?cancelled=1` },
        c.req.header('accept-language'),
      );
      // A card to confirm in page: 402 with the client secret (the hosted page stays the fallback).
      if (inPage && clientSecret && out.checkoutUrl) {
        return c.json(cardRequired({ ...out, checkoutUrl: out.checkoutUrl, clientSecret }, c), 402);
      }
      return c.json(out, 201);
    },
  );
  return app;
}
