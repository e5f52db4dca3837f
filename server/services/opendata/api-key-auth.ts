/**
 * The open-data API's key check (seed 3 §7 "Open-data service", issue 27 item 5): the secret comes in the
 * `X-API-Key` header; a missing, malformed, unknown, regenerated or revoked one answers 401 before anything
 * else is read. Each key may make `perMinute` requests a minute, counted in the database (api_key_usage, one
 * upsert per request, shared by every process); over it, 429 with Retry-After (seconds to the next minute).
 * The key's id and competition filters are left on the context for the route. `optionalApiKey` does the same
 * for the public routes when a key is sent.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { M, messageText } from '../../../domain/messages.ts';
import { API_KEY_HEADER, type CompetitionFilters } from '../../../domain/super-admin/api-key.ts';
import { HttpError, unauthorized } from '../../http/errors.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { SECRET_PATTERN, type SecretHasher } from '../super-admin/api-key-secret.ts';
import { countRequest, keyForSecretHash } from '../super-admin/api-key.repository.ts';

export interface ReadingKey {
  id: string;
  filters: CompetitionFilters;
}

const keys = new WeakMap<Context, ReadingKey>();

/** The key `requireApiKey` checked for this request. */
export function readingKey(c: Context<AppEnv>): ReadingKey {
  const key = keys.get(c);
  if (!key) throw new Error('requireApiKey must run before the route');
  return key;
}

export function requireApiKey(hasher: SecretHasher, perMinute: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const t = (id: string) => translate(id, pickLocale(c.req.header('accept-language')), messageText(id));
    const secret = c.req.header(API_KEY_HEADER);
    if (!secret) throw unauthorized(t(M.apiKeyMissing.id));
    if (!SECRET_PATTERN.test(secret)) throw unauthorized(t(M.apiKeyInvalid.id));
    const { db } = c.get('auth');
    const key = await keyForSecretHash(db, await hasher.hash(secret));
    if (!key) throw unauthorized(t(M.apiKeyInvalid.id));
    const now = new Date();
    const { count, windowStart } = await countRequest(db, key.id, now);
    c.header('X-RateLimit-Limit', String(perMinute));
    c.header('X-RateLimit-Remaining', String(Math.max(0, perMinute - count)));
    if (count > perMinute) {
      const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + 60_000 - now.getTime()) / 1000));
      throw new HttpError(429, t(M.apiKeyTooMany.id), undefined, { 'Retry-After': String(retryAfter) });
    }
    keys.set(c, key);
    await next();
  };
}

/**
 * The key check for the open data that is public anyway (the clubs: /api/v1/organization): no key is fine, but
 * a key that is sent is checked and counted like on the keyed routes (401 for a bad one, 429 over its rate), so
 * an integrator reads every /api/v1 route the same way and within one limit.
 */
export function optionalApiKey(hasher: SecretHasher, perMinute: number): MiddlewareHandler<AppEnv> {
  const required = requireApiKey(hasher, perMinute);
  return (c, next) => (c.req.header(API_KEY_HEADER) ? required(c, next) : next());
}
