/**
 * The season's §4 rules the fee set-up routes share (season.routes.ts, rate.routes.ts, band.routes.ts): a
 * season that exists, one still DRAFT (levels and grades), one whose bands are still open, and a grade's fee
 * level of the grade's own season.
 */
import type { Context } from 'hono';
import { FEE_ERRORS } from '../../../domain/fees/messages.ts';
import type { Db } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { fieldError } from '../../http/field-error.ts';
import { feeError } from './fee-errors.ts';
import { findPrice, findSeason, type SeasonRow } from './season.repository.ts';

export const tags = ['fees'];
export const lang = (c: Context<AppEnv>) => c.req.header('accept-language');

export async function seasonOr404(db: Db, year: number, l?: string): Promise<SeasonRow> {
  const season = await findSeason(db, year);
  if (!season) throw feeError(404, FEE_ERRORS.notFound, l);
  return season;
}

/** Levels and grades change only while the season is a draft. */
export async function draftSeason(db: Db, year: number, l?: string): Promise<SeasonRow> {
  const season = await seasonOr404(db, year, l);
  if (season.seasonStatus === 'FINAL') throw feeError(409, FEE_ERRORS.seasonFinal, l);
  return season;
}

/** Band penalties change until the bands are final (and never in a FINAL season). */
export async function bandsOpen(db: Db, year: number, l?: string): Promise<SeasonRow> {
  const season = await seasonOr404(db, year, l);
  if (season.bandsFinal || season.seasonStatus === 'FINAL') throw feeError(409, FEE_ERRORS.bandsFinal, l);
  return season;
}

/** The grade's fee level must be one of the grade's season. */
export async function checkPrice(db: Db, season: number, priceId: string, l?: string) {
  const price = await findPrice(db, priceId);
  if (!price || price.season !== season) throw fieldError('priceId', 'validation.fees.levelRequired', l);
}
