/**
 * Places (seed 3 §2 "Places", §3 Place, §5 Places, §7 "CRUD on /place, /place/{id}/organization"):
 * GET /api/organization/{id}/place (the club's own and shared places; `organization.places`);
 * POST /api/place (`place.create`, the club named in the body); GET, PUT, DELETE /api/place/{id} and
 * GET, POST /api/place/{id}/organization, DELETE /api/place/{id}/organization/{orgId} (`place.change`: the
 * owner's administrators, the competition administrators over the owner, super admins). A place flagged for
 * official fixtures, and the flag itself, are the competition administrators' alone (checked here, 403).
 * While the owner is frozen by a super admin, changes answer 423 (frozen.ts).
 * Places feed fixtures' venues and venue pools (the same `place` rows). SQL: place.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { M, messageText, type MessageId } from '../../../domain/messages.ts';
import { PlaceInput, PlaceShareInput } from '../../../domain/organization/place.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { versionTag } from '../../http/etag.ts';
import { fieldError } from '../../http/field-error.ts';
import { bodyText, guard, guardBody } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { isCompetitionAdminFor } from '../competition/competition.policy.ts';
import { audit } from './organization-admin.repository.ts';
import { assertNotFrozen, assertOwnerNotFrozen } from './frozen.ts';
import { findOrganization } from './organization.repository.ts';
import {
  deletePlace,
  findPlace,
  insertPlace,
  placesOfClub,
  sharedWith,
  sharePlace,
  toPlaceDto,
  unsharePlace,
  updatePlace,
  type PlaceRow,
} from './place.repository.ts';

const t = (c: Context<AppEnv>, id: MessageId) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));
const ShareParam = v.object({
  ...IdParam.entries,
  orgId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

/** Super admins and the competition administrators over the place's owner. */
async function runsCompetitions(db: Db, p: Principal, owner: string | null) {
  return isSuperAdmin(p) || (owner !== null && (await isCompetitionAdminFor(db, p, owner)));
}

async function placeDoc(db: Db, row: PlaceRow) {
  return toPlaceDto(row, await sharedWith(db, [row.id]));
}

/** The place, or 404; a place for official fixtures is refused to anyone but the competition administrators. */
async function changeablePlace(c: Context<AppEnv>, db: Db, id: string) {
  const row = await findPlace(db, id);
  if (!row) throw notFound(t(c, M.placeNotFound.id));
  if (row.officialFixtures && !(await runsCompetitions(db, c.get('auth').principal!, row.organizationId)))
    throw forbidden(t(c, M.placeOfficial.id));
  return row;
}

/** GET /api/organization/{id}/place: my club's places and shared places. */
export function clubPlaceRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/:id/place',
    describeRoute({ tags: ['place'], summary: "The club's own places and the places shared with it" }),
    guard('organization.places', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const rows = await placesOfClub(c.get('auth').db, c.req.valid('param').id);
      return c.json(listBody('places', rows, rows.length, 0, 1000));
    },
  );
  return app;
}

