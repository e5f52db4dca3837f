/**
 * Matrix rows: organisation administration, places and the asset register (issue 27; seed 3 §6). A club's
 * details, admins, audit log, places and register are its administrators' (the demo officer: ORG_ADMIN of
 * the main club) and super admins'; a place is also the competition administrators' over its club (the demo
 * competition admin runs the county board above it). Destructive probes get a throw-away place or asset each.
 */
import { uuidv7 } from 'uuidv7';
import { ASSET_KINDS, ASSET_PATHS, type AssetKind } from '../../../domain/organization/asset.ts';
import { organizationAsset, place } from '../../../server/db/schema/index.ts';
import { personId } from '../../../server/db/seed/people.ts';
import type { BolaCase } from './bola.rows.ts';
import type { Relationship } from './relationships.rows.ts';
import { REFUSED, type Ids, type ProbeContext, type Row } from './matrix.ts';

const CLUB_ADMINS = ['officer', 'super-admin'] as const;
const PLACE_STAFF = ['officer', 'competition-admin', 'super-admin'] as const;
const probe = (extra: (ids: Ids) => Record<string, unknown>) => (ids: Ids) => ({ ...extra(ids), __probe: 1 });

/** A throw-away place of the main club, written straight to the database. */
export async function probePlace(ctx: ProbeContext): Promise<string> {
  const id = uuidv7();
  await ctx.s.database.db
    .insert(place)
    .values({ id, name: `Probe place ${id}`, organizationId: ctx.ids.mainClub, additionalType: 'OTHER' });
  return id;
}

async function probeAsset(ctx: ProbeContext, kind: AssetKind): Promise<string> {
  const id = uuidv7();
  await ctx.s.database.db.insert(organizationAsset).values({
    id,
    organizationId: ctx.ids.mainClub,
    kind,
    name: `Probe ${id}`,
    locationType: kind === 'LOCATION' ? 'secondary_grounds' : null,
    data: { name: `Probe ${id}` },
  });
  return id;
}

const club = (ids: Ids) => `/api/organization/${ids.mainClub}`;

