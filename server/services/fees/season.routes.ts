/**
 * The fee service's season set-up (seed 3 §7 Fee service: seasons, levels, prices, grades, bands and their
 * migration), for the association's fee administrators (fee.policy.ts); the season's levels, grades and band
 * penalties are readable by anyone signed in. Every §4 rule is checked here, whatever the stepper showed:
 * - a new season comes after the last FINAL one, is DRAFT, and migrates that season's levels, grades, bands
 *   and clubs' bands;
 * - levels and grades change only while the season is DRAFT; band penalties only until the bands are final;
 * - finalising needs final bands, one level and one grade, and cannot be undone.
 * Paths the spec leaves open: `/price/migrate`, `/grade/migrate`, `/band/migrate`, `/band/finalise`,
 * `PATCH /season/{year}/status`.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { FEE_ERRORS } from '../../../domain/fees/messages.ts';
import {
  BandInput,
  endDateFits,
  FeeLevelInput,
  GradeInput,
  GradePatch,
  OrganizationBandInput,
  SeasonCreateInput,
  SeasonEndDateInput,
  SeasonQuery,
  SeasonStatusInput,
  SeasonTarget,
  SeasonYearText,
  YearParam,
} from '../../../domain/fees/season.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { listBody, wholeList } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { fieldError } from '../../http/field-error.ts';
import type { Db } from '../../db/client.ts';
import { feeError } from './fee-errors.ts';
import {
  bandsOf,
  deleteGrade,
  deletePrice,
  finaliseSeason,
  findGrade,
  findPrice,
  findSeason,
  gradesOf,
  insertGrade,
  insertSeason,
  lastFinalYear,
  listSeasons,
  migrateBands,
  migratePricesAndGrades,
  organizationBands,
  organizationsExist,
  priceInUse,
  pricesOf,
  seasonCounts,
  seasonDto,
  setBandPenalty,
  setBandsFinal,
  setEndDate,
  setOrganizationBand,
  updateGrade,
  upsertPrice,
  type SeasonRow,
} from './season.repository.ts';

const tags = ['fees'];
const lang = (c: Context<AppEnv>) => c.req.header('accept-language');

const SeasonListQuery = v.object({ invoiceable: v.optional(v.picklist(['true', 'false'])) });
const OrgBandQuery = v.object({
  ...v.omit(listQuery(), ['sort', 'filter', 'format']).entries,
  season: SeasonYearText,
});

async function seasonOr404(db: Db, year: number, l?: string): Promise<SeasonRow> {
  const season = await findSeason(db, year);
  if (!season) throw feeError(404, FEE_ERRORS.notFound, l);
  return season;
}

/** Levels and grades change only while the season is a draft. */
async function draftSeason(db: Db, year: number, l?: string): Promise<SeasonRow> {
  const season = await seasonOr404(db, year, l);
  if (season.seasonStatus === 'FINAL') throw feeError(409, FEE_ERRORS.seasonFinal, l);
  return season;
}

/** Band penalties change until the bands are final (and never in a FINAL season). */
async function bandsOpen(db: Db, year: number, l?: string): Promise<SeasonRow> {
  const season = await seasonOr404(db, year, l);
  if (season.bandsFinal || season.seasonStatus === 'FINAL') throw feeError(409, FEE_ERRORS.bandsFinal, l);
  return season;
}

/** The grade's fee level must be one of the grade's season. */
async function checkPrice(db: Db, season: number, priceId: string, l?: string) {
  const price = await findPrice(db, priceId);
  if (!price || price.season !== season) throw fieldError('priceId', 'validation.fees.levelRequired', l);
}

/** `/price/migrate` and `/grade/migrate`: the previous FINAL season's levels and grades into a DRAFT season. */
async function migrateLevelsAndGrades(c: Context<AppEnv>) {
  const { db } = c.get('auth');
  const { season } = v.parse(SeasonTarget, await c.req.json());
  await draftSeason(db, season, lang(c));
  const from = await lastFinalYear(db);
  if (from === null || from >= season) throw feeError(409, FEE_ERRORS.nothingToMigrate, lang(c));
  return c.json({ migratedFrom: from, ...(await migratePricesAndGrades(db, from, season)) });
}

