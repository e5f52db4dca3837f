/**
 * The person list's use case (`GET /person`, domain/person/club-link/person-list.contract.ts; SQL in
 * person-list.repository.ts). Any signed-in person may ask (`person.list`); what they get is scoped by the
 * filter, checked before anything is read: their own families (`family.id:myOwn`), or an organisation they
 * administer (`organization.id`), or the organisations under one they administer (`ancestorOrganization.id`).
 * A filter naming no scope is refused: the list is never everyone.
 */
import { parseFilter } from '../../../domain/lib/list-query.ts';
import {
  PERSON_LIST_ERRORS as E,
  PERSON_LIST_FILTERS,
  type PersonListRow,
} from '../../../domain/person/club-link/person-list.contract.ts';
import type { AuthContext } from '../../auth/access.ts';
import { HttpError } from '../../http/errors.ts';
import { translateMessage, type Locale } from '../../i18n.ts';
import { administersClub } from '../membership/membership.policy.ts';
import { listPeople, type PersonScope } from './person-list.repository.ts';

export interface PersonListQuery {
  filter?: string;
  search?: string;
  format?: string;
  page: number;
  size: number;
}

/** The caller's scope from the filter, or the refusal (400 for a filter, 403 for a scope not theirs). */
async function scopeOf(
  auth: AuthContext,
  values: (key: string) => string[],
  locale: Locale,
): Promise<PersonScope> {
  const p = auth.principal!;
  const refuse = (m: { id: string; message: string }) =>
    new HttpError(400, translateMessage(m, locale), [
      { field: 'filter', message: translateMessage(m, locale), code: m.id },
    ]);
  const [family] = values('family.id');
  const [org] = values('organization.id');
  const [ancestor] = values('ancestorOrganization.id');
  if (family !== undefined) {
    if (family !== 'myOwn') throw refuse(E.myOwn);
    if (!p.personId) throw new HttpError(403, 'Forbidden');
    return { kind: 'family', personId: p.personId };
  }
  if (org !== undefined || ancestor !== undefined) {
    const orgId = (org ?? ancestor)!;
    if (!(await administersClub(auth, p, orgId))) throw new HttpError(403, 'Forbidden');
    return { kind: 'organization', orgId, descendants: org === undefined };
  }
  throw refuse(E.scope);
}

/** One page of the people the caller may list; `format=FULL` adds birth date and gender, never contacts. */
export async function listPersons(auth: AuthContext, query: PersonListQuery, locale: Locale) {
  const parsed = parseFilter(query.filter ?? '', PERSON_LIST_FILTERS);
  if (!parsed.ok) throw new HttpError(400, 'Invalid filter', parsed.errors);
  const values = (key: string) => parsed.clauses.filter((c) => c.key === key).map((c) => c.value);
  const scope = await scopeOf(auth, values, locale);
  const { rows, total } = await listPeople(auth.db, {
    scope,
    linkStatuses: values('orgPerson.status'),
    membershipStatuses: values('membership.status'),
    search: query.search,
    page: query.page,
    size: query.size,
  });
  const full = query.format === 'FULL';
  const out: PersonListRow[] = rows.map(({ birthDate, gender, ...r }) =>
    full ? { ...r, birthDate, gender } : r,
  );
  return { rows: out, total };
}
