import type * as v from 'valibot';
import type { ListQuery } from '../../../domain/lib/list-query.ts';
import { parseFilter } from '../../../domain/lib/list-query.ts';
import { badRequest } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import { FILTER_KEYS, type OrgQuery } from './organization.repository.ts';

const SORTS = ['name', 'additionalType'] as const;

/** Turns a validated list query into the repository's query, refusing unknown filter keys and sorts. */
export function orgQuery(q: v.InferOutput<typeof ListQuery>, maxSize: number): OrgQuery {
  const filter = q.filter ? parseFilter(q.filter, FILTER_KEYS) : { ok: true as const, clauses: [] };
  if (!filter.ok) throw badRequest(INVALID_INPUT, filter.errors);
  let sort: OrgQuery['sort'];
  const first = q.sort[0];
  if (first) {
    if (q.sort.length > 1 || !SORTS.includes(first.field as (typeof SORTS)[number])) {
      throw badRequest(INVALID_INPUT, [
        { field: 'sort', message: `Sort by one of: ${SORTS.join(', ')} (asc or desc)` },
      ]);
    }
    sort = { field: first.field as (typeof SORTS)[number], dir: first.direction };
  }
  if (q.size > maxSize) {
    throw badRequest(INVALID_INPUT, [{ field: 'size', message: `At most ${maxSize}` }]);
  }
  return { page: q.page, size: q.size, search: q.search, sort, filter: filter.clauses };
}
