/**
 * A season's fee levels (prices) and grades (seed 3 §7 Fee service: levels GET; prices GET, POST, DELETE,
 * migrate; grades GET, POST, PATCH, DELETE, migrate), changed only while the season is DRAFT.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { FEE_ERRORS } from '../../../domain/fees/messages.ts';
import {
  FeeLevelInput,
  GradeInput,
  GradePatch,
  SeasonQuery,
  SeasonTarget,
} from '../../../domain/fees/season.ts';

import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';

import { feeError } from './fee-errors.ts';
import {
  deleteGrade,
  deletePrice,
  findGrade,
  findPrice,
  gradesOf,
  insertGrade,
  lastFinalYear,
  migratePricesAndGrades,
  priceInUse,
  pricesOf,
  updateGrade,
  upsertPrice,
} from './season.repository.ts';
import { checkPrice, draftSeason, lang, tags } from './season-rules.ts';

/** `/price/migrate` and `/grade/migrate`: the previous FINAL season's levels and grades into a DRAFT season. */
async function migrateLevelsAndGrades(c: Context<AppEnv>) {
  const { db } = c.get('auth');
  const { season } = v.parse(SeasonTarget, await c.req.json());
  await draftSeason(db, season, lang(c));
  const from = await lastFinalYear(db);
  if (from === null || from >= season) throw feeError(409, FEE_ERRORS.nothingToMigrate, lang(c));
  return c.json({ migratedFrom: from, ...(await migratePricesAndGrades(db, from, season)) });
}

export function rateRoutes() {
  const app = new Hono<AppEnv>();

  // --- Fee levels and their prices ---

  app.get(
    '/level',
    describeRoute({ tags, summary: 'A season’s fee levels (number and name)' }),
    guard('fees.read'),
    validate('query', SeasonQuery),
    async (c) => {
      const rows = await pricesOf(c.get('auth').db, c.req.valid('query').season);
      const items = rows.map((p) => ({ level: p.level, levelName: p.levelName, priceId: p.id }));
      return c.json(wholeList('levels', items));
    },
  );

  app.get(
    '/price',
    describeRoute({ tags, summary: 'A season’s fee levels with their prices' }),
    guard('fees.read'),
    validate('query', SeasonQuery),
    async (c) => {
      const rows = await pricesOf(c.get('auth').db, c.req.valid('query').season);
      const items = rows.map(priceDto);
      return c.json(wholeList('prices', items));
    },
  );

  app.post(
    '/price',
    describeRoute({ tags, summary: 'Add or change a fee level of a DRAFT season' }),
    guard('fees.admin'),
    validate('json', FeeLevelInput),
    async (c) => {
      const { db } = c.get('auth');
      const input = c.req.valid('json');
      await draftSeason(db, input.season, lang(c));
      return c.json(priceDto(await upsertPrice(db, input)), 201);
    },
  );

  app.delete(
    '/price/:id',
    describeRoute({ tags, summary: 'Remove a fee level no grade uses (DRAFT season)' }),
    guard('fees.admin'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const price = await findPrice(db, c.req.valid('param').id);
      if (!price) throw feeError(404, FEE_ERRORS.notFound, lang(c));
      await draftSeason(db, price.season, lang(c));
      if (await priceInUse(db, price.id)) throw feeError(409, FEE_ERRORS.levelInUse, lang(c));
      await deletePrice(db, price.id);
      return c.body(null, 204);
    },
  );

  app.post(
    '/price/migrate',
    describeRoute({
      tags,
      summary: 'Copy the previous FINAL season’s levels and grades into a DRAFT season',
    }),
    guard('fees.admin'),
    validate('json', SeasonTarget),
    migrateLevelsAndGrades,
  );

  // --- Grades ---

  app.get(
    '/grade',
    describeRoute({ tags, summary: 'A season’s grades' }),
    guard('fees.read'),
    validate('query', SeasonQuery),
    async (c) => {
      const items = await gradesOf(c.get('auth').db, c.req.valid('query').season);
      return c.json(wholeList('grades', items.map(gradeDto)));
    },
  );

  app.post(
    '/grade',
    describeRoute({ tags, summary: 'Add a grade to a DRAFT season' }),
    guard('fees.admin'),
    validate('json', GradeInput),
    async (c) => {
      const { db } = c.get('auth');
      const { season, ...grade } = c.req.valid('json');
      await draftSeason(db, season, lang(c));
      await checkPrice(db, season, grade.priceId, lang(c));
      return c.json(gradeDto(await insertGrade(db, season, grade)), 201);
    },
  );

  app.patch(
    '/grade/:id',
    describeRoute({ tags, summary: 'Change a grade of a DRAFT season' }),
    guard('fees.admin'),
    validate('param', IdParam),
    validate('json', GradePatch),
    async (c) => {
      const { db } = c.get('auth');
      const grade = await findGrade(db, c.req.valid('param').id);
      if (!grade) throw feeError(404, FEE_ERRORS.notFound, lang(c));
      await draftSeason(db, grade.season, lang(c));
      const patch = c.req.valid('json');
      await checkPrice(db, grade.season, patch.priceId, lang(c));
      return c.json(gradeDto(await updateGrade(db, grade.id, patch)));
    },
  );

  app.delete(
    '/grade/:id',
    describeRoute({ tags, summary: 'Remove a grade of a DRAFT season' }),
    guard('fees.admin'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const grade = await findGrade(db, c.req.valid('param').id);
      if (!grade) throw feeError(404, FEE_ERRORS.notFound, lang(c));
      await draftSeason(db, grade.season, lang(c));
      await deleteGrade(db, grade.id);
      return c.body(null, 204);
    },
  );

  app.post(
    '/grade/migrate',
    describeRoute({ tags, summary: 'Copy the previous FINAL season’s grades into a DRAFT season' }),
    guard('fees.admin'),
    validate('json', SeasonTarget),
    migrateLevelsAndGrades,
  );

  return app;
}

const priceDto = (p: Awaited<ReturnType<typeof pricesOf>>[number]) => ({
  priceId: p.id,
  season: p.season,
  level: p.level,
  levelName: p.levelName,
  pricePerTeam: p.pricePerTeam,
  priceCeiling: p.priceCeiling,
});

const gradeDto = (g: Awaited<ReturnType<typeof gradesOf>>[number]) => ({
  gradeId: g.id,
  season: g.season,
  ageLevel: g.ageLevel,
  organizationTypes: g.organizationTypes,
  activities: g.activities,
  priceId: g.priceId,
});
