/**
 * SQL of player transfers: applications, their approval steps, documents, audit trail, the units of the
 * organisation tree a chain is built from (completion's membership changes: transfer-memberships.ts).
 */
import { and, asc, desc, eq, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { ApprovalStep, UnitsBySide } from '../../../domain/transfer/approval.ts';
import type { TransferStatus } from '../../../domain/transfer/enums.ts';
import type { TransferInput } from '../../../domain/transfer/form-schema.ts';
import type { UnitLevel } from '../../../domain/transfer/type-rules.ts';
import type { Db } from '../../db/client.ts';
import {
  organization,
  organizationParent,
  person,
  playerTransfer,
  playerTransferApproval,
  playerTransferAudit,
  playerTransferDocument,
} from '../../db/schema/index.ts';

export type TransferRow = typeof playerTransfer.$inferSelect;

const FIXED = [
  'personId',
  'additionalType',
  'association',
  'originOrganizationId',
  'destinationOrganizationId',
];
const COLUMNS = ['startDate', 'endDate'];

/** The input split into the row's columns and its `details`. */
function columnsOf(input: TransferInput) {
  const details = Object.fromEntries(
    Object.entries(input).filter(([k]) => !FIXED.includes(k) && !COLUMNS.includes(k)),
  );
  return {
    personId: input.personId,
    additionalType: input.additionalType,
    association: input.association,
    originOrganizationId: input.originOrganizationId,
    destinationOrganizationId: String(input.destinationOrganizationId),
    startDate: String(input.startDate),
    endDate: typeof input.endDate === 'string' && input.endDate ? input.endDate : null,
    details,
  };
}

/** The row's values as the form's input (a draft reopened, a submission checked again). */
export function inputOf(row: TransferRow): TransferInput {
  return {
    ...row.details,
    personId: row.personId,
    additionalType: row.additionalType,
    association: row.association,
    originOrganizationId: row.originOrganizationId,
    destinationOrganizationId: row.destinationOrganizationId,
    startDate: row.startDate,
    ...(row.endDate !== null ? { endDate: row.endDate } : {}),
  } as TransferInput;
}

export async function insertTransfer(db: Db, id: string, applicantPersonId: string, input: TransferInput) {
  await db.insert(playerTransfer).values({ id, applicantPersonId, ...columnsOf(input) });
}

export async function updateTransfer(db: Db, id: string, input: TransferInput) {
  await db
    .update(playerTransfer)
    .set({ ...columnsOf(input), updatedAt: new Date(), version: sql`${playerTransfer.version} + 1` })
    .where(eq(playerTransfer.id, id));
}

export async function findTransfer(db: Db, id: string, lock = false): Promise<TransferRow | undefined> {
  const q = db
    .select()
    .from(playerTransfer)
    .where(and(eq(playerTransfer.id, id), sql`${playerTransfer.deletedAt} is null`));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function setTransfer(db: Db, id: string, values: Partial<typeof playerTransfer.$inferInsert>) {
  await db
    .update(playerTransfer)
    .set({ ...values, updatedAt: new Date(), version: sql`${playerTransfer.version} + 1` })
    .where(eq(playerTransfer.id, id));
}

/** A draft is removed with its documents (nothing else refers to it). */
export async function deleteTransfer(db: Db, id: string) {
  await db.delete(playerTransferDocument).where(eq(playerTransferDocument.transferId, id));
  await db.delete(playerTransferAudit).where(eq(playerTransferAudit.transferId, id));
  await db.delete(playerTransferApproval).where(eq(playerTransferApproval.transferId, id));
  await db.delete(playerTransfer).where(eq(playerTransfer.id, id));
}

// ---- approval steps -------------------------------------------------------------------------------------

export async function stepsOf(db: Db, ids: string[]): Promise<Map<string, ApprovalStep[]>> {
  const out = new Map<string, ApprovalStep[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select()
    .from(playerTransferApproval)
    .where(inArray(playerTransferApproval.transferId, ids))
    .orderBy(asc(playerTransferApproval.order));
  for (const r of rows) {
    const { transferId, ...step } = r;
    const list = out.get(transferId) ?? [];
    list.push({
      ...step,
      side: step.side as ApprovalStep['side'],
      level: step.level as UnitLevel,
    } as ApprovalStep);
    out.set(transferId, list);
  }
  return out;
}

/** Replaces the steps of an application (a chain is at most six rows). */
export async function saveSteps(db: Db, transferId: string, steps: ApprovalStep[]) {
  await db.delete(playerTransferApproval).where(eq(playerTransferApproval.transferId, transferId));
  if (steps.length > 0)
    await db.insert(playerTransferApproval).values(steps.map((s) => ({ ...s, transferId })));
}

/** Applications with a PENDING step due at or before `now` (the expiry job). */
export async function dueTransferIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: playerTransferApproval.transferId })
    .from(playerTransferApproval)
    .where(
      and(eq(playerTransferApproval.status, 'PENDING'), lte(playerTransferApproval.dueAt, now.toISOString())),
    );
  return rows.map((r) => r.id);
}

