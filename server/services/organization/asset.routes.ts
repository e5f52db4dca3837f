/**
 * The asset register, annual accounts and employment (seed 3 §2, §3 "Asset register", §5, §7 "CRUD on
 * /location, /structure, /financial-statement, /license, /inspected-equipment, /employment" and
 * "/organization/{id}/report"). For each kind: GET /api/<kind>?organizationId= and POST /api/<kind>
 * (`asset.register`, the club from the query or body), PUT and DELETE /api/<kind>/{id} (`asset.change`: the
 * item's club). A club keeps exactly one primary location: the first location is the primary, a second
 * primary is refused, and the primary is neither demoted nor removed while the club has other grounds.
 * Changes answer 423 while the club is frozen (frozen.ts). GET /api/organization/{id}/report: the register
 * as CSV. SQL: asset.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import {
  ASSET_KINDS,
  ASSET_PATHS,
  ASSET_SCHEMAS,
  assetName,
  type AssetKind,
} from '../../../domain/organization/asset.ts';
import { M, messageText, type MessageId } from '../../../domain/messages.ts';
import { Id, strictObject } from '../../../domain/lib/schema-helpers.ts';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../http/csv.ts';
import { notFound } from '../../http/errors.ts';
import { versionTag } from '../../http/etag.ts';
import { fieldError } from '../../http/field-error.ts';
import { bodyText, guard, guardBody } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { audit } from './organization-admin.repository.ts';
import { assertNotFrozen, assertOwnerNotFrozen } from './frozen.ts';
import { findOrganization } from './organization.repository.ts';
import {
  assetsOf,
  deleteAsset,
  findAsset,
  insertAsset,
  locationTypes,
  toAssetDto,
  updateAsset,
} from './asset.repository.ts';

const t = (c: Context<AppEnv>, id: MessageId) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));
const OrgQuery = strictObject({ organizationId: Id });
const PRIMARY = 'primary_grounds';

/**
 * Exactly one primary location (seed 3 §5): `next` is the type the item will have (null when it goes),
 * `current` what it has now (null for a new item).
 */
async function checkPrimary(
  db: Db,
  orgId: string,
  current: { id: string; type: string | null } | null,
  next: string | null,
  lang?: string,
) {
  const others = await locationTypes(db, orgId, current?.id);
  if (next === PRIMARY && others.includes(PRIMARY))
    throw fieldError('locationType', M.primaryExists.id, lang, 409);
  // The primary stays primary while the club has grounds: not demoted, not removed while others remain.
  if (current?.type === PRIMARY && next !== PRIMARY && (next !== null || others.length > 0))
    throw fieldError('locationType', M.primaryKept.id, lang, 409);
  if (!current && next !== PRIMARY && !others.includes(PRIMARY))
    throw fieldError('locationType', M.primaryFirst.id, lang, 409);
}

function kindRoutes(kind: AssetKind) {
  const app = new Hono<AppEnv>();
  const schema = ASSET_SCHEMAS[kind];
  const tag = ['asset register'];
  const label = ASSET_PATHS[kind];

  app.get(
    '/',
    describeRoute({ tags: tag, summary: `A club's ${label} entries` }),
    guard('asset.register', (c) => c.req.query('organizationId')),
    validate('query', OrgQuery),
    async (c) => {
      const rows = await assetsOf(c.get('auth').db, c.req.valid('query').organizationId, kind);
      return c.json(listBody('items', rows.map(toAssetDto), rows.length, 0, 1000));
    },
  );

  app.post(
    '/',
    describeRoute({ tags: tag, summary: `Add a ${label} entry to a club's register` }),
    guardBody('asset.register', (b) => bodyText(b, 'organizationId')),
    validate('json', schema),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { organizationId, ...fields } = c.req.valid('json') as Record<string, unknown> & {
        organizationId?: string;
      };
      const orgId = organizationId!;
      const id = uuidv7();
      const locationType = kind === 'LOCATION' ? (fields.locationType as string) : null;
      const name = assetName(fields);
      const org = await findOrganization(db, orgId);
      if (!org) throw notFound(t(c, M.notFound.id));
      assertNotFrozen(c, org);
      if (kind === 'LOCATION')
        await checkPrimary(db, orgId, null, locationType, c.req.header('accept-language'));
      await insertAsset(db, { id, organizationId: orgId, kind, name, locationType, data: fields });
      await audit(db, {
        organizationId: orgId,
        event: 'ASSET_CREATED',
        actorPersonId: principal!.personId,
        detail: { kind, id, name },
      });
      const doc = toAssetDto((await findAsset(db, id))!);
      return c.json(doc, 201, { ETag: versionTag(doc.version) });
    },
  );

  app.put(
    '/:id',
    describeRoute({ tags: tag, summary: `Change a ${label} entry` }),
    guard('asset.change', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', schema),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const { organizationId: _, ...fields } = c.req.valid('json') as Record<string, unknown> & {
        organizationId?: string;
      };
      const row = await findAsset(db, id, kind);
      if (!row) throw notFound(t(c, M.assetNotFound.id));
      await assertOwnerNotFrozen(c, db, row.organizationId);
      const locationType = kind === 'LOCATION' ? (fields.locationType as string) : null;
      if (kind === 'LOCATION')
        await checkPrimary(
          db,
          row.organizationId,
          { id, type: row.locationType },
          locationType,
          c.req.header('accept-language'),
        );
      const name = assetName(fields);
      await updateAsset(db, id, { name, locationType, data: fields });
      await audit(db, {
        organizationId: row.organizationId,
        event: 'ASSET_UPDATED',
        actorPersonId: principal!.personId,
        detail: { kind, id, name },
      });
      const doc = toAssetDto((await findAsset(db, id))!);
      return c.json(doc, 200, { ETag: versionTag(doc.version) });
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: tag, summary: `Remove a ${label} entry` }),
    guard('asset.change', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const row = await findAsset(db, id, kind);
      if (!row) throw notFound(t(c, M.assetNotFound.id));
      await assertOwnerNotFrozen(c, db, row.organizationId);
      if (kind === 'LOCATION')
        await checkPrimary(
          db,
          row.organizationId,
          { id, type: row.locationType },
          null,
          c.req.header('accept-language'),
        );
      await deleteAsset(db, id);
      await audit(db, {
        organizationId: row.organizationId,
        event: 'ASSET_DELETED',
        actorPersonId: principal!.personId,
        detail: { kind, id, name: row.name },
      });
      return c.body(null, 204);
    },
  );
  return app;
}

/** The six kinds' routes, each under its spec path. */
export function assetRegisterRoutes(mount: (path: string, app: Hono<AppEnv>) => void) {
  for (const kind of ASSET_KINDS) mount(`/${ASSET_PATHS[kind]}`, kindRoutes(kind));
}

/** GET /api/organization/{id}/report: the club's register, one line per item, as CSV. */
export function assetReportRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:id/report',
    describeRoute({
      tags: ['asset register'],
      summary: "The club's asset register, accounts and employment (CSV)",
    }),
    guard('asset.register', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const rows = await assetsOf(c.get('auth').db, c.req.valid('param').id);
      const csv = toCsv(
        ['kind', 'name', 'type', 'details', 'updated'],
        rows.map((r) => {
          const { name: _n, role: _r, organizationId: _o, ...rest } = r.data;
          const type = r.locationType ?? (typeof rest.type === 'string' ? rest.type : '');
          return [r.kind, r.name, type, JSON.stringify(rest), r.updatedAt.toISOString().slice(0, 10)];
        }),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="asset-register.csv"',
      });
    },
  );
  return app;
}
