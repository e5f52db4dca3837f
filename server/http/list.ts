import { parseFilter } from '../../domain/lib/list-query.ts';
import { HttpError } from './errors.ts';

/** The list answer of ARCHITECTURE.md: `{ _embedded: { <name>: [...] }, page: { number, size, totalElements, totalPages } }`. */
export function listBody<const N extends string, T>(
  name: N,
  items: T[],
  total: number,
  page: number,
  size: number,
) {
  return {
    _embedded: { [name]: items } as Record<N, T[]>,
    page: { number: page, size, totalElements: total, totalPages: size > 0 ? Math.ceil(total / size) : 0 },
  };
}

/** A list answered whole (a season's levels, a club's levies): one page holding every item. */
export function wholeList<const N extends string, T>(name: N, items: T[]) {
  return listBody(name, items, items.length, 0, Math.max(1, items.length));
}

/**
 * `text` with LIKE's wildcards (`%`, `_`) and its escape character (`\`) escaped, so a pattern built on it
 * matches those characters literally (PostgreSQL's LIKE and ILIKE escape with `\` by default). Every
 * search that builds a LIKE pattern from what a caller typed goes through this (or `containsPattern`).
 */
export function escapeLike(text: string): string {
  return text.replace(/[%_\\]/g, '\\$&');
}

/** The LIKE / ILIKE pattern that finds `text` anywhere in a value, literally: a search for `%` finds only a `%`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * A list's `filter` read for equality clauses: the values given for a key (a key may repeat). An unknown key
 * or a malformed clause is a 400 with the field messages.
 */
export function eqFilter(filter: string | undefined, keys: readonly string[]): (key: string) => string[] {
  const parsed = filter ? parseFilter(filter, keys) : { ok: true as const, clauses: [] };
  if (!parsed.ok) throw new HttpError(400, 'The filter is not valid', parsed.errors);
  return (key) => parsed.clauses.filter((x) => x.key === key && x.op === 'eq').map((x) => x.value);
}
