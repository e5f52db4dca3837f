/**
 * Certifications in the database. Reads never load the certificate's bytes except `readCertificate`. Every
 * change moves `updated_at` strictly forward and bumps `version`. Lists and the vetting standing are served
 * by `certification_person_idx` (person, valid from); the expiry job by `certification_expiry_idx`
 * (status, valid to).
 */
import { and, count, desc, eq, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../../domain/lib/days.ts';
import { EXPIRING_SOON_DAYS, LIVE_STATUSES, vettingStanding } from '../../../domain/vetting/certification.ts';
import type { VettingStanding } from '../../../domain/vetting/vetting-standing.ts';
import type { Db } from '../../db/client.ts';
import { certification, personOrganization } from '../../db/schema/index.ts';

const columns = {
  id: certification.id,
  personId: certification.personId,
  type: certification.type,
  name: certification.name,
  description: certification.description,
  validFrom: certification.validFrom,
  validTo: certification.validTo,
  reference: certification.reference,
  label: certification.label,
  status: certification.status,
  certificateName: certification.certificateName,
  certificatePrivate: certification.certificatePrivate,
  vettingApplicationId: certification.vettingApplicationId,
  createdAt: certification.createdAt,
};
export type CertificationRow = {
  [K in keyof typeof columns]: (typeof certification.$inferSelect)[K];
};

const bumped = {
  updatedAt: sql`greatest(clock_timestamp(), ${certification.updatedAt} + interval '1 millisecond')`,
  version: sql`${certification.version} + 1`,
};

/** A certification that is not deleted. */
export async function findCertification(db: Db, id: string): Promise<CertificationRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(certification)
    .where(and(eq(certification.id, id), ne(certification.status, 'DELETED')));
  return row;
}

export interface CertificationQuery {
  page: number;
  size: number;
  personIds: string[];
  organizationIds: string[];
  types: string[];
  statuses: string[];
  /** Every person's (super admin without a filter); otherwise the filters or `personIds` scope it. */
  all: boolean;
}

export async function listCertifications(
  db: Db,
  q: CertificationQuery,
): Promise<{ rows: CertificationRow[]; total: number }> {
  const linked = (orgs: string[]) =>
    db
      .select({ id: personOrganization.personId })
      .from(personOrganization)
      .where(inArray(personOrganization.organizationId, orgs));
  const where: (SQL | undefined)[] = [
    q.personIds.length > 0 ? inArray(certification.personId, q.personIds) : undefined,
    q.organizationIds.length > 0 ? inArray(certification.personId, linked(q.organizationIds)) : undefined,
    q.types.length > 0 ? inArray(certification.type, q.types) : undefined,
    q.statuses.length > 0 ? inArray(certification.status, q.statuses) : ne(certification.status, 'DELETED'),
  ];
  if (!q.all && q.personIds.length === 0 && q.organizationIds.length === 0) where.push(sql`false`);
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(certification)
      .where(cond)
      .orderBy(desc(certification.validFrom), desc(certification.createdAt), certification.id)
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(certification).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CertificationInsert = typeof certification.$inferInsert;

/**
 * Adds a certification; the person's live ones of the same category and name become SUPERSEDED (a renewed
 * course, a new vetting). Vetting calls this too, so a new vetting supersedes the last.
 */
export async function insertCertification(db: Db, row: CertificationInsert): Promise<void> {
  await db
    .update(certification)
    .set({ status: 'SUPERSEDED', ...bumped })
    .where(
      and(
        eq(certification.personId, row.personId),
        eq(certification.type, row.type),
        sql`lower(${certification.name}) = lower(${row.name})`,
        inArray(certification.status, [...LIVE_STATUSES]),
      ),
    );
  await db.insert(certification).values(row);
}

/** Soft delete: the row stays, as DELETED (and tombstoned for pulls). */
export async function markDeleted(db: Db, id: string): Promise<void> {
  await db
    .update(certification)
    .set({ status: 'DELETED', deletedAt: sql`now()`, ...bumped })
    .where(eq(certification.id, id));
}

export async function storeCertificate(
  db: Db,
  id: string,
  file: { name: string; contentType: string; data: Buffer },
): Promise<void> {
  await db
    .update(certification)
    .set({
      certificateName: file.name,
      certificateContentType: file.contentType,
      certificateData: file.data,
      ...bumped,
    })
    .where(eq(certification.id, id));
}

export async function readCertificate(db: Db, id: string) {
  const [row] = await db
    .select({
      fileName: certification.certificateName,
      contentType: certification.certificateContentType,
      data: certification.certificateData,
    })
    .from(certification)
    .where(and(eq(certification.id, id), ne(certification.status, 'DELETED')));
  return row?.fileName && row.contentType && row.data
    ? { fileName: row.fileName, contentType: row.contentType, data: row.data }
    : undefined;
}

/**
 * The daily expiry (server/jobs/certification-expiry.ts): live certifications past their last day become
 * EXPIRED, and ACTIVE ones within EXPIRING_SOON_DAYS of it EXPIRING_SOON. Idempotent: a second run the same
 * day changes nothing. Answers how many moved.
 */
export async function expireCertifications(db: Db, today: string): Promise<number> {
  const expired = await db
    .update(certification)
    .set({ status: 'EXPIRED', ...bumped })
    .where(
      and(
        inArray(certification.status, [...LIVE_STATUSES]),
        isNotNull(certification.validTo),
        lt(certification.validTo, today),
      ),
    )
    .returning({ id: certification.id });
  const soon = await db
    .update(certification)
    .set({ status: 'EXPIRING_SOON', ...bumped })
    .where(
      and(
        eq(certification.status, 'ACTIVE'),
        isNotNull(certification.validTo),
        lte(certification.validTo, addDays(today, EXPIRING_SOON_DAYS)),
      ),
    )
    .returning({ id: certification.id });
  return expired.length + soon.length;
}

/** Each person's vetting standing on `today`, in one query for them all (no N+1). */
export async function vettingStandings(
  db: Db,
  personIds: readonly string[],
  today: string,
): Promise<Map<string, VettingStanding>> {
  const out = new Map<string, VettingStanding>();
  if (personIds.length === 0) return out;
  const rows = await db
    .select({
      personId: certification.personId,
      type: certification.type,
      status: certification.status,
      validTo: certification.validTo,
    })
    .from(certification)
    .where(
      and(
        inArray(certification.personId, [...new Set(personIds)]),
        eq(certification.type, 'VETTING'),
        inArray(certification.status, [...LIVE_STATUSES]),
      ),
    );
  for (const id of personIds)
    out.set(
      id,
      vettingStanding(
        rows.filter((r) => r.personId === id),
        today,
      ),
    );
  return out;
}
