/**
 * A team's list changed by its managers (issue 53 item 1): add a club member, change a member's role, remove
 * a member. The same three changes are the REST calls (`POST`, `PATCH`, `DELETE /group/{id}/member`) and the
 * sync operations a device queues offline (`group.addMember`, `group.setMemberRole`, `group.removeMember`).
 *
 * Offline the device knows people by their person id (a member added offline has no member id yet), so the
 * sync payloads name the person, and the effects below apply them to the device's team copy at once.
 *
 * Two managers editing one list: each change names one person, so changes to different people all land.
 * Changes to the same person are decided by the server's list when they arrive: adding someone who is already
 * on the list, or changing the role of someone no longer on it, is a conflict (`memberChanged`) answered with
 * the current list; removing someone already removed has nothing left to do and is applied.
 */
import * as v from 'valibot';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';
import { GroupMemberRole } from './enums.ts';
import type { Group, GroupMemberDoc } from './group.ts';

const NAME_MAX = 100;

/** group.addMember: the person (with the name the device shows until the server's copy arrives) and role. */
export const TeamAddMemberInput = strictObject({
  personId: requiredString(),
  givenName: v.pipe(v.string(), v.maxLength(NAME_MAX)),
  familyName: v.pipe(v.string(), v.maxLength(NAME_MAX)),
  role: GroupMemberRole,
});
export type TeamAddMemberInput = v.InferOutput<typeof TeamAddMemberInput>;

/** group.setMemberRole: the person whose role changes, and the new role. */
export const TeamMemberRoleInput = strictObject({ personId: requiredString(), role: GroupMemberRole });
export type TeamMemberRoleInput = v.InferOutput<typeof TeamMemberRoleInput>;

/** group.removeMember: the person taken off the list. */
export const TeamRemoveMemberInput = strictObject({ personId: requiredString() });
export type TeamRemoveMemberInput = v.InferOutput<typeof TeamRemoveMemberInput>;

/** The member id a device gives a member it added offline until the server's copy replaces it. */
export const pendingMemberId = (personId: string) => `pending:${personId}`;

const byName = (a: GroupMemberDoc, b: GroupMemberDoc) =>
  a.familyName.localeCompare(b.familyName) || a.givenName.localeCompare(b.givenName);

/** Adds the person to the device's copy (a person already on it keeps their row: the server decides). */
export function addToList<G extends Group>(doc: G, input: TeamAddMemberInput): G {
  const members = doc.members ?? [];
  if (members.some((m) => m.personId === input.personId)) return doc;
  const added: GroupMemberDoc = {
    id: pendingMemberId(input.personId),
    personId: input.personId,
    givenName: input.givenName,
    familyName: input.familyName,
    role: input.role,
    photoConsent: false,
  };
  return { ...doc, members: [...members, added].sort(byName) };
}

/** Changes the person's role on the device's copy (no row, no change). */
export function setRoleOnList<G extends Group>(doc: G, input: TeamMemberRoleInput): G {
  const members = doc.members ?? [];
  if (!members.some((m) => m.personId === input.personId)) return doc;
  return {
    ...doc,
    members: members.map((m) => (m.personId === input.personId ? { ...m, role: input.role } : m)),
  };
}

/** Takes the person off the device's copy. */
export function removeFromList<G extends Group>(doc: G, input: TeamRemoveMemberInput): G {
  const members = doc.members ?? [];
  return { ...doc, members: members.filter((m) => m.personId !== input.personId) };
}
