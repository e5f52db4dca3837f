/** Organisation rows → the domain's Organization shape (seed 1 §3 "Club (public view)"). */
import type { Db } from '../../db/client.ts';
import { listBody } from '../../http/list.ts';
import { parentsOf, type OrganizationRow } from './organization.repository.ts';

type Parent = { organizationId: string; association: string; parentId: string; parentName: string };

export function toOrganizationDto(row: OrganizationRow, parents: Parent[], selfHref: string) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug ?? undefined,
    alternateName: row.alternateName ?? undefined,
    additionalType: row.additionalType,
    status: row.status,
    associations: row.associations,
    address: row.address,
    location:
      row.latitude != null && row.longitude != null
        ? { latitude: row.latitude, longitude: row.longitude }
        : undefined,
    description: row.description ?? undefined,
    clubColors: row.clubColors,
    sponsor: row.sponsor ?? undefined,
    foundingDate: row.foundingDate ?? undefined,
    telephone: row.telephone ?? undefined,
    email: row.email,
    sameAs: row.sameAs,
    logo: row.logo ?? undefined,
    image: row.image ?? undefined,
    crest: row.crest ?? undefined,
    banner: row.banner ?? undefined,
    parents: parents
      .filter((p) => p.organizationId === row.id)
      .map((p) => ({ association: p.association, id: p.parentId, name: p.parentName })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    links: { self: { href: selfHref } },
  };
}

export function toKeyData(row: OrganizationRow) {
  return { id: row.id, name: row.name, additionalType: row.additionalType };
}

/** One page of organisations in the list format, each with its parents and self link. */
export async function organizationPage(
  db: Db,
  result: { rows: OrganizationRow[]; total: number },
  page: { page: number; size: number },
  href: (id: string) => string,
) {
  const parents = await parentsOf(
    db,
    result.rows.map((r) => r.id),
  );
  return listBody(
    'organizations',
    result.rows.map((r) => toOrganizationDto(r, parents, href(r.id))),
    result.total,
    page.page,
    page.size,
  );
}
