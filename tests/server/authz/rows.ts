/**
 * Every matrix row, by service. A new service adds its `*.rows.ts` here (one line); a new route adds its row
 * to its service's file. Routes deliberately outside the matrix are listed in OUTSIDE_MATRIX with the reason.
 */
import { APPROVAL_ROWS } from './approval.rows.ts';
import { CALENDAR_ROWS } from './calendar.rows.ts';
import { CERTIFICATION_ROWS } from './certification.rows.ts';
import { COMPETITION_ROWS } from './competition.rows.ts';
import { COMPETITION_ADMIN_ROWS } from './competition-admin.rows.ts';
import { COMPETITION_TABS_ROWS } from './competition-tabs.rows.ts';
import { CORE_ROWS } from './core.rows.ts';
import { DRAW_ROWS } from './draw.rows.ts';
import { DUPLICATE_ROWS } from './duplicates.rows.ts';
import { FEE_ROWS } from './fees.rows.ts';
import { FOLLOW_ROWS } from './follow.rows.ts';
import { HEALTH_ROWS } from './health.rows.ts';
import { SURVEY_FILE_ROWS, SURVEY_ROWS } from './survey.rows.ts';
import { COMMITTEE_ROWS } from './committee.rows.ts';
import { INJURY_ROWS } from './injury.rows.ts';
import { LINKED_ACCOUNT_ROWS } from './linked-account.rows.ts';
import type { Row } from './matrix.ts';
import { LEAGUE_ID } from '../../../server/db/seed/competition.ts';
import { MEMBERSHIP_ROWS } from './membership.rows.ts';
import { MESSAGE_ROWS } from './message.rows.ts';
import { ORGANIZATION_ROWS } from './organization.rows.ts';
import { OVERVIEW_ROWS } from './overview.rows.ts';
import { PROFILE_ROWS } from './profile.rows.ts';
import { TEAM_ROWS } from './team.rows.ts';
import { SUPPORT_ROWS } from './support.rows.ts';
import { SUPER_ADMIN_ROWS } from './super-admin.rows.ts';
import { atSpecAccountPath, PAYMENT_ROWS } from './payment.rows.ts';
import { TERMINAL_ROWS } from './terminal.rows.ts';
import { TRANSFER_ROWS } from './transfer.rows.ts';
import { VETTING_ROWS } from './vetting.rows.ts';

export const ALL_ROWS: Row[] = [
  ...CORE_ROWS,
  ...PROFILE_ROWS,
  ...FOLLOW_ROWS,
  ...APPROVAL_ROWS,
  ...COMPETITION_ROWS,
  ...COMPETITION_ADMIN_ROWS,
  ...OVERVIEW_ROWS,
  ...COMPETITION_TABS_ROWS,
  ...TEAM_ROWS,
  ...INJURY_ROWS,
  ...DRAW_ROWS,
  ...MEMBERSHIP_ROWS,
  ...DUPLICATE_ROWS,
  ...VETTING_ROWS,
  ...CERTIFICATION_ROWS,
  ...FEE_ROWS,
  ...HEALTH_ROWS,
  ...SURVEY_ROWS,
  ...SURVEY_FILE_ROWS,
  ...COMMITTEE_ROWS,
  ...MESSAGE_ROWS,
  ...CALENDAR_ROWS,
  ...TRANSFER_ROWS,
  ...LINKED_ACCOUNT_ROWS,
  ...SUPPORT_ROWS,
  ...ORGANIZATION_ROWS,
  ...SUPER_ADMIN_ROWS,
  ...PAYMENT_ROWS,
  ...TERMINAL_ROWS,
  ...atSpecAccountPath([...PAYMENT_ROWS, ...TERMINAL_ROWS]),
];

