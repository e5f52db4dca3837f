/** The §5 committee check, as the app and the server both run it. */
import { describe, expect, it } from 'vitest';
import { committeeProblems, CustomPositionInput } from '../../../domain/committee/committee.ts';
import * as v from 'valibot';

const held = [
  { name: 'childrens-officer', personId: 'p1' },
  { name: 'designated-liaison-person', personId: 'p2' },
  { name: null, personId: null },
];
const address = { streetAddress: 'Main Street', addressLocality: 'Ashford' };

describe('committeeProblems', () => {
  it('passes with both officers assigned, an officer e-mail and a street and town', () => {
    expect(committeeProblems({ positions: held, officerEmail: 'co@club.ie', address })).toEqual([]);
  });
  it('names every missing rule, in order', () => {
    expect(
      committeeProblems({
        positions: [{ name: 'childrens-officer', personId: null }],
        officerEmail: '  ',
        address: { streetAddress: 'Main Street' },
      }),
    ).toEqual([
      'validation.committee.childrensOfficerMissing',
      'validation.committee.liaisonMissing',
      'validation.committee.officerEmailMissing',
      'validation.committee.addressMissing',
    ]);
  });
  it('a custom position’s title is trimmed, required and at most 60 characters', () => {
    expect(v.parse(CustomPositionInput, { title: '  Lotto  ' })).toEqual({ title: 'Lotto' });
    expect(v.safeParse(CustomPositionInput, { title: ' ' }).success).toBe(false);
    expect(v.safeParse(CustomPositionInput, { title: 'x'.repeat(61) }).success).toBe(false);
  });
});
