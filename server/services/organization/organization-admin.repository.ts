/**
 * SQL of organisation administration (seed 3 §2 "Organisation screens"): the details a club administrator
 * edits, its audit log, and its administrators (person_organization privileges). Called inside the route's
 * transaction.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { OrganizationDetails } from '../../../domain/organization/details.ts';
import type { OrganizationAuditEvent } from '../../../domain/organization/admin.ts';
import { organizationSearchText } from '../../../domain/organization/search-text.ts';
import type { Db } from '../../db/client.ts';
import {
  organization,
  organizationAudit,
  organizationSlugHistory,
  person,
  personOrganization,
} from '../../db/schema/index.ts';
import type { OrganizationRow } from './organization.repository.ts';

/** The admin privileges and labels that make a link show among the club's administrators. */
const ADMIN_LABELS = ['ADMIN_CLUB', 'ADMIN_VETTING', 'ADMIN_FINANCE', 'ADMIN_COMPETITION'];

export async function audit(
  db: Db,
  entry: {
    organizationId: string;
    event: OrganizationAuditEvent;
    actorPersonId: string | null;
    subjectPersonId?: string | null;
    detail?: Record<string, unknown>;
  },
) {
  await db.insert(organizationAudit).values({ id: uuidv7(), ...entry, detail: entry.detail ?? {} });
}

export async function auditOf(db: Db, organizationId: string, page: number, size: number) {
  const rows = await db
    .select({
      id: organizationAudit.id,
      event: organizationAudit.event,
      detail: organizationAudit.detail,
      createdAt: organizationAudit.createdAt,
      actorPersonId: organizationAudit.actorPersonId,
      actorName: sql<
        string | null
      >`(select ${person.givenName} || ' ' || ${person.familyName} from ${person} where ${person.id} = ${organizationAudit.actorPersonId})`,
      subjectName: sql<
        string | null
      >`(select ${person.givenName} || ' ' || ${person.familyName} from ${person} where ${person.id} = ${organizationAudit.subjectPersonId})`,
    })
    .from(organizationAudit)
    .where(eq(organizationAudit.organizationId, organizationId))
    .orderBy(desc(organizationAudit.createdAt), desc(organizationAudit.id))
    .limit(size + 1)
    .offset(page * size);
  return rows;
}

export async function historicalSlugs(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ slug: organizationSlugHistory.slug })
    .from(organizationSlugHistory)
    .where(eq(organizationSlugHistory.organizationId, organizationId))
    .orderBy(desc(organizationSlugHistory.createdAt));
  return rows.map((r) => r.slug);
}

const blankToNull = (s: string | undefined) => (s === undefined ? undefined : s === '' ? null : s);

/**
 * Writes the given details (an absent key is kept) and bumps the version; answers the names of the fields
 * that changed, for the audit log. The slug is changeSlug's (organization-slug.ts), not this.
 */
export async function updateDetails(
  db: Db,
  row: OrganizationRow,
  d: Omit<OrganizationDetails, 'slug'>,
): Promise<string[]> {
  const set: Partial<typeof organization.$inferInsert> = {
    name: d.name,
    legalName: blankToNull(d.legalName),
    alternateName: blankToNull(d.alternateName),
    nameEn: blankToNull(d.nameEn),
    nameGa: blankToNull(d.nameGa),
    description: blankToNull(d.description),
    bio: blankToNull(d.bio),
    contactEmail: blankToNull(d.email),
    telephone: blankToNull(d.telephone),
    faxNumber: blankToNull(d.faxNumber),
    vatId: blankToNull(d.vatId),
    sponsor: blankToNull(d.sponsor),
    foundingDate: blankToNull(d.foundingDate),
    logo: blankToNull(d.logo),
    clubColors: d.clubColors,
    sameAs: d.sameAs,
    address: d.address ? Object.fromEntries(Object.entries(d.address).filter(([, v]) => v)) : undefined,
    latitude: d.location === undefined ? undefined : (d.location?.latitude ?? null),
    longitude: d.location === undefined ? undefined : (d.location?.longitude ?? null),
    identifiers: d.identifiers,
    crbotNumbers: d.crbotNumbers,
    publish: d.publish ? { ...row.publish, ...d.publish } : undefined,
    propertyHeldInTrust: d.propertyHeldInTrust,
    injuryFundOptOut: d.injuryFundOptOut,
  };
  const changed = Object.entries(set)
    .filter(
      ([k, v]) => v !== undefined && JSON.stringify(v) !== JSON.stringify(row[k as keyof OrganizationRow]),
    )
    .map(([k]) => k);
  if (changed.length === 0) return [];
  const name = set.name ?? row.name;
  const alternate = set.alternateName === undefined ? row.alternateName : set.alternateName;
  await db
    .update(organization)
    .set({
      ...set,
      searchText: organizationSearchText(name, alternate),
      updatedAt: new Date(),
      version: sql`${organization.version} + 1`,
    })
    .where(eq(organization.id, row.id));
  return changed;
}

