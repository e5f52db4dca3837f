/**
 * The vetting standing on members-table rows (issue 25 item 4): for a club admin (or super admin), each member
 * of a children's group whose role works with the children — "Not vetted" or "Vetting expires soon" is a
 * warning on the row, never a block. One query for the whole table (certification_person_idx), no N+1.
 */
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { needsVetting } from '../../../domain/vetting/certification.ts';
import type { VettingStanding } from '../../../domain/vetting/vetting-standing.ts';
import type { Db } from '../../db/client.ts';
import { vettingStandings } from '../certification/certification.repository.ts';
import type { GroupAccess } from './group-access.ts';

export async function memberVetting(
  db: Db,
  a: GroupAccess,
  members: readonly { personId: string; role: string }[],
  today = todayInDublin(),
): Promise<Map<string, VettingStanding>> {
  if (!a.clubAdmin) return new Map();
  const staff = members.filter((m) => needsVetting(m.role, a.group.ageLevel)).map((m) => m.personId);
  return vettingStandings(db, staff, today);
}
