/**
 * Linked accounts (seed 1 §3; docs/adr/0010-linked-accounts.md):
 * - /api/person/{id}/linked-account: GET (25 a page, with `mayManage`) and POST — the person, their parent or
 *   guardian; GET also a LINK_ACCOUNT_ADMIN. /api/person/{id}/linked-account/history: GET (admin).
 * - /api/person/{id}/linked-account/validate: POST, the check before adding; /api/person/{id}/linked-account/
 *   {accountId}: DELETE (the spec's paths, registered from domain/linked-account/linked-account.contract.ts).
 * - /api/linked-account/{id}: PUT and DELETE — the person, their parent or guardian.
 * - /api/linked-account: GET, the admin search (filter type, identifier (prefix), personId; search: the
 *   person's name); /api/linked-account/{id}/unlink: POST {reason} (admin). Both linkedAccount.admin.
 * Policy: linked-account.policy.ts (`linkedAccount.*`); SQL in linked-account.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import { listQuery } from '../../../domain/lib/list-query.ts';
import {
  LINKED_ACCOUNT_FILTER_KEYS,
  LINKED_ACCOUNT_PAGE_MAX,
  LINKED_ACCOUNT_PAGE_SIZE,
  LinkedAccountInput,
  UnlinkInput,
} from '../../../domain/linked-account/linked-account.ts';
import { linkedAccountApi } from '../../../domain/linked-account/linked-account.contract.ts';
import { M } from '../../../domain/messages.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { ConflictError, notFound } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';
import { versionTag, ifMatchVersion } from '../../http/etag.ts';
import { route } from '../../http/contract.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { findPerson } from '../person/person.repository.ts';
import { toAdminRow, toAuditEntry, toLinkedAccountDoc } from './linked-account.dto.ts';
import { managesAccountsOf } from './linked-account.policy.ts';
import {
  endLinkedAccount,
  findLinkedAccount,
  findSameAccount,
  historyOf,
  insertLinkedAccount,
  listOfPerson,
  searchLinkedAccounts,
  updateLinkedAccount,
} from './linked-account.repository.ts';

const ListQuery = listQuery({ maxSize: LINKED_ACCOUNT_PAGE_MAX, defaultSize: LINKED_ACCOUNT_PAGE_SIZE });
const byId = (c: Context<AppEnv>) => c.req.param('id');
const duplicate = (c: Context<AppEnv>) =>
  fieldError('identifier', M.linkedAccountDuplicate.id, c.req.header('accept-language'), 409);

/** A person's own list, add and (admin) history: mounted under /api/person. */
export function linkedAccountPersonRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/linked-account',
    describeRoute({
      tags: ['linked-account'],
      summary:
        "A person's linked accounts, oldest first (25 a page); mayManage: whether the caller may add, change and remove them",
    }),
    guard('linkedAccount.list', byId),
    validate('param', IdParam),
    validate('query', ListQuery),
    async (c) => {
      const auth = c.get('auth');
      const { id } = c.req.valid('param');
      const q = c.req.valid('query');
      const { rows, total } = await listOfPerson(auth.db, id, q.page, q.size);
      const mayManage = await managesAccountsOf(auth, auth.principal!, id);
      return c.json({
        ...listBody('linkedAccounts', rows.map(toLinkedAccountDoc), total, q.page, q.size),
        mayManage,
      });
    },
  );

  app.post(
    '/:id/linked-account',
    describeRoute({
      tags: ['linked-account'],
      summary: 'Link an account to oneself or to a dependant (409 if the person has it already)',
    }),
    guard('linkedAccount.create', byId),
    validate('param', IdParam),
    validate('json', LinkedAccountInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id: personId } = c.req.valid('param');
      const input = c.req.valid('json');
      if (!(await findPerson(db, personId))) throw notFound('Person not found');
      if (await findSameAccount(db, personId, input)) throw duplicate(c);
      const id = uuidv7();
      try {
        await insertLinkedAccount(db, id, personId, input, principal!.personId);
      } catch (e) {
        if (isUniqueViolation(e)) throw duplicate(c);
        throw e;
      }
      const doc = toLinkedAccountDoc((await findLinkedAccount(db, id))!);
      return c.json(doc, 201, { ETag: versionTag(doc.version) });
    },
  );

  app.get(
    '/:id/linked-account/history',
    describeRoute({
      tags: ['linked-account'],
      summary: "A person's linked-account history, newest first (LINK_ACCOUNT_ADMIN; 25 a page)",
    }),
    guard('linkedAccount.admin'),
    validate('param', IdParam),
    validate('query', ListQuery),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const q = c.req.valid('query');
      const { rows, total } = await historyOf(db, id, q.page, q.size);
      return c.json(listBody('history', rows.map(toAuditEntry), total, q.page, q.size));
    },
  );

  return app;
}

