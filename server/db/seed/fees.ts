/**
 * A season's fee set-up for the demo (seed 3 §3 Season and fees; amounts are ours, the spec shows none):
 * three fee levels — adult teams €450 each, juvenile teams €80 each capped at €400 a club, nursery and
 * small-sided teams €25 each capped at €100 — their grades for clubs of every Gaelic games activity, the five
 * claims bands (A 0 %, B 5 %, C 10 %, D 20 %, E 35 %) and each club's band (the main club A, the others in
 * turn). Ids are derived from the season, so the seed is the same every time.
 */
import { ACTIVITIES } from '../../../domain/enums.ts';
import type { Tx } from '../client.ts';
import { claimsBand, feeGrade, feePrice, organizationBand } from '../schema/index.ts';
import { seedId } from './random.ts';

const LEVELS = [
  { level: 1, levelName: 'Adult', pricePerTeam: 45_000, priceCeiling: null },
  { level: 2, levelName: 'Juvenile', pricePerTeam: 8_000, priceCeiling: 40_000 },
  { level: 3, levelName: 'Nursery', pricePerTeam: 2_500, priceCeiling: 10_000 },
] as const;

const GRADES: { ageLevels: string[]; level: number }[] = [
  { ageLevels: ['SENIOR', 'INTERMEDIATE', 'JUNIOR', 'U21', 'U20'], level: 1 },
  { ageLevels: ['U19', 'U18', 'U17', 'U16', 'U15', 'U14', 'U13', 'U12', 'U11', 'U10'], level: 2 },
  { ageLevels: ['U9', 'U8', 'U7', 'U6', 'U5', 'ACADEMY'], level: 3 },
];

export const DEMO_BAND_PENALTIES = { A: 0, B: 5, C: 10, D: 20, E: 35 } as const;

export const priceId = (season: number, level: number) => seedId('fee-price', `${season}:${level}`);
export const gradeId = (season: number, ageLevel: string) => seedId('fee-grade', `${season}:${ageLevel}`);

export async function seedSeasonRates(tx: Tx, season: number, clubIds: string[], mainClubId?: string) {
  await tx.insert(feePrice).values(LEVELS.map((l) => ({ ...l, id: priceId(season, l.level), season })));
  await tx.insert(feeGrade).values(
    GRADES.flatMap((g) =>
      g.ageLevels.map((ageLevel) => ({
        id: gradeId(season, ageLevel),
        season,
        ageLevel,
        organizationTypes: ['Club'],
        activities: [...ACTIVITIES],
        priceId: priceId(season, g.level),
      })),
    ),
  );
  await tx
    .insert(claimsBand)
    .values(
      Object.entries(DEMO_BAND_PENALTIES).map(([name, penaltyPercent]) => ({ season, name, penaltyPercent })),
    );
  const bands = clubIds.map((organizationId, i) => ({
    organizationId,
    season,
    name: organizationId === mainClubId ? 'A' : 'ABCDE'[i % 5]!,
  }));
  for (let i = 0; i < bands.length; i += 5000)
    await tx.insert(organizationBand).values(bands.slice(i, i + 5000));
}
