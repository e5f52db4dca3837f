/**
 * The use cases of the FINANCE privilege's consent (domain/organization/privilege-change.ts; issue 48,
 * finding 3):
 * - apply: a club admin's PUT or DELETE of someone's privileges writes everything but a FINANCE change at once;
 *   the FINANCE change waits as PENDING (a later change of that person's privileges that no longer asks for
 *   it withdraws it). A county administrator or a super admin (`direct`) changes FINANCE at once.
 * - decide: another FINANCE holder of the club (not the requester, not the person it is about, and holding
 *   FINANCE since before the request), or a county administrator or a super admin, approves or rejects it.
 * Every step is audited (organization_audit) and told to the club's finance administrators. When FINANCE is
 * granted, the link records the time (finance_granted_at): a finance administrator decides only what was
 * requested after that (here, and top-ups and payouts: payment/approval.ts).
 */
import { isSuperAdmin, type AuthContext } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import {
  CONSENTED_PRIVILEGE,
  financeChangeDecider,
  holdsFinance,
  splitPrivilegeChange,
  type PrivilegeChangeDecisionInput,
  type PrivilegeChangeView,
} from '../../../domain/organization/privilege-change.ts';
import { M } from '../../../domain/messages.ts';
import { fieldError } from '../../http/field-error.ts';
import { notFound } from '../../http/errors.ts';
import { serviceError } from '../../http/service-error.ts';
import { administersClub } from '../membership/membership.policy.ts';
import { audit, linkOf, setPrivileges } from './organization-admin.repository.ts';
import {
  closeChange,
  findChange,
  insertChange,
  namesOf,
  pendingChangeOf,
  setFinanceGrantedAt,
  type PrivilegeChangeRow,
} from './privilege-change.repository.ts';
import { notifyFinanceChange } from './privilege-notify.ts';

type Link = NonNullable<Awaited<ReturnType<typeof linkOf>>>;

/**
 * A county administrator (an admin of a unit above the club, not of the club itself) or a super admin. Read
 * before the transaction: it reads the organisation tree.
 */
export async function directAuthority(auth: AuthContext, p: Principal, orgId: string): Promise<boolean> {
  if (isSuperAdmin(p)) return true;
  const ownAdmin = p.links.some(
    (l) =>
      l.organizationId === orgId &&
      l.status !== 'HIBERNATED' &&
      (l.privileges.includes('ORG_ADMIN') || l.labels.includes('ADMIN_CLUB')),
  );
  return !ownAdmin && administersClub(auth, p, orgId);
}

export interface Acting {
  organizationId: string;
  clubName: string;
  actorId: string;
  direct: boolean;
}

async function withdraw(tx: Db, a: Acting, row: PrivilegeChangeRow) {
  const closed = await closeChange(tx, row.id, 'CANCELLED', a.actorId, null);
  if (!closed) return;
  await audit(tx, {
    organizationId: a.organizationId,
    event: 'FINANCE_CHANGE_CANCELLED',
    actorPersonId: a.actorId,
    subjectPersonId: row.personId,
    detail: { changeId: row.id, action: row.action },
  });
  await notifyFinanceChange(tx, {
    ...a,
    step: 'cancelled',
    action: row.action as 'GRANT' | 'REMOVE',
    personId: row.personId,
    dedupeKey: `finance-change:${row.id}:cancelled`,
  });
}

/**
 * Gives `personId` the `target` privileges (empty: removes every one). Answers the privileges written and the
 * FINANCE change that waits for consent, or null when everything was written.
 */
export async function applyPrivileges(
  tx: Db,
  a: Acting,
  personId: string,
  link: Link,
  target: string[],
): Promise<{ written: string[]; pending: PrivilegeChangeRow | null }> {
  const finance = holdsFinance(link);
  const split = splitPrivilegeChange(finance, target, a.direct);
  const open = await pendingChangeOf(tx, a.organizationId, personId);
  if (open && open.action !== split.pending) await withdraw(tx, a, open);
  await setPrivileges(tx, a.organizationId, personId, split.write, link.labels);
  const nowFinance = split.write.includes(CONSENTED_PRIVILEGE);
  if (nowFinance !== finance) {
    // Only a direct change gets here (a club admin's FINANCE change waits).
    await setFinanceGrantedAt(tx, a.organizationId, personId, nowFinance ? new Date() : null);
    await notifyFinanceChange(tx, {
      ...a,
      step: 'direct',
      action: nowFinance ? 'GRANT' : 'REMOVE',
      personId,
      dedupeKey: `finance-direct:${a.organizationId}:${personId}:${Date.now()}`,
    });
  }
  if (!split.pending) return { written: split.write, pending: null };
  if (open && open.action === split.pending) return { written: split.write, pending: open };
  const row = await insertChange(tx, {
    organizationId: a.organizationId,
    personId,
    action: split.pending,
    requestedBy: a.actorId,
  });
  await audit(tx, {
    organizationId: a.organizationId,
    event: 'FINANCE_CHANGE_REQUESTED',
    actorPersonId: a.actorId,
    subjectPersonId: personId,
    detail: { changeId: row.id, action: row.action },
  });
  await notifyFinanceChange(tx, {
    ...a,
    step: 'requested',
    action: split.pending,
    personId,
    dedupeKey: `finance-change:${row.id}:requested`,
  });
  return { written: split.write, pending: row };
}