export const ORGANIZATION_ROWS: Row[] = [
  {
    route: 'GET /api/organization/:id/details',
    path: (ids) => `${club(ids)}/details`,
    allow: CLUB_ADMINS,
    why: 'the details as the club admins edit them',
  },
  {
    route: 'PATCH /api/organization/:id',
    path: club,
    body: REFUSED,
    allow: CLUB_ADMINS,
    ok: 400,
    why: 'details, slug, publish flags: the club admins',
  },
  {
    route: 'POST /api/organization/:id/:type{crest|banner}',
    path: (ids) => `${club(ids)}/crest`,
    body: REFUSED,
    allow: CLUB_ADMINS,
    ok: 400,
    why: "the club's crest or banner (seed 3 §7 /organization/{id}/{type}): its admins (a JSON body is no image)",
  },
  ...(['hibernate', 'reactivate'] as const).map((action): Row => ({
    route: `POST /api/organization/:id/${action}`,
    path: (ids) => `${club(ids)}/${action}`,
    body: REFUSED,
    allow: CLUB_ADMINS,
    ok: 400,
    why: `${action} the club: its admins`,
  })),
  ...(['crest', 'banner'] as const).map((kind): Row => ({
    route: `GET /api/v1/organization/:id/${kind}`,
    path: (ids) => `/api/v1/organization/${ids.mainClub}/${kind}`,
    allow: 'public',
    ok: 404,
    why: `a club’s ${kind} is public (the seed has none: 404 for everyone)`,
  })),
  {
    route: 'GET /api/organization/:id/relation',
    path: (ids) => `${club(ids)}/relation`,
    allow: 'signed-in',
    why: 'parents per association, as the organisation itself is readable',
  },
  {
    route: 'GET /api/organization/:id/admin',
    path: (ids) => `${club(ids)}/admin`,
    allow: CLUB_ADMINS,
    why: "the club's administrators",
  },
  {
    route: 'PUT /api/organization/:id/admin/:personId',
    path: (ids) => `${club(ids)}/admin/${ids.me.member}`,
    body: REFUSED,
    allow: CLUB_ADMINS,
    ok: 400,
    why: 'a privilege is granted only by someone who administers the club',
  },
  {
    route: 'DELETE /api/organization/:id/admin/:personId',
    // Someone with no link to the club: the allowed get 409 (not a member), nothing changes.
    path: (ids) => `${club(ids)}/admin/${ids.stranger}`,
    allow: CLUB_ADMINS,
    ok: 409,
    why: 'the club admins remove an administrator',
  },
  {
    route: 'GET /api/organization/:id/privilege-change',
    path: (ids) => `${club(ids)}/privilege-change`,
    // The main club's finance administrators among the roles: the officer (also its admin).
    allow: CLUB_ADMINS,
    why: 'the changes to the finance privilege waiting for consent: the club’s admins and finance administrators',
  },
  {
    route: 'PATCH /api/organization/:id/privilege-change/:changeId',
    path: (ids) => `${club(ids)}/privilege-change/none`,
    body: REFUSED,
    allow: CLUB_ADMINS,
    ok: 400,
    why: 'deciding one: another finance administrator of the club (the handler says who), a county or super admin',
  },
  {
    route: 'GET /api/organization/:id/audit',
    path: (ids) => `${club(ids)}/audit`,
    allow: CLUB_ADMINS,
    why: "the club's audit log",
  },
  {
    route: 'GET /api/organization/:id/place',
    path: (ids) => `${club(ids)}/place`,
    allow: CLUB_ADMINS,
    why: 'my club’s and shared places',
  },
  {
    route: 'GET /api/organization/:id/report',
    path: (ids) => `${club(ids)}/report`,
    allow: CLUB_ADMINS,
    why: 'the asset register CSV',
  },
  {
    route: 'POST /api/place',
    path: () => '/api/place',
    body: probe((ids) => ({ organizationId: ids.mainClub })),
    allow: PLACE_STAFF,
    ok: 400,
    why: 'the club admins and the competition admins over the club add its places',
  },
  {
    route: 'GET /api/place/:id',
    path: (_i, ctx) => probePlace(ctx).then((id) => `/api/place/${id}`),
    allow: PLACE_STAFF,
    why: 'a place with its sharing',
  },
  {
    route: 'PUT /api/place/:id',
    path: (_i, ctx) => probePlace(ctx).then((id) => `/api/place/${id}`),
    body: REFUSED,
    allow: PLACE_STAFF,
    ok: 400,
    why: 'the owner’s admins and the competition admins over it',
  },
  {
    route: 'DELETE /api/place/:id',
    path: (_i, ctx) => probePlace(ctx).then((id) => `/api/place/${id}`),
    allow: PLACE_STAFF,
    ok: 204,
    why: 'removing a place',
  },
  {
    route: 'GET /api/place/:id/organization',
    path: (_i, ctx) => probePlace(ctx).then((id) => `/api/place/${id}/organization`),
    allow: PLACE_STAFF,
    why: 'the clubs a place is shared with',
  },
  {
    route: 'POST /api/place/:id/organization',
    path: (_i, ctx) => probePlace(ctx).then((id) => `/api/place/${id}/organization`),
    body: REFUSED,
    allow: PLACE_STAFF,
    ok: 400,
    why: 'sharing a place',
  },
  {
    route: 'DELETE /api/place/:id/organization/:orgId',
    path: (ids, ctx) => probePlace(ctx).then((id) => `/api/place/${id}/organization/${ids.countyBoard}`),
    allow: PLACE_STAFF,
    ok: 404,
    why: 'unsharing a place (not shared: 404)',
  },
  ...ASSET_KINDS.flatMap((kind): Row[] => {
    const base = `/api/${ASSET_PATHS[kind]}`;
    const one = (ctx: ProbeContext) => probeAsset(ctx, kind).then((id) => `${base}/${id}`);
    return [
      {
        route: `GET ${base}`,
        path: (ids) => `${base}?organizationId=${ids.mainClub}`,
        allow: CLUB_ADMINS,
        why: `the club's ${kind} register`,
      },
      {
        route: `POST ${base}`,
        path: () => base,
        body: probe((ids) => ({ organizationId: ids.mainClub })),
        allow: CLUB_ADMINS,
        ok: 400,
        why: 'the club admins add to it',
      },
      {
        route: `PUT ${base}/:id`,
        path: (_i, ctx) => one(ctx),
        body: REFUSED,
        allow: CLUB_ADMINS,
        ok: 400,
        why: 'the item’s club admins change it',
      },
      {
        route: `DELETE ${base}/:id`,
        path: (_i, ctx) => one(ctx),
        allow: CLUB_ADMINS,
        ok: 204,
        why: 'the item’s club admins remove it',
      },
    ];
  }),
];

