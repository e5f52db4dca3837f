/** Matrix rows: club draws (admin, club tickets, paper sales), online entry, the payments webhook and checkout. */
import { DEMO_DRAW_ID, DEMO_PAPER_START } from '../../../server/db/seed/draws.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import { REFUSED, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';

const DRAW = DEMO_DRAW_ID;
/** Runs the national draw: super admins (the draw belongs to the association). */
const RUNNER = ['super-admin'] as const;
/** Handles the main club's tickets: its admin and national club draw officer, and the draw's runners. */
const CLUB = ['officer', 'super-admin'] as const;
const paperTicket = () => seedId('draw-ticket', DEMO_PAPER_START + 400);

export const DRAW_ROWS: Row[] = [
  { route: 'GET /api/draw', path: () => '/api/draw', allow: [...CLUB], why: 'draw officers and club admins' },
  ...(['allocation', 'deallocate'] as const).map((what): Row => ({
    route: `POST /api/draw/:id/${what}`,
    path: () => `/api/draw/${DRAW}/${what}`,
    body: REFUSED,
    allow: [...RUNNER],
    ok: 400,
    why: 'the draw’s organisation admins',
  })),
  {
    route: 'PUT /api/draw/:id/participation',
    path: () => `/api/draw/${DRAW}/participation`,
    body: REFUSED,
    allow: [...RUNNER],
    ok: 400,
    why: 'the draw’s organisation admins',
  },
  ...(['ticket', 'order', 'export.csv', 'qr.png'] as const).map((what): Row => ({
    route: `GET /api/draw/:id/organization/:orgId/${what}`,
    path: (ids) => `/api/draw/${DRAW}/organization/${ids.mainClub}/${what}`,
    allow: [...CLUB],
    why: 'the club’s admins and draw officer',
  })),
  {
    route: 'POST /api/draw/:id/organization/:orgId/order/:orderId/refund',
    path: (ids) => `/api/draw/${DRAW}/organization/${ids.mainClub}/order/${crypto.randomUUID()}/refund`,
    allow: [...CLUB],
    ok: 404,
    why: 'the club’s admins (an unknown order is 404 to them)',
  },
  {
    route: 'POST /api/draw/:id/organization/:orgId/declare',
    path: () => `/api/draw/${DRAW}/organization/${crypto.randomUUID()}/declare`,
    allow: [...RUNNER],
    ok: 409,
    why: 'an unknown club: only the draw’s runners pass the guard, and the declaration fails',
  },
  {
    route: 'POST /api/draw/:id/organization/:orgId/upload',
    path: (ids) => `/api/draw/${DRAW}/organization/${ids.mainClub}/upload`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins (the probe is not CSV)',
  },
  {
    route: 'POST /api/draw/:id/organization/:orgId/paper-request',
    path: (ids) => `/api/draw/${DRAW}/organization/${ids.mainClub}/paper-request`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins and draw officer ask for more paper tickets',
  },
  {
    route: 'GET /api/draw/:id/paper-request',
    path: () => `/api/draw/${DRAW}/paper-request`,
    allow: [...RUNNER],
    why: 'the draw’s runners read the clubs’ requests',
  },
  {
    route: 'POST /api/draw/ticket/:ticketId/sale',
    path: () => `/api/draw/ticket/${paperTicket()}/sale`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins and draw officer sell its paper tickets',
  },
  {
    route: 'PATCH /api/draw/ticket/:ticketId',
    path: () => `/api/draw/ticket/${paperTicket()}`,
    body: REFUSED,
    allow: [...CLUB],
    ok: 400,
    why: 'the club’s admins and draw officer edit its sold tickets',
  },
  {
    route: 'GET /api/draw-entry/:id',
    path: () => `/api/draw-entry/${DRAW}`,
    allow: 'public',
    why: 'anyone may enter online, signed in or not',
  },
  {
    route: 'POST /api/draw-entry/:id',
    path: () => `/api/draw-entry/${DRAW}`,
    body: REFUSED,
    allow: 'public',
    ok: 400,
    why: 'anyone may enter online',
  },
  {
    route: 'GET /api/draw-entry/order/:id',
    path: () => `/api/draw-entry/order/${crypto.randomUUID()}`,
    allow: 'public',
    ok: 404,
    why: 'the buyer holds the unguessable order id',
  },
  {
    route: 'POST /api/payments/webhook',
    path: () => '/api/payments/webhook',
    body: REFUSED,
    allow: 'public',
    ok: 400,
    why: 'the signature is the credential (unsigned: 400)',
  },
];

/** A club that is not the officer's: the officer is admin and draw officer of the main club only. */
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
/** A paid online order of the main club (seed: tickets 5001–5002). */
const ORDER = seedId('draw-order', 'a');

export const DRAW_BOLA_CASES: BolaCase[] = [
  {
    object: 'draw',
    name: 'a club’s draw officer reads another club’s tickets',
    as: 'officer',
    method: 'GET',
    path: () => `/api/draw/${DEMO_DRAW_ID}/organization/${OTHER_CLUB}/ticket`,
    status: 403,
  },
  {
    object: 'payment',
    name: 'a club’s draw officer refunds an order through another club',
    as: 'officer',
    method: 'POST',
    path: () => `/api/draw/${DEMO_DRAW_ID}/organization/${OTHER_CLUB}/order/${ORDER}/refund`,
    status: 403,
  },
  {
    object: 'payment',
    name: 'a club admin of another county reads the club’s online orders',
    as: 'competition-admin',
    method: 'GET',
    path: (ids) => `/api/draw/${DEMO_DRAW_ID}/organization/${ids.mainClub}/order`,
    status: 403,
  },
];
