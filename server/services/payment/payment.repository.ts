/**
 * The SQL of club payments: approvals (top-up and payout requests), the append-only audit, and the payout
 * freeze (payment_account_setting), and transfer invoices.
 */
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import {
  organization,
  paymentAccountSetting,
  paymentApproval,
  paymentAudit,
  person,
  personOrganization,
  transferInvoice,
} from '../../db/schema/index.ts';
import type { ApprovalStatus, ApprovalView } from '../../../domain/payment/approval.ts';
import type { PaymentAuditAction, PaymentAuditView } from '../../../domain/payment/account.ts';
import type { TransferInvoiceStatus, TransferInvoiceView } from '../../../domain/payment/transfer-invoice.ts';

export type ApprovalRow = typeof paymentApproval.$inferSelect;

const newId = () => uuidv7();

export async function personName(db: Db, personId: string): Promise<string> {
  const [row] = await db
    .select({ g: person.givenName, f: person.familyName })
    .from(person)
    .where(eq(person.id, personId));
  return row ? `${row.g} ${row.f}` : '';
}

export async function payoutsFrozen(db: Db, orgId: string): Promise<boolean> {
  const [row] = await db
    .select({ frozen: paymentAccountSetting.payoutsFrozen })
    .from(paymentAccountSetting)
    .where(eq(paymentAccountSetting.organizationId, orgId));
  return row?.frozen ?? false;
}

/**
 * When `personId`'s FINANCE on the organisation was granted (person_organization.finance_granted_at): null
 * when held from before this was recorded (issue 48, finding 3).
 */
export async function financeGrantedAt(db: Db, orgId: string, personId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: personOrganization.financeGrantedAt })
    .from(personOrganization)
    .where(and(eq(personOrganization.organizationId, orgId), eq(personOrganization.personId, personId)));
  return row?.at ?? null;
}

export async function setPayoutsFrozen(db: Db, orgId: string, frozen: boolean, by: string) {
  await db
    .insert(paymentAccountSetting)
    .values({ organizationId: orgId, payoutsFrozen: frozen, updatedBy: by })
    .onConflictDoUpdate({
      target: paymentAccountSetting.organizationId,
      set: { payoutsFrozen: frozen, updatedBy: by, updatedAt: new Date() },
    });
}

/**
 * One payment audit row: an organisation's money or methods, or (`personId`) a person's own payment methods,
 * which no organisation's log shows.
 */
export async function audit(
  db: Db,
  e: ({ organizationId: string; personId?: never } | { personId: string; organizationId?: never }) & {
    action: PaymentAuditAction;
    actorId: string | null;
    subjectId?: string | null;
    amountMinor?: number | null;
    currency?: string | null;
    detail?: string | null;
  },
) {
  const actorName = e.actorId ? await personName(db, e.actorId) : null;
  await db
    .insert(paymentAudit)
    .values({ id: newId(), actorName, ...e })
    .onConflictDoNothing();
}

export async function auditLog(db: Db, orgId: string, page: number, size: number) {
  const where = eq(paymentAudit.organizationId, orgId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(paymentAudit)
      .where(where)
      .orderBy(desc(paymentAudit.createdAt), desc(paymentAudit.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentAudit)
      .where(where),
  ]);
  const items: PaymentAuditView[] = rows.map((r) => ({
    id: r.id,
    action: r.action as PaymentAuditAction,
    actorId: r.actorId,
    actorName: r.actorName,
    subjectId: r.subjectId,
    amountMinor: r.amountMinor,
    currency: r.currency,
    detail: r.detail,
    createDate: r.createdAt.toISOString(),
  }));
  return { items, total: count?.n ?? 0 };
}

export async function insertApproval(
  db: Db,
  v: Omit<typeof paymentApproval.$inferInsert, 'id' | 'status'>,
): Promise<ApprovalRow> {
  const [row] = await db
    .insert(paymentApproval)
    .values({ id: newId(), status: 'CREATED', ...v })
    .returning();
  return row!;
}

export async function findApproval(db: Db, orgId: string, id: string): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentApproval)
    .where(and(eq(paymentApproval.id, id), eq(paymentApproval.organizationId, orgId)));
  return row;
}

/** CREATED → `status`, only from CREATED: answers the row, or undefined when it was decided meanwhile. */
export async function decideApproval(
  db: Db,
  id: string,
  status: ApprovalStatus,
  by: string,
  reason: string | null,
): Promise<ApprovalRow | undefined> {
  const [row] = await db
    .update(paymentApproval)
    .set({ status, decidedBy: by, statusReason: reason, decidedAt: new Date() })
    .where(and(eq(paymentApproval.id, id), eq(paymentApproval.status, 'CREATED')))
    .returning();
  return row;
}

/**
 * Up to 50 approvals claimed before `before` that have no movement yet, each claimed again for this caller (its
 * decision time set to `now`), so another process's reconciler skips it.
 */
