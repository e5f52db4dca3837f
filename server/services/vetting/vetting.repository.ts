/** SQL of the vetting service: applications, their documents, the access log and the certification a completion makes. */
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import {
  certification,
  organization,
  vettingAccessLog,
  vettingApplication,
  vettingDocument,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../http/list.ts';
import type { VettingDesks } from './vetting.policy.ts';

export type VettingRow = typeof vettingApplication.$inferSelect;

/** What the table's search reads: the expression of the trigram index vetting_application_search_trgm (migration 0018). */
const searchText = sql`(${vettingApplication.reference} || ' ' || (${vettingApplication.applicant}->>'givenName') || ' ' || (${vettingApplication.applicant}->>'familyName'))`;
export type VettingInsert = typeof vettingApplication.$inferInsert;

export async function nextReference(db: Db): Promise<string> {
  const result = await db.execute(sql`select nextval('vetting_reference_seq')::text as n`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: string }[];
  return `VET-${rows[0]!.n.padStart(6, '0')}`;
}

export async function insertApplication(db: Db, row: VettingInsert) {
  await db.insert(vettingApplication).values(row);
}

export async function findApplication(db: Db, id: string): Promise<VettingRow | undefined> {
  const [row] = await db.select().from(vettingApplication).where(eq(vettingApplication.id, id));
  return row;
}

/** The person's open application (not completed, rejected or cancelled), if any. */
export async function openApplicationOf(db: Db, personId: string): Promise<VettingRow | undefined> {
  const [row] = await db
    .select()
    .from(vettingApplication)
    .where(
      and(
        eq(vettingApplication.personId, personId),
        sql`${vettingApplication.status} not in ('COMPLETED', 'REJECTED', 'CANCELLED')`,
      ),
    )
    .limit(1);
  return row;
}

export async function updateApplication(db: Db, id: string, patch: Partial<VettingInsert>) {
  await db
    .update(vettingApplication)
    .set({ ...patch, updatedAt: new Date(), version: sql`${vettingApplication.version} + 1` })
    .where(eq(vettingApplication.id, id));
}

export interface VettingListFilter {
  type: string[];
  status: string[];
  authenticatorStatus: string[];
  governingAgentStatus: string[];
  association: string[];
  organizationId: string[];
  personId: string[];
  search?: string;
}

/** What the caller may see: their own, their clubs' (authenticator), their desks' (governing agent), or all. */
function visible(personId: string | null, desks: VettingDesks): SQL | undefined {
  if (desks.superAdmin) return undefined;
  const a = vettingApplication;
  const parts: (SQL | undefined)[] = [personId ? eq(a.personId, personId) : undefined];
  if (desks.authenticatorOf.length > 0) parts.push(inArray(a.organizationId, desks.authenticatorOf));
  for (const g of desks.governing) {
    const types =
      g.desk === 'gardaOfficer'
        ? ['GARDA_VETTING']
        : ['ACCESS_NI_VETTING_PAID', 'ACCESS_NI_VETTING_VOLUNTARY'];
    parts.push(and(eq(a.association, g.association), inArray(a.type, types)));
  }
  return or(...parts.filter(Boolean), sql`false`);
}

export async function listApplications(
  db: Db,
  who: { personId: string | null; desks: VettingDesks },
  f: VettingListFilter,
  page: { page: number; size: number; ascending: boolean },
) {
  const a = vettingApplication;
  const anyOf = (col: AnyPgColumn, values: string[]) =>
    values.length > 0 ? inArray(col, values) : undefined;
  const where = and(
    visible(who.personId, who.desks),
    anyOf(a.type, f.type),
    anyOf(a.status, f.status),
    anyOf(a.authenticatorStatus, f.authenticatorStatus),
    anyOf(a.governingAgentStatus, f.governingAgentStatus),
    anyOf(a.association, f.association),
    anyOf(a.organizationId, f.organizationId),
    anyOf(a.personId, f.personId),
    f.search ? sql`${searchText} ilike ${containsPattern(f.search)}` : undefined,
  );
  const order = page.ascending ? [asc(a.createdAt), asc(a.id)] : [desc(a.createdAt), desc(a.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ app: a, clubName: organization.name })
      .from(a)
      .innerJoin(organization, eq(organization.id, a.organizationId))
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(a).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function clubName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, id));
  return row?.name;
}

// ── Documents ─────────────────────────────────────────────────────────────────────────────────────────

