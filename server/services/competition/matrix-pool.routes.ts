/**
 * Seed 2 §7 "Competitions (admin)": matrix templates (`/admin/matrix`) and venue and match-official pools
 * (`/admin/pool`). Predefined matrices (the circle method for 3 to 24 teams) are listed with the
 * organisation's own and cannot be edited; a pool used by an active competition cannot be deleted.
 */
import { and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import { MatrixInput, PoolInput } from '../../../domain/competition/competition.ts';
import { COMPETITION_MESSAGES as CM } from '../../../domain/competition/messages.ts';
import { PREDEFINED_MATRICES, type Matrix } from '../../../domain/competition/round-robin.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { isSuperAdmin, requireAccess } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { competition, matrix, person, place, pool, poolMember } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';
import { bodyText, guard, guardBody } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { areaOrgs } from './competition-admin.policy.ts';
import { requireOrganization } from './competition.repository.ts';
import { withDescendantsSql } from './fixture.repository.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { loadMatrix } from './generate-fixtures.ts';

const id = (c: Context<AppEnv>) => c.req.param('id') ?? '';
const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
const AreaListQuery = listQuery({ maxSize: 100, defaultSize: 100 });

/** Where the caller's lists look: the organisations they hold a competition role for, and those below. */
function scope(c: Context<AppEnv>, column: typeof matrix.organizationId | typeof pool.organizationId) {
  const p = c.get('auth').principal!;
  return isSuperAdmin(p) ? sql`true` : sql`${column} in ${withDescendantsSql(areaOrgs(p))}`;
}

function predefinedId(matrixId: string): boolean {
  return matrixId.startsWith('predefined-');
}

export function matrixRoutes() {
  const app = new Hono<AppEnv>();
  const tags = ['competition admin'];

  app.get(
    '/matrix',
    describeRoute({
      tags,
      summary:
        'Matrix templates: the predefined ones (3–24 teams) and the organisation’s own (filters organization, totalTeams)',
    }),
    guard('competition.area'),
    validate('query', AreaListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const f = eqFilter(q.filter, ['organization', 'totalTeams']);
      const total = f('totalTeams')[0];
      const org = f('organization')[0];
      const rows = await c
        .get('auth')
        .db.select()
        .from(matrix)
        .where(
          and(
            isNull(matrix.deletedAt),
            scope(c, matrix.organizationId),
            org ? eq(matrix.organizationId, org) : undefined,
            total ? eq(matrix.totalTeams, Number(total) || -1) : undefined,
          ),
        )
        .orderBy(asc(matrix.name));
      const own: Matrix[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        totalTeams: r.totalTeams,
        predefined: false,
        rounds: r.rounds.map((x, i) => ({ round: i + 1, pairings: x.pairings })),
      }));
      const predefined = PREDEFINED_MATRICES.filter((m) => !total || m.totalTeams === Number(total));
      const all = [...predefined, ...own];
      return c.json(listBody('matrices', all, all.length, 0, Math.max(all.length, 1)));
    },
  );

  app.get(
    '/matrix/:id',
    describeRoute({ tags, summary: 'A matrix template' }),
    guard('competition.area'),
    validate('param', IdParam),
    async (c) => {
      const m = await loadMatrix(c.get('auth').db, id(c));
      if (!m) throw notFound('Unable to fetch matrix');
      return c.json(m);
    },
  );

  app.post(
    '/matrix',
    describeRoute({
      tags,
      summary: 'A custom matrix template (name ≤ 50, 3–24 teams, unique teams per round)',
    }),
    guardBody('competition.create', (b) => bodyText(b, 'organizationId')),
    validate('json', MatrixInput),
    async (c) => {
      const input = c.req.valid('json');
      await requireOrganization(c.get('auth').db, input.organizationId, lang(c));
      const newId = uuidv7();
      await c
        .get('auth')
        .db.insert(matrix)
        .values({ id: newId, ...input });
      return c.json(await loadMatrix(c.get('auth').db, newId), 201);
    },
  );

  /** Predefined matrices belong to no one: 409 to anyone in the area, before the owner check. */
  const refusePredefined: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!predefinedId(id(c))) return next();
    await requireAccess(c.get('auth'), 'competition.area');
    throw fieldError('id', CM.matrixPredefined.id, lang(c), 409);
  };
  const liveMatrix = async (c: Context<AppEnv>) => {
    const [row] = await c
      .get('auth')
      .db.select()
      .from(matrix)
      .where(and(eq(matrix.id, id(c)), isNull(matrix.deletedAt)));
    if (!row) throw notFound('Unable to fetch matrix');
    return row;
  };

  app.put(
    '/matrix/:id',
    describeRoute({ tags, summary: 'Edit a custom matrix (409 for a predefined one)' }),
    refusePredefined,
    guard('matrix.manage', id),
    validate('param', IdParam),
    validate('json', MatrixInput),
    async (c) => {
      const row = await liveMatrix(c);
      const input = c.req.valid('json');
      if (input.organizationId !== row.organizationId)
        throw fieldError('organizationId', 'validation.option.invalid', lang(c));
      const db = c.get('auth').db;
      await db
        .update(matrix)
        .set({
          name: input.name,
          totalTeams: input.totalTeams,
          rounds: input.rounds,
          version: sql`${matrix.version} + 1`,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(eq(matrix.id, row.id));
      return c.json(await loadMatrix(db, row.id));
    },
  );

  app.delete(
    '/matrix/:id',
    describeRoute({ tags, summary: 'Delete a custom matrix (409 for a predefined one)' }),
    refusePredefined,
    guard('matrix.manage', id),
    validate('param', IdParam),
    async (c) => {
      const row = await liveMatrix(c);
      await c
        .get('auth')
        .db.update(matrix)
        .set({
          deletedAt: sql`clock_timestamp()`,
          version: sql`${matrix.version} + 1`,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(eq(matrix.id, row.id));
      return c.body(null, 204);
    },
  );

  return app;
}

// ── Pools ──────────────────────────────────────────────────────────────────────────────────────────

async function poolDocs(db: Db, rows: (typeof pool.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const members = await db
    .select({
      poolId: poolMember.poolId,
      id: poolMember.memberId,
      position: poolMember.position,
      placeName: place.name,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(poolMember)
    .leftJoin(place, eq(place.id, poolMember.memberId))
    .leftJoin(person, eq(person.id, poolMember.memberId))
    .where(
      inArray(
        poolMember.poolId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(poolMember.position));
  return rows.map((r) => ({
    id: r.id,
    organizationId: r.organizationId,
    kind: r.kind,
    name: r.name,
    description: r.description ?? '',
    level: r.level,
    version: r.version,
    members: members
      .filter((m) => m.poolId === r.id)
      .map((m) => ({
        id: m.id,
        name: m.placeName ?? (m.givenName ? `${m.givenName} ${m.familyName}` : m.id),
      })),
  }));
}

/** Members must exist: places for a venue pool, people for a match-official pool. */
async function checkMembers(db: Db, kind: string, ids: string[], l: string | undefined) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const table = kind === 'VENUE' ? place : person;
  const [row] = await db.select({ n: count() }).from(table).where(inArray(table.id, unique));
  if ((row?.n ?? 0) !== unique.length) throw fieldError('memberIds', 'validation.option.invalid', l);
}

async function writeMembers(db: Db, poolId: string, ids: string[]) {
  await db.delete(poolMember).where(eq(poolMember.poolId, poolId));
  crashPoint('pool.members');
  const unique = [...new Set(ids)];
  if (unique.length)
    await db.insert(poolMember).values(unique.map((memberId, i) => ({ poolId, memberId, position: i })));
}

export function poolRoutes() {
  const app = new Hono<AppEnv>();
  const tags = ['competition admin'];

  app.get(
    '/pool',
    describeRoute({ tags, summary: 'Venue and match-official pools (filters organization, kind)' }),
    guard('competition.area'),
    validate('query', AreaListQuery),
    async (c) => {
      const q = c.req.valid('query');
      const f = eqFilter(q.filter, ['organization', 'kind']);
      const db = c.get('auth').db;
      const where = and(
        isNull(pool.deletedAt),
        scope(c, pool.organizationId),
        f('organization')[0] ? eq(pool.organizationId, f('organization')[0]!) : undefined,
        f('kind')[0] ? eq(pool.kind, f('kind')[0]!) : undefined,
      );
      const rows = await db
        .select()
        .from(pool)
        .where(where)
        .orderBy(asc(pool.name), asc(pool.id))
        .limit(q.size)
        .offset(q.page * q.size);
      const [n] = await db.select({ n: count() }).from(pool).where(where);
      return c.json(listBody('pools', await poolDocs(db, rows), n?.n ?? 0, q.page, q.size));
    },
  );

  app.get(
    '/pool/:id',
    describeRoute({ tags, summary: 'A pool with its members' }),
    guard('pool.manage', id),
    validate('param', IdParam),
    async (c) => {
      const db = c.get('auth').db;
      const rows = await db
        .select()
        .from(pool)
        .where(and(eq(pool.id, id(c)), isNull(pool.deletedAt)));
      if (!rows[0]) throw notFound('Pool not found');
      return c.json((await poolDocs(db, rows))[0]);
    },
  );

  app.post(
    '/pool',
    describeRoute({
      tags,
      summary: 'A venue pool (places) or match-official pool (people): name ≤ 50, description ≤ 75',
    }),
    guardBody('pool.create', (b) => ({
      organizationId: bodyText(b, 'organizationId'),
      kind: bodyText(b, 'kind'),
    })),
    validate('json', PoolInput),
    async (c) => {
      const input = c.req.valid('json');
      const db = c.get('auth').db;
      await requireOrganization(db, input.organizationId, lang(c));
      await checkMembers(db, input.kind, input.memberIds, lang(c));
      const newId = uuidv7();
      await db.insert(pool).values({
        id: newId,
        organizationId: input.organizationId,
        kind: input.kind,
        name: input.name,
        description: input.description || null,
        level: input.level ?? null,
      });
      await writeMembers(db, newId, input.memberIds);
      return c.json((await poolDocs(db, await db.select().from(pool).where(eq(pool.id, newId))))[0], 201);
    },
  );

  app.put(
    '/pool/:id',
    describeRoute({ tags, summary: 'Edit a pool and its members (its organisation and kind stay)' }),
    guard('pool.manage', id),
    validate('param', IdParam),
    validate('json', PoolInput),
    async (c) => {
      const input = c.req.valid('json');
      const db = c.get('auth').db;
      const [row] = await db
        .select()
        .from(pool)
        .where(and(eq(pool.id, id(c)), isNull(pool.deletedAt)));
      if (!row) throw notFound('Pool not found');
      if (input.organizationId !== row.organizationId || input.kind !== row.kind)
        throw fieldError('kind', 'validation.option.invalid', lang(c));
      await checkMembers(db, input.kind, input.memberIds, lang(c));
      await db
        .update(pool)
        .set({
          name: input.name,
          description: input.description || null,
          level: input.level ?? null,
          version: sql`${pool.version} + 1`,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(eq(pool.id, row.id));
      await writeMembers(db, row.id, input.memberIds);
      return c.json((await poolDocs(db, await db.select().from(pool).where(eq(pool.id, row.id))))[0]);
    },
  );

  app.delete(
    '/pool/:id',
    describeRoute({
      tags,
      summary: 'Delete a pool. 409 "This cannot be deleted as it\'s being used in an active competition"',
    }),
    guard('pool.manage', id),
    validate('param', IdParam),
    async (c) => {
      const db = c.get('auth').db;
      const [row] = await db
        .select()
        .from(pool)
        .where(and(eq(pool.id, id(c)), isNull(pool.deletedAt)));
      if (!row) throw notFound('Pool not found');
      const [used] = await db
        .select({ id: competition.id })
        .from(competition)
        .where(
          and(
            isNull(competition.deletedAt),
            eq(competition.status, 'ACTIVE'),
            or(eq(competition.venuePoolId, row.id), eq(competition.matchOfficialPoolId, row.id)),
          ),
        )
        .limit(1);
      if (used) throw fieldError('id', CM.poolInUse.id, lang(c), 409);
      await db
        .update(pool)
        .set({
          deletedAt: sql`clock_timestamp()`,
          version: sql`${pool.version} + 1`,
          updatedAt: sql`clock_timestamp()`,
        })
        .where(eq(pool.id, row.id));
      return c.body(null, 204);
    },
  );

  return app;
}
