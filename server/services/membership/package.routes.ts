/**
 * Membership packages and options (seed 1 §7 Membership service): `GET /package` (filter organization.id,
 * status, additionalType, season; sort season descending, name ascending; default status DRAFT and ACTIVE),
 * `GET|PUT|DELETE /package/{id}`, `POST /package`, `POST /package/clone?fromPackageId=`, options under
 * `/package/{id}/option`, `POST /package/{id}/migrate`, and `GET /organization-package-options/{id}/options`.
 * Members see ACTIVE packages only; DRAFT ones are their club admins'.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import { MigrateInput, packageSchemas } from '../../../domain/membership/package.ts';
import { requireAccess } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, listBody, wholeList } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { membershipError } from './membership-errors.ts';
import { administersClub } from './membership.policy.ts';
import {
  addOption,
  clonePackage,
  findPackage,
  listPackages,
  migratePackage,
  organizationExists,
  removeOption,
  removePackage,
  savePackage,
  updateOption,
} from './package.repository.ts';

const FILTER_KEYS = ['organization.id', 'status', 'additionalType', 'season', 'bulkRegisterEnabled'] as const;
const OptionParam = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  optionId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const CloneQuery = v.object({ fromPackageId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

/** An unknown club in the body is 404, not a foreign-key failure. */
async function assertOrganization(db: Db, id: string, lang?: string) {
  if (!(await organizationExists(db, id)))
    throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang, 'organizationId');
}