// ---- the organisation tree ----------------------------------------------------------------------------

async function parentOf(db: Db, orgId: string, association: string): Promise<string | undefined> {
  const rows = await db
    .select({ parentId: organizationParent.parentId, association: organizationParent.association })
    .from(organizationParent)
    .where(eq(organizationParent.organizationId, orgId));
  // A club of a sister association without its own parent row sits in the GAA's county.
  return (rows.find((r) => r.association === association) ?? rows.find((r) => r.association === 'GAA'))
    ?.parentId;
}

/** The club, its county board and province, for the leaving and the joining club. */
export async function unitsOf(db: Db, originId: string, destinationId: string, association: string) {
  const chainOf = async (clubId: string): Promise<Partial<Record<UnitLevel, string>>> => {
    const county = await parentOf(db, clubId, association);
    const province = county ? await parentOf(db, county, association) : undefined;
    const [p] = province
      ? await db
          .select({ type: organization.additionalType })
          .from(organization)
          .where(eq(organization.id, province))
      : [];
    return { CLUB: clubId, COUNTY: county, PROVINCE: p?.type === 'Branch' ? province : undefined };
  };
  return { LEAVING: await chainOf(originId), JOINING: await chainOf(destinationId) } satisfies UnitsBySide;
}

export async function organizationsExist(db: Db, ids: string[]) {
  const rows = await db
    .select({
      id: organization.id,
      type: organization.additionalType,
      associations: organization.associations,
    })
    .from(organization)
    .where(inArray(organization.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function organizationNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(inArray(organization.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function personNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: person.id, givenName: person.givenName, familyName: person.familyName })
    .from(person)
    .where(inArray(person.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, `${r.givenName} ${r.familyName}`]));
}

export async function snapshotOf(db: Db, personId: string) {
  const [p] = await db
    .select({ givenName: person.givenName, familyName: person.familyName, birthDate: person.birthDate })
    .from(person)
    .where(eq(person.id, personId));
  return p ? { givenName: p.givenName, familyName: p.familyName, birthDate: p.birthDate } : null;
}

// ---- lists ------------------------------------------------------------------------------------------------

export interface TransferScope {
  /** The caller and their dependants: applications about them or made by them. */
  people: string[];
  /** Units the caller reviews for: submitted applications whose chain includes one of them. */
  units: string[];
}

export interface TransferListFilter {
  statuses?: string[];
  types?: string[];
  /** Only applications where one of these units is the one whose turn it is. */
  pendingAt?: string[];
  search?: string;
}

function scopeWhere(scope: TransferScope): SQL {
  const parts: SQL[] = [];
  if (scope.people.length > 0)
    parts.push(
      or(
        inArray(playerTransfer.personId, scope.people),
        inArray(playerTransfer.applicantPersonId, scope.people),
      )!,
    );
  if (scope.units.length > 0)
    parts.push(
      and(
        ne(playerTransfer.status, 'DRAFT'),
        sql`exists (select 1 from ${playerTransferApproval} a where a.transfer_id = ${playerTransfer.id} and a.organization_id in ${scope.units})`,
      )!,
    );
  return parts.length > 0 ? or(...parts)! : sql`false`;
}

/** One page, newest update first (index player_transfer_updated_idx); statuses default to all but PENDING. */
export async function listTransfers(
  db: Db,
  scope: TransferScope,
  f: TransferListFilter,
  page: { page: number; size: number },
) {
  const where: SQL[] = [scopeWhere(scope), sql`${playerTransfer.deletedAt} is null`];
  if (f.statuses && f.statuses.length > 0) where.push(inArray(playerTransfer.status, f.statuses));
  else where.push(notInArray(playerTransfer.status, ['PENDING'] satisfies TransferStatus[]));
  if (f.types && f.types.length > 0) where.push(inArray(playerTransfer.additionalType, f.types));
  if (f.pendingAt && f.pendingAt.length > 0)
    where.push(
      sql`exists (select 1 from ${playerTransferApproval} a where a.transfer_id = ${playerTransfer.id} and a.status = 'PENDING' and a.organization_id in ${f.pendingAt})`,
    );
  if (f.search)
    where.push(
      sql`exists (select 1 from ${person} p where p.id = ${playerTransfer.personId} and (p.given_name || ' ' || p.family_name) ilike ${`%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`,
    );
  const rows = await db
    .select()
    .from(playerTransfer)
    .where(and(...where))
    .orderBy(desc(playerTransfer.updatedAt), desc(playerTransfer.id))
    .limit(page.size + 1)
    .offset(page.page * page.size);
  const more = rows.length > page.size;
  const items = rows.slice(0, page.size);
  // The count is read only when this page does not already tell it.
  const total =
    !more && (items.length > 0 || page.page === 0)
      ? page.page * page.size + items.length
      : Number(
          (
            await db
              .select({ n: sql<number>`count(*)` })
              .from(playerTransfer)
              .where(and(...where))
          )[0]!.n,
        );
  return { rows: items, total };
}

// ---- documents --------------------------------------------------------------------------------------------

export async function documentsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: playerTransferDocument.id,
      transferId: playerTransferDocument.transferId,
      additionalType: playerTransferDocument.additionalType,
      fileName: playerTransferDocument.fileName,
      size: playerTransferDocument.size,
    })
    .from(playerTransferDocument)
    .where(inArray(playerTransferDocument.transferId, ids))
    .orderBy(asc(playerTransferDocument.createdAt));
}

export async function insertDocument(db: Db, values: typeof playerTransferDocument.$inferInsert) {
  await db.insert(playerTransferDocument).values(values);
}

export async function findDocument(db: Db, transferId: string, id: string) {
  const [row] = await db
    .select()
    .from(playerTransferDocument)
    .where(and(eq(playerTransferDocument.transferId, transferId), eq(playerTransferDocument.id, id)));
  return row;
}

export async function deleteDocument(db: Db, transferId: string, id: string) {
  await db
    .delete(playerTransferDocument)
    .where(and(eq(playerTransferDocument.transferId, transferId), eq(playerTransferDocument.id, id)));
}

// ---- audit ------------------------------------------------------------------------------------------------

export async function audit(
  db: Db,
  e: {
    id?: string;
    transferId: string;
    actorPersonId: string | null;
    action: string;
    from?: string;
    to?: string;
    reason?: string | null;
  },
) {
  await db.insert(playerTransferAudit).values({
    id: e.id ?? uuidv7(),
    transferId: e.transferId,
    actorPersonId: e.actorPersonId,
    action: e.action,
    fromStatus: e.from ?? null,
    toStatus: e.to ?? null,
    reason: e.reason ?? null,
  });
}

export async function auditOf(db: Db, transferId: string) {
  return db
    .select()
    .from(playerTransferAudit)
    .where(eq(playerTransferAudit.transferId, transferId))
    .orderBy(asc(playerTransferAudit.at), asc(playerTransferAudit.id));
}
