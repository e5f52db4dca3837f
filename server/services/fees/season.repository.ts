/**
 * Seasons, fee levels (prices), grades and claims bands in the database (seed 3 §4 Season). Migration copies
 * a season's levels, grades, bands and the clubs' bands into a target season that has none of them yet, so
 * running it twice copies nothing twice; creating a season migrates from the previous one (the highest FINAL
 * year) in the same transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, max, or } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { BAND_NAMES, type FeeLevelInput, type GradePatch } from '../../../domain/fees/season.ts';
import type { Db } from '../../db/client.ts';
import {
  claimsBand,
  feeGrade,
  feePrice,
  organization,
  organizationBand,
  pifSeason,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../http/list.ts';

export type SeasonRow = typeof pifSeason.$inferSelect;
export type PriceRow = typeof feePrice.$inferSelect;
export type GradeRow = typeof feeGrade.$inferSelect;

export const seasonDto = (s: SeasonRow) => ({
  year: s.year,
  seasonStatus: s.seasonStatus,
  isActiveSeason: s.isActiveSeason,
  endDate: s.endDate,
  bandsFinal: s.bandsFinal,
});
export type SeasonDto = ReturnType<typeof seasonDto>;

export async function listSeasons(db: Db, invoiceable: boolean): Promise<SeasonRow[]> {
  return db
    .select()
    .from(pifSeason)
    .where(invoiceable ? eq(pifSeason.seasonStatus, 'FINAL') : undefined)
    .orderBy(desc(pifSeason.year));
}

export async function findSeason(db: Db, year: number): Promise<SeasonRow | undefined> {
  const [row] = await db.select().from(pifSeason).where(eq(pifSeason.year, year));
  return row;
}

/** The previous season of §4: the highest year among FINAL seasons (null when there is none). */
export async function lastFinalYear(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ year: max(pifSeason.year) })
    .from(pifSeason)
    .where(eq(pifSeason.seasonStatus, 'FINAL'));
  return row?.year ?? null;
}

export async function insertSeason(db: Db, year: number, endDate: string): Promise<SeasonRow> {
  const [row] = await db.insert(pifSeason).values({ year, endDate, seasonStatus: 'DRAFT' }).returning();
  return row!;
}

export async function setEndDate(db: Db, year: number, endDate: string): Promise<SeasonRow> {
  const [row] = await db.update(pifSeason).set({ endDate }).where(eq(pifSeason.year, year)).returning();
  return row!;
}

export async function setBandsFinal(db: Db, year: number): Promise<SeasonRow> {
  const [row] = await db
    .update(pifSeason)
    .set({ bandsFinal: true })
    .where(eq(pifSeason.year, year))
    .returning();
  return row!;
}

/** FINAL, and the active season becomes the highest FINAL year. */
export async function finaliseSeason(db: Db, year: number): Promise<SeasonRow> {
  await db.update(pifSeason).set({ seasonStatus: 'FINAL' }).where(eq(pifSeason.year, year));
  const top = await lastFinalYear(db);
  await db.update(pifSeason).set({ isActiveSeason: false }).where(eq(pifSeason.isActiveSeason, true));
  if (top !== null) await db.update(pifSeason).set({ isActiveSeason: true }).where(eq(pifSeason.year, top));
  return (await findSeason(db, year))!;
}

/** What a season holds: finalising needs one level and one grade. */
export async function seasonCounts(db: Db, year: number) {
  const [prices] = await db.select({ n: count() }).from(feePrice).where(eq(feePrice.season, year));
  const [grades] = await db.select({ n: count() }).from(feeGrade).where(eq(feeGrade.season, year));
  return { prices: prices?.n ?? 0, grades: grades?.n ?? 0 };
}

// --- Fee levels (prices) ---

export async function pricesOf(db: Db, season: number): Promise<PriceRow[]> {
  return db.select().from(feePrice).where(eq(feePrice.season, season)).orderBy(asc(feePrice.level));
}

export async function findPrice(db: Db, id: string): Promise<PriceRow | undefined> {
  const [row] = await db.select().from(feePrice).where(eq(feePrice.id, id));
  return row;
}

/** Creates the season's level, or updates it when the season already has that level number. */
export async function upsertPrice(db: Db, input: FeeLevelInput): Promise<PriceRow> {
  const values = {
    levelName: input.levelName,
    pricePerTeam: input.pricePerTeam,
    priceCeiling: input.priceCeiling,
  };
  const [row] = await db
    .insert(feePrice)
    .values({ id: uuidv7(), season: input.season, level: input.level, ...values })
    .onConflictDoUpdate({ target: [feePrice.season, feePrice.level], set: values })
    .returning();
  return row!;
}

export async function priceInUse(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: feeGrade.id }).from(feeGrade).where(eq(feeGrade.priceId, id)).limit(1);
  return !!row;
}

export async function deletePrice(db: Db, id: string): Promise<void> {
  await db.delete(feePrice).where(eq(feePrice.id, id));
}

// --- Grades ---

export async function gradesOf(db: Db, season: number): Promise<GradeRow[]> {
  return db
    .select()
    .from(feeGrade)
    .where(eq(feeGrade.season, season))
    .orderBy(asc(feeGrade.ageLevel), asc(feeGrade.id));
}

export async function findGrade(db: Db, id: string): Promise<GradeRow | undefined> {
  const [row] = await db.select().from(feeGrade).where(eq(feeGrade.id, id));
  return row;
}

