/**
 * Linked accounts in the database (server/db/schema/linked-account.ts). Reads see live rows only (deleted_at
 * null); a removal or an unlink keeps the row, tombstoned, for the audit. Every change moves `updated_at`
 * strictly forward, bumps `version` and writes one audit row in the caller's transaction.
 *
 * Lists: a person's by linked_account_person_idx; the admin search by the type, identifier and created
 * indexes, and the person's name by person_name_trgm (personNameContains). Pages are LIMIT/OFFSET with a
 * count only when the page is full or not the first (a short first page is the whole answer).
 */
import { and, asc, count, desc, eq, isNull, like, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type {
  LinkedAccountAuditEvent,
  LinkedAccountInput,
} from '../../../domain/linked-account/linked-account.ts';
import { identifierKey } from '../../../domain/linked-account/linked-account.ts';
import type { Db } from '../../db/client.ts';
import { linkedAccount, linkedAccountAudit, person } from '../../db/schema/index.ts';
import { escapeLike } from '../../http/list.ts';
import { personNameContains } from '../person/person.repository.ts';

const columns = {
  id: linkedAccount.id,
  personId: linkedAccount.personId,
  type: linkedAccount.type,
  identifier: linkedAccount.identifier,
  name: linkedAccount.name,
  relationship: linkedAccount.relationship,
  version: linkedAccount.version,
  createdAt: linkedAccount.createdAt,
  updatedAt: linkedAccount.updatedAt,
};
export type LinkedAccountRow = { [K in keyof typeof columns]: (typeof linkedAccount.$inferSelect)[K] };

const bumped = {
  updatedAt: sql`greatest(clock_timestamp(), ${linkedAccount.updatedAt} + interval '1 millisecond')`,
  version: sql`${linkedAccount.version} + 1`,
};
const live = isNull(linkedAccount.deletedAt);

export async function findLinkedAccount(db: Db, id: string): Promise<LinkedAccountRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(linkedAccount)
    .where(and(eq(linkedAccount.id, id), live));
  return row;
}

