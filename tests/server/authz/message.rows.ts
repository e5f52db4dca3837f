/**
 * Matrix rows: messages (sent by a club's COMMS senders and team managers), the inbox, and a sent event after
 * sending (domain/message/message-edit.contract.ts: edit, recipients added, one recipient's copy).
 */
import { messageEditApi } from '../../../domain/message/message-edit.contract.ts';
import { DEMO_MESSAGE_IDS } from '../../../server/db/seed/messages.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import { trainingTodayId } from '../../../server/db/seed/teams.ts';
import { probeOf, REFUSED, type Ids, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { push } from './bola-push.ts';

/** The demo `member`'s copy of the coach's message to the senior team. */
export const memberCopy = (ids: Ids) =>
  seedId('message-recipient', `${DEMO_MESSAGE_IDS.senior}:${ids.me.member}`);
/** The parent's older child's copy of the coach's message to the U14 team. */
export const childCopy = (ids: Ids) =>
  seedId('message-recipient', `${DEMO_MESSAGE_IDS.u14}:${ids.childOlder}`);

/** A recipient's row of today's senior training (the matrix's event) or the U14's. */
const eventCopy = (eventId: string, personId: string) => seedId('event-recipient', `${eventId}:${personId}`);

const EVENT_MANAGERS = ['coach', 'officer', 'super-admin'] as const;

export const MESSAGE_ROWS: Row[] = [
  {
    ...probeOf(messageEditApi.edit, (ids) => ({ params: { id: ids.event } })),
    body: REFUSED,
    allow: [...EVENT_MANAGERS],
    ok: 400,
    why: 'a sent event is edited by those who manage its group (its coaches and senders, club admins)',
  },
  {
    ...probeOf(messageEditApi.addRecipients, (ids) => ({ params: { id: ids.event } })),
    body: REFUSED,
    allow: [...EVENT_MANAGERS],
    ok: 400,
    why: 'recipients are added by those who manage the group',
  },
  {
    ...probeOf(messageEditApi.recipientContent, (ids) => ({
      params: { id: ids.event, rid: eventCopy(ids.event, ids.me.member) },
    })),
    allow: ['member', ...EVENT_MANAGERS],
    why: 'one copy: its recipient (and their parents), and those who manage the group — no other recipient',
  },
  {
    route: 'POST /api/comms/message',
    path: () => '/api/comms/message',
    body: (ids: Ids) => ({ ...REFUSED, organizationId: ids.mainClub, toEveryone: true }),
    allow: ['officer', 'super-admin'],
    ok: 400,
    why: 'to everyone in a club: its COMMS senders and admins (team managers write to their teams)',
  },
  {
    route: 'GET /api/comms/message',
    path: () => '/api/comms/message',
    allow: 'signed-in',
    why: 'what the caller sent, or sent from clubs where they write to everyone',
  },
  {
    route: 'GET /api/comms/message/:id/recipient',
    path: () => `/api/comms/message/${DEMO_MESSAGE_IDS.senior}/recipient`,
    allow: ['coach', 'officer', 'super-admin'],
    why: 'the sender, the club’s COMMS senders and admins, and the managers of its groups',
  },
  {
    route: 'GET /api/inbox',
    path: () => '/api/inbox',
    allow: 'signed-in',
    why: 'the caller’s and their dependants’ copies only',
  },
  {
    route: 'GET /api/inbox/:id',
    path: (ids) => `/api/inbox/${memberCopy(ids)}`,
    allow: ['member'],
    why: 'a copy is read by its person (and their parents): nobody else, not the sender',
  },
  {
    route: 'PATCH /api/inbox/:id',
    path: (ids) => `/api/inbox/${memberCopy(ids)}`,
    body: REFUSED,
    allow: ['member'],
    ok: 400,
    why: 'a copy is archived by its person (and their parents)',
  },
];

export const MESSAGE_BOLA_CASES: BolaCase[] = [
  {
    object: 'event',
    name: 'a player reads his coach’s copy of the team’s event',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/message/${ids.event}/recipient/${eventCopy(ids.event, ids.me.coach)}/content`,
    status: 403,
  },
  {
    object: 'event',
    name: 'a member reads another family’s child’s copy of the U14 event',
    as: 'member',
    method: 'GET',
    path: (ids) =>
      `/api/message/${trainingTodayId('u14')}/recipient/${eventCopy(trainingTodayId('u14'), ids.childOlder)}/content`,
    status: 403,
  },
  {
    object: 'event',
    name: 'the U14 team’s sender edits the senior team’s event',
    as: 'parent',
    method: 'PATCH',
    path: (ids) => `/api/message/${ids.event}`,
    body: () => ({ subject: 'Probe' }),
    status: 403,
  },
  {
    object: 'event',
    name: 'a club member adds himself to the senior team’s event',
    as: 'referee',
    method: 'POST',
    path: (ids) => `/api/message/${ids.event}/recipient`,
    body: (ids) => ({ personIds: [ids.me.referee] }),
    status: 403,
  },
  {
    object: 'message',
    name: 'a member reads another family’s child’s copy of a message',
    as: 'member',
    method: 'GET',
    path: (ids) => `/api/inbox/${childCopy(ids)}`,
    status: 403,
  },
  {
    object: 'message',
    name: 'the coach who sent it archives a player’s copy',
    as: 'coach',
    method: 'PATCH',
    path: (ids) => `/api/inbox/${memberCopy(ids)}`,
    body: () => ({ state: 'ARCHIVED' }),
    status: 403,
  },
  {
    object: 'message',
    name: 'a member archives a child’s copy through sync',
    as: 'member',
    ...push(
      'message.setState',
      (ids) => childCopy(ids),
      () => ({ state: 'ARCHIVED' }),
    ),
    rejected: 403,
  },
  {
    object: 'message',
    name: 'a parent (the U14 team’s sender) reads the recipients of the senior team’s message',
    as: 'parent',
    method: 'GET',
    path: () => `/api/comms/message/${DEMO_MESSAGE_IDS.senior}/recipient`,
    status: 403,
  },
  {
    object: 'message',
    name: 'a coach writes to a team of the club he does not manage',
    as: 'coach',
    method: 'POST',
    path: () => '/api/comms/message',
    body: (ids) => ({
      organizationId: ids.mainClub,
      toEveryone: false,
      toGroupIds: [ids.otherClubTeam],
      categories: ['other'],
      subject: 'Probe',
      message: 'Probe',
      commsConsentAdditionalClub: false,
    }),
    status: 403,
  },
];
