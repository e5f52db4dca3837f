/**
 * The FINANCE privilege needs a second finance administrator's consent (issue 48, finding 3). A top-up or
 * payout needs a second finance administrator (docs/adr/0014); if the requester, a club admin, could also
 * give FINANCE to anyone (or take it from the other finance administrators), they would pick their own
 * second approver. So a club admin's grant or removal of FINANCE waits, PENDING, until another FINANCE holder
 * of the club — not the requester, not the person it is about — approves it, or a county administrator or a
 * super admin does; those two also change it directly. Every finance administrator of the club is told of
 * each step. The rest of a privilege change (ORG_ADMIN, VETTING, …) applies at once, as before.
 */
import * as v from 'valibot';
import { listQuery } from '../lib/list-query.ts';
import { strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';

/** The privileges whose grant or removal needs a second finance administrator's consent. */
export const CONSENTED_PRIVILEGE = 'FINANCE';
/** The admin label that counts as FINANCE (principal.ts, payment.policy.ts). */
export const FINANCE_LABEL = 'ADMIN_FINANCE';

export const PRIVILEGE_CHANGE_ACTIONS = ['GRANT', 'REMOVE'] as const;
export type PrivilegeChangeAction = (typeof PRIVILEGE_CHANGE_ACTIONS)[number];

/** PENDING → APPROVED or REJECTED by a decider; CANCELLED when a later change of the admins supersedes it. */
export const PRIVILEGE_CHANGE_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type PrivilegeChangeStatus = (typeof PRIVILEGE_CHANGE_STATUSES)[number];

/** PATCH /organization/{id}/privilege-change/{changeId}: approve, or reject (a reason is optional). */
export const PrivilegeChangeDecisionInput = strictObject({
  status: v.picklist(['APPROVED', 'REJECTED'], M.invalid.id),
  statusReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(255, M.tooLong.id))),
});
export type PrivilegeChangeDecisionInput = v.InferOutput<typeof PrivilegeChangeDecisionInput>;

/** GET /organization/{id}/privilege-change?status=: the club's changes, newest first (PENDING by default). */
export const PrivilegeChangeQuery = v.object({
  ...listQuery({ maxSize: 100, defaultSize: 40 }).entries,
  status: v.optional(v.picklist(PRIVILEGE_CHANGE_STATUSES), 'PENDING'),
});

/** A change as the admins and finance administrators of the club see it. */
export interface PrivilegeChangeView {
  id: string;
  organizationId: string;
  personId: string;
  personName: string;
  privilege: string;
  action: PrivilegeChangeAction;
  status: PrivilegeChangeStatus;
  requestedBy: string;
  requestedByName: string;
  createdAt: string;
  decidedBy: string | null;
  decidedByName: string | null;
  decidedAt: string | null;
  statusReason: string | null;
  /** Whether the caller may approve or reject it (financeChangeDecider). */
  mayDecide: boolean;
}

/** Whether a link's privileges and labels hold FINANCE. */
export const holdsFinance = (link: { privileges: readonly string[]; labels: readonly string[] }) =>
  link.privileges.includes(CONSENTED_PRIVILEGE) || link.labels.includes(FINANCE_LABEL);

/**
 * A club admin asks for `target` privileges on a link that holds FINANCE or not: what is written now (the
 * target, with FINANCE as it is) and the FINANCE change that waits for consent, if any. `direct` (a county
 * administrator or a super admin): everything is written now.
 */
export function splitPrivilegeChange(
  finance: boolean,
  target: readonly string[],
  direct: boolean,
): { write: string[]; pending: PrivilegeChangeAction | null } {
  const wants = target.includes(CONSENTED_PRIVILEGE);
  if (direct || wants === finance) return { write: [...target], pending: null };
  const others = target.filter((p) => p !== CONSENTED_PRIVILEGE);
  return {
    write: finance ? [...others, CONSENTED_PRIVILEGE] : others,
    pending: wants ? 'GRANT' : 'REMOVE',
  };
}

/**
 * Who may decide a pending change: never the person who asked for it nor the person it is about; then a
 * FINANCE holder of the club whose FINANCE is older than the request (someone given it afterwards could be
 * the requester's pick), or a county administrator or a super admin (`direct`).
 */
export function financeChangeDecider(
  caller: {
    personId: string;
    direct: boolean;
    /** When the caller's FINANCE on the club was granted: null when held from before records (the seed). */
    financeSince: Date | null | undefined;
    finance: boolean;
  },
  change: { requestedBy: string; personId: string; createdAt: Date },
): boolean {
  if (caller.personId === change.requestedBy || caller.personId === change.personId) return false;
  if (caller.direct) return true;
  return caller.finance && grantedBefore(caller.financeSince, change.createdAt);
}

/**
 * True when FINANCE granted at `since` (null: from before records) predates `requestedAt`: someone given
 * FINANCE after a request was made does not decide it (a payout, a top-up, a privilege change).
 */
export const grantedBefore = (since: Date | null | undefined, requestedAt: Date) =>
  since == null || since.getTime() <= requestedAt.getTime();
