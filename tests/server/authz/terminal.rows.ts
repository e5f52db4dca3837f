/**
 * Matrix rows: the card terminal (server/services/payment/terminal-*.routes.ts) — only a club's own finance
 * admins who hold the TERMINAL feature (the demo `officer`) reach its locations, readers, splash screen,
 * connection tokens and card payments; not super admins (who take no club's money), not the association's
 * fee desk, not the club's other officers. Ids that are not there answer 404 to the allowed caller.
 */
import type { BolaCase } from './bola.rows.ts';
import { REFUSED, type Row } from './matrix.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';
import { DEMO_TERMINAL } from '../../../server/db/seed/payments.ts';

const TERMINAL = ['officer'] as const;
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
const locations = (ids: { mainClub: string }) => `/api/payment-account/${ids.mainClub}/terminal/location`;
const splash = (ids: { mainClub: string }) =>
  `/api/terminal/location/${DEMO_TERMINAL.location}/terminal-reader-splash-screen/bbpos_wisepos_e?orgId=${ids.mainClub}`;

export const TERMINAL_ROWS: Row[] = [
  {
    route: 'GET /api/payment-account/:orgId/terminal/location',
    path: locations,
    allow: TERMINAL,
    why: 'the club’s terminal locations: its finance admins with the TERMINAL feature (seed 3 §6)',
  },
  {
    route: 'POST /api/payment-account/:orgId/terminal/location',
    path: locations,
    body: REFUSED,
    allow: TERMINAL,
    ok: 400,
    why: 'creates a terminal location',
  },
  {
    route: 'GET /api/payment-account/:orgId/terminal/location/:id',
    path: (ids) => `${locations(ids)}/${DEMO_TERMINAL.location}`,
    allow: TERMINAL,
    why: 'one terminal location of the club',
  },
  {
    route: 'PUT /api/payment-account/:orgId/terminal/location/:id',
    path: (ids) => `${locations(ids)}/none`,
    body: REFUSED,
    allow: TERMINAL,
    ok: 400,
    why: 'updates a terminal location',
  },
  {
    route: 'DELETE /api/payment-account/:orgId/terminal/location/:id',
    path: (ids) => `${locations(ids)}/none`,
    allow: TERMINAL,
    ok: 404,
    why: 'removes a terminal location',
  },
  {
    route: 'GET /api/terminal/location/:id/terminal-reader-splash-screen/:device',
    path: splash,
    allow: TERMINAL,
    ok: 404,
    why: 'the reader splash screen of a location (404: none yet)',
  },
  {
    route: 'PUT /api/terminal/location/:id/terminal-reader-splash-screen/:device',
    path: splash,
    body: REFUSED,
    allow: TERMINAL,
    ok: 400,
    why: 'uploads the reader splash screen',
  },
  {
    route: 'POST /api/terminal/location/:id/terminal-reader-splash-screen/:device',
    path: splash,
    body: REFUSED,
    allow: TERMINAL,
    ok: 400,
    why: 'uploads the reader splash screen (the spec’s "upload": POST as PUT)',
  },
  {
    route: 'GET /api/terminal/reader',
    path: (ids) => `/api/terminal/reader?orgId=${ids.mainClub}`,
    allow: TERMINAL,
    why: 'the club’s readers',
  },
  {
    route: 'POST /api/terminal/reader',
    path: () => '/api/terminal/reader',
    body: (ids: { mainClub: string }) => ({ orgId: ids.mainClub }),
    allow: TERMINAL,
    ok: 400,
    why: 'registers a reader at one of the club’s locations',
  },
  {
    route: 'PATCH /api/terminal/reader/:id',
    path: (ids) => `/api/terminal/reader/none?orgId=${ids.mainClub}`,
    body: REFUSED,
    allow: TERMINAL,
    ok: 400,
    why: 'renames a reader',
  },
  {
    route: 'DELETE /api/terminal/reader/:id',
    path: (ids) => `/api/terminal/reader/none?orgId=${ids.mainClub}`,
    allow: TERMINAL,
    ok: 404,
    why: 'removes a reader',
  },
  {
    route: 'GET /api/terminal/connection-token',
    path: (ids) => `/api/terminal/connection-token?orgId=${ids.mainClub}&locationId=none`,
    allow: TERMINAL,
    ok: 404,
    why: 'a connection token for the reader client, for one of the club’s locations',
  },
  {
    route: 'POST /api/terminal/payment-intent',
    path: () => '/api/terminal/payment-intent',
    body: (ids: { mainClub: string }) => ({ orgId: ids.mainClub }),
    allow: TERMINAL,
    ok: 400,
    why: 'takes a card payment for the club',
  },
  {
    route: 'POST /api/terminal/payment-intent/:id',
    path: (ids) => `/api/terminal/payment-intent/none?orgId=${ids.mainClub}`,
    allow: TERMINAL,
    ok: 404,
    why: 'accepts a card payment (402 until the reader processed it)',
  },
  {
    route: 'DELETE /api/terminal/payment-intent/:id',
    path: (ids) => `/api/terminal/payment-intent/none?orgId=${ids.mainClub}`,
    allow: TERMINAL,
    ok: 404,
    why: 'cancels a card payment',
  },
];

/** One club's treasurer reaches nothing of another club's terminal. */
export const TERMINAL_BOLA_CASES: BolaCase[] = [
  ['GET', `/api/payment-account/${OTHER_CLUB}/terminal/location`, 'reads another club’s terminal locations'],
  ['POST', `/api/payment-account/${OTHER_CLUB}/terminal/location`, 'creates a location for another club'],
  ['GET', `/api/terminal/reader?orgId=${OTHER_CLUB}`, 'reads another club’s readers'],
  [
    'GET',
    `/api/terminal/connection-token?orgId=${OTHER_CLUB}&locationId=x`,
    'gets another club’s reader token',
  ],
  ['POST', '/api/terminal/payment-intent', 'takes a card payment for another club'],
  ['DELETE', `/api/terminal/payment-intent/x?orgId=${OTHER_CLUB}`, 'cancels another club’s card payment'],
].map(([method, path, name]) => ({
  object: 'card terminal',
  name: `a club treasurer ${name!}`,
  as: 'officer' as const,
  method: method as 'GET' | 'POST' | 'DELETE',
  path: () => path!,
  ...(method === 'POST'
    ? {
        body: () => ({
          orgId: OTHER_CLUB,
          locationId: 'x',
          name: 'x',
          streetAddress: 'x',
          addressLocality: 'x',
          postalCode: 'x',
          amount: 100,
          currency: 'EUR',
          description: 'x',
          category: 'GATE',
          receiptEmail: 'a@b.ie',
        }),
      }
    : {}),
  status: 403,
}));