const documentMeta = {
  id: vettingDocument.id,
  category: vettingDocument.category,
  subType: vettingDocument.subType,
  fileName: vettingDocument.fileName,
  contentType: vettingDocument.contentType,
  size: vettingDocument.size,
  createdAt: vettingDocument.createdAt,
};
export type VettingDocumentMeta = {
  [K in keyof typeof documentMeta]: (typeof vettingDocument.$inferSelect)[K];
};

export async function documentsOf(db: Db, applicationId: string): Promise<VettingDocumentMeta[]> {
  return db
    .select(documentMeta)
    .from(vettingDocument)
    .where(eq(vettingDocument.applicationId, applicationId))
    .orderBy(asc(vettingDocument.createdAt), asc(vettingDocument.id));
}

export async function insertDocument(db: Db, row: typeof vettingDocument.$inferInsert) {
  await db.insert(vettingDocument).values(row);
}

export async function findDocument(db: Db, applicationId: string, id: string) {
  const [row] = await db
    .select()
    .from(vettingDocument)
    .where(and(eq(vettingDocument.applicationId, applicationId), eq(vettingDocument.id, id)));
  return row;
}

export async function deleteDocument(db: Db, applicationId: string, id: string) {
  await db
    .delete(vettingDocument)
    .where(and(eq(vettingDocument.applicationId, applicationId), eq(vettingDocument.id, id)));
}

/** Audit: who read, downloaded, uploaded or removed which document (or downloaded the Garda file). */
export async function logAccess(
  db: Db,
  entry: { accountId: string; action: string; applicationId?: string | null; documentId?: string | null },
) {
  await db.insert(vettingAccessLog).values({
    id: uuidv7(),
    accountId: entry.accountId,
    action: entry.action,
    applicationId: entry.applicationId ?? null,
    documentId: entry.documentId ?? null,
  });
}

export async function accessLogOf(db: Db, applicationId: string) {
  return db
    .select()
    .from(vettingAccessLog)
    .where(eq(vettingAccessLog.applicationId, applicationId))
    .orderBy(desc(vettingAccessLog.at));
}

// ── The Garda reference files ─────────────────────────────────────────────────────────────────────────

/** The association's Garda applications awaiting the officer's review, oldest first, at most `limit`. */
export async function awaitingGardaReview(db: Db, association: string, limit: number) {
  return db
    .select({ app: vettingApplication, clubName: organization.name })
    .from(vettingApplication)
    .innerJoin(organization, eq(organization.id, vettingApplication.organizationId))
    .where(
      and(
        eq(vettingApplication.association, association),
        eq(vettingApplication.type, 'GARDA_VETTING'),
        eq(vettingApplication.governingAgentStatus, 'AWAITING_REVIEW'),
        sql`${vettingApplication.status} not in ('COMPLETED', 'REJECTED', 'CANCELLED')`,
      ),
    )
    .orderBy(asc(vettingApplication.createdAt), asc(vettingApplication.id))
    .limit(limit);
}

export async function applicationsByReference(db: Db, references: string[]) {
  if (references.length === 0) return [];
  return db.select().from(vettingApplication).where(inArray(vettingApplication.reference, references));
}

// ── Completion ────────────────────────────────────────────────────────────────────────────────────────

/** The certification a completed vetting becomes (seed 3 §3 Certification, category VETTING). */
export async function insertVettingCertification(
  db: Db,
  app: VettingRow,
  c: { name: string; validFrom: string; validTo: string; createdBy: string },
) {
  // The new vetting supersedes the person's earlier ones (seed 3 §4 Certification statuses).
  await db
    .update(certification)
    .set({ status: 'SUPERSEDED', updatedAt: new Date(), version: sql`${certification.version} + 1` })
    .where(
      and(
        eq(certification.personId, app.personId),
        eq(certification.type, 'VETTING'),
        inArray(certification.status, ['ACTIVE', 'EXPIRING_SOON', 'EXPIRED']),
      ),
    );
  await db
    .insert(certification)
    .values({
      id: uuidv7(),
      personId: app.personId,
      type: 'VETTING',
      name: c.name,
      description: '',
      validFrom: c.validFrom,
      validTo: c.validTo,
      reference: app.gardaReference ?? app.accessNiReference ?? app.reference,
      label: app.association,
      status: 'ACTIVE',
      vettingApplicationId: app.id,
      createdBy: c.createdBy,
    })
    .onConflictDoNothing();
}
