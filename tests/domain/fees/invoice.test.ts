/**
 * The PIF invoice's sums (domain/fees/invoice.ts) against hand-worked cases: price per team by grade,
 * the level's ceiling, the claims band's penalty (rounded to the cent), the discount, never below zero.
 */
import { describe, expect, it } from 'vitest';
import {
  gradeFor,
  invoiceLines,
  invoiceTotals,
  type FeeGrade,
  type FeePrice,
} from '../../../domain/fees/invoice.ts';

const prices = new Map<string, FeePrice>([
  ['adult', { id: 'adult', level: 1, levelName: 'Adult', pricePerTeam: 45_000, priceCeiling: null }],
  [
    'juvenile',
    { id: 'juvenile', level: 2, levelName: 'Juvenile', pricePerTeam: 8_000, priceCeiling: 20_000 },
  ],
  ['special', { id: 'special', level: 5, levelName: 'Special', pricePerTeam: 1, priceCeiling: null }],
]);
const grades: FeeGrade[] = [
  {
    id: 'g1',
    ageLevel: 'SENIOR',
    organizationTypes: ['Club'],
    activities: ['Football', 'Hurling'],
    priceId: 'adult',
  },
  {
    id: 'g2',
    ageLevel: 'U14',
    organizationTypes: ['Club'],
    activities: ['Football', 'Hurling', 'Camogie'],
    priceId: 'juvenile',
  },
  { id: 'g3', ageLevel: 'U14', organizationTypes: ['Club'], activities: ['Football'], priceId: 'special' },
];
const team = (id: string, ageLevel: string, activity: string) => ({
  id,
  name: `Team ${id}`,
  ageLevel,
  activity,
});

describe('gradeFor', () => {
  it('needs the age level, the activity and the organisation type', () => {
    expect(gradeFor(team('a', 'SENIOR', 'Football'), 'Club', grades, prices)?.price.id).toBe('adult');
    expect(gradeFor(team('b', 'SENIOR', 'Camogie'), 'Club', grades, prices)).toBeNull();
    expect(gradeFor(team('c', 'SENIOR', 'Football'), 'School', grades, prices)).toBeNull();
    expect(gradeFor(team('d', 'JUNIOR', 'Football'), 'Club', grades, prices)).toBeNull();
  });

  it('takes the lowest fee level when several grades match, whatever their order', () => {
    const t = team('e', 'U14', 'Football');
    expect(gradeFor(t, 'Club', grades, prices)?.grade.id).toBe('g2');
    expect(gradeFor(t, 'Club', [...grades].reverse(), prices)?.grade.id).toBe('g2');
  });
});

describe('invoiceTotals, worked by hand', () => {
  const lines = invoiceLines(
    [
      team('s1', 'SENIOR', 'Football'), // 450.00
      team('s2', 'SENIOR', 'Hurling'), // 450.00
      team('j1', 'U14', 'Football'), // 80.00
      team('j2', 'U14', 'Hurling'), // 80.00
      team('j3', 'U14', 'Camogie'), // 80.00
      team('x1', 'U8', 'Football'), // no grade: not covered
    ],
    'Club',
    grades,
    prices,
  );

  it('lists every team, covered or not', () => {
    expect(lines.map((l) => `${l.teamId}:${l.coveredStatus}:${l.price}`)).toEqual([
      'j1:COVERED:8000',
      'j2:COVERED:8000',
      'j3:COVERED:8000',
      's1:COVERED:45000',
      's2:COVERED:45000',
      'x1:NOT_COVERED:0',
    ]);
  });

  it('caps each level at its ceiling: 2 × 450 + min(3 × 80, 200) = 1,100.00', () => {
    expect(invoiceTotals(lines, prices, 0, 0)).toEqual({
      cost: 110_000,
      penalty: 0,
      discount: 0,
      totalCost: 110_000,
    });
  });

  it('adds the band penalty: 12.5 % of 1,100.00 = 137.50', () => {
    expect(invoiceTotals(lines, prices, 12.5, 0)).toEqual({
      cost: 110_000,
      penalty: 13_750,
      discount: 0,
      totalCost: 123_750,
    });
  });

  it('rounds the penalty to the cent: 35 % of 0.03 = 0.0105 → 0.01', () => {
    const tiny = [{ priceId: 'special', price: 3, coveredStatus: 'COVERED' }];
    expect(invoiceTotals(tiny, prices, 35, 0).penalty).toBe(1);
  });

  it('takes off the discount, never below zero', () => {
    expect(invoiceTotals(lines, prices, 20, 2_000).totalCost).toBe(110_000 + 22_000 - 2_000);
    expect(invoiceTotals(lines, prices, 0, 999_999).totalCost).toBe(0);
  });

  it('counts only covered teams: a team taken off costs nothing', () => {
    const off = lines.map((l) => (l.teamId === 's2' ? { ...l, coveredStatus: 'NOT_COVERED' as const } : l));
    expect(invoiceTotals(off, prices, 0, 0).cost).toBe(45_000 + 20_000);
  });
});
