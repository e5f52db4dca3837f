import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ListQuery, listQuery, pageOf, parseFilter } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';

const KEYS = ['injuryStatus', 'organization.id', 'season', 'name', 'startDate', 'family.id'] as const;

describe('parseFilter', () => {
  it('parses equality clauses', () => {
    expect(parseFilter('organization.id:o1,season:2025', KEYS)).toEqual({
      ok: true,
      clauses: [
        { key: 'organization.id', op: 'eq', value: 'o1' },
        { key: 'season', op: 'eq', value: '2025' },
      ],
    });
  });

  it.each([
    ['name:!Draft', 'ne', 'Draft'],
    ['season:<2025', 'lt', '2025'],
    ['season:>2020', 'gt', '2020'],
    ['name:~Naomh', 'like', 'Naomh'],
  ] as const)('reads %s as %s', (filter, op, value) => {
    expect(parseFilter(filter, KEYS)).toEqual({
      ok: true,
      clauses: [{ key: filter.split(':')[0], op, value }],
    });
  });

  it('keeps repeated keys as separate clauses', () => {
    expect(parseFilter('injuryStatus:RESTRICTED,injuryStatus:INJURED', KEYS)).toEqual({
      ok: true,
      clauses: [
        { key: 'injuryStatus', op: 'eq', value: 'RESTRICTED' },
        { key: 'injuryStatus', op: 'eq', value: 'INJURED' },
      ],
    });
  });

  it("splits on the first ':' only, so values may contain ':'", () => {
    expect(parseFilter('startDate:>2025-03-15T10:00:00Z', KEYS)).toEqual({
      ok: true,
      clauses: [{ key: 'startDate', op: 'gt', value: '2025-03-15T10:00:00Z' }],
    });
  });

  it('treats an operator character later in the value as part of the value', () => {
    expect(parseFilter('name:a!b', KEYS)).toEqual({
      ok: true,
      clauses: [{ key: 'name', op: 'eq', value: 'a!b' }],
    });
  });

  it('accepts an empty filter, blank segments and spaces after commas', () => {
    expect(parseFilter('', KEYS)).toEqual({ ok: true, clauses: [] });
    expect(parseFilter('family.id:myOwn,, season:2025,', KEYS)).toEqual({
      ok: true,
      clauses: [
        { key: 'family.id', op: 'eq', value: 'myOwn' },
        { key: 'season', op: 'eq', value: '2025' },
      ],
    });
  });

  it('refuses unknown keys with field "filter"', () => {
    expect(parseFilter('season:2025,password:x', KEYS)).toEqual({
      ok: false,
      errors: [{ field: 'filter', message: M.unknownFilter.id }],
    });
  });

  it('refuses malformed clauses: no key, no colon, empty value', () => {
    for (const bad of ['2025', ':2025', 'season:', 'season:!']) {
      expect(parseFilter(bad, KEYS)).toEqual({
        ok: false,
        errors: [{ field: 'filter', message: M.invalidFilter.id }],
      });
    }
  });

  it('reports each kind of error once', () => {
    expect(parseFilter('a:1,b:2,season:', KEYS)).toEqual({
      ok: false,
      errors: [
        { field: 'filter', message: M.unknownFilter.id },
        { field: 'filter', message: M.invalidFilter.id },
      ],
    });
  });
});

describe('ListQuery', () => {
  const issues = (input: unknown, schema: v.GenericSchema = ListQuery) =>
    (v.safeParse(schema, input).issues ?? []).map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);

  it('defaults page 0, size 100, no sort, and drops other parameters', () => {
    expect(v.parse(ListQuery, { personId: 'p1' })).toEqual({ page: 0, size: 100, sort: [] });
  });

  it('reads numbers from URL strings', () => {
    const q = v.parse(ListQuery, {
      page: '2',
      size: '25',
      search: 'Naomh',
      filter: 'season:2025',
      format: 'FULL',
    });
    expect(q).toEqual({
      page: 2,
      size: 25,
      sort: [],
      search: 'Naomh',
      filter: 'season:2025',
      format: 'FULL',
    });
  });

  it('refuses a negative or fractional page and a size outside 1..max', () => {
    expect(issues({ page: '-1' })).toEqual([`page: ${M.nonNegative.id}`]);
    expect(issues({ page: '1.5' })).toEqual([`page: ${M.integer.id}`]);
    expect(issues({ page: 'two' })).toEqual([`page: ${M.integer.id}`]);
    expect(issues({ size: '0' })).toEqual([`size: ${M.outOfRange.id}`]);
    expect(issues({ size: '1000' })).toEqual([]);
    expect(issues({ size: '1001' })).toEqual([`size: ${M.outOfRange.id}`]);
    expect(issues({ size: 26 }, listQuery({ maxSize: 25, defaultSize: 25 }))).toEqual([
      `size: ${M.outOfRange.id}`,
    ]);
    expect(v.parse(listQuery({ maxSize: 25, defaultSize: 25 }), {}).size).toBe(25);
  });

  it('parses one or several sort parameters', () => {
    expect(v.parse(ListQuery, { sort: 'createDate,asc' }).sort).toEqual([
      { field: 'createDate', direction: 'asc' },
    ]);
    expect(v.parse(ListQuery, { sort: ['season,DESC', 'name'] }).sort).toEqual([
      { field: 'season', direction: 'desc' },
      { field: 'name', direction: 'asc' },
    ]);
    expect(issues({ sort: 'name,up' })).toEqual([`sort: ${M.invalidSort.id}`]);
    expect(issues({ sort: ',asc' })).toEqual([`sort: ${M.invalidSort.id}`]);
  });

  it('caps search at 100 and filter at 1000 characters', () => {
    expect(issues({ search: 'a'.repeat(100), filter: 'a'.repeat(1000) })).toEqual([]);
    expect(issues({ search: 'a'.repeat(101) })).toEqual([`search: ${M.searchMax.id}`]);
    expect(issues({ filter: 'a'.repeat(1001) })).toEqual([`filter: ${M.filterMax.id}`]);
  });

  it('accepts upper-case format names only', () => {
    expect(issues({ format: 'KEYDATA' })).toEqual([]);
    expect(issues({ format: 'full' })).toEqual([`format: ${M.invalidOption.id}`]);
  });
});

describe('pageOf', () => {
  it('counts pages, rounding up', () => {
    expect(pageOf(0, 0, 100)).toEqual({ number: 0, size: 100, totalElements: 0, totalPages: 0 });
    expect(pageOf(100, 0, 100)).toEqual({ number: 0, size: 100, totalElements: 100, totalPages: 1 });
    expect(pageOf(101, 1, 100)).toEqual({ number: 1, size: 100, totalElements: 101, totalPages: 2 });
  });
});
