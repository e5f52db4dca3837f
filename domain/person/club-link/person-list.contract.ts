/**
 * The person list (seed 1 §7 `GET /person?format=FULL` with filters `family.id:myOwn`, `orgPerson.status`,
 * `ancestorOrganization.id`, `organization.id`, `membership.status`; issue 53 item 2), declared once
 * (docs/adr/0022-route-contracts.md): registered by server/services/person/person-list.routes.ts.
 *
 * A list is always scoped: the people of the caller's own families (`family.id:myOwn`), or of an organisation
 * the caller administers (`organization.id`: its own people; `ancestorOrganization.id`: the people of every
 * organisation under it). The spec gives the filter keys, not the answer's fields: a row carries the name, the
 * unique id and, with `format=FULL`, the date of birth and gender — never contact or medical details.
 */
import * as v from 'valibot';
import { defineRoute, pagedList } from '../../lib/contract.ts';
import { listQuery } from '../../lib/list-query.ts';
import { object } from '../../lib/schema-helpers.ts';

export const PERSON_LIST_FILTERS = [
  'family.id',
  'orgPerson.status',
  'ancestorOrganization.id',
  'organization.id',
  'membership.status',
] as const;

export const PersonListRow = object({
  id: v.string(),
  uniqueId: v.nullable(v.string()),
  givenName: v.string(),
  familyName: v.string(),
  /** The person's link to the organisation of the filter (absent for a family list). */
  orgPerson: v.optional(object({ organizationId: v.string(), status: v.string() })),
  birthDate: v.optional(v.nullable(v.string())),
  gender: v.optional(v.nullable(v.string())),
});
export type PersonListRow = v.InferOutput<typeof PersonListRow>;

export const PERSON_LIST_ERRORS = {
  scope: /*i18n*/ {
    id: 'personList.error.scope',
    message: 'Filter the list by organization.id, ancestorOrganization.id or family.id:myOwn',
  },
  myOwn: /*i18n*/ { id: 'personList.error.myOwn', message: 'family.id takes only the value myOwn' },
} as const;

export const personListApi = {
  list: defineRoute({
    method: 'GET',
    path: '/person',
    tag: 'person',
    summary:
      'People of the caller’s families (family.id:myOwn) or of an organisation the caller administers (organization.id, ancestorOrganization.id), filtered by orgPerson.status and membership.status; by name',
    policy: 'person.list',
    query: listQuery({ maxSize: 1000, defaultSize: 100 }),
    response: pagedList('persons', PersonListRow),
  }),
} as const;
