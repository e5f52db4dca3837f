/**
 * /api/api-key (seed 3 §7 "Open-data service": CRUD on /api-key, POST /api-key/{id}/credential/{id}/regenerate):
 * the super admin's open-data API keys. GET / (page, size; newest first), POST / (create: the secret is in this
 * one answer, `secret`), GET /{id}, POST /{id}/credential/{credentialId}/regenerate (the old secret stops at
 * once; the new one is in the answer), DELETE /{id} (revoke). An Idempotency-Key replay answers the same key
 * with `secret: null` — the secret is never stored, not even in the replay record. Every change writes the
 * super admin audit log in its request's transaction. Policy: super-admin.policy.ts; SQL: api-key.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { M, messageText } from '../../../domain/messages.ts';
import { ApiKeyInput, type ApiKeyWithSecret } from '../../../domain/super-admin/api-key.ts';
import type { Principal } from '../../auth/principal.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { newSecret, prefixOf, type SecretHasher } from './api-key-secret.ts';
import {
  findApiKey,
  insertApiKey,
  listApiKeys,
  regenerateCredential,
  revokeApiKey,
} from './api-key.repository.ts';
import { recordAudit } from './audit.repository.ts';

const ApiKeyListQuery = v.object({
  page: listQuery({ maxSize: 200, defaultSize: 100 }).entries.page,
  size: listQuery({ maxSize: 200, defaultSize: 100 }).entries.size,
});
const CredentialParam = v.object({
  ...IdParam.entries,
  credentialId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const t = (c: Context<AppEnv>, id: string) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));

/** Answers a key with its new secret, and keeps the same answer without it for a replay. */
function withSecret(
  c: Context<AppEnv>,
  key: NonNullable<Awaited<ReturnType<typeof findApiKey>>>,
  secret: string,
  status: 200 | 201,
) {
  const answer: ApiKeyWithSecret = { ...key, secret };
  c.set('replayBody', { ...key, secret: null } satisfies ApiKeyWithSecret);
  c.header('Cache-Control', 'no-store');
  return c.json(answer, status);
}

export function apiKeyRoutes(hasher: SecretHasher) {
  const app = new Hono<AppEnv>();
  const fresh = async () => {
    const secret = newSecret();
    return { secret, hash: await hasher.hash(secret), prefix: prefixOf(secret) };
  };

  app.get(
    '/',
    describeRoute({ tags: ['api keys'], summary: 'Open-data API keys, newest first (super admins)' }),
    guard('superAdmin.apiKey.list'),
    validate('query', ApiKeyListQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      const { items, total } = await listApiKeys(c.get('auth').db, page, size);
      return c.json(listBody('apiKeys', items, total, page, size));
    },
  );

  app.post(
    '/',
    describeRoute({
      tags: ['api keys'],
      summary: 'Create an API key; the answer holds its secret, shown this once (super admins)',
    }),
    guard('superAdmin.apiKey.create'),
    validate('json', ApiKeyInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      const s = await fresh();
      const key = await insertApiKey(db, input, principal!.personId, s);
      await recordAudit(db, principal as Principal, {
        action: 'API_KEY_CREATE',
        targetType: 'API_KEY',
        targetId: key.id,
        details: { contactEmail: key.contactEmail, description: key.description },
      });
      return withSecret(c, key, s.secret, 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['api keys'], summary: 'One API key (never its secret)' }),
    guard('superAdmin.apiKey.list'),
    validate('param', IdParam),
    async (c) => {
      const key = await findApiKey(c.get('auth').db, c.req.valid('param').id);
      if (!key) throw notFound(t(c, M.apiKeyNotFound.id));
      return c.json(key);
    },
  );

  app.post(
    '/:id/credential/:credentialId/regenerate',
    describeRoute({
      tags: ['api keys'],
      summary: 'Regenerate a key’s secret: the old one stops working at once; the new one is in the answer',
    }),
    guard('superAdmin.apiKey.regenerate'),
    validate('param', CredentialParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, credentialId } = c.req.valid('param');
      const s = await fresh();
      const before = await findApiKey(db, id);
      if (!before) throw notFound(t(c, M.apiKeyNotFound.id));
      if (before.revokedAt) throw conflict(t(c, M.apiKeyRevoked.id));
      if (!(await regenerateCredential(db, id, credentialId, s))) throw notFound(t(c, M.apiKeyNotFound.id));
      await recordAudit(db, principal as Principal, {
        action: 'API_KEY_REGENERATE',
        targetType: 'API_KEY',
        targetId: id,
        details: { revokedCredentialId: credentialId },
      });
      const key = (await findApiKey(db, id))!;
      return withSecret(c, key, s.secret, 200);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['api keys'], summary: 'Revoke an API key: its secret stops working at once' }),
    guard('superAdmin.apiKey.revoke'),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const id = c.req.valid('param').id;
      const before = await findApiKey(db, id);
      if (!before) throw notFound(t(c, M.apiKeyNotFound.id));
      if (before.revokedAt) return c.body(null, 204);
      await revokeApiKey(db, id);
      await recordAudit(db, principal as Principal, {
        action: 'API_KEY_REVOKE',
        targetType: 'API_KEY',
        targetId: id,
      });
      return c.body(null, 204);
    },
  );
  return app;
}
