/**
 * A club's player injury fund invoice for a season (seed 3 §3 PIF invoice, §4 Invoice), worked out from its
 * teams, the season's grades and fee levels, the club's claims band and the discount. Pure: the server's
 * generation and the tests use the same functions. Decisions where the spec is open (amounts not shown):
 * - A team is covered when a grade of the season names its age level, its activity and the club's
 *   organisation type; when several do, the grade of the lowest fee level applies (then the lowest grade id),
 *   so the answer never depends on row order.
 * - Cost: per fee level, the covered teams' prices added up and capped at that level's ceiling (a blank
 *   ceiling caps nothing); the levels' sums added.
 * - Penalty: the claims band's percentage of the cost, rounded to the cent (half up).
 * - Total: cost + penalty − discount, never below zero. The discount is the fee administrators' (minor units).
 * - Status when made: MISSING when no team is covered (there is nothing to bill until the club's teams are
 *   graded), DUE otherwise.
 */
import type { CoveredStatus } from './season.ts';

export interface FeeTeam {
  id: string;
  name: string;
  ageLevel: string;
  activity: string;
}

export interface FeeGrade {
  id: string;
  ageLevel: string;
  organizationTypes: readonly string[];
  activities: readonly string[];
  priceId: string;
}

export interface FeePrice {
  id: string;
  level: number;
  levelName: string;
  pricePerTeam: number;
  priceCeiling: number | null;
}

/** One team on the invoice: its grade, level and price when covered. */
export interface InvoiceLine {
  teamId: string;
  name: string;
  ageLevel: string;
  activity: string;
  gradeId: string | null;
  priceId: string | null;
  level: number | null;
  price: number;
  coveredStatus: CoveredStatus;
}

export interface InvoiceTotals {
  cost: number;
  penalty: number;
  discount: number;
  totalCost: number;
}

/** The grade and price covering a team of a club of `organizationType`, or null when none does. */
export function gradeFor(
  team: Pick<FeeTeam, 'ageLevel' | 'activity'>,
  organizationType: string,
  grades: readonly FeeGrade[],
  prices: ReadonlyMap<string, FeePrice>,
): { grade: FeeGrade; price: FeePrice } | null {
  let best: { grade: FeeGrade; price: FeePrice } | null = null;
  for (const grade of grades) {
    if (grade.ageLevel !== team.ageLevel) continue;
    if (!grade.activities.includes(team.activity)) continue;
    if (!grade.organizationTypes.includes(organizationType)) continue;
    const price = prices.get(grade.priceId);
    if (!price) continue;
    const better =
      !best ||
      price.level < best.price.level ||
      (price.level === best.price.level && grade.id < best.grade.id);
    if (better) best = { grade, price };
  }
  return best;
}

/** The club's teams as invoice lines, in name order. */
export function invoiceLines(
  teams: readonly FeeTeam[],
  organizationType: string,
  grades: readonly FeeGrade[],
  prices: ReadonlyMap<string, FeePrice>,
): InvoiceLine[] {
  return [...teams]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
    .map((team) => lineFor(team, organizationType, grades, prices));
}

export function lineFor(
  team: FeeTeam,
  organizationType: string,
  grades: readonly FeeGrade[],
  prices: ReadonlyMap<string, FeePrice>,
): InvoiceLine {
  const match = gradeFor(team, organizationType, grades, prices);
  return {
    teamId: team.id,
    name: team.name,
    ageLevel: team.ageLevel,
    activity: team.activity,
    gradeId: match?.grade.id ?? null,
    priceId: match?.price.id ?? null,
    level: match?.price.level ?? null,
    price: match?.price.pricePerTeam ?? 0,
    coveredStatus: match ? 'COVERED' : 'NOT_COVERED',
  };
}

/** Cost, penalty and total of the covered lines (see the header for the rules). */
export function invoiceTotals(
  lines: readonly (Pick<InvoiceLine, 'priceId' | 'price'> & { coveredStatus: string })[],
  prices: ReadonlyMap<string, Pick<FeePrice, 'priceCeiling'>>,
  penaltyPercent: number,
  discount: number,
): InvoiceTotals {
  const byLevel = new Map<string, number>();
  for (const l of lines) {
    if (l.coveredStatus !== 'COVERED' || !l.priceId) continue;
    byLevel.set(l.priceId, (byLevel.get(l.priceId) ?? 0) + l.price);
  }
  let cost = 0;
  for (const [priceId, sum] of byLevel) {
    const ceiling = prices.get(priceId)?.priceCeiling ?? null;
    cost += ceiling === null ? sum : Math.min(sum, ceiling);
  }
  const penalty = Math.round((cost * penaltyPercent) / 100);
  return { cost, penalty, discount, totalCost: Math.max(0, cost + penalty - discount) };
}

export const coversAny = (lines: readonly { coveredStatus: string }[]) =>
  lines.some((l) => l.coveredStatus === 'COVERED');
