/** Family rows → the domain's Family shape; members from none of the viewer's clubs are marked. */
import type { Db } from '../../db/client.ts';
import { membersOf, orgIdsOf, type FamilyRow } from './family.repository.ts';

export async function toFamilyDto(db: Db, row: FamilyRow, viewerPersonId: string | null) {
  const members = await membersOf(db, row.id);
  const orgs = await orgIdsOf(db, [
    ...members.map((m) => m.person.id),
    ...(viewerPersonId ? [viewerPersonId] : []),
  ]);
  const mine = viewerPersonId ? (orgs.get(viewerPersonId) ?? new Set<string>()) : new Set<string>();
  const sameClub = (personId: string) => {
    const theirs = orgs.get(personId);
    if (personId === viewerPersonId || !theirs || theirs.size === 0) return true;
    return [...theirs].some((o) => mine.has(o));
  };
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? undefined,
    version: row.version,
    members: members.map(({ member, person }) => ({
      id: member.id,
      position: member.position,
      status: member.status,
      person: {
        id: person.id,
        givenName: person.givenName,
        familyName: person.familyName,
        birthDate: person.birthDate ?? undefined,
        thumbnail: person.thumbnail ?? undefined,
        sameClub: sameClub(person.id),
      },
    })),
  };
}
