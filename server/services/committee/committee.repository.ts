/**
 * SQL of the club committee: its positions (`executive_position`, by rank), the club's active members who may
 * hold one, the facts of the committee check, and the append-only history (`committee_audit`).
 */
import { aliasedTable, and, asc, count, desc, eq, isNull, max, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { CommitteeAuditEvent } from '../../../domain/committee/committee.ts';
import type { Db } from '../../db/client.ts';
import {
  committeeAudit,
  executivePosition,
  organization,
  person,
  personOrganization,
} from '../../db/schema/index.ts';

const fullName = (g: string | null, f: string | null) => [g, f].filter(Boolean).join(' ') || null;

export async function positionsOf(db: Db, orgId: string) {
  const rows = await db
    .select({
      id: executivePosition.id,
      name: executivePosition.name,
      title: executivePosition.title,
      rank: executivePosition.rank,
      personId: executivePosition.personId,
      givenName: person.givenName,
      familyName: person.familyName,
      email: person.email,
    })
    .from(executivePosition)
    .leftJoin(person, eq(person.id, executivePosition.personId))
    .where(and(eq(executivePosition.organizationId, orgId), isNull(executivePosition.deletedAt)))
    .orderBy(asc(executivePosition.rank), asc(executivePosition.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    title: r.title ?? r.name ?? '',
    rank: r.rank,
    custom: r.name === null,
    personId: r.personId,
    holderName: r.personId ? fullName(r.givenName, r.familyName) : null,
    holderEmail: r.email,
  }));
}

/** The position, locked, if it is a live position of the club (else undefined: the path does not match). */
export async function lockPosition(db: Db, orgId: string, positionId: string) {
  const [row] = await db
    .select()
    .from(executivePosition)
    .where(
      and(
        eq(executivePosition.id, positionId),
        eq(executivePosition.organizationId, orgId),
        isNull(executivePosition.deletedAt),
      ),
    )
    .for('update');
  return row;
}

export async function setHolder(db: Db, positionId: string, personId: string | null) {
  await db
    .update(executivePosition)
    .set({ personId, updatedAt: new Date(), version: sql`${executivePosition.version} + 1` })
    .where(eq(executivePosition.id, positionId));
}

export async function titleTaken(db: Db, orgId: string, title: string) {
  const [row] = await db
    .select({ n: count() })
    .from(executivePosition)
    .where(
      and(
        eq(executivePosition.organizationId, orgId),
        isNull(executivePosition.deletedAt),
        sql`lower(coalesce(${executivePosition.title}, ${executivePosition.name})) = lower(${title})`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function createCustom(db: Db, orgId: string, title: string) {
  const [top] = await db
    .select({ rank: max(executivePosition.rank) })
    .from(executivePosition)
    .where(and(eq(executivePosition.organizationId, orgId), isNull(executivePosition.deletedAt)));
  const id = uuidv7();
  await db.insert(executivePosition).values({
    id,
    organizationId: orgId,
    name: null,
    title,
    rank: (top?.rank ?? 0) + 1,
    personId: null,
  });
  return id;
}

export async function deletePosition(db: Db, positionId: string) {
  await db
    .update(executivePosition)
    .set({
      deletedAt: new Date(),
      personId: null,
      updatedAt: new Date(),
      version: sql`${executivePosition.version} + 1`,
    })
    .where(eq(executivePosition.id, positionId));
}

/** The club's active members (who may hold a position), by name. */
export async function membersOf(db: Db, orgId: string) {
  const rows = await db
    .select({ personId: person.id, givenName: person.givenName, familyName: person.familyName })
    .from(personOrganization)
    .innerJoin(person, eq(person.id, personOrganization.personId))
    .where(and(eq(personOrganization.organizationId, orgId), eq(personOrganization.status, 'ACTIVE')))
    .orderBy(person.familyName, person.givenName, person.id)
    .limit(2000);
  return rows.map((r) => ({ personId: r.personId, name: fullName(r.givenName, r.familyName) ?? r.personId }));
}

export async function isActiveMember(db: Db, orgId: string, personId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(personOrganization)
    .where(
      and(
        eq(personOrganization.organizationId, orgId),
        eq(personOrganization.personId, personId),
        eq(personOrganization.status, 'ACTIVE'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function clubFacts(db: Db, orgId: string) {
  const [row] = await db
    .select({ address: organization.address, email: organization.email })
    .from(organization)
    .where(eq(organization.id, orgId));
  return row;
}

export async function audit(
  db: Db,
  entry: {
    organizationId: string;
    event: CommitteeAuditEvent;
    positionId: string;
    positionTitle: string;
    actorPersonId: string | null;
    subjectPersonId?: string | null;
  },
) {
  await db.insert(committeeAudit).values({ id: uuidv7(), subjectPersonId: null, ...entry });
}

const actor = aliasedTable(person, 'actor');
const subject = aliasedTable(person, 'subject');

/** The history, newest first (§9: createDate descending). */
export async function historyOf(db: Db, orgId: string, page: number, size: number) {
  const where = eq(committeeAudit.organizationId, orgId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: committeeAudit.id,
        event: committeeAudit.event,
        positionTitle: committeeAudit.positionTitle,
        createdAt: committeeAudit.createdAt,
        actorGiven: actor.givenName,
        actorFamily: actor.familyName,
        subjectGiven: subject.givenName,
        subjectFamily: subject.familyName,
      })
      .from(committeeAudit)
      .leftJoin(actor, eq(actor.id, committeeAudit.actorPersonId))
      .leftJoin(subject, eq(subject.id, committeeAudit.subjectPersonId))
      .where(where)
      .orderBy(desc(committeeAudit.createdAt), desc(committeeAudit.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(committeeAudit).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
