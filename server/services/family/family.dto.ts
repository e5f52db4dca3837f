/**
 * Family rows → the domain's Family shape; members from none of the viewer's clubs are marked.
 *
 * What a viewer sees of people (issue 48): the ACTIVE members, and their own INVITED row when they are the
 * invitee (so they can answer it). Nobody else's invite or former membership shows: an invitee's name,
 * birth date and id reach the family only when they accept. The family's active parents and guardians see
 * its pending invites as what was typed (family.repository.ts pendingInvites).
 */
import type { Db } from '../../db/client.ts';
import { membersOf, orgIdsOf, pendingInvites, type FamilyRow } from './family.repository.ts';

export async function toFamilyDto(db: Db, row: FamilyRow, viewerPersonId: string | null) {
  const members = (await membersOf(db, row.id)).filter(
    ({ member, person }) =>
      member.status === 'ACTIVE' || (member.status === 'INVITED' && person.id === viewerPersonId),
  );
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
  const viewer = members.find((m) => m.person.id === viewerPersonId)?.member;
  const carer =
    viewer?.status === 'ACTIVE' && (viewer.position === 'PRIMARY' || viewer.position === 'GUARDIAN');
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
    ...(carer ? { invites: await pendingInvites(db, row.id) } : {}),
  };
}