/** Another club's administration: the main club's officer reaches none of it. */
export const ORGANIZATION_BOLA_CASES: BolaCase[] = [
  {
    object: 'organisation',
    name: "the main club's admin hibernates the county board",
    as: 'officer',
    method: 'POST',
    path: (ids: Ids) => `/api/organization/${ids.countyBoard}/hibernate`,
    body: () => ({}),
    status: 403,
  },
  ...(['crest', 'banner'] as const).map((kind): BolaCase => ({
    object: 'organisation',
    name: `the main club's admin uploads the county board's ${kind}`,
    as: 'officer',
    method: 'POST',
    path: (ids: Ids) => `/api/organization/${ids.countyBoard}/${kind}`,
    body: () => ({}),
    status: 403,
  })),
  {
    object: 'organisation',
    name: "the main club's admin changes another club's details",
    as: 'officer',
    method: 'PATCH',
    path: (ids: Ids) => `/api/organization/${ids.countyBoard}`,
    body: () => ({ sponsor: 'Forged' }),
    status: 403,
  },
  {
    object: 'organisation',
    name: "the main club's admin makes themself admin of the county board",
    as: 'officer',
    method: 'PUT',
    path: (ids: Ids) => `/api/organization/${ids.countyBoard}/admin/${ids.me.officer}`,
    body: () => ({ privileges: ['ORG_ADMIN'] }),
    status: 403,
  },
  {
    object: 'organisation',
    name: "the children's officer gives themself ORG_ADMIN in their own club",
    as: 'childrens-officer',
    method: 'PUT',
    path: (ids: Ids) => `/api/organization/${ids.mainClub}/admin/${ids.me['childrens-officer']}`,
    body: () => ({ privileges: ['ORG_ADMIN', 'VETTING'] }),
    status: 403,
  },
  {
    object: 'finance privilege change',
    name: "the main club's treasurer lists the county board's finance privilege changes",
    as: 'officer',
    method: 'GET',
    path: (ids: Ids) => `/api/organization/${ids.countyBoard}/privilege-change`,
    status: 403,
  },
  {
    object: 'finance privilege change',
    name: "the main club's treasurer decides a change of the county board",
    as: 'officer',
    method: 'PATCH',
    path: (ids: Ids) => `/api/organization/${ids.countyBoard}/privilege-change/any`,
    body: () => ({ status: 'APPROVED' }),
    status: 403,
  },
  {
    object: 'place',
    name: "a member changes the club's place",
    as: 'member',
    method: 'GET',
    path: (ids: Ids) => `/api/organization/${ids.mainClub}/place`,
    status: 403,
  },
];

const CHAIRPERSON = personId('demo:chairperson');

/**
 * The FINANCE privilege of a club makes its holder a second approver of top-ups and payouts (docs/security.md):
 * a club admin's grant or removal only waits (202) until another FINANCE holder of the club consents (issue 48,
 * finding 3: the treasurer picked her own second approver). `ctx.financeGrant`: the treasurer's request to
 * give the member FINANCE, made in the set-up.
 */
export const FINANCE_PRIVILEGE_RELATIONSHIP: Relationship = {
  relationship: 'FINANCE privilege of a club (the second approver of its top-ups and payouts)',
  rule: 'a club admin asks; another FINANCE holder of the club consents (not the requester, not the subject)',
  attempts: [
    {
      name: 'the treasurer gives a member FINANCE: it only waits',
      as: 'officer',
      method: 'PUT',
      path: (ids) => `/api/organization/${ids.mainClub}/admin/${ids.me.member}`,
      body: () => ({ privileges: ['FINANCE'] }),
      status: 202,
    },
    {
      name: 'the treasurer approves her own request',
      as: 'officer',
      method: 'PATCH',
      path: (ids, c) => `/api/organization/${ids.mainClub}/privilege-change/${c.financeGrant}`,
      body: () => ({ status: 'APPROVED' }),
      status: 403,
    },
    {
      name: 'the member approves the grant to themself',
      as: 'member',
      method: 'PATCH',
      path: (ids, c) => `/api/organization/${ids.mainClub}/privilege-change/${c.financeGrant}`,
      body: () => ({ status: 'APPROVED' }),
      status: 403,
    },
    {
      name: 'the treasurer removes the chairperson’s FINANCE: it only waits',
      as: 'officer',
      method: 'DELETE',
      path: (ids) => `/api/organization/${ids.mainClub}/admin/${CHAIRPERSON}`,
      status: 202,
    },
    {
      name: 'the treasurer hibernates the chairperson, which would end her FINANCE',
      as: 'officer',
      method: 'PUT',
      path: (ids) => `/api/person/${CHAIRPERSON}/organization/${ids.mainClub}`,
      body: () => ({ status: 'HIBERNATED' }),
      status: 409,
    },
  ],
  stillRefused: {
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/payment-account/${ids.mainClub}/approval`,
    status: 403,
  },
};