/** What the caller is, for deciding: their FINANCE on the club and since when. */
export async function deciderOf(db: Db, p: Principal, organizationId: string, direct: boolean) {
  const link = p.personId ? await linkOf(db, organizationId, p.personId) : undefined;
  return {
    personId: p.personId ?? '',
    direct,
    finance: Boolean(link && link.status !== 'HIBERNATED' && holdsFinance(link)),
    financeSince: link?.financeGrantedAt ?? null,
  };
}

type Decider = Awaited<ReturnType<typeof deciderOf>>;

/** Approves (the FINANCE change is written) or rejects a pending change, as `caller` may (403 otherwise). */
export async function decidePrivilegeChange(
  tx: Db,
  a: Acting,
  caller: Decider,
  id: string,
  input: PrivilegeChangeDecisionInput,
  lang: string | undefined,
): Promise<PrivilegeChangeRow> {
  const row = await findChange(tx, a.organizationId, id);
  if (!row) throw notFound(M.financeChangeNotFound.message);
  if (row.status !== 'PENDING') throw serviceError(409, M.financeChangeDecided, lang, 'status');
  if (!financeChangeDecider(caller, row)) {
    const why =
      caller.personId === row.requestedBy || caller.personId === row.personId
        ? M.financeChangeOwn
        : caller.finance
          ? M.financeChangeLate
          : M.financeChangeNotDecider;
    throw serviceError(403, why, lang, 'status');
  }
  const reason = input.statusReason?.trim() || null;
  const closed = await closeChange(tx, row.id, input.status, caller.personId, reason);
  if (!closed) throw serviceError(409, M.financeChangeDecided, lang, 'status');
  const action = row.action as 'GRANT' | 'REMOVE';
  if (input.status === 'APPROVED') {
    const link = await linkOf(tx, a.organizationId, row.personId);
    if (!link || link.status === 'HIBERNATED') throw fieldError('personId', M.adminNotMember.id, lang, 409);
    const others = link.privileges.filter((p) => p !== CONSENTED_PRIVILEGE);
    const write = action === 'GRANT' ? [...others, CONSENTED_PRIVILEGE] : others;
    await setPrivileges(tx, a.organizationId, row.personId, write, link.labels);
    await setFinanceGrantedAt(tx, a.organizationId, row.personId, action === 'GRANT' ? new Date() : null);
  }
  await audit(tx, {
    organizationId: a.organizationId,
    event: input.status === 'APPROVED' ? 'FINANCE_CHANGE_APPROVED' : 'FINANCE_CHANGE_REJECTED',
    actorPersonId: caller.personId,
    subjectPersonId: row.personId,
    detail: { changeId: row.id, action, ...(reason ? { reason } : {}) },
  });
  await notifyFinanceChange(tx, {
    ...a,
    actorId: caller.personId,
    step: input.status === 'APPROVED' ? 'approved' : 'rejected',
    action,
    personId: row.personId,
    reason,
    dedupeKey: `finance-change:${row.id}:decided`,
  });
  return closed;
}

/** A change as the screens show it, with whether `caller` may decide it. */
export async function changeView(
  db: Db,
  row: PrivilegeChangeRow,
  caller: Decider,
  names?: { personName: string | null; requestedByName: string | null; decidedByName: string | null },
): Promise<PrivilegeChangeView> {
  const n = names ?? (await namesOf(db, row));
  return {
    id: row.id,
    organizationId: row.organizationId,
    personId: row.personId,
    personName: n.personName ?? '—',
    privilege: row.privilege,
    action: row.action as PrivilegeChangeView['action'],
    status: row.status as PrivilegeChangeView['status'],
    requestedBy: row.requestedBy,
    requestedByName: n.requestedByName ?? '—',
    createdAt: row.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedByName: n.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    statusReason: row.statusReason,
    mayDecide: row.status === 'PENDING' && financeChangeDecider(caller, row),
  };
}
