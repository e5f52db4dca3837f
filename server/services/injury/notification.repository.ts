/** Injury notifications and their documents in the database. */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  InjuryNotification,
  InjuryNotificationInput,
} from '../../../domain/injury/injury-notification.ts';
import type { InjuryNotificationStatus } from '../../../domain/injury/enums.ts';
import type { Db } from '../../db/client.ts';
import {
  injuryNotification,
  injuryNotificationDocument,
  person,
  personOrganization,
  team,
} from '../../db/schema/index.ts';

export type NotificationRow = typeof injuryNotification.$inferSelect;

const bumpedAt = sql`greatest(clock_timestamp(), ${injuryNotification.updatedAt} + interval '1 millisecond')`;

const CORE = ['personId', 'organizationId', 'groupId', 'injuryDate'] as const;

function split(input: InjuryNotificationInput) {
  const details: Record<string, unknown> = { ...input };
  for (const k of CORE) delete details[k];
  return {
    personId: input.personId,
    organizationId: input.organizationId,
    groupId: input.groupId,
    injuryDate: input.injuryDate,
    details,
  };
}

export async function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(injuryNotification)
    .where(and(eq(injuryNotification.id, id), isNull(injuryNotification.deletedAt)));
  return row;
}

export async function documentsOf(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: injuryNotificationDocument.id,
      notificationId: injuryNotificationDocument.notificationId,
      additionalType: injuryNotificationDocument.additionalType,
      fileName: injuryNotificationDocument.fileName,
      size: injuryNotificationDocument.size,
    })
    .from(injuryNotificationDocument)
    .where(inArray(injuryNotificationDocument.notificationId, ids))
    .orderBy(asc(injuryNotificationDocument.createdAt));
}

export function toNotificationDoc(
  r: NotificationRow,
  docs: Awaited<ReturnType<typeof documentsOf>>,
): InjuryNotification {
  return {
    ...(r.details as Omit<InjuryNotificationInput, (typeof CORE)[number]>),
    id: r.id,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    status: r.status as InjuryNotificationStatus,
    claimantPersonId: r.claimantPersonId,
    personId: r.personId,
    organizationId: r.organizationId,
    groupId: r.groupId,
    injuryDate: r.injuryDate,
    submittedOn: r.submittedOn,
    documents: docs
      .filter((d) => d.notificationId === r.id)
      .map(({ id, additionalType, fileName, size }) => ({ id, additionalType, fileName, size })),
  };
}

export async function insertNotification(
  db: Db,
  id: string,
  claimant: string,
  input: InjuryNotificationInput,
) {
  await db
    .insert(injuryNotification)
    .values({ id, claimantPersonId: claimant, status: 'DRAFT', ...split(input) });
}

export async function updateNotification(db: Db, id: string, input: InjuryNotificationInput) {
  await db
    .update(injuryNotification)
    .set({ ...split(input), version: sql`${injuryNotification.version} + 1`, updatedAt: bumpedAt })
    .where(eq(injuryNotification.id, id));
}

export async function setNotificationStatus(
  db: Db,
  id: string,
  status: InjuryNotificationStatus,
  extra: { submittedOn?: string; decidedBy?: string | null; approvalConfirmed?: boolean } = {},
) {
  await db
    .update(injuryNotification)
    .set({ status, ...extra, version: sql`${injuryNotification.version} + 1`, updatedAt: bumpedAt })
    .where(eq(injuryNotification.id, id));
}

export async function deleteNotification(db: Db, id: string) {
  await db
    .update(injuryNotification)
    .set({
      deletedAt: sql`clock_timestamp()`,
      version: sql`${injuryNotification.version} + 1`,
      updatedAt: bumpedAt,
    })
    .where(eq(injuryNotification.id, id));
}

/** The notifications the caller may read: theirs, their units' (secretary), or all (oversight). */
export async function listNotifications(
  db: Db,
  scope: { all: boolean; personId: string | null; orgIds: string[] },
  q: { page: number; size: number; status?: string },
) {
  const parts: SQL[] = [];
  if (scope.personId) parts.push(eq(injuryNotification.claimantPersonId, scope.personId));
  if (scope.orgIds.length) parts.push(inArray(injuryNotification.organizationId, scope.orgIds));
  const conds: (SQL | undefined)[] = [
    isNull(injuryNotification.deletedAt),
    scope.all ? undefined : parts.length ? or(...parts) : sql`false`,
    q.status ? eq(injuryNotification.status, q.status) : undefined,
  ];
  const where = and(...conds);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(injuryNotification)
      .where(where)
      .orderBy(desc(injuryNotification.updatedAt), asc(injuryNotification.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(injuryNotification).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertDocument(
  db: Db,
  d: {
    id: string;
    notificationId: string;
    additionalType: string;
    fileName: string;
    contentType: string;
    data: Buffer;
  },
) {
  await db.insert(injuryNotificationDocument).values({ ...d, size: d.data.length });
}

export async function findDocument(db: Db, notificationId: string, docId: string) {
  const [row] = await db
    .select()
    .from(injuryNotificationDocument)
    .where(
      and(
        eq(injuryNotificationDocument.id, docId),
        eq(injuryNotificationDocument.notificationId, notificationId),
      ),
    );
  return row;
}

export async function deleteDocument(db: Db, notificationId: string, docId: string) {
  await db
    .delete(injuryNotificationDocument)
    .where(
      and(
        eq(injuryNotificationDocument.id, docId),
        eq(injuryNotificationDocument.notificationId, notificationId),
      ),
    );
}

/** The live teams of the person's clubs, by name: the groups an injury can be notified for. */
export async function teamsOfClubsOf(db: Db, personId: string) {
  return db
    .select({ id: team.id, name: team.name, suffix: team.suffix, organizationId: team.organizationId })
    .from(team)
    .innerJoin(personOrganization, eq(personOrganization.organizationId, team.organizationId))
    .where(and(eq(personOrganization.personId, personId), isNull(team.deletedAt)))
    .orderBy(asc(team.name), asc(team.id));
}

/** A claimant's date of birth (null when not recorded or no such person). */
export async function birthDateOf(db: Db, personId: string): Promise<string | null> {
  const [row] = await db.select({ birthDate: person.birthDate }).from(person).where(eq(person.id, personId));
  return row?.birthDate ?? null;
}

/** The organisation a team belongs to (undefined when there is no such team). */
export async function teamOrganizationId(db: Db, teamId: string): Promise<string | undefined> {
  const [row] = await db.select({ orgId: team.organizationId }).from(team).where(eq(team.id, teamId));
  return row?.orgId;
}