export interface AdminRow {
  personId: string;
  givenName: string;
  familyName: string;
  email: string | null;
  status: string;
  privileges: string[];
  labels: string[];
}

/** The club's administrators (links with a privilege or an admin label); with `everyone`, its active members. */
export async function adminsOf(db: Db, organizationId: string, everyone = false): Promise<AdminRow[]> {
  return db
    .select({
      personId: person.id,
      givenName: person.givenName,
      familyName: person.familyName,
      email: person.email,
      status: personOrganization.status,
      privileges: personOrganization.privileges,
      labels: personOrganization.labels,
    })
    .from(personOrganization)
    .innerJoin(person, eq(person.id, personOrganization.personId))
    .where(
      and(
        eq(personOrganization.organizationId, organizationId),
        everyone
          ? eq(personOrganization.status, 'ACTIVE')
          : sql`(cardinality(${personOrganization.privileges}) > 0 or ${personOrganization.labels} && ${sql.raw(
              `ARRAY[${ADMIN_LABELS.map((l) => `'${l}'`).join(',')}]::text[]`,
            )})`,
      ),
    )
    .orderBy(person.familyName, person.givenName)
    .limit(1000);
}

export async function linkOf(db: Db, organizationId: string, personId: string) {
  const [row] = await db
    .select()
    .from(personOrganization)
    .where(
      and(eq(personOrganization.organizationId, organizationId), eq(personOrganization.personId, personId)),
    )
    .limit(1);
  return row;
}

/** Each admin label goes with its privilege (principal.ts counts either), so they are set together. */
const LABEL_OF: Record<string, string> = {
  ORG_ADMIN: 'ADMIN_CLUB',
  VETTING: 'ADMIN_VETTING',
  FINANCE: 'ADMIN_FINANCE',
  COMPETITION: 'ADMIN_COMPETITION',
};

/** Sets the link's privileges, and the admin labels to match them. */
export async function setPrivileges(
  db: Db,
  organizationId: string,
  personId: string,
  privileges: string[],
  labels: string[],
) {
  const nextLabels = [
    ...labels.filter((l) => !ADMIN_LABELS.includes(l)),
    ...privileges.flatMap((p) => (LABEL_OF[p] ? [LABEL_OF[p]] : [])),
  ];
  await db
    .update(personOrganization)
    .set({
      privileges,
      labels: nextLabels,
      updatedAt: new Date(),
      version: sql`${personOrganization.version} + 1`,
    })
    .where(
      and(eq(personOrganization.organizationId, organizationId), eq(personOrganization.personId, personId)),
    );
}

/** ACTIVE or HIBERNATED; bumps the version (devices pull it, the public answers change with it). */
export async function setStatus(db: Db, organizationId: string, status: 'ACTIVE' | 'HIBERNATED') {
  await db
    .update(organization)
    .set({ status, updatedAt: new Date(), version: sql`${organization.version} + 1` })
    .where(eq(organization.id, organizationId));
}
