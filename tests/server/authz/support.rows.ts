/**
 * Matrix rows: support queries — anyone sends one (signed out too); super admins list and read every query;
 * the signed-in submitter reads their own (the demo member's seeded query).
 */
import { DEMO_SUPPORT_QUERY_ID } from '../../../server/db/seed/support.ts';
import type { BolaCase } from './bola.rows.ts';
import { REFUSED, type Row } from './matrix.ts';

export const SUPPORT_ROWS: Row[] = [
  {
    route: 'POST /api/support-query',
    path: () => '/api/support-query',
    body: REFUSED,
    allow: 'public',
    ok: 400,
    why: 'anyone may send a support query, signed in or not (seed 3 §1)',
  },
  {
    route: 'GET /api/support-query',
    path: () => '/api/support-query',
    allow: ['super-admin'],
    why: 'the list of every query: super admins',
  },
  {
    route: 'GET /api/support-query/:id',
    path: () => `/api/support-query/${DEMO_SUPPORT_QUERY_ID}`,
    allow: ['member', 'super-admin'],
    why: 'the submitter reads their own query; super admins read any',
  },
  {
    route: 'GET /api/support-query/:id/attachment/:attachmentId',
    path: () => `/api/support-query/${DEMO_SUPPORT_QUERY_ID}/attachment/none`,
    allow: ['member', 'super-admin'],
    ok: 404,
    why: 'the submitter and super admins download its attachments',
  },
  {
    route: 'PUT /api/support-query/:id/case',
    path: () => `/api/support-query/${DEMO_SUPPORT_QUERY_ID}/case`,
    body: REFUSED,
    allow: ['super-admin'],
    ok: 400,
    why: 'the desk (super admins) records the case; the submitter may not close their own',
  },
];

/** Another person's query: a member of the family, a club officer, a coach cannot read it. */
export const SUPPORT_BOLA_CASES: BolaCase[] = [
  ...(['parent', 'officer', 'coach'] as const).map((as) => ({
    object: 'support query',
    name: `${as} reads the member's support query`,
    as,
    method: 'GET' as const,
    path: () => `/api/support-query/${DEMO_SUPPORT_QUERY_ID}`,
    status: 403,
  })),
  {
    object: 'support query',
    name: 'the submitter closes their own query as resolved',
    as: 'member',
    method: 'PUT',
    path: () => `/api/support-query/${DEMO_SUPPORT_QUERY_ID}/case`,
    body: () => ({
      isCaseClosed: 'FORMAL_RESOLUTION',
      learnings: 'None',
      furtherSupportRequest: false,
      statutoryReferral: false,
      sanctions: false,
      appeal: false,
    }),
    status: 403,
  },
];
