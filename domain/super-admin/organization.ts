/**
 * The super admin's organisation and member tools (seed 3 §2 "Super admin": organisation tab, club freeze and
 * delete dialogs; §3 "Admin list entry"; §6: super admins search members, freeze or delete clubs). Freezing
 * makes a club's administration read-only; deleting is soft (the rows stay, `deleted_at` and the reason are
 * set) and needs a reason; the public page of a deleted club answers 410 Gone. Searches are paged from 0
 * (seed 3 §9), default 100.
 */
import * as v from 'valibot';
import { PageParam, pageSizeParam } from '../lib/list-query.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';

/** Reasons are under 255 characters, as the super admin's other texts (seed 3 §5, §9). */
export const SUPER_ADMIN_REASON_MAX = 254;
export const SUPER_ADMIN_SEARCH_MAX = 100;

const Search = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SUPER_ADMIN_SEARCH_MAX, M.tooLong.id)));

/** GET /api/super-admin/organization: by name (Irish or English, fadas folded), id or slug; deleted too. */
export const OrganizationSearchQuery = strictObject({
  search: Search,
  status: v.optional(v.picklist(['ALL', 'ACTIVE', 'FROZEN', 'DELETED'] as const), 'ALL'),
  page: PageParam,
  size: pageSizeParam(200, 100),
});
export type OrganizationSearchQuery = v.InferOutput<typeof OrganizationSearchQuery>;

/** GET /api/super-admin/person: by name, e-mail, username or membership number (at least 2 characters). */
export const MemberSearchQuery = strictObject({
  search: v.pipe(
    v.string(M.searchMin.id),
    v.trim(),
    v.minLength(2, M.searchMin.id),
    v.maxLength(SUPER_ADMIN_SEARCH_MAX, M.tooLong.id),
  ),
  page: PageParam,
  size: pageSizeParam(200, 100),
});

/** Freeze or unfreeze: an optional note for the audit log. */
export const FreezeInput = strictObject({
  reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SUPER_ADMIN_REASON_MAX, M.reasonMax.id))),
});
export type FreezeInput = v.InferOutput<typeof FreezeInput>;

/** Delete (soft): the reason is required. */
export const DeleteOrganizationInput = strictObject({
  reason: v.pipe(
    requiredString(M.deleteReasonRequired.id),
    v.maxLength(SUPER_ADMIN_REASON_MAX, M.reasonMax.id),
  ),
});
export type DeleteOrganizationInput = v.InferOutput<typeof DeleteOrganizationInput>;

export type SuperAdminOrgStatus = 'ACTIVE' | 'HIBERNATED' | 'MERGED';

/** One organisation in the super admin's search. */
export interface SuperAdminOrganization {
  id: string;
  name: string;
  slug: string | null;
  additionalType: string;
  status: string;
  frozen: boolean;
  frozenAt: string | null;
  deleted: boolean;
  deletedAt: string | null;
  deletedReason: string | null;
  parents: { association: string; name: string }[];
}

/** One member in the super admin's search: the fields of seed 3 §3 "Admin list entry", nothing else. */
export interface SuperAdminMember {
  personId: string;
  name: string;
  birthDate: string | null;
  county: string | null;
  email: string | null;
  username: string | null;
  gender: string | null;
  /** Global roles and, per club, the club privileges. */
  permissions: {
    globalRoles: string[];
    clubs: { organizationId: string; name: string; privileges: string[] }[];
  };
  executiveCommitteeRoles: { organizationId: string; name: string; position: string }[];
}
