/**
 * A season's claims bands (seed 3 §3 Band: A–E fixed, only the penalty editable) and the clubs' bands, open
 * until the bands are finalised (`/band/finalise`); `/band/migrate` copies the previous FINAL season's.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { FEE_ERRORS } from '../../../domain/fees/messages.ts';
import {
  BandInput,
  OrganizationBandInput,
  SeasonQuery,
  SeasonTarget,
  SeasonYearText,
} from '../../../domain/fees/season.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { listBody, wholeList } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';

import { feeError } from './fee-errors.ts';
import {
  bandsOf,
  lastFinalYear,
  migrateBands,
  organizationBands,
  organizationsExist,
  seasonDto,
  setBandPenalty,
  setBandsFinal,
  setOrganizationBand,
} from './season.repository.ts';
import { bandsOpen, lang, tags } from './season-rules.ts';

const OrgBandQuery = v.object({
  ...v.omit(listQuery(), ['sort', 'filter', 'format']).entries,
  season: SeasonYearText,
});

export function bandRoutes() {
  const app = new Hono<AppEnv>();

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
