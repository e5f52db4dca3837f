/** Matrix rows: injury records and player injury notifications (PIF). */
import { REFUSED, type Row } from './matrix.ts';

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
