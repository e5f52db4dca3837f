/**
 * People and clubs (issue 53 item 2; seed 1 §7), each call declared once (docs/adr/0022-route-contracts.md):
 * registered by server/services/person/club-invitation.routes.ts, called by the members page's "Link an
 * existing person" panel and the Clubs page's invitations. The rules are in club-invitation.ts.
 */
import * as v from 'valibot';
import { defineRoute, NO_CONTENT, pagedList } from '../../lib/contract.ts';
import {
  ClubInvitationAnswer,
  ClubInvitationDoc,
  ClubInvitationInput,
  PersonReference,
  ReferenceParam,
} from './club-invitation.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const PersonParam = v.object({ id: Key });
const tag = 'person';

export const clubInvitationApi = {
  reference: defineRoute({
    method: 'GET',
    path: '/person/:id/reference',
    tag,
    summary:
      'A person named by id or 7-digit unique id: id, unique id and name only (for a club admin about to invite them)',
    policy: 'person.reference',
    params: ReferenceParam,
    response: PersonReference,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/person/:id/organization',
    tag,
    summary:
      'Invite an existing person to the club (a club admin); the link is made when the person or a guardian accepts. Answers the pending invitation (an open one again if there is one)',
    policy: 'person.inviteToClub',
    params: PersonParam,
    body: ClubInvitationInput,
    status: 201,
    response: ClubInvitationDoc,
  }),
  unlink: defineRoute({
    method: 'DELETE',
    path: '/person/:id/organization/:orgId',
    tag,
    summary:
      'Remove a person from the club (a club admin; not themselves, not a person with a membership or an office there); a pending invitation is withdrawn',
    policy: 'person.organizationStatus',
    params: v.object({ id: Key, orgId: Key }),
    response: NO_CONTENT,
  }),
  invitations: defineRoute({
    method: 'GET',
    path: '/person/:id/club-invitation',
    tag,
    summary: "The person's club invitations waiting for an answer (the person and their guardians)",
    policy: 'person.answerClubInvitation',
    params: PersonParam,
    response: pagedList('invitations', ClubInvitationDoc),
  }),
  answer: defineRoute({
    method: 'PATCH',
    path: '/person/:id/club-invitation/:invitationId',
    tag,
    summary: 'Accept (the person becomes a member of the club) or decline a club invitation',
    policy: 'person.answerClubInvitation',
    params: v.object({ id: Key, invitationId: Key }),
    body: ClubInvitationAnswer,
    response: ClubInvitationDoc,
  }),
} as const;
