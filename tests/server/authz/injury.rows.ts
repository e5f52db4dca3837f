/** Matrix rows: injury records and player injury notifications (PIF). */
import { REFUSED, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { push } from './bola-push.ts';

/** Secretary of the main club (label EXEC_SECRETARY, privilege ORG_ADMIN). */
const SECRETARY = 'officer';

export const INJURY_ROWS: Row[] = [
  {
    route: 'GET /api/injury/person-search',
    path: () => '/api/injury/person-search?search=ma',
    allow: ['coach', 'injury-specialist'],
    why: 'those who may record injuries',
  },
  {
    route: 'GET /api/injury',
    path: () => '/api/injury',
    allow: 'signed-in',
    why: 'scoped to what each may read',
  },
  {
    route: 'POST /api/injury',
    path: () => '/api/injury',
    body: REFUSED,
    allow: ['coach', 'injury-specialist'],
    ok: 400,
    why: 'coaches of the club and injury specialists',
  },
  {
    route: 'GET /api/injury/:id',
    path: (ids) => `/api/injury/${ids.injury}`,
    allow: ['member', 'coach', 'injury-specialist'],
    why: 'the injured player (the demo member), the club’s coaches, injury specialists',
  },
  {
    route: 'PUT /api/injury/:id',
    path: (ids) => `/api/injury/${ids.injury}`,
    body: REFUSED,
    allow: ['coach', 'injury-specialist'],
    ok: 400,
    why: 'the club’s coaches and injury specialists',
  },
  {
    route: 'DELETE /api/injury/:id',
    path: () => `/api/injury/${crypto.randomUUID()}`,
    allow: ['injury-specialist'],
    ok: 204,
    why: 'an unknown record: a specialist (who may write any) gets the idempotent 204; nobody else gets past 403',
  },
  {
    route: 'GET /api/player-injury-notification/groups',
    path: () => '/api/player-injury-notification/groups',
    allow: 'signed-in',
    why: 'the caller’s own teams',
  },
  {
    route: 'GET /api/player-injury-notification/export',
    path: () => '/api/player-injury-notification/export',
    allow: [SECRETARY, 'injury-specialist', 'super-admin'],
    why: 'unit secretaries and player injury oversight',
  },
  {
    route: 'GET /api/player-injury-notification',
    path: () => '/api/player-injury-notification',
    allow: 'signed-in',
    why: 'scoped to what each may read',
  },
  {
    route: 'POST /api/player-injury-notification',
    path: () => '/api/player-injury-notification',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'anyone with a person record may claim',
  },
  {
    route: 'GET /api/player-injury-notification/:id',
    path: (ids) => `/api/player-injury-notification/${ids.notificationSubmitted}`,
    allow: ['member', SECRETARY, 'injury-specialist', 'super-admin'],
    why: 'claimant, unit secretary, oversight',
  },
  {
    route: 'PUT /api/player-injury-notification/:id',
    path: (ids) => `/api/player-injury-notification/${ids.notificationDraft}`,
    body: REFUSED,
    allow: ['member'],
    ok: 400,
    why: 'the claimant alone edits',
  },
  {
    route: 'PATCH /api/player-injury-notification/:id',
    path: (ids) => `/api/player-injury-notification/${ids.notificationSubmitted}`,
    body: REFUSED,
    allow: ['member', SECRETARY],
    ok: 400,
    why: 'status changes: claimant and unit secretary',
  },
  {
    route: 'DELETE /api/player-injury-notification/:id',
    path: () => `/api/player-injury-notification/${crypto.randomUUID()}`,
    allow: [],
    okFor: {},
    denied: 403,
    why: 'an unknown notification: nobody is its claimant, so nobody learns anything',
  },
  {
    route: 'POST /api/player-injury-notification/:id/document',
    path: (ids) => `/api/player-injury-notification/${ids.notificationSubmitted}/document`,
    body: REFUSED,
    allow: ['member', SECRETARY],
    ok: 400,
    why: 'claimant and unit secretary',
  },
  {
    route: 'GET /api/player-injury-notification/:id/document',
    path: (ids) => `/api/player-injury-notification/${ids.notificationSubmitted}/document`,
    allow: ['member', SECRETARY],
    why: 'claimant and unit secretary',
  },
  {
    route: 'GET /api/player-injury-notification/:id/document/:docId',
    path: (ids) =>
      `/api/player-injury-notification/${ids.notificationSubmitted}/document/${ids.notificationDocument}`,
    allow: ['member', SECRETARY],
    why: 'claimant and unit secretary',
  },
  {
    route: 'DELETE /api/player-injury-notification/:id/document/:docId',
    path: (ids) =>
      `/api/player-injury-notification/${ids.notificationSubmitted}/document/${crypto.randomUUID()}`,
    allow: ['member', SECRETARY],
    ok: 404,
    why: 'claimant and unit secretary (an unknown document is 404 to them)',
  },
  {
    route: 'POST /api/player-injury-notification/:id/document/download-files',
    path: (ids) => `/api/player-injury-notification/${ids.notificationSubmitted}/document/download-files`,
    body: { ids: [crypto.randomUUID()] },
    allow: ['member', SECRETARY],
    ok: 404,
    why: 'claimant and unit secretary (an unknown document is 404 to them)',
  },
  {
    route: 'GET /api/asset/playerInjuryNotification',
    path: () => '/api/asset/playerInjuryNotification',
    allow: 'public',
    why: 'reference list',
  },
  {
    route: 'GET /api/asset/playerInjuryNotification/injuryAreaAndDetails',
    path: () => '/api/asset/playerInjuryNotification/injuryAreaAndDetails',
    allow: 'public',
    why: 'reference list',
  },
  {
    route: 'GET /api/external/pif/check',
    path: (ids) => `/api/external/pif/check?clubId=${ids.mainClub}&uniqueId=1000001&injuryDate=2026-01-20`,
    allow: ['super-admin'],
    why: 'the PIF claim checker (global role pif_claim_checker; the demo super admin holds it)',
  },
  {
    route: 'GET /api/external/pif/invoice/:id',
    path: () => `/api/external/pif/invoice/${crypto.randomUUID()}`,
    allow: ['super-admin'],
    ok: 404,
    why: 'the PIF claim checker; an unknown invoice is 404 to them',
  },
  {
    route: 'GET /api/sync/pull',
    path: () => '/api/sync/pull?collections=fixtures',
    allow: 'signed-in',
    why: 'each collection is scoped to the caller',
  },
  {
    route: 'POST /api/sync/push',
    path: () => '/api/sync/push',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'each mutation is checked by its own policy',
  },
];

export const INJURY_BOLA_CASES: BolaCase[] = [
  {
    object: 'injury',
    name: 'a parent reads a player’s injury',
    as: 'parent',
    method: 'GET',
    path: (ids) => `/api/injury/${ids.injury}`,
    status: 403,
  },
  {
    object: 'injury',
    name: 'a referee changes an injury record',
    as: 'referee',
    method: 'PUT',
    path: (ids) => `/api/injury/${ids.injury}`,
    body: () => ({}),
    status: 403,
  },
  {
    object: 'injury',
    name: 'a member deletes his own injury record',
    as: 'member',
    method: 'DELETE',
    path: (ids) => `/api/injury/${ids.injury}`,
    status: 403,
  },
  {
    object: 'injury',
    name: 'a member saves over an injury record through sync',
    as: 'member',
    ...push(
      'injury.save',
      (ids) => ids.injury,
      () => ({}),
    ),
    rejected: 403,
  },
  {
    object: 'injury',
    name: 'a club admin (not a coach) deletes an injury record through sync',
    as: 'officer',
    ...push(
      'injury.delete',
      (ids) => ids.injury,
      () => ({}),
    ),
    rejected: 403,
  },
  {
    object: 'injury notification',
    name: 'a coach reads a member’s notification',
    as: 'coach',
    method: 'GET',
    path: (ids) => `/api/player-injury-notification/${ids.notificationSubmitted}`,
    status: 403,
  },
  {
    object: 'injury notification',
    name: 'the secretary edits the claimant’s draft',
    as: 'officer',
    method: 'PUT',
    path: (ids) => `/api/player-injury-notification/${ids.notificationDraft}`,
    body: () => ({}),
    status: 403,
  },
  {
    object: 'injury notification',
    name: 'oversight downloads a document it may not',
    as: 'injury-specialist',
    method: 'GET',
    path: (ids) =>
      `/api/player-injury-notification/${ids.notificationSubmitted}/document/${ids.notificationDocument}`,
    status: 403,
  },
];
