/**
 * Matrix rows: season fees (issue 24). The association's fee administrator (`fees-officer`) and super admins
 * set up seasons and handle invoices; the main club's officer (admin and treasurer) reads and pays the main
 * club's invoice; anyone signed in reads seasons, levels, grades and band penalties. Destructive probes name
 * an id that does not exist, so an allowed caller gets 404 and nothing is deleted.
 */
import { pifSeasonYear } from '../../../domain/injury/pif-eligibility.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import { REFUSED, type Role, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';

const FEE_DESK: Role[] = ['fees-officer', 'super-admin'];
const YEAR = pifSeasonYear(todayInDublin());
const INVOICE = (club: string) => `/api/invoice/${seedId('pif', `invoice:${club}:${YEAR}`)}`;
const PAID_INVOICE = (club: string) => `/api/invoice/${seedId('pif', `invoice:${club}:${YEAR - 1}`)}`;

const adminPost = (route: string, path: string): Row => ({
  route: `POST ${route}`,
  path: () => path,
  body: REFUSED,
  allow: FEE_DESK,
  ok: 400,
  why: 'the fee administrators',
});

export const FEE_ROWS: Row[] = [
  { route: 'GET /api/season', path: () => '/api/season', allow: 'signed-in', why: 'no private data' },
  {
    route: 'GET /api/season/:year',
    path: () => `/api/season/${YEAR}`,
    allow: 'signed-in',
    why: 'no private data',
  },
  adminPost('/api/season', '/api/season'),
  {
    route: 'PATCH /api/season/:year',
    path: () => `/api/season/${YEAR}`,
    body: REFUSED,
    allow: FEE_DESK,
    ok: 400,
    why: 'the fee administrators',
  },
  {
    route: 'PATCH /api/season/:year/status',
    path: () => `/api/season/${YEAR}/status`,
    body: REFUSED,
    allow: FEE_DESK,
    ok: 400,
    why: 'the fee administrators',
  },
  {
    route: 'GET /api/level',
    path: () => `/api/level?season=${YEAR}`,
    allow: 'signed-in',
    why: 'no private data',
  },
  {
    route: 'GET /api/price',
    path: () => `/api/price?season=${YEAR}`,
    allow: 'signed-in',
    why: 'no private data',
  },
  adminPost('/api/price', '/api/price'),
  {
    route: 'DELETE /api/price/:id',
    path: () => '/api/price/none',
    allow: FEE_DESK,
    ok: 404,
    why: 'the fee administrators',
  },
  adminPost('/api/price/migrate', '/api/price/migrate'),
  {
    route: 'GET /api/grade',
    path: () => `/api/grade?season=${YEAR}`,
    allow: 'signed-in',
    why: 'no private data',
  },
  adminPost('/api/grade', '/api/grade'),
  {
    route: 'PATCH /api/grade/:id',
    path: () => '/api/grade/none',
    body: REFUSED,
    allow: FEE_DESK,
    ok: 400,
    why: 'the fee administrators',
  },
  {
    route: 'DELETE /api/grade/:id',
    path: () => '/api/grade/none',
    allow: FEE_DESK,
    ok: 404,
    why: 'the fee administrators',
  },
  adminPost('/api/grade/migrate', '/api/grade/migrate'),
  {
    route: 'GET /api/band',
    path: () => `/api/band?season=${YEAR}`,
    allow: 'signed-in',
    why: 'no private data',
  },
  adminPost('/api/band', '/api/band'),
  adminPost('/api/band/finalise', '/api/band/finalise'),
  adminPost('/api/band/migrate', '/api/band/migrate'),
  {
    route: 'GET /api/band/organization',
    path: () => `/api/band/organization?season=${YEAR}`,
    allow: FEE_DESK,
    why: "the clubs' claims bands: the fee administrators",
  },
  adminPost('/api/band/organization', '/api/band/organization'),
  {
    route: 'GET /api/invoice',
    path: () => '/api/invoice',
    allow: ['officer', ...FEE_DESK],
    why: "club officers (their clubs' invoices) and the fee administrators",
  },
  adminPost('/api/invoice', '/api/invoice'),
  adminPost('/api/invoice/generate', '/api/invoice/generate'),
  adminPost('/api/invoice/remind', '/api/invoice/remind'),
  {
    route: 'GET /api/invoice/:id',
    path: (ids) => INVOICE(ids.mainClub),
    allow: ['officer', ...FEE_DESK],
    why: "the club's officers and the fee administrators",
  },
  {
    route: 'PATCH /api/invoice/:id',
    path: (ids) => INVOICE(ids.mainClub),
    body: REFUSED,
    allow: FEE_DESK,
    ok: 400,
    why: 'the fee administrators',
  },
  {
    route: 'DELETE /api/invoice/:id',
    path: () => '/api/invoice/none',
    allow: FEE_DESK,
    ok: 404,
    why: 'the fee administrators',
  },
  {
    route: 'GET /api/invoice/:id/group',
    path: (ids) => `${INVOICE(ids.mainClub)}/group`,
    allow: ['officer', ...FEE_DESK],
    why: "the club's officers and the fee administrators",
  },
  {
    route: 'PATCH /api/invoice/:id/group',
    path: (ids) => `${INVOICE(ids.mainClub)}/group`,
    body: REFUSED,
    allow: FEE_DESK,
    ok: 400,
    why: 'the fee administrators',
  },
  {
    route: 'POST /api/invoice/:id/group',
    path: (ids) => `${INVOICE(ids.mainClub)}/group`,
    body: REFUSED,
    allow: FEE_DESK,
    ok: 400,
    why: 'the fee administrators',
  },
  {
    route: 'POST /api/invoice/:id/pay',
    path: (ids) => `${PAID_INVOICE(ids.mainClub)}/pay`,
    allow: ['officer', 'super-admin'],
    // Last season's invoice of the main club is paid: the officer is let through and told so.
    ok: 409,
    why: "the club's officers (a club admin or FINANCE holder)",
  },
];

/** A club that is not the officer's: the officer is admin and draw officer of the main club only. */
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
/** Another club's injury fund invoice this season. */
const OTHER_INVOICE = INVOICE(OTHER_CLUB);

export const FEE_BOLA_CASES: BolaCase[] = [
  {
    object: 'pif invoice',
    name: 'the main club’s treasurer reads another club’s invoice',
    as: 'officer',
    method: 'GET',
    path: () => OTHER_INVOICE,
    status: 403,
  },
  {
    object: 'pif invoice',
    name: 'the main club’s treasurer lists another club’s invoiced teams',
    as: 'officer',
    method: 'GET',
    path: () => `${OTHER_INVOICE}/group`,
    status: 403,
  },
  {
    object: 'pif invoice',
    name: 'the main club’s treasurer starts paying another club’s invoice',
    as: 'officer',
    method: 'POST',
    path: () => `${OTHER_INVOICE}/pay`,
    status: 403,
  },
  {
    object: 'pif invoice',
    name: 'the main club’s treasurer marks their own invoice paid offline (the association’s to do)',
    as: 'officer',
    method: 'PATCH',
    path: () => `/api/invoice/${seedId('pif', `invoice:${orgId.club(MAIN_CLUB_KEY)}:${YEAR}`)}`,
    body: () => ({ status: 'PAID_OFFLINE' }),
    status: 403,
  },
];