export function seasonRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/season',
    describeRoute({ tags, summary: 'Seasons, newest first (invoiceable=true: FINAL ones only)' }),
    guard('fees.read'),
    validate('query', SeasonListQuery),
    async (c) => {
      const rows = await listSeasons(c.get('auth').db, c.req.valid('query').invoiceable === 'true');
      const previous = await lastFinalYear(c.get('auth').db);
      const items = rows.map(seasonDto);
      return c.json({ ...wholeList('seasons', items), previous });
    },
  );

  app.get(
    '/season/:year',
    describeRoute({ tags, summary: 'One season' }),
    guard('fees.read'),
    validate('param', YearParam),
    async (c) => c.json(seasonDto(await seasonOr404(c.get('auth').db, c.req.valid('param').year, lang(c)))),
  );

  app.post(
    '/season',
    describeRoute({ tags, summary: 'Create a DRAFT season, migrating the previous FINAL season' }),
    guard('fees.admin'),
    validate('json', SeasonCreateInput),
    async (c) => {
      const { db } = c.get('auth');
      const input = c.req.valid('json');
      if (await findSeason(db, input.year)) throw feeError(409, FEE_ERRORS.seasonExists, lang(c), 'year');
      const previous = await lastFinalYear(db);
      if (previous !== null && input.year <= previous) {
        throw feeError(409, FEE_ERRORS.seasonNotAfterFinal, lang(c), 'year');
      }
      const season = await insertSeason(db, input.year, input.endDate);
      const migrated =
        previous === null ? { prices: 0, grades: 0 } : await migratePricesAndGrades(db, previous, input.year);
      await migrateBands(db, previous, input.year);
      return c.json({ ...seasonDto(season), migratedFrom: previous, migrated }, 201);
    },
  );

  app.patch(
    '/season/:year',
    describeRoute({ tags, summary: 'Change the season’s end date' }),
    guard('fees.admin'),
    validate('param', YearParam),
    validate('json', SeasonEndDateInput),
    async (c) => {
      const { db } = c.get('auth');
      const { year } = c.req.valid('param');
      const { endDate } = c.req.valid('json');
      await seasonOr404(db, year, lang(c));
      if (!endDateFits(year, endDate)) throw fieldError('endDate', 'validation.fees.endDateRange', lang(c));
      return c.json(seasonDto(await setEndDate(db, year, endDate)));
    },
  );

  app.patch(
    '/season/:year/status',
    describeRoute({ tags, summary: 'Finalise the season (FINAL; irreversible)' }),
    guard('fees.admin'),
    validate('param', YearParam),
    validate('json', SeasonStatusInput),
    async (c) => {
      const { db } = c.get('auth');
      const { year } = c.req.valid('param');
      const season = await draftSeason(db, year, lang(c));
      if (!season.bandsFinal) throw feeError(409, FEE_ERRORS.bandsNotFinal, lang(c));
      const counts = await seasonCounts(db, year);
      if (counts.prices === 0 || counts.grades === 0)
        throw feeError(409, FEE_ERRORS.seasonIncomplete, lang(c));
      return c.json(seasonDto(await finaliseSeason(db, year)));
    },
  );

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

  // --- Claims bands ---

  app.get(
    '/band',
    describeRoute({ tags, summary: 'A season’s claims bands A–E and their penalties' }),
    guard('fees.read'),
    validate('query', SeasonQuery),
    async (c) => {
      const items = await bandsOf(c.get('auth').db, c.req.valid('query').season);
      return c.json(wholeList('bands', items));
    },
  );

  app.post(
    '/band',
    describeRoute({ tags, summary: 'Set a band’s penalty (until the season’s bands are final)' }),
    guard('fees.admin'),
    validate('json', BandInput),
    async (c) => {
      const { db } = c.get('auth');
      const input = c.req.valid('json');
      await bandsOpen(db, input.season, lang(c));
      await setBandPenalty(db, input.season, input.name, input.penaltyPercent);
      return c.json({ name: input.name, penaltyPercent: input.penaltyPercent });
    },
  );

  app.post(
    '/band/finalise',
    describeRoute({ tags, summary: 'Confirm the season’s bands as final (no longer editable)' }),
    guard('fees.admin'),
    validate('json', SeasonTarget),
    async (c) => {
      const { db } = c.get('auth');
      const { season } = c.req.valid('json');
      await bandsOpen(db, season, lang(c));
      return c.json(seasonDto(await setBandsFinal(db, season)));
    },
  );

  app.post(
    '/band/migrate',
    describeRoute({ tags, summary: 'Copy the previous FINAL season’s bands and clubs’ bands' }),
    guard('fees.admin'),
    validate('json', SeasonTarget),
    async (c) => {
      const { db } = c.get('auth');
      const { season } = c.req.valid('json');
      await bandsOpen(db, season, lang(c));
      const from = await lastFinalYear(db);
      if (from === null || from >= season) throw feeError(409, FEE_ERRORS.nothingToMigrate, lang(c));
      await migrateBands(db, from, season);
      return c.json({ migratedFrom: from, bands: await bandsOf(db, season) });
    },
  );

  app.get(
    '/band/organization',
    describeRoute({ tags, summary: 'The clubs’ claims bands of a season, paged' }),
    guard('fees.admin'),
    validate('query', OrgBandQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await organizationBands(c.get('auth').db, q.season, q.page, q.size, q.search);
      return c.json(listBody('organizationBands', rows, total, q.page, q.size));
    },
  );

  app.post(
    '/band/organization',
    describeRoute({ tags, summary: 'Set (or clear) a club’s claims band for a season' }),
    guard('fees.admin'),
    validate('json', OrganizationBandInput),
    async (c) => {
      const { db } = c.get('auth');
      const input = c.req.valid('json');
      await bandsOpen(db, input.season, lang(c));
      if ((await organizationsExist(db, [input.organizationId])).length === 0) {
        throw feeError(404, FEE_ERRORS.notFound, lang(c), 'organizationId');
      }
      await setOrganizationBand(db, input.season, input.organizationId, input.name);
      return c.json(input);
    },
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
