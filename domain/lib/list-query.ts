/**
 * The REST list conventions (seed 1 §7, ARCHITECTURE.md "Contract"): `page` from 0, `size`, `sort`,
 * `search`, `format` and `filter`, answered with a page object `{ number, size, totalElements,
 * totalPages }`.
 *
 * A filter is `key:value` clauses separated by commas. A value starting with `!`, `<`, `>` or `~` is
 * an operator (not equal, less than, greater than, like); anything else is equality. A key may repeat
 * (`injuryStatus:RESTRICTED,injuryStatus:INJURED`: the service decides whether repeats mean "any of"),
 * and a value may itself contain ':' (only the first ':' splits). Values cannot contain ',' because the
 * spec sends filters unescaped. Each endpoint names the keys it accepts; any other key is refused.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import type { FieldError } from './error-body.ts';
import { object } from './schema-helpers.ts';

export type FilterOp = 'eq' | 'ne' | 'lt' | 'gt' | 'like';
export type FilterClause = { key: string; op: FilterOp; value: string };
export type { FieldError };
export type ParsedFilter = { ok: true; clauses: FilterClause[] } | { ok: false; errors: FieldError[] };

const OPERATORS: Readonly<Record<string, FilterOp>> = { '!': 'ne', '<': 'lt', '>': 'gt', '~': 'like' };

/** Parses `key:value,key2:!value` against the keys an endpoint allows. */
export function parseFilter(filter: string, allowedKeys: readonly string[]): ParsedFilter {
  const clauses: FilterClause[] = [];
  const errors: FieldError[] = [];
  const fail = (message: string) => {
    if (!errors.some((e) => e.message === message)) errors.push({ field: 'filter', message });
  };

  for (const segment of filter.split(',')) {
    if (segment.trim() === '') continue;
    const colon = segment.indexOf(':');
    const key = colon > 0 ? segment.slice(0, colon).trim() : '';
    if (key === '') {
      fail(M.invalidFilter.id);
      continue;
    }
    if (!allowedKeys.includes(key)) {
      fail(M.unknownFilter.id);
      continue;
    }
    const raw = segment.slice(colon + 1);
    const op = OPERATORS[raw.charAt(0)];
    const value = op ? raw.slice(1) : raw;
    if (value === '') {
      fail(M.invalidFilter.id);
      continue;
    }
    clauses.push({ key, op: op ?? 'eq', value });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, clauses };
}

/** An integer query parameter: a number, or a string of digits as it arrives in a URL. */
function queryInt(min: number, max: number, rangeId: string) {
  return v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/, M.integer.id), v.transform(Number))],
      M.integer.id,
    ),
    v.integer(M.integer.id),
    v.minValue(min, rangeId),
    v.maxValue(max, rangeId),
  );
}

export type SortDirection = 'asc' | 'desc';
export type SortClause = { field: string; direction: SortDirection };

const SORT = /^([A-Za-z_][\w.]*)(?:,(asc|desc))?$/i;

function parseSortParam(param: string): SortClause | null {
  const match = SORT.exec(param.trim());
  if (!match?.[1]) return null;
  return { field: match[1], direction: match[2]?.toLowerCase() === 'desc' ? 'desc' : 'asc' };
}

/** `field`, `field,asc` or `field,desc`; repeated for several orderings (season,desc then name,asc). */
const SortParam = v.pipe(
  v.string(M.invalidSort.id),
  v.check((param) => parseSortParam(param) !== null, M.invalidSort.id),
);

export const DEFAULT_PAGE_SIZE = 100;
/** The largest page the spec asks for (organisation lists, membership lists). */
export const MAX_PAGE_SIZE = 1000;
export const SEARCH_MAX = 100;
export const FILTER_MAX = 1000;

/** `page` of a list query (from 0; bounded so that page × size stays a safe offset). */
export const PageParam = v.optional(queryInt(0, Number.MAX_SAFE_INTEGER, M.nonNegative.id), 0);

/** `size` of a list query, with an endpoint's own limits. */
export const pageSizeParam = (maxSize = MAX_PAGE_SIZE, defaultSize = DEFAULT_PAGE_SIZE) =>
  v.optional(queryInt(1, maxSize, M.outOfRange.id), defaultSize);

/** The list query schema with an endpoint's own size limits (seed 1 §9 gives defaults per list). */
export function listQuery({ maxSize = MAX_PAGE_SIZE, defaultSize = DEFAULT_PAGE_SIZE } = {}) {
  return object({
    page: PageParam,
    size: pageSizeParam(maxSize, defaultSize),
    sort: v.pipe(
      v.optional(v.union([SortParam, v.array(SortParam)], M.invalidSort.id), []),
      v.transform((sort) => (Array.isArray(sort) ? sort : [sort]).flatMap((p) => parseSortParam(p) ?? [])),
    ),
    search: v.optional(v.pipe(v.string(M.invalid.id), v.maxLength(SEARCH_MAX, M.searchMax.id))),
    filter: v.optional(v.pipe(v.string(M.invalid.id), v.maxLength(FILTER_MAX, M.filterMax.id))),
    format: v.optional(v.pipe(v.string(M.invalid.id), v.regex(/^[A-Z_]{1,32}$/, M.invalidOption.id))),
  });
}

export const ListQuery = listQuery();
export type ListQuery = v.InferOutput<typeof ListQuery>;

export const PageMeta = object({
  number: v.number(),
  size: v.number(),
  totalElements: v.number(),
  totalPages: v.number(),
});
export type PageMeta = v.InferOutput<typeof PageMeta>;

/** The page object for `total` items, listed `size` at a time, at page `page` (from 0). */
export function pageOf(total: number, page: number, size: number): PageMeta {
  return { number: page, size, totalElements: total, totalPages: size > 0 ? Math.ceil(total / size) : 0 };
}
