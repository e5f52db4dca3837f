/**
 * Organisation listings are for any signed-in user; open data (v1) is public. A club's details, administrators,
 * audit log, places and asset register are its administrators' (ORG_ADMIN or ADMIN_CLUB of the club or of a
 * unit above it) and super admins' (seed 3 §6); the changes to its FINANCE privilege waiting for consent
 * are also its finance administrators' (issue 48). A place is changed by its owner's administrators and by the
 * competition administrators over its owner; one used for official fixtures only by the latter (the use case's
 * check, place.routes.ts). Resources are ids from the path or, for a new thing, the organisation in its body.
 */
import { eq } from 'drizzle-orm';
import { isSuperAdmin, PUBLIC, type AuthContext, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { organizationAsset, place } from '../../db/schema/index.ts';
import { isCompetitionAdminFor } from '../competition/competition.policy.ts';
import { administersClub } from '../membership/membership.policy.ts';
import { financeOf } from '../payment/payment.policy.ts';

const administers = (p: Principal, orgId: unknown, auth: AuthContext) =>
  typeof orgId === 'string' && orgId.length > 0 && administersClub(auth, p, orgId);

async function placeOwner(auth: AuthContext, placeId: unknown) {
  if (typeof placeId !== 'string') return undefined;
  const [row] = await auth.db
    .select({ org: place.organizationId })
    .from(place)
    .where(eq(place.id, placeId))
    .limit(1);
  return row?.org ?? undefined;
}

/** The owner's administrators, the competition administrators over it, super admins. */
export async function mayChangePlace(auth: AuthContext, p: Principal, placeId: unknown): Promise<boolean> {
  if (isSuperAdmin(p)) return true;
  const owner = await placeOwner(auth, placeId);
  if (!owner) return false;
  return (await administersClub(auth, p, owner)) || isCompetitionAdminFor(auth.db, p, owner);
}

async function mayUseAsset(auth: AuthContext, p: Principal, assetId: unknown) {
  if (typeof assetId !== 'string') return false;
  const [row] = await auth.db
    .select({ org: organizationAsset.organizationId })
    .from(organizationAsset)
    .where(eq(organizationAsset.id, assetId))
    .limit(1);
  return row !== undefined && administersClub(auth, p, row.org);
}

export const organizationPolicy = {
  'organization.list': () => true,
  'organization.read': () => true,
  'opendata.organization.search': PUBLIC,
  'opendata.organization.read': PUBLIC,
  /** A club's packages on sale, for the public club page's membership block. */
  'opendata.organization.packages': PUBLIC,
  /** A club's crest and banner, shown on its public page. */
  'opendata.organization.image': PUBLIC,
  /** Details, relations, publish flags, slug: the resource is the organisation's id. */
  'organization.update': administers,
  /** Its administrators and their privileges: only someone who administers the club grants one. */
  'organization.admins': administers,
  'organization.audit': administers,
  /**
   * Changes to the FINANCE privilege waiting for consent (privilege-change.routes.ts): its administrators
   * (who ask for them) and its finance administrators (who decide them; the handler says who of them may).
   */
  'organization.privilegeChanges': async (p: Principal, orgId: unknown, auth) =>
    financeOf(p, orgId) || administers(p, orgId, auth),
  /** Its own and its shared places; a new place names its club in the body. */
  'organization.places': administers,
  'place.create': async (p: Principal, orgId: unknown, auth) =>
    typeof orgId === 'string' &&
    orgId.length > 0 &&
    ((await administersClub(auth, p, orgId)) || isCompetitionAdminFor(auth.db, p, orgId)),
  'place.change': (p: Principal, id: unknown, auth) => mayChangePlace(auth, p, id),
  /** The asset register, annual accounts and employment: the club's id, or an item's id. */
  'asset.register': administers,
  'asset.change': (p: Principal, id: unknown, auth) => mayUseAsset(auth, p, id),
} satisfies Policy;
