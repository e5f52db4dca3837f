import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executivePosition, organization, organizationParent, person } from '../../db/schema/index.ts';
import { foldSearchText } from '../../../domain/organization/search-text.ts';
import type { FilterClause } from '../../../domain/lib/list-query.ts';
import { containsPattern, escapeLike } from '../../http/list.ts';
import { organizationIdForOldSlug } from './organization-slug.ts';

export type OrganizationRow = typeof organization.$inferSelect;

export interface OrgQuery {
  page: number;
  size: number;
  search?: string;
  sort?: { field: 'name' | 'additionalType'; dir: 'asc' | 'desc' };
  filter: FilterClause[];
}

const COLUMNS = {
  name: organization.name,
  additionalType: organization.additionalType,
  status: organization.status,
  id: organization.id,
} as const;
export const FILTER_KEYS = [
  'descendantOf',
  'association',
  'additionalType',
  'status',
  'id',
  'name',
  'parent',
] as const;

function clauseSql(c: FilterClause): SQL {
  if (c.key === 'descendantOf') {
    return sql`${organization.id} in (
      with recursive d(id) as (
        select organization_id from organization_parent where parent_id = ${c.value}
        union select p.organization_id from organization_parent p join d on p.parent_id = d.id
      ) select id from d)`;
  }
  if (c.key === 'parent') {
    return sql`${organization.id} in (select organization_id from organization_parent where parent_id = ${c.value})`;
  }
  if (c.key === 'association') {
    const has = sql`${c.value} = any(${organization.associations})`;
    return c.op === 'ne' ? sql`not (${has})` : has;
  }
  const col = COLUMNS[c.key as keyof typeof COLUMNS];
  switch (c.op) {
    case 'ne':
      return ne(col, c.value);
    case 'like':
      return sql`${col} ilike ${containsPattern(c.value)}`;
    case 'lt':
      return sql`${col} < ${c.value}`;
    case 'gt':
      return sql`${col} > ${c.value}`;
    default:
      return eq(col, c.value);
  }
}

/** The folded search text padded with spaces, so a word boundary is ' ' (the trigram index is on this). */
const PADDED_SEARCH_TEXT = sql`(' ' || ${organization.searchText} || ' ')`;

/**
 * One condition per typed word (all must hold). Exact: the word is a prefix of a word of the name ("kilk"
 * finds Kilkenny); the saint word ("Naomh", "St", "Saint" → "st") only as a whole word, so it does not find
 * "Staighre". Similar: a misspelt word of 4 letters or more matches a word of the name that shares most of its
 * trigrams (pg_trgm's `<%`, word similarity ≥ 0.6: "Kilkeny" finds Kilkenny). Both are served by the trigram
 * index of migration 0013, not by reading every row.
 */
function searchConditions(words: string[], mode: 'exact' | 'similar'): SQL[] {
  return words.map((w) => {
    if (w === 'st') return sql`${PADDED_SEARCH_TEXT} like '% st %'`;
    if (mode === 'similar' && w.length >= 4) return sql`${w} <% ${PADDED_SEARCH_TEXT}`;
    return sql`${PADDED_SEARCH_TEXT} like ${'% ' + escapeLike(w) + '%'}`;
  });
}

export async function listOrganizations(
  db: Db,
  q: OrgQuery,
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const conds: SQL[] = [isNull(organization.deletedAt)];
  // Repeated keys are alternatives (status:A,status:B), different keys must all hold.
  const byKey = new Map<string, SQL[]>();
  for (const c of q.filter) byKey.set(c.key, [...(byKey.get(c.key) ?? []), clauseSql(c)]);
  for (const parts of byKey.values())
    conds.push(parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`);
  const sortCol = COLUMNS[q.sort?.field ?? 'name'];
  const select = async (where: SQL | undefined) => {
    const [rows, [totalRow]] = await Promise.all([
      db
        .select()
        .from(organization)
        .where(where)
        .orderBy(q.sort?.dir === 'desc' ? desc(sortCol) : asc(sortCol), asc(organization.id))
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ n: count() }).from(organization).where(where),
    ]);
    return { rows, total: totalRow?.n ?? 0 };
  };
  const words = q.search ? foldSearchText(q.search).split(' ').filter(Boolean) : [];
  const exact = await select(and(...conds, ...searchConditions(words, 'exact')));
  // Nothing starts with what was typed: try it as a misspelling (only then, so a correct prefix never brings
  // in near misses).
  if (exact.total > 0 || !words.some((w) => w.length >= 4 && w !== 'st')) return exact;
  return select(and(...conds, ...searchConditions(words, 'similar')));
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  const rows = await db
    .select()
    .from(organization)
    .where(and(eq(organization.id, id), isNull(organization.deletedAt)));
  return rows[0];
}

/**
 * A club page's identifier: the organisation's id, its slug, or one of its historical slugs (a changed slug,
 * or a club merged into it). The caller compares the answer's id and slug with the identifier to redirect.
 */
export async function findOrganizationByIdentifier(
  db: Db,
  identifier: string,
): Promise<OrganizationRow | undefined> {
  const current = await findByIdOrSlug(db, identifier);
  if (current) return current;
  const movedTo = await organizationIdForOldSlug(db, identifier);
  return movedTo ? findOrganization(db, movedTo) : undefined;
}

async function findByIdOrSlug(db: Db, identifier: string): Promise<OrganizationRow | undefined> {
  const rows = await db
    .select()
    .from(organization)
    .where(
      and(
        or(eq(organization.id, identifier), eq(organization.slug, identifier.toLowerCase())),
        isNull(organization.deletedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

/** True when `identifier` (id or current slug) is a club a super admin deleted (soft, with a reason). */
export async function deletedOrganization(db: Db, identifier: string): Promise<boolean> {
  const rows = await db
    .select({ id: organization.id })
    .from(organization)
    .where(
      and(
        or(eq(organization.id, identifier), eq(organization.slug, identifier.toLowerCase())),
        isNotNull(organization.deletedReason),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function parentsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      organizationId: organizationParent.organizationId,
      association: organizationParent.association,
      parentId: organizationParent.parentId,
      parentName: organization.name,
    })
    .from(organizationParent)
    .innerJoin(organization, eq(organization.id, organizationParent.parentId))
    .where(inArray(organizationParent.organizationId, ids));
}

export async function executiveCommittee(db: Db, orgId: string) {
  return db
    .select({
      name: executivePosition.name,
      title: executivePosition.title,
      rank: executivePosition.rank,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(executivePosition)
    .leftJoin(person, eq(person.id, executivePosition.personId))
    .where(and(eq(executivePosition.organizationId, orgId), isNull(executivePosition.deletedAt)))
    .orderBy(asc(executivePosition.rank));
}
