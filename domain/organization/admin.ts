/**
 * A club's administrators (seed 3 §6): the privileges a club admin gives a member of the club. A privilege is
 * granted only by someone who administers the club (the server's `organization.admin` policy); an admin
 * cannot remove themself. Empty privileges are refused: removing is its own call (DELETE). A club admin's
 * grant or removal of FINANCE waits for another finance administrator's consent (privilege-change.ts).
 */
import * as v from 'valibot';
import { Privilege } from '../enums.ts';
import { strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';

export const AdminPrivilegesInput = strictObject({
  privileges: v.pipe(
    v.array(Privilege, M.invalid.id),
    v.minLength(1, M.required.id),
    v.maxLength(7, M.tooLong.id),
    v.check((xs) => new Set(xs).size === xs.length, M.invalid.id),
  ),
});
export type AdminPrivilegesInput = v.InferOutput<typeof AdminPrivilegesInput>;

/** The events of an organisation's audit log (organization_audit.event). */
export const ORGANIZATION_AUDIT_EVENTS = [
  'DETAILS_UPDATED',
  'SLUG_CHANGED',
  'HIBERNATED',
  'REACTIVATED',
  'ADMIN_GRANTED',
  'ADMIN_REMOVED',
  'FINANCE_CHANGE_REQUESTED',
  'FINANCE_CHANGE_APPROVED',
  'FINANCE_CHANGE_REJECTED',
  'FINANCE_CHANGE_CANCELLED',
  'PLACE_CREATED',
  'PLACE_UPDATED',
  'PLACE_DELETED',
  'PLACE_SHARED',
  'PLACE_UNSHARED',
  'ASSET_CREATED',
  'ASSET_UPDATED',
  'ASSET_DELETED',
] as const;
export type OrganizationAuditEvent = (typeof ORGANIZATION_AUDIT_EVENTS)[number];

/**
 * Hibernate or reactivate a club (issue 27 item 1; seed 3 §3 "Status ACTIVE or HIBERNATED"): the club's
 * administrators send an empty body; a hibernated club keeps its records and page and shows its status.
 */
export const OrganizationStatusChangeInput = strictObject({});
