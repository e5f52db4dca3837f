/**
 * API keys of the open-data service (seed 3 §3 "Super admin entities", §5 "Super admin", §7 "Open-data
 * service"): a contact e-mail (required, valid), the person responsible (a UUID), a description (required,
 * under 255 characters) and competition filters; its credential (the secret) is shown once, stored hashed,
 * regenerable and revocable. One schema for the super admin's form and the server's body check.
 *
 * Competition filters (ours, docs/adr/0015): every list given narrows what the key reads, lists combine with
 * AND, an empty or missing list does not narrow. `ownerOrganizationIds`: the competition's owner is one of
 * them; `ancestorOrganizationIds`: the owner is one of them or below one of them (a province's key reads its
 * counties' competitions); `organizationIds`: a team of one of these organisations plays in it (the fixture
 * list then holds only their fixtures); `isMasterCompetition: true`: only competitions with no master
 * competition above them.
 */
import * as v from 'valibot';
import { Id, optionalText, requiredString, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';

/** Description "under 255 characters" (seed 3 §5): at most 254. */
export const API_KEY_DESCRIPTION_MAX = 254;
export const API_KEY_FILTER_IDS_MAX = 50;

const IdList = v.optional(
  v.pipe(
    v.array(Id, M.invalid.id),
    v.maxLength(API_KEY_FILTER_IDS_MAX, M.apiKeyOrganizationsMax.id),
    v.transform((ids) => [...new Set(ids)]),
  ),
  [],
);

export const CompetitionFilters = strictObject({
  isMasterCompetition: v.optional(v.boolean(M.invalid.id), false),
  organizationIds: IdList,
  ancestorOrganizationIds: IdList,
  ownerOrganizationIds: IdList,
});
export type CompetitionFilters = v.InferOutput<typeof CompetitionFilters>;

/** The key's description, as created, replaced (PUT) or patched (domain/super-admin/national.ts). */
export const ApiKeyDescription = requiredText(API_KEY_DESCRIPTION_MAX, M.apiKeyDescriptionMax.id);

export const ApiKeyInput = strictObject({
  contactEmail: v.pipe(requiredString(), v.maxLength(254, M.tooLong.id), v.email(M.invalidEmail.id)),
  personId: v.pipe(requiredString(), v.uuid(M.apiKeyPersonUuid.id)),
  description: ApiKeyDescription,
  competitionFilters: v.optional(CompetitionFilters, {}),
});
export type ApiKeyInput = v.InferInput<typeof ApiKeyInput>;
export type ApiKeyValues = v.InferOutput<typeof ApiKeyInput>;

/** Why a key is revoked: kept in the super admin audit log. */
export const ApiKeyRevokeInput = strictObject({ reason: optionalText(255) });

export interface ApiKeyCredential {
  id: string;
  /** The first characters of the secret, to tell credentials apart; never enough to use. */
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface ApiKey {
  id: string;
  contactEmail: string;
  personId: string;
  description: string;
  competitionFilters: CompetitionFilters;
  createdAt: string;
  revokedAt: string | null;
  /** The credential that works now (none once revoked). */
  credential: ApiKeyCredential | null;
}

/** The answer to create and regenerate: the secret, this once (a replay answers it without: `secret` null). */
export interface ApiKeyWithSecret extends ApiKey {
  secret: string | null;
}

/** The header an open-data client sends its secret in. */
export const API_KEY_HEADER = 'X-API-Key';
