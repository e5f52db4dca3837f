/**
 * National administration (issue 54 item 5; seed 3 §2 "Super admin", §6 "Super admins … merge, freeze or delete
 * clubs … bulk upload", §7 "Organisation service" and "Open-data service"): the super admin creates an
 * organisation under a parent, edits it, deletes it (refused while it has members or units below it), changes
 * its parents (one per association; never below itself), previews and runs a merge at the spec's utility path,
 * checks the parent graph, republishes the public answers, and edits an API key's description and filters.
 * Rules the spec does not show (ours): what PUT replaces (name, alternate name, type), the delete refusals, the
 * cycle rule, and what the two utilities answer.
 */
import * as v from 'valibot';
import { Id, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { OrgName } from '../organization/details.ts';
import { CLUB_ASSOCIATIONS, ClubAssociation, OrganizationType } from '../organization/enums.ts';
import { Slug } from '../organization/slug.ts';
import { ApiKeyDescription, CompetitionFilters } from './api-key.ts';
import { MERGE_SOURCES_MAX } from './merge.ts';

/**
 * The national tools' own messages: kept out of `M` (domain/messages.ts, in every first route's bundle), as
 * only the server and the lazily loaded super admin area use them.
 */
export const NATIONAL_MESSAGES = {
  orgHasMembers: /*i18n*/ {
    id: 'validation.organization.hasMembers',
    message: 'This organisation still has members: move or remove them before deleting it',
  },
  orgHasChildren: /*i18n*/ {
    id: 'validation.organization.hasChildren',
    message: 'Units are still below this organisation: move them to another parent before deleting it',
  },
  relationCycle: /*i18n*/ {
    id: 'validation.organization.relationCycle',
    message: 'An organisation cannot be placed below itself or below one of its own units',
  },
  relationAssociationTwice: /*i18n*/ {
    id: 'validation.organization.associationTwice',
    message: 'One parent per association',
  },
};

const AlternateName = v.optional(v.nullable(v.union([v.literal(''), OrgName], M.invalid.id)));

/** POST /api/organization: a new organisation under `parentId` in each of its associations. */
export const OrganizationCreateInput = strictObject({
  name: OrgName,
  alternateName: AlternateName,
  additionalType: OrganizationType,
  associations: v.pipe(
    v.array(ClubAssociation, M.invalid.id),
    v.minLength(1, M.required.id),
    v.maxLength(CLUB_ASSOCIATIONS.length, M.invalidOption.id),
    v.transform((a) => [...new Set(a)]),
  ),
  parentId: Id,
  slug: v.optional(Slug),
});
export type OrganizationCreateInput = v.InferInput<typeof OrganizationCreateInput>;

/** PUT /api/organization/{id}: the names and type, replaced (details stay the club admins' PATCH). */
export const OrganizationReplaceInput = strictObject({
  name: OrgName,
  alternateName: AlternateName,
  additionalType: OrganizationType,
});
export type OrganizationReplaceInput = v.InferInput<typeof OrganizationReplaceInput>;

export const ParentLink = strictObject({ association: ClubAssociation, parentId: Id });

/** POST /api/organization/{id}/relation: the organisation's parents, all of them, one per association. */
export const RelationInput = v.pipe(
  strictObject({
    parents: v.pipe(
      v.array(ParentLink, M.invalid.id),
      v.minLength(1, M.required.id),
      v.maxLength(CLUB_ASSOCIATIONS.length, M.invalidOption.id),
    ),
  }),
  v.forward(
    v.check(
      (r) => new Set(r.parents.map((p) => p.association)).size === r.parents.length,
      NATIONAL_MESSAGES.relationAssociationTwice.id,
    ),
    ['parents'],
  ),
);
export type RelationInput = v.InferInput<typeof RelationInput>;

/** An organisation as the super admin's national tools answer it. */
export const NationalOrganization = v.object({
  id: v.string(),
  name: v.string(),
  alternateName: v.nullable(v.string()),
  additionalType: v.string(),
  slug: v.nullable(v.string()),
  associations: v.array(v.string()),
  parents: v.array(v.object({ association: v.string(), parentId: v.string(), name: v.string() })),
});
export type NationalOrganization = v.InferOutput<typeof NationalOrganization>;

/** Whether `newParentId` may be a parent of `id`: not itself, not one of its own descendants. */
export function createsCycle(
  id: string,
  newParentIds: string[],
  descendantsOfId: ReadonlySet<string>,
): boolean {
  return newParentIds.some((p) => p === id || descendantsOfId.has(p));
}

const IdCsv = v.pipe(
  v.string(M.required.id),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
  v.array(v.pipe(v.string(), v.maxLength(64, M.invalid.id))),
  v.minLength(1, M.required.id),
  v.maxLength(MERGE_SOURCES_MAX, M.mergeSourcesMax.id),
);

/** GET and POST /api/utility/merge-organizations?targetOrgId=&sourceOrgIds=a,b (seed 3 §7). */
export const MergeOrganizationsQuery = v.pipe(
  strictObject({
    targetOrgId: v.pipe(v.string(M.required.id), v.minLength(1, M.required.id), v.maxLength(64)),
    sourceOrgIds: IdCsv,
  }),
  v.forward(
    v.check((q) => !q.sourceOrgIds.includes(q.targetOrgId), M.mergeIntoItself.id),
    ['sourceOrgIds'],
  ),
  v.forward(
    v.check((q) => new Set(q.sourceOrgIds).size === q.sourceOrgIds.length, M.mergeSourceTwice.id),
    ['sourceOrgIds'],
  ),
);

const Moved = v.object({
  members: v.number(),
  teams: v.number(),
  fixtures: v.number(),
  places: v.number(),
  memberships: v.number(),
});

/** The preview: what each source would bring to the target; nothing is written. */
export const MergePreview = v.object({
  target: v.object({ id: v.string(), name: v.string() }),
  sources: v.array(v.object({ id: v.string(), name: v.string(), moves: Moved })),
});
export type MergePreview = v.InferOutput<typeof MergePreview>;

export const MergeDone = v.object({ targetId: v.string(), sourceIds: v.array(v.string()), moved: Moved });

/**
 * POST /api/utility/update-organization-ancestors: the parents are the one record (recursive reads walk
 * organization_parent), so there is no copy to rebuild; the call checks the graph — links to deleted parents are
 * removed, cycles are reported — and answers what it found.
 */
export const AncestorsReport = v.object({
  organizations: v.number(),
  relations: v.number(),
  removedLinksToDeleted: v.number(),
  cycles: v.array(v.string()),
});
export type AncestorsReport = v.InferOutput<typeof AncestorsReport>;

/** POST /api/utility/publish-all-updates: every process drops its kept public answers (versions moved). */
export const PublishReport = v.object({ organizationVersion: v.string(), fixtureVersion: v.string() });

/**
 * GET /api/asset/insurance-register (seed 3 §7; contents ours): the kinds of asset the register records for a
 * club's insurance, each with its types (domain/organization/asset.ts), for the register's forms and reports.
 */
export const InsuranceRegister = v.array(v.object({ kind: v.string(), types: v.array(v.string()) }));

/** PUT /api/api-key/{id}: the description and competition filters, both given. */
export const ApiKeyReplaceInput = strictObject({
  description: ApiKeyDescription,
  competitionFilters: CompetitionFilters,
});
/** PATCH /api/api-key/{id}: either, or both. */
export const ApiKeyPatchInput = strictObject({
  description: v.optional(ApiKeyDescription),
  competitionFilters: v.optional(CompetitionFilters),
});
export type ApiKeyPatchInput = v.InferInput<typeof ApiKeyPatchInput>;

const Filters = v.object({
  isMasterCompetition: v.boolean(),
  organizationIds: v.array(v.string()),
  ancestorOrganizationIds: v.array(v.string()),
  ownerOrganizationIds: v.array(v.string()),
});
const Credential = v.object({
  id: v.string(),
  prefix: v.string(),
  createdAt: v.string(),
  revokedAt: v.nullable(v.string()),
});
/** An API key as answered (never its secret): domain/super-admin/api-key.ts ApiKey. */
export const ApiKeyDoc = v.object({
  id: v.string(),
  contactEmail: v.string(),
  personId: v.string(),
  description: v.string(),
  competitionFilters: Filters,
  createdAt: v.string(),
  revokedAt: v.nullable(v.string()),
  credential: v.nullable(Credential),
});