/** The live account of this person, type and identifier (case-insensitive), other than `exceptId`. */
export async function findSameAccount(
  db: Db,
  personId: string,
  input: { type: string; identifier: string },
  exceptId?: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: linkedAccount.id })
    .from(linkedAccount)
    .where(
      and(
        eq(linkedAccount.personId, personId),
        eq(linkedAccount.type, input.type),
        eq(linkedAccount.identifierKey, identifierKey(input.identifier)),
        live,
        exceptId ? sql`${linkedAccount.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row?.id;
}

/** Rows of one page and the total: the count is skipped when a first page is not full. */
async function paged<T>(
  rows: Promise<T[]>,
  total: () => Promise<number>,
  page: number,
  size: number,
): Promise<{ rows: T[]; total: number }> {
  const got = await rows;
  if (page === 0 && got.length < size) return { rows: got, total: got.length };
  return { rows: got, total: await total() };
}

export async function listOfPerson(db: Db, personId: string, page: number, size: number) {
  const where = and(eq(linkedAccount.personId, personId), live);
  return paged(
    db
      .select(columns)
      .from(linkedAccount)
      .where(where)
      .orderBy(asc(linkedAccount.createdAt), asc(linkedAccount.id))
      .limit(size)
      .offset(page * size),
    async () => (await db.select({ n: count() }).from(linkedAccount).where(where))[0]?.n ?? 0,
    page,
    size,
  );
}

export interface AdminSearch {
  types: string[];
  /** Identifier prefixes (case-insensitive). */
  identifiers: string[];
  personIds: string[];
  /** Part of the person's name. */
  name?: string;
  page: number;
  size: number;
}

export async function searchLinkedAccounts(db: Db, q: AdminSearch) {
  const anyOf = (conds: SQL[]) => (conds.length === 0 ? undefined : sql`(${sql.join(conds, sql` or `)})`);
  const where = and(
    live,
    anyOf(q.types.map((t) => eq(linkedAccount.type, t))),
    anyOf(q.identifiers.map((i) => like(linkedAccount.identifierKey, `${escapeLike(identifierKey(i))}%`))),
    anyOf(q.personIds.map((id) => eq(linkedAccount.personId, id))),
    q.name ? personNameContains(q.name) : undefined,
  );
  const personName = sql<string>`${person.givenName} || ' ' || ${person.familyName}`;
  return paged(
    db
      .select({ ...columns, personName })
      .from(linkedAccount)
      .innerJoin(person, eq(person.id, linkedAccount.personId))
      .where(where)
      .orderBy(desc(linkedAccount.createdAt), desc(linkedAccount.id))
      .limit(q.size)
      .offset(q.page * q.size),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(linkedAccount)
          .innerJoin(person, eq(person.id, linkedAccount.personId))
          .where(where)
      )[0]?.n ?? 0,
    q.page,
    q.size,
  );
}

async function audit(
  db: Db,
  row: { id: string; personId: string; type: string; identifier: string; name: string; relationship: string },
  event: LinkedAccountAuditEvent,
  actorPersonId: string | null,
  reason: string | null = null,
) {
  await db.insert(linkedAccountAudit).values({
    id: uuidv7(),
    linkedAccountId: row.id,
    personId: row.personId,
    event,
    actorPersonId,
    reason,
    detail: { type: row.type, identifier: row.identifier, name: row.name, relationship: row.relationship },
  });
}

export async function insertLinkedAccount(
  db: Db,
  id: string,
  personId: string,
  input: LinkedAccountInput,
  actor: string | null,
): Promise<void> {
  await db.insert(linkedAccount).values({
    id,
    personId,
    ...input,
    identifierKey: identifierKey(input.identifier),
    createdBy: actor,
  });
  await audit(db, { id, personId, ...input }, 'LINKED', actor);
}

export async function updateLinkedAccount(
  db: Db,
  row: LinkedAccountRow,
  input: LinkedAccountInput,
  actor: string | null,
): Promise<void> {
  await db
    .update(linkedAccount)
    .set({ ...input, identifierKey: identifierKey(input.identifier), ...bumped })
    .where(eq(linkedAccount.id, row.id));
  await audit(db, { id: row.id, personId: row.personId, ...input }, 'CHANGED', actor);
}

/** Removed by the person (REMOVED) or unlinked by a LINK_ACCOUNT_ADMIN with a reason (UNLINKED). */
export async function endLinkedAccount(
  db: Db,
  row: LinkedAccountRow,
  event: 'REMOVED' | 'UNLINKED',
  actor: string | null,
  reason: string | null = null,
): Promise<void> {
  await db
    .update(linkedAccount)
    .set({ deletedAt: sql`now()`, ...bumped })
    .where(eq(linkedAccount.id, row.id));
  await audit(db, row, event, actor, reason);
}

/** A person's linked-account history, newest first, with the actor's name. */
export async function historyOf(db: Db, personId: string, page: number, size: number) {
  const where = eq(linkedAccountAudit.personId, personId);
  const actorName = sql<string | null>`${person.givenName} || ' ' || ${person.familyName}`;
  return paged(
    db
      .select({
        id: linkedAccountAudit.id,
        linkedAccountId: linkedAccountAudit.linkedAccountId,
        event: linkedAccountAudit.event,
        detail: linkedAccountAudit.detail,
        reason: linkedAccountAudit.reason,
        actorName,
        createdAt: linkedAccountAudit.createdAt,
      })
      .from(linkedAccountAudit)
      .leftJoin(person, eq(person.id, linkedAccountAudit.actorPersonId))
      .where(where)
      .orderBy(desc(linkedAccountAudit.createdAt), desc(linkedAccountAudit.id))
      .limit(size)
      .offset(page * size),
    async () => (await db.select({ n: count() }).from(linkedAccountAudit).where(where))[0]?.n ?? 0,
    page,
    size,
  );
}
