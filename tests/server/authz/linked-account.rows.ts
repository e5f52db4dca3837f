/** Matrix rows: linked accounts — a person's list and add (themself, their parent or guardian), change,
 * remove, and the LINK_ACCOUNT_ADMIN's search, history and unlink (the demo super admin holds the role). */
import { uuidv7 } from 'uuidv7';
import { linkedAccount } from '../../../server/db/schema/index.ts';
import { DEMO_LINKED_ACCOUNT_IDS } from '../../../server/db/seed/linked-accounts.ts';
import type { BolaCase } from './bola.rows.ts';
import type { Relationship } from './relationships.rows.ts';
import { linkedAccountApi } from '../../../domain/linked-account/linked-account.contract.ts';
import { probeOf, REFUSED, type ProbeContext, type Row } from './matrix.ts';

/**
 * A throw-away linked account of the parent's older child, written straight to the database: each probe of
 * a destructive route gets one of its own.
 */
export async function childLinkedAccount(ctx: ProbeContext): Promise<string> {
  const id = uuidv7();
  await ctx.s.database.db.insert(linkedAccount).values({
    id,
    personId: ctx.ids.childOlder,
    type: 'OTHER',
    identifier: `probe-${id}`,
    identifierKey: `probe-${id}`,
    name: 'Probe account',
    relationship: 'PRIMARY',
  });
  return id;
}

export const LINKED_ACCOUNT_ROWS: Row[] = [
  {
    route: 'GET /api/person/:id/linked-account',
    path: (ids) => `/api/person/${ids.childOlder}/linked-account`,
    allow: ['parent', 'super-admin'],
    why: "the child's parent, and LINK_ACCOUNT_ADMINs",
  },
  {
    route: 'POST /api/person/:id/linked-account',
    path: (ids) => `/api/person/${ids.childOlder}/linked-account`,
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the person or their parent or guardian links an account; an admin only unlinks',
  },
  {
    route: 'GET /api/person/:id/linked-account/history',
    path: (ids) => `/api/person/${ids.childOlder}/linked-account/history`,
    allow: ['super-admin'],
    why: "LINK_ACCOUNT_ADMINs read a person's linked-account history",
  },
  {
    route: 'GET /api/linked-account',
    path: () => '/api/linked-account',
    allow: ['super-admin'],
    why: 'the search across every person: LINK_ACCOUNT_ADMINs',
  },
  {
    route: 'PUT /api/linked-account/:id',
    path: (_ids, ctx) => childLinkedAccount(ctx).then((id) => `/api/linked-account/${id}`),
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the person or their parent or guardian changes it',
  },
  {
    route: 'DELETE /api/linked-account/:id',
    path: (_ids, ctx) => childLinkedAccount(ctx).then((id) => `/api/linked-account/${id}`),
    allow: ['parent'],
    ok: 204,
    why: 'the person or their parent or guardian removes it',
  },
  {
    ...probeOf(linkedAccountApi.validate, (ids) => ({ params: { id: ids.childOlder } })),
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the check before adding: whoever may add the account (the person, their parent or guardian)',
  },
  {
    route: 'DELETE /api/person/:id/linked-account/:accountId',
    path: (ids, ctx) =>
      childLinkedAccount(ctx).then((id) => `/api/person/${ids.childOlder}/linked-account/${id}`),
    allow: ['parent'],
    ok: 204,
    why: 'the person or their parent or guardian removes it (the spec’s path)',
  },
  {
    route: 'POST /api/linked-account/:id/unlink',
    path: (_ids, ctx) => childLinkedAccount(ctx).then((id) => `/api/linked-account/${id}/unlink`),
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'LINK_ACCOUNT_ADMINs unlink, with a reason',
  },
];