/** One account's changes and the admin's search and unlink: mounted under /api/linked-account. */
export function linkedAccountRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({
      tags: ['linked-account'],
      summary: `Search every linked account, newest first (LINK_ACCOUNT_ADMIN; filter keys: ${LINKED_ACCOUNT_FILTER_KEYS.join(', ')}; search: the person's name; 25 a page)`,
    }),
    guard('linkedAccount.admin'),
    validate('query', ListQuery),
    async (c) => {
      const { db } = c.get('auth');
      const q = c.req.valid('query');
      const f = eqFilter(q.filter, LINKED_ACCOUNT_FILTER_KEYS);
      const { rows, total } = await searchLinkedAccounts(db, {
        types: f('type'),
        identifiers: f('identifier'),
        personIds: f('personId'),
        name: q.search?.trim() || undefined,
        page: q.page,
        size: q.size,
      });
      return c.json(listBody('linkedAccounts', rows.map(toAdminRow), total, q.page, q.size));
    },
  );

  app.put(
    '/:id',
    describeRoute({
      tags: ['linked-account'],
      summary:
        'Change a linked account. If-Match: the version it was based on (409 with the document if stale)',
    }),
    guard('linkedAccount.manage', byId),
    validate('param', IdParam),
    validate('json', LinkedAccountInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const base = ifMatchVersion(c, 'the linked account');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await findLinkedAccount(db, id);
      if (!row) throw notFound('Linked account not found');
      if (base !== undefined && base !== row.version) {
        throw new ConflictError('This linked account was changed since you opened it', {
          reason: 'stale',
          document: toLinkedAccountDoc(row),
        });
      }
      if (await findSameAccount(db, row.personId, input, id)) throw duplicate(c);
      try {
        await updateLinkedAccount(db, row, input, principal!.personId);
      } catch (e) {
        if (isUniqueViolation(e)) throw duplicate(c);
        throw e;
      }
      const doc = toLinkedAccountDoc((await findLinkedAccount(db, id))!);
      return c.json(doc, 200, { ETag: versionTag(doc.version) });
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['linked-account'], summary: 'Remove a linked account (kept for the audit)' }),
    guard('linkedAccount.manage', byId),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const row = await findLinkedAccount(db, c.req.valid('param').id);
      if (!row) throw notFound('Linked account not found');
      await endLinkedAccount(db, row, 'REMOVED', principal!.personId);
      return c.body(null, 204);
    },
  );

  app.post(
    '/:id/unlink',
    describeRoute({
      tags: ['linked-account'],
      summary: 'Unlink an account from its person, with the reason (LINK_ACCOUNT_ADMIN; audited)',
    }),
    guard('linkedAccount.admin'),
    validate('param', IdParam),
    validate('json', UnlinkInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { reason } = c.req.valid('json');
      const row = await findLinkedAccount(db, c.req.valid('param').id);
      if (!row) throw notFound('Linked account not found');
      await endLinkedAccount(db, row, 'UNLINKED', principal!.personId, reason);
      return c.json({ ...toLinkedAccountDoc(row), unlinked: true, reason });
    },
  );

  return app;
}

/** The spec's person paths (seed 1 §7), registered from their contracts with their whole paths: mounted at /api. */
export function linkedAccountSpecRoutes() {
  const app = new Hono<AppEnv>();
  route(app, linkedAccountApi.validate, {
    resource: byId,
    handler: async (c, { params, body }) => {
      const { db } = c.get('auth');
      if (!(await findPerson(db, params.id))) throw notFound('Person not found');
      if (await findSameAccount(db, params.id, body)) throw duplicate(c);
      return { valid: true as const };
    },
  });
  route(app, linkedAccountApi.remove, {
    // The account's owner decides (the person, their parent or guardian), as for DELETE /linked-account/{id}.
    resource: (c) => c.req.param('accountId'),
    handler: async (c, { params }) => {
      const { db, principal } = c.get('auth');
      const row = await findLinkedAccount(db, params.accountId);
      if (!row || row.personId !== params.id) throw notFound('Linked account not found');
      await endLinkedAccount(db, row, 'REMOVED', principal!.personId);
    },
  });

  return app;
}
