import {
  boolean,
  timestamp,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  date,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bytea, createdAt, requiredRef, syncColumns } from './columns.ts';

export type AddressJson = {
  streetAddress?: string;
  streetAddress2?: string;
  addressLocality?: string;
  addressRegion?: string;
  addressCountry?: string;
  postalCode?: string;
  postOfficeBoxNumber?: string;
};
export type SameAsJson = { url: string; name?: string; additionalType?: string };
export type ClubEmailJson = {
  secretary?: Record<string, string>;
  clubChildrensOfficer?: Record<string, string>;
};

export const organization = pgTable(
  'organization',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The club page's readable address, /organization/{slug} (e.g. naomh-padraig-ashford); unique. */
    slug: text('slug'),
    alternateName: text('alternate_name'),
    additionalType: text('additional_type').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    associations: text('associations').array().notNull().default([]),
    address: jsonb('address').$type<AddressJson>().notNull().default({}),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    description: text('description'),
    clubColors: text('club_colors').array().notNull().default([]),
    sponsor: text('sponsor'),
    foundingDate: date('founding_date'),
    telephone: text('telephone'),
    email: jsonb('email').$type<ClubEmailJson>().notNull().default({}),
    sameAs: jsonb('same_as').$type<SameAsJson[]>().notNull().default([]),
    logo: text('logo'),
    image: text('image'),
    // Seed 3 §3 Organisation, edited by the club's administrators (/organizations, details tab).
    legalName: text('legal_name'),
    nameEn: text('name_en'),
    nameGa: text('name_ga'),
    bio: text('bio'),
    contactEmail: text('contact_email'),
    faxNumber: text('fax_number'),
    vatId: text('vat_id'),
    identifiers: text('identifiers').array().notNull().default([]),
    crbotNumbers: text('crbot_numbers').array().notNull().default([]),
    /** What the public club page shows (domain/organization/details.ts PublishFlags); absent = published. */
    publish: jsonb('publish').$type<Record<string, boolean>>().notNull().default({}),
    propertyHeldInTrust: boolean('property_held_in_trust').notNull().default(false),
    injuryFundOptOut: boolean('injury_fund_opt_out').notNull().default(false),
    /** Lower-cased, fada-free name and alternate name ("naomh" also indexed as "st") for search. */
    searchText: text('search_text').notNull().default(''),
    /** The uploaded crest's and banner's public paths (organization_image; a new upload, a new path). */
    crest: text('crest'),
    banner: text('banner'),
    /** Frozen by a super admin (seed 3 §2 "club freeze"): its administration is read-only until unfrozen. */
    frozenAt: timestamp('frozen_at', { withTimezone: true, mode: 'date' }),
    /** Why a super admin deleted it (soft: `deleted_at` set, every row kept; the public page answers 410). */
    deletedReason: text('deleted_reason'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('organization_type_idx').on(t.additionalType),
    uniqueIndex('organization_slug_idx').on(t.slug),
    index('organization_updated_idx').on(t.updatedAt, t.id),
  ],
);

/** An organisation has one parent per association (a club is in a GAA county and an LGFA county). */
export const organizationParent = pgTable(
  'organization_parent',
  {
    organizationId: requiredRef('organization_id', () => organization.id),
    association: text('association').notNull(),
    parentId: requiredRef('parent_id', () => organization.id),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.association] }),
    index('organization_parent_parent_idx').on(t.parentId),
  ],
);

export const executivePosition = pgTable(
  'executive_position',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    name: text('name'),
    title: text('title'),
    rank: integer('rank').notNull().default(100),
    personId: text('person_id'),
    ...syncColumns,
  },
  (t) => [
    index('executive_position_org_idx').on(t.organizationId),
    uniqueIndex('executive_position_org_name').on(t.organizationId, t.name),
  ],
);

/**
 * Slugs an organisation used to have (spec 3 §3 "slug and historical slugs"): a changed slug, or the slugs of
 * clubs merged into this one, keep answering and redirect to the current page. A slug is either some
 * organisation's current slug or a row here, never both (`organization-slug.ts` keeps that true).
 */
export const organizationSlugHistory = pgTable(
  'organization_slug_history',
  {
    slug: text('slug').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    createdAt: createdAt(),
  },
  (t) => [index('organization_slug_history_org_idx').on(t.organizationId)],
);

/**
 * The audit log of an organisation's administration (seed 3 §2 "audit log"): who changed its details, slug,
 * administrators, places and assets, and what. Newest first on the screen (§9: createDate descending).
 */
export const organizationAudit = pgTable(
  'organization_audit',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    /** domain/organization/admin.ts ORGANIZATION_AUDIT_EVENTS. */
    event: text('event').notNull(),
    actorPersonId: text('actor_person_id'),
    subjectPersonId: text('subject_person_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('organization_audit_org_idx').on(t.organizationId, t.createdAt)],
);

/**
 * The asset register, annual accounts and employment (seed 3 §3 "Asset register"): one row per item, its
 * kind (LOCATION, STRUCTURE, LICENCE, EQUIPMENT, FINANCIAL_STATEMENT, EMPLOYMENT) and its fields as checked by
 * the kind's schema in domain/organization/asset.ts. A club keeps exactly one primary location (§5): the
 * partial unique index holds "at most one", the use case holds "at least one while it has grounds".
 */
export const organizationAsset = pgTable(
  'organization_asset',
  {
    id: text('id').primaryKey(),
    organizationId: requiredRef('organization_id', () => organization.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** LOCATION only: primary_grounds or secondary_grounds. */
    locationType: text('location_type'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('organization_asset_org_idx').on(t.organizationId, t.kind),
    uniqueIndex('organization_asset_one_primary')
      .on(t.organizationId)
      .where(
        sql`${t.kind} = 'LOCATION' and ${t.locationType} = 'primary_grounds' and ${t.deletedAt} is null`,
      ),
  ],
);

/**
 * A club's crest and banner (seed 3 §3, §5: crest at least 800×800, banner at least 1024×768 pixels), the
 * uploaded PNG or JPEG bytes as sent (checked by their bytes and their header's dimensions), served publicly
 * at /api/v1/organization/{id}/{crest|banner} with a content hash as ETag.
 */
export const organizationImage = pgTable(
  'organization_image',
  {
    organizationId: requiredRef('organization_id', () => organization.id),
    /** CREST or BANNER. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 of the bytes, hex: the ETag and the cache-busting part of the image's URL. */
    hash: text('hash').notNull(),
    data: bytea('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.kind] })],
);
