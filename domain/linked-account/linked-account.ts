/**
 * Linked accounts (seed 1 §3 Linked account: type, identifier, name; relationships primary, dependent,
 * guardian, other): an account a person holds on another system — the GAA's Foireann registration, another
 * association's register, a club app — recorded against their Páirc person. docs/adr/0010-linked-accounts.md.
 *
 * Decisions where the spec is open:
 * - The type is the system the account is on (LINKED_ACCOUNT_TYPES); OTHER covers the rest.
 * - The identifier is that system's id for the account (membership number, username, e-mail): 1–100
 *   characters, trimmed, compared case-insensitively, unique per person and type. The name is the name on the
 *   account: 1–200 characters.
 * - The relationship says whose the account is, seen from the person it is listed under: PRIMARY their own,
 *   DEPENDENT a dependant's account they manage, GUARDIAN a parent's or guardian's account they are registered
 *   under, OTHER anything else. It is a description only: it grants no rights in Páirc (those come only from
 *   the family, server/services/family/guardianship.ts).
 * - Lists answer 25 a page (seed 1 §9).
 */
import * as v from 'valibot';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';

export const LINKED_ACCOUNT_TYPES = [
  'FOIREANN',
  'LGFA',
  'CAMOGIE',
  'HANDBALL',
  'ROUNDERS',
  'CLUB_APP',
  'OTHER',
] as const;
export type LinkedAccountType = (typeof LINKED_ACCOUNT_TYPES)[number];

export const LINKED_ACCOUNT_RELATIONSHIPS = ['PRIMARY', 'DEPENDENT', 'GUARDIAN', 'OTHER'] as const;
export type LinkedAccountRelationship = (typeof LINKED_ACCOUNT_RELATIONSHIPS)[number];

export const LINKED_ACCOUNT_IDENTIFIER_MAX = 100;
export const LINKED_ACCOUNT_NAME_MAX = 200;
export const LINKED_ACCOUNT_REASON_MAX = 500;
/** Linked accounts answer 25 a page (seed 1 §9). */
export const LINKED_ACCOUNT_PAGE_SIZE = 25;
export const LINKED_ACCOUNT_PAGE_MAX = 100;
/** The admin search's filter keys (GET /linked-account); `search` matches the person's name. */
export const LINKED_ACCOUNT_FILTER_KEYS = ['type', 'identifier', 'personId'] as const;

const TypeField = v.pipe(
  requiredString(M.linkedAccountTypeRequired.id),
  v.picklist(LINKED_ACCOUNT_TYPES, M.linkedAccountTypeRequired.id),
);
const RelationshipField = v.pipe(
  requiredString(M.linkedAccountRelationshipRequired.id),
  v.picklist(LINKED_ACCOUNT_RELATIONSHIPS, M.linkedAccountRelationshipRequired.id),
);
const IdentifierField = v.pipe(
  requiredString(),
  v.maxLength(LINKED_ACCOUNT_IDENTIFIER_MAX, M.linkedAccountIdentifierMax.id),
);
const NameField = v.pipe(requiredString(), v.maxLength(LINKED_ACCOUNT_NAME_MAX, M.linkedAccountNameMax.id));

/** POST /person/{id}/linked-account and PUT /linked-account/{id}: the form uses the same schema. */
export const LinkedAccountInput = strictObject({
  type: TypeField,
  identifier: IdentifierField,
  name: NameField,
  relationship: RelationshipField,
});
export type LinkedAccountInput = v.InferOutput<typeof LinkedAccountInput>;

/** POST /linked-account/{id}/unlink (LINK_ACCOUNT_ADMIN): the reason is required and kept in the audit. */
export const UnlinkInput = strictObject({
  reason: v.pipe(requiredString(), v.maxLength(LINKED_ACCOUNT_REASON_MAX, M.linkedAccountReasonMax.id)),
});
export type UnlinkInput = v.InferOutput<typeof UnlinkInput>;

/** A linked account as the API answers it. */
export interface LinkedAccount {
  id: string;
  personId: string;
  type: LinkedAccountType;
  identifier: string;
  name: string;
  relationship: LinkedAccountRelationship;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A row of the admin search: the account with its person's name. */
export interface LinkedAccountAdminRow extends LinkedAccount {
  personName: string;
}

export const LINKED_ACCOUNT_AUDIT_EVENTS = ['LINKED', 'CHANGED', 'REMOVED', 'UNLINKED'] as const;
export type LinkedAccountAuditEvent = (typeof LINKED_ACCOUNT_AUDIT_EVENTS)[number];

/** One entry of a person's linked-account history (the admin's view of a person). */
export interface LinkedAccountAuditEntry {
  id: string;
  linkedAccountId: string;
  event: LinkedAccountAuditEvent;
  type: string;
  identifier: string;
  actorName: string | null;
  reason: string | null;
  createdAt: string;
}

/** The same identifier whatever its case or surrounding spaces: how uniqueness compares them. */
export const identifierKey = (identifier: string): string => identifier.trim().toLowerCase();
