import type * as v from 'valibot';
import { isIsoDate } from '../../../domain/lib/dates.ts';
import { parseFilter, type ListQuery } from '../../../domain/lib/list-query.ts';
import { M, messageText } from '../../../domain/messages.ts';
import type { Principal } from '../../auth/principal.ts';
import { badRequest, type FieldError } from '../../http/errors.ts';
import { INVALID_INPUT } from '../../http/validate.ts';
import { FIXTURE_FILTER_KEYS, type FixtureCondition, type FixtureQuery } from './fixture.repository.ts';

const fail = (id: string): FieldError => ({ field: 'filter', message: messageText(id), code: id });

/**
 * A validated list query → the repository's fixture query. Filters: `organization` (home or away club, or
 * owner), `startDate` (`yyyy-MM-dd`, with `>` after and `<` before that day in Dublin), `isResult`
 * (true/false), `place`, `competition`, `division`, `official:me`. Sort: `startDate` (asc by default).
 */
export function fixtureQuery(q: v.InferOutput<typeof ListQuery>, principal: Principal | null): FixtureQuery {
  const parsed = q.filter ? parseFilter(q.filter, FIXTURE_FILTER_KEYS) : { ok: true as const, clauses: [] };
  if (!parsed.ok)
    throw badRequest(
      INVALID_INPUT,
      parsed.errors.map((e) => fail(e.message)),
    );
  const conditions: FixtureCondition[] = [];
  const errors: FieldError[] = [];
  for (const c of parsed.clauses) {
    if (c.key === 'startDate') {
      if (c.op === 'ne' || c.op === 'like' || !isIsoDate(c.value)) errors.push(fail(M.dateInvalid.id));
      else conditions.push({ key: 'startDate', op: c.op, value: c.value });
    } else if (c.op !== 'eq') {
      errors.push(fail(M.invalidFilter.id));
    } else if (c.key === 'isResult') {
      if (c.value !== 'true' && c.value !== 'false') errors.push(fail(M.invalidOption.id));
      else conditions.push({ key: 'isResult', value: c.value === 'true' });
    } else if (c.key === 'official') {
      if (c.value !== 'me') errors.push(fail(M.invalidOption.id));
      // A caller without a person record is appointed to nothing.
      else conditions.push({ key: 'official', personId: principal?.personId ?? '' });
    } else {
      conditions.push({
        key: c.key as 'organization' | 'place' | 'competition' | 'division',
        value: c.value,
      });
    }
  }
  const sort = q.sort[0];
  if (sort && (q.sort.length > 1 || sort.field !== 'startDate')) {
    errors.push({ field: 'sort', message: 'Sort by startDate (asc or desc)', code: M.invalidSort.id });
  }
  if (errors.length > 0) throw badRequest(INVALID_INPUT, errors);
  return { page: q.page, size: q.size, search: q.search, sort: sort?.direction ?? 'asc', conditions };
}
