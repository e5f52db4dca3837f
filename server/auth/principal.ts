/**
 * Who is calling: the account behind a verified token, with its person, global roles, features and
 * organisation links (tokens can be minutes old; privileges are not). A request reads one indexed row — the
 * account's `principal_version` and whether this token was revoked at sign-out — and reuses the principal this
 * process cached for that version; triggers bump the version in the same transaction as any change to what a
 * principal holds (migration 0011), so a revoked role stops working on the very next request in every process.
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
  /**
   * The account's principal_version this was loaded at: every role, link or family change moves it. The API
   * sends it on each answer (X-Principal-Version) so a device learns its identity changed (src/auth/session.ts).
   */
  version?: number;
}

/**
 * The principals this process has loaded, by account, with the version they were loaded at. Bounded: the
 * least recently used go first. One per app (createApp), so two apps in one process behave like two processes.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, { version: number; principal: Principal }>();
  constructor(readonly max = 10_000) {}

  get(accountId: string, version: number): Principal | undefined {
    const hit = this.entries.get(accountId);
    if (!hit || hit.version !== version) return undefined;
    this.entries.delete(accountId); // most recently used last
    this.entries.set(accountId, hit);
    return hit.principal;
  }

  set(accountId: string, version: number, principal: Principal) {
    this.entries.delete(accountId);
    this.entries.set(accountId, { version, principal: deepFreeze(principal) });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  get size() {
    return this.entries.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The principal generation (migration 0044): moves with any principal change, account deletion or sign-out. */
export async function readPrincipalGeneration(db: Db): Promise<string> {
  const res: unknown = await db.execute(
    sql`select generation::text as g from principal_generation where id = 1`,
  );
  const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { g: string }[];
  return rows[0]?.g ?? '0';
}

/**
 * Tokens whose principal was checked (account version, not revoked) at a principal generation: while the
 * generation holds, nothing a principal depends on moved and no token was revoked, so the check stands.
 * Bounded: the least recently used go first.
 */
export class CheckedTokens {
  private readonly entries = new Map<string, { generation: string; version: number }>();
  constructor(readonly max = 20_000) {}

  get(key: string, generation: string): number | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.generation !== generation) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.version;
  }

  set(key: string, generation: string, version: number) {
    this.entries.delete(key);
    this.entries.set(key, { generation, version });
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }
}

/**
 * The principal for a verified token, from `cache` when the account's principal_version has not moved: one
 * indexed read instead of the account, person and links queries. REVOKED when the token was revoked at sign-out.
 *
 * With `fresh` (the principal generation, read once per wave of concurrent requests: server/lib/fresh-read.ts),
 * a token already checked at the current generation costs no query of its own (issue 50); the generation is
 * read after the request arrived, so a change committed before it is always seen.
 */
export async function principalForToken(
  db: Db,
  cache: PrincipalCache,
  where: { accountId: string; tokenId: string },
  fresh?: { generation: () => Promise<string>; tokens: CheckedTokens },
): Promise<Principal | typeof REVOKED | null> {
  const tokenKey = `${where.accountId}|${where.tokenId}`;
  const generation = fresh ? await fresh.generation() : undefined;
  if (fresh && generation !== undefined) {
    const version = fresh.tokens.get(tokenKey, generation);
    const cached = version === undefined ? undefined : cache.get(where.accountId, version);
    if (cached) return cached;
  }
  const [row] = await db
    .select({
      version: account.principalVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedAccessToken} where ${revokedAccessToken.jti} = ${where.tokenId})`,
    })
    .from(account)
    .where(eq(account.id, where.accountId))
    .limit(1);
  if (!row) return null;
  if (row.revoked) return REVOKED;
  const remember = (version: number) => {
    if (fresh && generation !== undefined) fresh.tokens.set(tokenKey, generation, version);
  };
  const cached = cache.get(where.accountId, row.version);
  if (cached) {
    remember(row.version);
    return cached;
  }
  const loaded = await loadPrincipalAt(db, { accountId: where.accountId });
  if (!loaded) return null;
  if (loaded === REVOKED) return REVOKED;
  cache.set(where.accountId, loaded.version, loaded.principal);
  // The version read with the token check: a change since then has moved the generation too.
  if (loaded.version === row.version) remember(row.version);
  return loaded.principal;
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
  const loaded = await loadPrincipalAt(db, where);
  return loaded === null || loaded === REVOKED ? loaded : loaded.principal;
}

/** The principal with the principal_version it was read at (read before the links, so a later change shows). */
async function loadPrincipalAt(
  db: Db,
  where: { accountId: string; tokenId?: string } | { username: string },
): Promise<{ principal: Principal; version: number } | typeof REVOKED | null> {
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
  const principal: Principal = {
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
    version: row.account.principalVersion,
  };
  return { principal, version: row.account.principalVersion };
}

const ADMIN_LABELS: Record<
  'admin' | 'vetting' | 'competition' | 'finance',
  { privileges: string[]; labels: string[] }
> = {
  admin: { privileges: ['ORG_ADMIN'], labels: ['ADMIN_CLUB'] },
  vetting: { privileges: ['VETTING'], labels: ['ADMIN_VETTING'] },
  competition: { privileges: ['COMPETITION'], labels: ['ADMIN_COMPETITION'] },
  finance: { privileges: ['FINANCE'], labels: ['ADMIN_FINANCE'] },
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
