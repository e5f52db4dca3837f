/**
 * A club's membership package as the public club page shows it (seed 1 §2 "Membership packages block"):
 * `GET /api/v1/organization/{id}/package`. Only options on sale online are listed, with what they are and
 * what they cost; the package's set-up (questions, payment plans, draft options) stays with its admins.
 */
import * as v from 'valibot';
import { PageMeta } from '../lib/list-query.ts';

/** The largest page of the public list (a club has a handful of packages; the page asks for 20). */
export const PUBLIC_PACKAGES_MAX_PAGE = 100;

export const PublicPackageOption = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  season: v.number(),
  adultSlots: v.number(),
  youthSlots: v.number(),
  playerType: v.string(),
  membershipType: v.string(),
  associations: v.array(v.string()),
  price: v.number(),
  priceCurrency: v.string(),
});
export type PublicPackageOption = v.InferOutput<typeof PublicPackageOption>;

export const PublicPackage = v.object({
  id: v.string(),
  organization: v.object({ id: v.string() }),
  name: v.string(),
  description: v.string(),
  season: v.number(),
  options: v.array(PublicPackageOption),
});
export type PublicPackage = v.InferOutput<typeof PublicPackage>;

export const PublicPackagePage = v.object({
  _embedded: v.object({ packages: v.array(PublicPackage) }),
  page: PageMeta,
});
export type PublicPackagePage = v.InferOutput<typeof PublicPackagePage>;