export async function interruptedApprovals(db: Db, before: Date, now: Date): Promise<ApprovalRow[]> {
  const stuck = and(
    eq(paymentApproval.status, 'APPROVED'),
    isNull(paymentApproval.movementId),
    lt(paymentApproval.decidedAt, before),
  );
  const rows = await db.select({ id: paymentApproval.id }).from(paymentApproval).where(stuck).limit(50);
  const claimed: ApprovalRow[] = [];
  for (const { id } of rows) {
    const [row] = await db
      .update(paymentApproval)
      .set({ decidedAt: now })
      .where(and(eq(paymentApproval.id, id), stuck))
      .returning();
    if (row) claimed.push(row);
  }
  return claimed;
}

export async function settleApproval(
  db: Db,
  id: string,
  v: { status?: ApprovalStatus; movementId?: string | null; statusReason?: string | null },
) {
  await db.update(paymentApproval).set(v).where(eq(paymentApproval.id, id));
}

export async function approvals(
  db: Db,
  orgId: string,
  status: ApprovalStatus | undefined,
  page: number,
  size: number,
) {
  const where = status
    ? and(eq(paymentApproval.organizationId, orgId), eq(paymentApproval.status, status))
    : eq(paymentApproval.organizationId, orgId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(paymentApproval)
      .where(where)
      .orderBy(desc(paymentApproval.createdAt), desc(paymentApproval.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentApproval)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function approvalView(db: Db, r: ApprovalRow): Promise<ApprovalView> {
  return {
    id: r.id,
    organizationId: r.organizationId,
    additionalType: r.additionalType as ApprovalView['additionalType'],
    amount: r.amountMinor,
    currency: r.currency,
    paymentMethodId: r.paymentMethodId,
    description: r.description,
    status: r.status as ApprovalStatus,
    statusReason: r.statusReason,
    requestedBy: { id: r.requestedBy, name: await personName(db, r.requestedBy) },
    decidedBy: r.decidedBy ? { id: r.decidedBy, name: await personName(db, r.decidedBy) } : null,
    createDate: r.createdAt.toISOString(),
    movementId: r.movementId,
  };
}

export type TransferInvoiceRow = typeof transferInvoice.$inferSelect;

/** The club's transfer invoices, most recently updated first (seed 3 §9). */
export async function transferInvoices(
  db: Db,
  orgId: string,
  status: TransferInvoiceStatus | undefined,
  page: number,
  size: number,
) {
  const where = status
    ? and(eq(transferInvoice.organizationId, orgId), eq(transferInvoice.status, status))
    : eq(transferInvoice.organizationId, orgId);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(transferInvoice)
      .where(where)
      .orderBy(desc(transferInvoice.updatedAt), desc(transferInvoice.id))
      .limit(size)
      .offset(page * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(transferInvoice)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** One of the club's own transfer invoices (another club's answers undefined: a 404). */
export async function findTransferInvoice(
  db: Db,
  orgId: string,
  id: string,
): Promise<TransferInvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(transferInvoice)
    .where(and(eq(transferInvoice.id, id), eq(transferInvoice.organizationId, orgId)));
  return row;
}

/** DUE → `status`, only from DUE: answers the row, or undefined when another action came first. */
export async function decideTransferInvoice(
  db: Db,
  id: string,
  status: TransferInvoiceStatus,
  by: string,
  transferId: string | null,
): Promise<TransferInvoiceRow | undefined> {
  const [row] = await db
    .update(transferInvoice)
    .set({ status, decidedBy: by, transferId, updatedAt: new Date() })
    .where(and(eq(transferInvoice.id, id), eq(transferInvoice.status, 'DUE')))
    .returning();
  return row;
}

/** The provider's transfer on a claimed (PAID) invoice. */
export async function settleTransferInvoice(db: Db, id: string, transferId: string) {
  const [row] = await db
    .update(transferInvoice)
    .set({ transferId })
    .where(and(eq(transferInvoice.id, id), eq(transferInvoice.status, 'PAID')))
    .returning();
  return row;
}

/** A claimed invoice whose transfer failed: DUE again. */
export async function reopenTransferInvoice(db: Db, id: string) {
  await db
    .update(transferInvoice)
    .set({ status: 'DUE', decidedBy: null, updatedAt: new Date() })
    .where(and(eq(transferInvoice.id, id), eq(transferInvoice.status, 'PAID')));
}

export async function transferInvoiceView(db: Db, r: TransferInvoiceRow): Promise<TransferInvoiceView> {
  const [source] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, r.sourceOrganizationId));
  return {
    id: r.id,
    organizationId: r.organizationId,
    sourceOrganizationId: r.sourceOrganizationId,
    sourceOrganizationName: source?.name ?? '',
    amount: r.amountMinor,
    currency: r.currency,
    description: r.description,
    status: r.status as TransferInvoiceStatus,
    transferId: r.transferId,
    decidedBy: r.decidedBy ? { id: r.decidedBy, name: await personName(db, r.decidedBy) } : null,
    createDate: r.createdAt.toISOString(),
    updateDate: r.updatedAt.toISOString(),
  };
}