export async function insertGrade(db: Db, season: number, g: GradePatch): Promise<GradeRow> {
  const [row] = await db
    .insert(feeGrade)
    .values({ id: uuidv7(), season, ...g })
    .returning();
  return row!;
}

export async function updateGrade(db: Db, id: string, g: GradePatch): Promise<GradeRow> {
  const [row] = await db.update(feeGrade).set(g).where(eq(feeGrade.id, id)).returning();
  return row!;
}

export async function deleteGrade(db: Db, id: string): Promise<void> {
  await db.delete(feeGrade).where(eq(feeGrade.id, id));
}

// --- Bands ---

export async function bandsOf(db: Db, season: number) {
  return db
    .select({ name: claimsBand.name, penaltyPercent: claimsBand.penaltyPercent })
    .from(claimsBand)
    .where(eq(claimsBand.season, season))
    .orderBy(asc(claimsBand.name));
}

export async function setBandPenalty(db: Db, season: number, name: string, penaltyPercent: number) {
  await db
    .insert(claimsBand)
    .values({ season, name, penaltyPercent })
    .onConflictDoUpdate({ target: [claimsBand.season, claimsBand.name], set: { penaltyPercent } });
}

/** The clubs' bands of a season, by club name, paged; `search` finds a club by name. */
export async function organizationBands(db: Db, season: number, page: number, size: number, search?: string) {
  const where = and(
    eq(organizationBand.season, season),
    search ? or(ilike(organization.name, containsPattern(search))) : undefined,
  );
  const rows = await db
    .select({
      organizationId: organizationBand.organizationId,
      organizationName: organization.name,
      name: organizationBand.name,
    })
    .from(organizationBand)
    .innerJoin(organization, eq(organization.id, organizationBand.organizationId))
    .where(where)
    .orderBy(asc(organization.name), asc(organization.id))
    .limit(size)
    .offset(page * size);
  const [total] = await db
    .select({ n: count() })
    .from(organizationBand)
    .innerJoin(organization, eq(organization.id, organizationBand.organizationId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function setOrganizationBand(
  db: Db,
  season: number,
  organizationId: string,
  name: string | null,
) {
  if (name === null) {
    await db
      .delete(organizationBand)
      .where(and(eq(organizationBand.season, season), eq(organizationBand.organizationId, organizationId)));
    return;
  }
  await db
    .insert(organizationBand)
    .values({ season, organizationId, name })
    .onConflictDoUpdate({
      target: [organizationBand.season, organizationBand.organizationId],
      set: { name },
    });
}

// --- Migration ---

/** Copies the levels and their grades of `from` into `to`, unless `to` has levels already. Answers how many. */
export async function migratePricesAndGrades(db: Db, from: number, to: number) {
  const have = await seasonCounts(db, to);
  let prices = 0;
  let grades = 0;
  const newIds = new Map<string, string>();
  if (have.prices === 0) {
    const old = await pricesOf(db, from);
    for (const p of old) newIds.set(p.id, uuidv7());
    if (old.length > 0) {
      await db.insert(feePrice).values(
        old.map((p) => ({
          id: newIds.get(p.id)!,
          season: to,
          level: p.level,
          levelName: p.levelName,
          pricePerTeam: p.pricePerTeam,
          priceCeiling: p.priceCeiling,
        })),
      );
    }
    prices = old.length;
  }
  if (have.grades === 0) {
    // Grades follow their level by number when the levels were there before.
    if (newIds.size === 0) {
      const [oldPrices, newPrices] = await Promise.all([pricesOf(db, from), pricesOf(db, to)]);
      const byLevel = new Map(newPrices.map((p) => [p.level, p.id]));
      for (const p of oldPrices) {
        const id = byLevel.get(p.level);
        if (id) newIds.set(p.id, id);
      }
    }
    const old = (await gradesOf(db, from)).filter((g) => newIds.has(g.priceId));
    if (old.length > 0) {
      await db.insert(feeGrade).values(
        old.map((g) => ({
          id: uuidv7(),
          season: to,
          ageLevel: g.ageLevel,
          organizationTypes: g.organizationTypes,
          activities: g.activities,
          priceId: newIds.get(g.priceId)!,
        })),
      );
    }
    grades = old.length;
  }
  return { prices, grades };
}

/** The five bands of `to` (penalties from `from` when given, else 0) and the clubs' bands, when `to` has none. */
export async function migrateBands(db: Db, from: number | null, to: number) {
  const existing = await bandsOf(db, to);
  if (existing.length === 0) {
    const old = from === null ? [] : await bandsOf(db, from);
    const penalty = new Map(old.map((b) => [b.name, b.penaltyPercent]));
    await db
      .insert(claimsBand)
      .values(BAND_NAMES.map((name) => ({ season: to, name, penaltyPercent: penalty.get(name) ?? 0 })));
  }
  if (from === null) return;
  const [clubs] = await db
    .select({ n: count() })
    .from(organizationBand)
    .where(eq(organizationBand.season, to));
  if ((clubs?.n ?? 0) > 0) return;
  const old = await db
    .select({ organizationId: organizationBand.organizationId, name: organizationBand.name })
    .from(organizationBand)
    .where(eq(organizationBand.season, from));
  for (let i = 0; i < old.length; i += 5000) {
    await db.insert(organizationBand).values(old.slice(i, i + 5000).map((b) => ({ ...b, season: to })));
  }
}

export async function organizationsExist(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: organization.id }).from(organization).where(inArray(organization.id, ids));
}
