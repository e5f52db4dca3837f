/**
 * Group positions in the database: read with their holders' names, create, assign and delete, each change
 * with its group audit entry (call the writes inside a transaction).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { GroupPosition } from '../../../domain/team/group.ts';
import type { Db } from '../../db/client.ts';
import { groupMember, groupPosition, person } from '../../db/schema/index.ts';
import { audit } from './team.repository.ts';

/** The group's live positions by name (or the one `positionId`), with who holds each. */
export async function positions(db: Db, id: string, positionId?: string): Promise<GroupPosition[]> {
  const rows = await db
    .select({
      id: groupPosition.id,
      name: groupPosition.name,
      personId: groupPosition.personId,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(groupPosition)
    .leftJoin(person, eq(person.id, groupPosition.personId))
    .where(
      and(
        eq(groupPosition.groupId, id),
        isNull(groupPosition.deletedAt),
        positionId ? eq(groupPosition.id, positionId) : undefined,
      ),
    )
    .orderBy(asc(groupPosition.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    personId: r.personId,
    personName: r.givenName ? `${r.givenName} ${r.familyName}` : null,
  }));
}

export async function isActiveMember(db: Db, groupId: string, personId: string): Promise<boolean> {
  const [m] = await db
    .select({ id: groupMember.id })
    .from(groupMember)
    .where(
      and(
        eq(groupMember.groupId, groupId),
        eq(groupMember.personId, personId),
        isNull(groupMember.deletedAt),
      ),
    );
  return m !== undefined;
}

/** A custom position; answers its id. */
export async function insertPosition(tx: Db, groupId: string, name: string, actorId: string | null) {
  const id = uuidv7();
  await tx.insert(groupPosition).values({ id, groupId, name });
  await audit(tx, groupId, 'CUSTOM_POSITION_CREATED', actorId, null, { name });
  return id;
}

/** `personId` holds `current` from now (null: nobody); the previous holder's unassignment is audited too. */
export async function assignPosition(
  tx: Db,
  groupId: string,
  current: GroupPosition,
  personId: string | null,
  actorId: string | null,
) {
  await tx
    .update(groupPosition)
    .set({ personId, updatedAt: new Date() })
    .where(eq(groupPosition.id, current.id));
  if (current.personId) {
    await audit(tx, groupId, 'POSITION_UNASSIGNED', actorId, current.personId, { name: current.name });
  }
  if (personId) await audit(tx, groupId, 'POSITION_ASSIGNED', actorId, personId, { name: current.name });
}

export async function deletePosition(
  tx: Db,
  groupId: string,
  current: GroupPosition,
  actorId: string | null,
) {
  await tx
    .update(groupPosition)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(groupPosition.id, current.id));
  await audit(tx, groupId, 'CUSTOM_POSITION_DELETED', actorId, null, { name: current.name });
}

/** A member leaves (or is removed): the positions they held are held by nobody, each unassignment audited. */
export async function releasePositions(tx: Db, groupId: string, personId: string, actorId: string | null) {
  const held = (await positions(tx, groupId)).filter((p) => p.personId === personId);
  for (const p of held) await assignPosition(tx, groupId, p, null, actorId);
}