export function placeAdminRoutes() {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    describeRoute({ tags: ['place'], summary: 'Add a place to a club (type, name, address, map location)' }),
    guardBody('place.create', (b) => bodyText(b, 'organizationId')),
    validate('json', PlaceInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      const orgId = input.organizationId!;
      if (input.officialFixtures && !(await runsCompetitions(db, principal!, orgId)))
        throw forbidden(t(c, M.placeOfficial.id));
      const id = uuidv7();
      const org = await findOrganization(db, orgId);
      if (!org) throw notFound(t(c, M.notFound.id));
      assertNotFrozen(c, org);
      await insertPlace(db, id, orgId, input);
      await audit(db, {
        organizationId: orgId,
        event: 'PLACE_CREATED',
        actorPersonId: principal!.personId,
        detail: { placeId: id, name: input.name },
      });
      const doc = await placeDoc(db, (await findPlace(db, id))!);
      return c.json(doc, 201, { ETag: versionTag(doc.version) });
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['place'], summary: 'A place, with the clubs it is shared with' }),
    guard('place.change', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const row = await findPlace(db, c.req.valid('param').id);
      if (!row) throw notFound(t(c, M.placeNotFound.id));
      return c.json(await placeDoc(db, row), 200, { ETag: versionTag(row.version) });
    },
  );

  app.put(
    '/:id',
    describeRoute({
      tags: ['place'],
      summary: 'Change a place (official-fixture places: competition admins only)',
    }),
    guard('place.change', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', PlaceInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await changeablePlace(c, db, id);
      await assertOwnerNotFrozen(c, db, row.organizationId);
      const flag = input.officialFixtures ?? row.officialFixtures;
      if (flag !== row.officialFixtures && !(await runsCompetitions(db, principal!, row.organizationId)))
        throw forbidden(t(c, M.placeOfficial.id));
      await updatePlace(db, id, input, flag);
      if (row.organizationId)
        await audit(db, {
          organizationId: row.organizationId,
          event: 'PLACE_UPDATED',
          actorPersonId: principal!.personId,
          detail: { placeId: id, name: input.name },
        });
      const doc = await placeDoc(db, (await findPlace(db, id))!);
      return c.json(doc, 200, { ETag: versionTag(doc.version) });
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['place'], summary: 'Remove a place (fixtures already there keep it)' }),
    guard('place.change', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const row = await changeablePlace(c, db, id);
      await assertOwnerNotFrozen(c, db, row.organizationId);
      await deletePlace(db, id);
      if (row.organizationId)
        await audit(db, {
          organizationId: row.organizationId,
          event: 'PLACE_DELETED',
          actorPersonId: principal!.personId,
          detail: { placeId: id, name: row.name },
        });
      return c.body(null, 204);
    },
  );

  app.get(
    '/:id/organization',
    describeRoute({ tags: ['place'], summary: 'The clubs a place is shared with' }),
    guard('place.change', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      if (!(await findPlace(db, id))) throw notFound(t(c, M.placeNotFound.id));
      const rows = (await sharedWith(db, [id])).map(({ id: orgId, name }) => ({ id: orgId, name }));
      return c.json(listBody('organizations', rows, rows.length, 0, Math.max(rows.length, 1)));
    },
  );

  app.post(
    '/:id/organization',
    describeRoute({ tags: ['place'], summary: 'Share a place with another club' }),
    guard('place.change', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', PlaceShareInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const { organizationId } = c.req.valid('json');
      const lang = c.req.header('accept-language');
      const row = await changeablePlace(c, db, id);
      await assertOwnerNotFrozen(c, db, row.organizationId);
      if (row.organizationId === organizationId)
        throw fieldError('organizationId', M.placeOwnClub.id, lang, 409);
      if (!(await findOrganization(db, organizationId)))
        throw fieldError('organizationId', M.notFound.id, lang);
      await sharePlace(db, id, organizationId);
      if (row.organizationId)
        await audit(db, {
          organizationId: row.organizationId,
          event: 'PLACE_SHARED',
          actorPersonId: principal!.personId,
          detail: { placeId: id, name: row.name, with: organizationId },
        });
      const doc = await placeDoc(db, row);
      return c.json(doc, 201);
    },
  );

  app.delete(
    '/:id/organization/:orgId',
    describeRoute({ tags: ['place'], summary: 'Stop sharing a place with a club' }),
    guard('place.change', (c) => c.req.param('id')),
    validate('param', ShareParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, orgId } = c.req.valid('param');
      const row = await changeablePlace(c, db, id);
      await assertOwnerNotFrozen(c, db, row.organizationId);
      if (!(await unsharePlace(db, id, orgId))) throw notFound(t(c, M.notFound.id));
      if (row.organizationId)
        await audit(db, {
          organizationId: row.organizationId,
          event: 'PLACE_UNSHARED',
          actorPersonId: principal!.personId,
          detail: { placeId: id, name: row.name, with: orgId },
        });
      return c.body(null, 204);
    },
  );

  return app;
}
