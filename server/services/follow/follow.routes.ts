/**
 * Follows and push subscriptions, the caller's own (issue 52 item 3; contracts in domain/follow/follow.contract.ts).
 * Each write runs in the request transaction (idempotent replay by Idempotency-Key); following again and
 * registering the same endpoint again answer the same row.
 */
import { Hono, type Context } from 'hono';
import { followApi } from '../../../domain/follow/follow.contract.ts';
import type { Vapid } from '../../adapters/push/vapid.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { isPublicPushEndpoint } from './push-endpoint-rule.ts';
import {
  addFollow,
  addSubscription,
  listFollows,
  removeFollow,
  removeSubscription,
  updateFollow,
} from './follow.repository.ts';

/** The caller's person (the policy let only a principal with one through). */
const me = (c: Context<AppEnv>): string => c.get('auth').principal!.personId!;

export function followRoutes(vapid: () => Promise<Vapid>, allowLocalEndpoints = false) {
  const app = new Hono<AppEnv>();

  route(app, followApi.list, {
    handler: async (c) => listFollows(c.get('auth').db, me(c)),
  });
  route(app, followApi.follow, {
    handler: async (c, { body }) => {
      const found = await addFollow(c.get('auth').db, me(c), body);
      if (!found) throw notFound('No such team, club or competition');
      return found;
    },
  });
  route(app, followApi.update, {
    handler: async (c, { params, body }) => {
      const found = await updateFollow(c.get('auth').db, me(c), params.id, body);
      if (!found) throw notFound('Follow not found');
      return found;
    },
  });
  route(app, followApi.unfollow, {
    handler: async (c, { params }) => {
      if (!(await removeFollow(c.get('auth').db, me(c), params.id))) throw notFound('Follow not found');
    },
  });
  route(app, followApi.subscribe, {
    handler: async (c, { body }) => {
      if (!allowLocalEndpoints && !isPublicPushEndpoint(body.endpoint))
        throw new HttpError(400, 'A push endpoint must be a public https address', [
          { field: 'endpoint', message: 'A push endpoint must be a public https address' },
        ]);
      return { id: await addSubscription(c.get('auth').db, me(c), body) };
    },
  });
  route(app, followApi.unsubscribe, {
    handler: async (c, { params }) => {
      if (!(await removeSubscription(c.get('auth').db, me(c), params.id)))
        throw notFound('Subscription not found');
    },
  });
  route(app, followApi.vapidKey, {
    handler: async (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return { publicKey: (await vapid()).publicKey };
    },
  });
  return app;
}