/** Public pages outside /api: served to everyone (search engines included). */
export const PAGE_ROWS: Row[] = [
  { route: 'GET /robots.txt', path: () => '/robots.txt', allow: 'public', why: 'search engines' },
  { route: 'GET /sitemap.xml', path: () => '/sitemap.xml', allow: 'public', why: 'search engines' },
  {
    route: 'GET /organization/:identifier',
    path: (ids) => `/organization/${ids.mainClub}`,
    allow: 'public',
    // The app shell with the club's details (the test servers serve a stand-in shell: TEST_STATIC_DIR).
    ok: 200,
    why: 'the public club page',
  },
  // Documents (issue 20) when the server renderer is built; in these tests it is not: the shell answers.
  {
    route: 'GET /',
    path: () => '/',
    allow: 'public',
    ok: 200,
    why: 'the landing page',
  },
  {
    route: 'GET /search',
    path: () => '/search?query=naomh',
    allow: 'public',
    ok: 200,
    why: 'the club search page',
  },
  {
    route: 'GET /competition/:id',
    path: () => `/competition/${LEAGUE_ID}`,
    allow: 'public',
    ok: 200,
    why: 'the public competition page',
  },
];

/** Registered routes that are not per-role API actions, and why. */
export const OUTSIDE_MATRIX: Record<string, string> = {
  'GET /*': 'the PWA shell and static files (security headers are checked in security.test.ts)',
  'GET /oidc/interaction/:uid': 'the sign-in form of the OIDC provider, driven by e2e/auth.spec.ts',
  'POST /oidc/interaction/:uid/login': 'the sign-in itself: rate limited, tested in security.test.ts',
  'GET /oidc/interaction/:uid/register':
    'the sign-up form of the OIDC provider: tests/server/registration.test.ts',
  'POST /oidc/interaction/:uid/register':
    'the sign-up itself: rate limited, tests/server/registration.test.ts',
  'GET /oidc/interaction/:uid/verify':
    'the e-mailed confirmation link’s page: tests/server/registration.test.ts',
  'POST /oidc/interaction/:uid/verify':
    'the confirmation (the e-mailed token is the credential): tests/server/registration.test.ts',
  'GET /pay/checkout/:id':
    'the local payments provider’s hosted card page (a card processor, not the API): e2e/draw-online.spec.ts',
  'POST /pay/checkout/:id':
    'the local provider’s card form post: e2e/draw-online.spec.ts, tests/server/draw.test.ts',
  'POST /pay/authenticate/:intentId': 'the local provider’s 3-D Secure step: tests/server/draw.test.ts',
  'POST /pay/confirm':
    'the local provider’s in-page card confirmation (Stripe.js’s confirmCardPayment): the checkout’s client secret, an HMAC of its session, is the credential: tests/server/basket-edit.test.ts',
  'POST /pay/confirm/cancel':
    'ends the in-page payment of that client secret only (the order is abandoned, nothing charged): tests/server/basket-edit.test.ts',
  'GET /pay/onboarding/:id':
    'the local provider’s hosted account onboarding (a provider page, like Stripe’s), opened only by the signed, short-lived link the account overview gives its finance admins and super admins: tests/server/payments.test.ts',
  'POST /pay/onboarding/:id':
    'completes the local provider’s test onboarding with that signed link only, redirecting only to this server: tests/server/payments.test.ts',
  'POST /pay/terminal/discover':
    'the local provider’s simulated card reader (its connection token is the credential): tests/server/terminal.test.ts',
  'POST /pay/terminal/connect': 'the local provider’s simulated card reader: tests/server/terminal.test.ts',
  'POST /pay/terminal/collect': 'the local provider’s simulated card reader: tests/server/terminal.test.ts',
  'POST /pay/terminal/process': 'the local provider’s simulated card reader: tests/server/terminal.test.ts',
  'POST /pay/terminal/cancel-collect':
    'the local provider’s simulated card reader: tests/server/terminal.test.ts, e2e/terminal.spec.ts',
  'POST /pay/test/clock/advance':
    'the local test provider’s clock (mounted only with it, never with Stripe): a super admin’s bearer token only, tests/server/payments.test.ts, e2e/payments.spec.ts',
};
