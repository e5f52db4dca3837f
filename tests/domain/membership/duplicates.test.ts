/**
 * The duplicate grouping rule (domain/membership/duplicates.ts, name-forms.ts): Irish and English name forms,
 * fadas and prefixes; e-mail and phone forms; groups are joined, symmetric and independent of order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  groupDuplicates,
  likelySame,
  MergeInput,
  phoneKey,
  ReviewGroupInput,
  type MatchPerson,
} from '../../../domain/membership/duplicates.ts';
import { familyNameKey, givenNameKey, withinOneEdit } from '../../../domain/membership/name-forms.ts';

const p = (id: string, givenName: string, familyName: string, more: Partial<MatchPerson> = {}) => ({
  id,
  givenName,
  familyName,
  ...more,
});

describe('name forms', () => {
  it('reads Irish and English forms alike', () => {
    expect(givenNameKey('Seán')).toBe(givenNameKey('John'));
    expect(givenNameKey('Pádraig')).toBe(givenNameKey('Patrick'));
    expect(givenNameKey('Máire')).toBe(givenNameKey('mary'));
    expect(givenNameKey('Siobhán')).toBe(givenNameKey('Joan'));
    expect(givenNameKey('Sean')).toBe(givenNameKey('Seán'));
    expect(familyNameKey('Ó Briain')).toBe(familyNameKey("O'Brien"));
    expect(familyNameKey('Ní Bhriain')).toBe(familyNameKey('OBrien'));
    expect(familyNameKey('Ó Murchú')).toBe(familyNameKey('Murphy'));
    expect(familyNameKey('Mac Carthaigh')).toBe(familyNameKey('McCarthy'));
    expect(familyNameKey('MacCarthy')).toBe(familyNameKey('Mc Carthy'));
    expect(familyNameKey('Ó Néill')).toBe(familyNameKey('O’Neill'));
    expect(familyNameKey('Breathnach')).toBe(familyNameKey('Walsh'));
    expect(familyNameKey('Ó Briain')).not.toBe(familyNameKey('Ó Néill'));
  });

  it('one edit apart is symmetric', () => {
    expect(withinOneEdit('brian', 'brain')).toBe(true);
    expect(withinOneEdit('ciara', 'ciarra')).toBe(true);
    expect(withinOneEdit('ciara', 'clare')).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(withinOneEdit(a, b)).toBe(withinOneEdit(b, a));
      }),
    );
  });
});

describe('phone and e-mail', () => {
  it('reads the written forms of one number alike', () => {
    const k = phoneKey('+353 87 123 4567');
    expect(phoneKey('00353871234567')).toBe(k);
    expect(phoneKey('087-123-4567')).toBe(k);
    expect(phoneKey('+44 28 9012 3456')).not.toBe(k);
    expect(phoneKey('12')).toBeNull();
  });
});

describe('likely the same person', () => {
  it('same date of birth and a name form in either language', () => {
    const a = p('a', 'Seán', 'Ó Briain', { birthDate: '2001-03-04' });
    const b = p('b', 'John', "O'Brien", { birthDate: '2001-03-04' });
    expect(likelySame(a, b)).toBe(true);
    expect(likelySame(a, { ...b, birthDate: '2001-03-05' })).toBe(false);
    expect(likelySame(a, p('c', 'Máire', 'Ó Briain', { birthDate: '2001-03-04' }))).toBe(false);
  });
  it('the Irish name on the record counts', () => {
    const a = p('a', 'John', 'Walsh', { alternateGivenName: 'Eoin', birthDate: '2010-01-01' });
    const b = p('b', 'Eoin', 'Breathnach', { birthDate: '2010-01-01' });
    expect(likelySame(a, b)).toBe(true);
  });
  it('same e-mail or phone, whatever the name', () => {
    expect(likelySame(p('a', 'A', 'B', { email: 'X@y.ie ' }), p('b', 'C', 'D', { email: 'x@Y.ie' }))).toBe(
      true,
    );
    expect(
      likelySame(
        p('a', 'A', 'B', { telephone: '+353871234567' }),
        p('b', 'C', 'D', { telephone: '0871234567' }),
      ),
    ).toBe(true);
  });
});

describe('groups', () => {
  it('joins pairs into groups and leaves singles out', () => {
    const people = [
      p('1', 'Seán', 'Ó Briain', { birthDate: '2001-03-04' }),
      p('2', 'John', "O'Brien", { birthDate: '2001-03-04', email: 'job@x.ie' }),
      p('3', 'Máire', "O'Brien", { email: 'JOB@x.ie' }),
      p('4', 'Pádraig', 'Ó Néill', { birthDate: '1990-01-01' }),
      p('5', 'Patrick', "O'Neill", { birthDate: '1990-01-01' }),
      p('6', 'Aoife', 'Ní Dhonnchú', { birthDate: '1990-01-01' }),
    ];
    expect(groupDuplicates(people)).toEqual([
      ['1', '2', '3'],
      ['4', '5'],
    ]);
  });

  const person = fc.record({
    id: fc.uuid(),
    givenName: fc.constantFrom('Seán', 'John', 'Máire', 'Mary', 'Aoife'),
    familyName: fc.constantFrom('Ó Briain', "O'Brien", 'Murphy', 'Ó Murchú'),
    birthDate: fc.option(fc.constantFrom('2000-01-01', '2000-01-02'), { nil: undefined }),
    email: fc.option(fc.constantFrom('a@x.ie', 'b@x.ie'), { nil: undefined }),
    telephone: fc.option(fc.constantFrom('+353871111111', '0872222222'), { nil: undefined }),
  });

  it('is a partition that does not depend on order, and every likely pair shares a group', () => {
    fc.assert(
      fc.property(fc.uniqueArray(person, { selector: (x) => x.id, maxLength: 12 }), (people) => {
        const groups = groupDuplicates(people);
        const reversed = groupDuplicates([...people].reverse());
        expect(reversed).toEqual(groups);
        const where = new Map(groups.flatMap((g, i) => g.map((id) => [id, i] as const)));
        expect(where.size).toBe(groups.flat().length);
        for (const a of people)
          for (const b of people) if (likelySame(a, b)) expect(where.get(a.id)).toBe(where.get(b.id));
        for (const g of groups) expect(g.length).toBeGreaterThan(1);
      }),
    );
  });
});

describe('inputs', () => {
  it('a merge names two or more people, the primary among them', () => {
    expect(
      v.safeParse(MergeInput, { primaryPersonId: 'a', personIds: ['a', 'b'], mergeType: 'MERGE' }).success,
    ).toBe(true);
    expect(
      v.safeParse(MergeInput, { primaryPersonId: 'c', personIds: ['a', 'b'], mergeType: 'MERGE' }).success,
    ).toBe(false);
    expect(
      v.safeParse(MergeInput, { primaryPersonId: 'a', personIds: ['a', 'a'], mergeType: 'MERGE' }).success,
    ).toBe(false);
    expect(
      v.safeParse(MergeInput, { primaryPersonId: 'a', personIds: ['a', 'b'], mergeType: 'JOIN' }).success,
    ).toBe(false);
  });
  it('a review skips, or merges with a primary and a type', () => {
    expect(v.safeParse(ReviewGroupInput, { status: 'SKIPPED' }).success).toBe(true);
    expect(
      v.safeParse(ReviewGroupInput, { status: 'MERGED', mergeType: 'FAMILY', primaryPersonId: 'a' }).success,
    ).toBe(true);
    expect(v.safeParse(ReviewGroupInput, { status: 'MERGED' }).success).toBe(false);
    expect(v.safeParse(ReviewGroupInput, { status: 'PENDING' }).success).toBe(false);
  });
});