/** `publicUrl`: the product's own host, where a question's link may point besides http:// (seed 1 §5). */
export function packageRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  const { MembershipOptionInput, MembershipPackageInput } = packageSchemas(publicUrl);
  const notFound = (lang?: string) => membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);

  app.get(
    '/',
    describeRoute({ tags: ['membership'], summary: 'Membership packages (season desc, name asc)' }),
    guard('membership.packageRead'),
    validate('query', listQuery()),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
      const value = eqFilter(q.filter, FILTER_KEYS);
      const organizationId = value('organization.id')[0];
      let statuses = value('status').length ? value('status') : ['DRAFT', 'ACTIVE'];
      const admin = organizationId
        ? await administersClub({ db, principal }, principal!, organizationId)
        : false;
      if (!admin) statuses = statuses.filter((s) => s === 'ACTIVE');
      const seasonText = value('season')[0];
      const season = seasonText && /^\d{4}$/.test(seasonText) ? Number(seasonText) : undefined;
      const { items, total } = await listPackages(
        db,
        { organizationId, statuses, season, additionalType: value('additionalType')[0] },
        q.page,
        q.size,
      );
      return c.json(listBody('packages', items, total, q.page, q.size));
    },
  );

  app.post(
    '/',
    describeRoute({ tags: ['membership'], summary: 'Create a package with its options' }),
    guard('membership.packageCreate'),
    validate('json', MembershipPackageInput),
    async (c) => {
      const auth = c.get('auth');
      const body = c.req.valid('json');
      await requireAccess(auth, 'membership.packageAdmin', body.organizationId);
      await assertOrganization(auth.db, body.organizationId, c.req.header('accept-language'));
      const id = await savePackage(auth.db, body);
      return c.json(await findPackage(auth.db, id), 201);
    },
  );

  app.post(
    '/clone',
    describeRoute({ tags: ['membership'], summary: 'Clone a package (as a DRAFT copy)' }),
    guard('membership.packageEdit', (c) => c.req.query('fromPackageId')),
    validate('query', CloneQuery),
    async (c) => {
      const { db } = c.get('auth');
      const from = await findPackage(db, c.req.valid('query').fromPackageId);
      if (!from) throw notFound(c.req.header('accept-language'));
      const id = await clonePackage(db, from);
      return c.json(await findPackage(db, id), 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['membership'], summary: 'A package with its options' }),
    guard('membership.packageRead'),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const p = await findPackage(db, c.req.valid('param').id);
      const visible =
        p &&
        (p.status === 'ACTIVE' || (await administersClub({ db, principal }, principal!, p.organization.id)));
      if (!p || !visible) throw notFound(c.req.header('accept-language'));
      return c.json(p);
    },
  );

  app.put(
    '/:id',
    describeRoute({
      tags: ['membership'],
      summary: 'Replace a package and its options (without an `options` key: its own fields only)',
    }),
    guard('membership.packageEdit', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', MembershipPackageInput),
    async (c) => {
      const auth = c.get('auth');
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const existing = await findPackage(auth.db, id);
      if (!existing) throw notFound(c.req.header('accept-language'));
      await requireAccess(auth, 'membership.packageAdmin', body.organizationId);
      await assertOrganization(auth.db, body.organizationId, c.req.header('accept-language'));
      // The body was read and checked above; a body without `options` leaves the options (and their ids) alone.
      const raw: unknown = await c.req.json();
      const keepOptions = typeof raw === 'object' && raw !== null && !('options' in raw);
      await savePackage(auth.db, body, id, keepOptions);
      return c.json(await findPackage(auth.db, id));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['membership'], summary: 'Remove a package' }),
    guard('membership.packageEdit', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      if (!(await removePackage(c.get('auth').db, c.req.valid('param').id))) {
        throw notFound(c.req.header('accept-language'));
      }
      return c.body(null, 204);
    },
  );

  app.post(
    '/:id/migrate',
    describeRoute({ tags: ['membership'], summary: 'Copy a package to a new season' }),
    guard('membership.packageEdit', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', MigrateInput),
    async (c) => {
      const { db } = c.get('auth');
      const from = await findPackage(db, c.req.valid('param').id);
      if (!from) throw notFound(c.req.header('accept-language'));
      const id = await migratePackage(db, from, c.req.valid('json'));
      return c.json(await findPackage(db, id), 201);
    },
  );

  app.post(
    '/:id/option',
    describeRoute({ tags: ['membership'], summary: 'Add an option to a package' }),
    guard('membership.packageEdit', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', MembershipOptionInput),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      if (!(await findPackage(db, id))) throw notFound(c.req.header('accept-language'));
      await addOption(db, id, c.req.valid('json'));
      return c.json(await findPackage(db, id), 201);
    },
  );

  app.put(
    '/:id/option/:optionId',
    describeRoute({ tags: ['membership'], summary: 'Update an option' }),
    guard('membership.packageEdit', (c) => c.req.param('id')),
    validate('param', OptionParam),
    validate('json', MembershipOptionInput),
    async (c) => {
      const { db } = c.get('auth');
      const { id, optionId } = c.req.valid('param');
      if (!(await updateOption(db, id, optionId, c.req.valid('json')))) {
        throw notFound(c.req.header('accept-language'));
      }
      return c.json(await findPackage(db, id));
    },
  );

  app.delete(
    '/:id/option/:optionId',
    describeRoute({ tags: ['membership'], summary: 'Remove an option' }),
    guard('membership.packageEdit', (c) => c.req.param('id')),
    validate('param', OptionParam),
    async (c) => {
      const { id, optionId } = c.req.valid('param');
      if (!(await removeOption(c.get('auth').db, id, optionId))) {
        throw notFound(c.req.header('accept-language'));
      }
      return c.body(null, 204);
    },
  );
  return app;
}

/** `GET /organization-package-options/{id}/options`: a package's options (as the registration page reads them). */
export function packageOptionRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:id/options',
    describeRoute({ tags: ['membership'], summary: 'The options of a package' }),
    guard('membership.packageRead'),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const p = await findPackage(db, c.req.valid('param').id);
      const admin = p ? await administersClub({ db, principal }, principal!, p.organization.id) : false;
      if (!p || (p.status !== 'ACTIVE' && !admin)) {
        throw membershipError(404, MEMBERSHIP_ERRORS.notFound, c.req.header('accept-language'));
      }
      const options = admin ? p.options : p.options.filter((o) => o.status === 'ACTIVE' && o.visibleOnline);
      return c.json(wholeList('options', options));
    },
  );
  return app;
}
