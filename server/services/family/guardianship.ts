/**
 * Guardianship: the one place that says whose parent or guardian a person is (docs/security.md).
 *
 * Invariant: rights over another person come only from relationships both sides agreed to. A guardian is an
 * ACTIVE PRIMARY or GUARDIAN member of a family that is not deleted (a GUARDIAN is ACTIVE only after they
 * accepted the invite themself); a dependant is an ACTIVE DEPENDENT member of the same family (a DEPENDENT is
 * only ever a child the guardian created with POST /family/{id}/member: family.routes.ts refuses to make an
 * existing member a dependant or to activate an invited one). Every policy and query that follows a family
 * link to another person goes through here.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActingFor } from '../../../domain/family/family.ts';
import type { Db } from '../../db/client.ts';
import { family, familyMember, person } from '../../db/schema/index.ts';

const CARER_POSITIONS = ['PRIMARY', 'GUARDIAN'];

/** The ids of the people `guardianId` is an active parent or guardian of (optionally only `among`). */
export async function dependantIds(db: Db, guardianId: string, among?: string[]): Promise<string[]> {
  if (among?.length === 0) return [];
  const carer = alias(familyMember, 'carer');
  const rows = await db
    .selectDistinct({ personId: familyMember.personId })
    .from(familyMember)
    .innerJoin(carer, eq(carer.familyId, familyMember.familyId))
    .innerJoin(family, eq(family.id, familyMember.familyId))
    .where(
      and(
        eq(carer.personId, guardianId),
        inArray(carer.position, CARER_POSITIONS),
        eq(carer.status, 'ACTIVE'),
        eq(familyMember.position, 'DEPENDENT'),
        eq(familyMember.status, 'ACTIVE'),
        isNull(family.deletedAt),
        among ? inArray(familyMember.personId, among) : undefined,
      ),
    );
  return rows.map((r) => r.personId);
}

/** Whether `guardianId` is an active parent or guardian of `personId` through an accepted relationship. */
export async function isGuardianOfPerson(db: Db, guardianId: string, personId: string): Promise<boolean> {
  if (guardianId === personId) return false;
  return (await dependantIds(db, guardianId, [personId])).length > 0;
}

/** For each of `personIds`, the ids of their active parents and guardians (the reverse of dependantIds). */
export async function guardiansOf(db: Db, personIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (personIds.length === 0) return out;
  const carer = alias(familyMember, 'carer');
  const rows = await db
    .selectDistinct({ dependant: familyMember.personId, guardian: carer.personId })
    .from(familyMember)
    .innerJoin(carer, eq(carer.familyId, familyMember.familyId))
    .innerJoin(family, eq(family.id, familyMember.familyId))
    .where(
      and(
        inArray(familyMember.personId, personIds),
        eq(familyMember.position, 'DEPENDENT'),
        eq(familyMember.status, 'ACTIVE'),
        inArray(carer.position, CARER_POSITIONS),
        eq(carer.status, 'ACTIVE'),
        isNull(family.deletedAt),
      ),
    );
  for (const r of rows) out.set(r.dependant, [...(out.get(r.dependant) ?? []), r.guardian]);
  return out;
}

/** `me` first, then the people `me` is an active parent or guardian of, with their names. */
export async function selfAndDependants(db: Db, me: string): Promise<ActingFor[]> {
  const ids = [me, ...(await dependantIds(db, me))];
  const names = await db
    .select({ id: person.id, givenName: person.givenName, familyName: person.familyName })
    .from(person)
    .where(inArray(person.id, ids));
  return ids.flatMap((id) => {
    const n = names.find((x) => x.id === id);
    return n ? [{ personId: id, givenName: n.givenName, familyName: n.familyName, isMe: id === me }] : [];
  });
}
