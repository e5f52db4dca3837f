/**
 * A team list's changes, declared once for the offline engine (domain/team/team-list.ts): each is queued,
 * applied to the device's team copy at once, and sent once. The server's answer decides a conflict (another
 * manager changed the same person first): its list is kept and the conflict shown.
 */
import {
  addToList,
  removeFromList,
  setRoleOnList,
  TeamAddMemberInput,
  TeamMemberRoleInput,
  TeamRemoveMemberInput,
} from '../../../domain/team/team-list';
import { defineAction } from '../../offline/actions';

export const addTeamMember = defineAction({
  op: 'group.addMember',
  collection: 'teams',
  schema: TeamAddMemberInput,
  apply: addToList,
});

export const setTeamMemberRole = defineAction({
  op: 'group.setMemberRole',
  collection: 'teams',
  schema: TeamMemberRoleInput,
  apply: setRoleOnList,
});

export const removeTeamMember = defineAction({
  op: 'group.removeMember',
  collection: 'teams',
  schema: TeamRemoveMemberInput,
  apply: removeFromList,
});
