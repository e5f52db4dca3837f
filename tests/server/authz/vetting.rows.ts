/**
 * Matrix rows: vetting applications (issue 25). The seeded application is the demo member's Garda vetting,
 * awaiting the club children's officer's review; the GAA's Garda vetting officer governs it too.
 */
import { DEMO_VETTING_ID } from '../../../server/db/seed/vetting.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import { REFUSED, type Role, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';

/** The applicant, the club's children's officer, the association's Garda officer, super admins. */
const PLAYERS: Role[] = ['member', 'childrens-officer', 'vetting-officer', 'super-admin'];
const GARDA_DESK: Role[] = ['vetting-officer', 'super-admin'];
const APP = `/api/vetting/${DEMO_VETTING_ID}`;
const DOCUMENT = seedId('vetting-document', 'member-garda:PHOTO_ID');

export const VETTING_ROWS: Row[] = [
  {
    route: 'GET /api/vetting',
    path: () => '/api/vetting',
    allow: 'signed-in',
    why: 'scoped to what each may see',
  },
  {
    route: 'GET /api/vetting/desks',
    path: () => '/api/vetting/desks',
    allow: 'signed-in',
    why: 'their own desks',
  },
  {
    route: 'POST /api/vetting',
    path: () => '/api/vetting',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'anyone with a person applies for themself',
  },
  {
    route: 'GET /api/vetting/json',
    path: () => '/api/vetting/json?association=GAA',
    allow: GARDA_DESK,
    why: "the association's Garda vetting officer",
  },
  {
    route: 'GET /api/vetting/refjson',
    path: () => '/api/vetting/refjson?association=GAA',
    allow: GARDA_DESK,
    why: "the association's Garda vetting officer",
  },
  {
    route: 'PATCH /api/vetting',
    path: () => '/api/vetting?association=GAA',
    body: REFUSED,
    allow: GARDA_DESK,
    ok: 400,
    why: "the association's Garda vetting officer uploads Garda references",
  },
  { route: 'GET /api/vetting/:id', path: () => APP, allow: PLAYERS, why: 'those who play a part in it' },
  {
    route: 'PUT /api/vetting/:id',
    path: () => APP,
    body: REFUSED,
    allow: PLAYERS,
    ok: 400,
    why: 'those who play a part (only the applicant may change it, before submitting)',
  },
  {
    route: 'PATCH /api/vetting/:id',
    path: () => APP,
    body: REFUSED,
    allow: PLAYERS,
    ok: 400,
    why: 'those who play a part; which action is the transition graph’s',
  },
  {
    route: 'POST /api/vetting/:id/file',
    path: () => `${APP}/file`,
    body: REFUSED,
    allow: PLAYERS,
    ok: 400,
    why: 'those who play a part (the query names no category)',
  },
  {
    route: 'GET /api/vetting/:id/file',
    path: () => `${APP}/file`,
    allow: PLAYERS,
    why: 'those who play a part',
  },
  {
    route: 'GET /api/vetting/:id/file/:fileId',
    path: () => `${APP}/file/${DOCUMENT}`,
    allow: PLAYERS,
    why: 'special category: the applicant and the vetting roles only',
  },
  {
    route: 'DELETE /api/vetting/:id/file/:fileId',
    path: () => `${APP}/file/${crypto.randomUUID()}`,
    allow: PLAYERS,
    ok: 404,
    okFor: { member: 409, 'vetting-officer': 409 },
    why: 'the authenticator in review (an unknown document is 404); submitted, the applicant may not; nor the governing agent',
  },
  {
    route: 'GET /api/vetting/:id/generate-nvb-file',
    path: () => `${APP}/generate-nvb-file?type=NVB1`,
    allow: PLAYERS,
    why: 'those who play a part',
  },
];

export const VETTING_BOLA_CASES: BolaCase[] = [
  {
    object: 'vetting',
    name: "the club's admin (no VETTING privilege) reads a member's vetting application",
    as: 'officer',
    method: 'GET',
    path: () => `/api/vetting/${DEMO_VETTING_ID}`,
    status: 403,
  },
  {
    object: 'vetting',
    name: "a coach of the club downloads a member's vetting document",
    as: 'coach',
    method: 'GET',
    path: () => `/api/vetting/${DEMO_VETTING_ID}/file/${seedId('vetting-document', 'member-garda:PHOTO_ID')}`,
    status: 403,
  },
  {
    object: 'vetting',
    name: "a member validates someone else's vetting application",
    as: 'parent',
    method: 'PATCH',
    path: () => `/api/vetting/${DEMO_VETTING_ID}`,
    body: () => ({ action: 'VALIDATE', inPersonReviewDate: '2026-01-01' }),
    status: 403,
  },
  {
    object: 'vetting',
    name: 'the competition admin uploads Garda references',
    as: 'competition-admin',
    method: 'PATCH',
    path: () => '/api/vetting?association=GAA',
    status: 403,
  },
];
