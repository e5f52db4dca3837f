/**
 * Who is calling: the account behind a verified token, with its person, global roles, features and
 * organisation links read from the database on each request (tokens can be minutes old; privileges are not).
 * A token revoked at sign-out (revoked_access_token) is refused in that same first query: no extra round trip.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { account, person, personOrganization, revokedAccessToken } from '../db/schema/index.ts';

export interface OrgLink {
  organizationId: string;
  status: string;
  labels: string[];
  privileges: string[];
}

export interface Principal {
  accountId: string;
  username: string;
  personId: string | null;
  globalRoles: string[];
  features: string[];
  links: OrgLink[];
  preferredLanguage: string;
  givenName?: string;
  familyName?: string;
  email?: string | null;
}

/** Marks a principal whose access token was revoked (signed out): the caller answers 401. */
export const REVOKED = 'revoked' as const;

/**
 * The principal of an account, by id or username. With `tokenId` (the access token's `jti`), answers
 * REVOKED when that token was revoked at sign-out.
 */
export async function loadPrincipal(
  db: Db,
  where: { accountId: string; tokenId: string },
): Promise<Principal | typeof REVOKED | null>;
export async function loadPrincipal(
  db: Db,
  where: { accountId: string } | { username: string },
): Promise<Principal | null>;
export async function loadPrincipal(
  db: Db,
  where: { accountId: string; tokenId?: string } | { username: string },
): Promise<Principal | typeof REVOKED | null> {
  const cond =
    'accountId' in where
      ? eq(account.id, where.accountId)
      : sql`lower(${account.username}) = lower(${where.username})`;
  const tokenId = 'tokenId' in where ? where.tokenId : undefined;
  const revoked =
    tokenId === undefined
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${revokedAccessToken} where ${revokedAccessToken.jti} = ${tokenId})`;
  const rows = await db
    .select({ account, person, revoked })
    .from(account)
    .leftJoin(person, eq(person.id, account.personId))
    .where(cond)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.revoked) return REVOKED;
  const links = row.account.personId
    ? await db
        .select({
          organizationId: personOrganization.organizationId,
          status: personOrganization.status,
          labels: personOrganization.labels,
          privileges: personOrganization.privileges,
        })
        .from(personOrganization)
        .where(eq(personOrganization.personId, row.account.personId))
    : [];
  return {
    accountId: row.account.id,
    username: row.account.username,
    personId: row.account.personId,
    globalRoles: row.account.globalRoles,
    features: row.account.features,
    links,
    preferredLanguage: row.person?.preferredLanguage ?? 'en',
    givenName: row.person?.givenName,
    familyName: row.person?.familyName,
    email: row.person?.email,
  };
}

const ADMIN_LABELS: Record<'admin' | 'vetting' | 'competition', { privileges: string[]; labels: string[] }> =
  {
    admin: { privileges: ['ORG_ADMIN'], labels: ['ADMIN_CLUB'] },
    vetting: { privileges: ['VETTING'], labels: ['ADMIN_VETTING'] },
    competition: { privileges: ['COMPETITION'], labels: ['ADMIN_COMPETITION'] },
  };

/** Organisation ids where the principal holds an admin capability (by privilege or by label). */
export function orgsWhere(p: Pick<Principal, 'links'>, kind: keyof typeof ADMIN_LABELS): string[] {
  const rule = ADMIN_LABELS[kind];
  // A hibernated member holds no office in the club until unhibernated (seed 1 §4).
  return p.links
    .filter(
      (l) =>
        l.status !== 'HIBERNATED' &&
        (l.privileges.some((x) => rule.privileges.includes(x)) ||
          l.labels.some((x) => rule.labels.includes(x))),
    )
    .map((l) => l.organizationId);
}

/** The claims of seed 1 §3 "Logged-in identity", as issued in tokens and the userinfo response. */
export function claimsFor(p: Principal) {
  return {
    sub: p.accountId,
    preferred_username: p.username,
    given_name: p.givenName,
    family_name: p.familyName,
    email: p.email ?? undefined,
    features: p.features,
    gaa_roles: p.globalRoles,
    admin_of: orgsWhere(p, 'admin'),
    vetting_admin_of: orgsWhere(p, 'vetting'),
    competition_admin_of: orgsWhere(p, 'competition'),
    preferredLanguage: p.preferredLanguage,
  };
}