/** BOLA cases (bola.rows.ts): one member reaching another's accounts, a non-admin reaching the admin routes. */
export const LINKED_ACCOUNT_BOLA_CASES: BolaCase[] = [
  {
    object: 'linked account',
    name: 'a member lists another member’s linked accounts',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/person/${ids.me.parent}/linked-account`,
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a member lists the linked accounts of another family’s child',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/person/${ids.childOlder}/linked-account`,
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a member links an account to another adult (no family relationship to them)',
    as: 'member',
    method: 'POST',
    path: (ids) => `/api/person/${ids.me.coach}/linked-account`,
    body: () => ({ type: 'FOIREANN', identifier: 'F-PLANTED', name: 'Planted', relationship: 'GUARDIAN' }),
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a member changes another member’s linked account',
    as: 'member',
    method: 'PUT',
    path: () => `/api/linked-account/${DEMO_LINKED_ACCOUNT_IDS.parentFoireann}`,
    body: () => ({ type: 'FOIREANN', identifier: 'F-1', name: 'Taken', relationship: 'PRIMARY' }),
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a member removes another family’s child’s linked account',
    as: 'member',
    method: 'DELETE',
    path: () => `/api/linked-account/${DEMO_LINKED_ACCOUNT_IDS.childFoireann}`,
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a member removes another family’s child’s linked account at the spec’s path',
    as: 'member',
    method: 'DELETE',
    path: (ids) => `/api/person/${ids.childOlder}/linked-account/${DEMO_LINKED_ACCOUNT_IDS.childFoireann}`,
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a parent removes another family’s account through their own child’s path',
    as: 'parent',
    method: 'DELETE',
    path: (ids) => `/api/person/${ids.childOlder}/linked-account/${DEMO_LINKED_ACCOUNT_IDS.memberFoireann}`,
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a member checks an account for another adult',
    as: 'member',
    method: 'POST',
    path: (ids) => `/api/person/${ids.me.coach}/linked-account/validate`,
    body: () => ({ type: 'FOIREANN', identifier: 'F-PROBE', name: 'Probe', relationship: 'GUARDIAN' }),
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a club admin (not a LINK_ACCOUNT_ADMIN) searches every linked account',
    as: 'officer',
    method: 'GET',
    path: () => '/api/linked-account?filter=type:FOIREANN',
    status: 403,
  },
  {
    object: 'linked account',
    name: 'the account’s own person unlinks it through the admin route',
    as: 'member',
    method: 'POST',
    path: () => `/api/linked-account/${DEMO_LINKED_ACCOUNT_IDS.memberFoireann}/unlink`,
    body: () => ({ reason: 'I am not an admin' }),
    status: 403,
  },
  {
    object: 'linked account',
    name: 'a parent reads another person’s linked-account history',
    as: 'parent',
    method: 'GET',
    path: (ids) => `/api/person/${ids.me.member}/linked-account/history`,
    status: 403,
  },
];

const planted = (relationship: string) => () => ({
  type: 'FOIREANN',
  identifier: `PLANTED-${relationship}`,
  name: 'Planted',
  relationship,
});

/**
 * The linked account as a relationship (docs/security.md; relationships.rows.ts): it grants nothing in Páirc,
 * and only the person or their active parent or guardian makes one — never another adult, someone invited
 * into the family who has not accepted (linked-accounts.test.ts tries the demo guardian too), or a
 * LINK_ACCOUNT_ADMIN.
 */
export const LINKED_ACCOUNT_RELATIONSHIP: Relationship = {
  relationship: 'linked account (PRIMARY, DEPENDENT, GUARDIAN, OTHER)',
  rule: 'added, changed and removed by the person or their active parent or guardian only; grants no rights',
  attempts: [
    {
      name: 'a member links a "GUARDIAN" account to another adult',
      as: 'member',
      method: 'POST',
      path: (ids) => `/api/person/${ids.me.coach}/linked-account`,
      body: planted('GUARDIAN'),
      status: 403,
    },
    {
      name: 'a member invited into the family (not accepted) links an account to its child',
      as: 'member',
      method: 'POST',
      path: (ids) => `/api/person/${ids.childOlder}/linked-account`,
      body: planted('DEPENDENT'),
      status: 403,
    },
    {
      name: 'a LINK_ACCOUNT_ADMIN links an account to a member',
      as: 'super-admin',
      method: 'POST',
      path: (ids) => `/api/person/${ids.me.member}/linked-account`,
      body: planted('PRIMARY'),
      status: 403,
    },
    {
      name: 'a member rewrites another person’s account to point at himself',
      as: 'member',
      method: 'PUT',
      path: () => `/api/linked-account/${DEMO_LINKED_ACCOUNT_IDS.parentFoireann}`,
      body: planted('PRIMARY'),
      status: 403,
    },
  ],
  stillRefused: {
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/person/${ids.childOlder}/linked-account`,
    status: 403,
  },
};
