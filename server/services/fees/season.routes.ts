/**
 * The fee service's season set-up (seed 3 §7 Fee service: seasons, levels, prices, grades, bands and their
 * migration), for the association's fee administrators (fee.policy.ts); the season's levels, grades and band
 * penalties are readable by anyone signed in. Every §4 rule is checked here, whatever the stepper showed:
 * - a new season comes after the last FINAL one, is DRAFT, and migrates that season's levels, grades, bands
 *   and clubs' bands;
 * - levels and grades change only while the season is DRAFT; band penalties only until the bands are final;
 * - finalising needs final bands, one level and one grade, and cannot be undone.
 * The levels and grades are rate.routes.ts's, the bands band.routes.ts's; the shared checks season-rules.ts's.
 * Paths the spec leaves open: `/price/migrate`, `/grade/migrate`, `/band/migrate`, `/band/finalise`,
 * `PATCH /season/{year}/status`.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { FEE_ERRORS } from '../../../domain/fees/messages.ts';
import {
  endDateFits,
  SeasonCreateInput,
  SeasonEndDateInput,
  SeasonStatusInput,
  YearParam,
} from '../../../domain/fees/season.ts';

import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { fieldError } from '../../http/field-error.ts';
import { feeError } from './fee-errors.ts';
import {
  finaliseSeason,
  findSeason,
  insertSeason,
  lastFinalYear,
  listSeasons,
  migrateBands,
  migratePricesAndGrades,
  seasonCounts,
  seasonDto,
  setEndDate,
} from './season.repository.ts';
import { draftSeason, lang, seasonOr404, tags } from './season-rules.ts';

const SeasonListQuery = v.object({ invoiceable: v.optional(v.picklist(['true', 'false'])) });

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

  return app;
}
