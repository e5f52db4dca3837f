/**
 * The signed-in person's own profile (GET /api/person/me), kept beside the principal it was read for (issue 50).
 *
 * The answer is a function of the person's row, their organisation links (with each organisation's name, logo
 * and type) and the account's username and roles — and `principal_version` moves, in the same transaction,
 * with any change to any of them (migrations 0011 and 0046). A principal object is loaded once per version and
 * reused while the version holds (server/auth/principal.ts), so an answer kept per principal object is the
 * answer for that version: a request whose principal is cached makes no query for it. Kept as the JSON text
 * the route sends. Held weakly: an answer goes when its principal leaves the cache.
 */
import type { AuthContext } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { toPersonDto } from './person.dto.ts';
import { findPerson, organizationLinks } from './person.repository.ts';

const answers = new WeakMap<Principal, string>();

/** The profile answer's JSON for the signed-in principal, or null when it has no person (or it is gone). */
export async function meAnswer(auth: AuthContext, principal: Principal) {
  const { personId } = principal;
  if (!personId) return null;
  const kept = principal.version === undefined ? undefined : answers.get(principal);
  if (kept) return kept;
  const [row, links] = await Promise.all([
    findPerson(auth.db, personId),
    organizationLinks(auth.db, personId),
  ]);
  if (!row) return null;
  const json = JSON.stringify(
    toPersonDto(row, links, {
      medical: true,
      username: principal.username,
      globalRoles: principal.globalRoles,
    }),
  );
  if (principal.version !== undefined) answers.set(principal, json);
  return json;
}
