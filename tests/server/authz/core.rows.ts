/** Matrix rows: platform, person, organisation, assets, open data and the public pages. */
import { REFUSED, type Row } from './matrix.ts';

const ASSETS = ['country', 'gender', 'address-region', 'additional-type'];
const INJURY_ASSETS = [
  'additional-type',
  'activity-type',
  'surface',
  'injury-onset',
  'mechanism',
  'injury-history',
  'grade',
  'area',
];

export const CORE_ROWS: Row[] = [
  { route: 'GET /api/health', path: () => '/api/health', allow: 'public', why: 'liveness probe' },
  {
    route: 'GET /api/config',
    path: () => '/api/config',
    allow: 'public',
    why: 'the app needs it to sign in',
  },
  {
    route: 'GET /api/openapi.json',
    path: () => '/api/openapi.json',
    allow: 'public',
    why: 'the published contract',
  },
  {
    route: 'DELETE /api/session',
    path: () => '/api/session',
    allow: 'signed-in',
    ok: 204,
    why: 'sign out revokes only the caller’s own grants',
  },
  {
    route: 'GET /api/dev/notifications',
    path: () => '/api/dev/notifications',
    allow: ['super-admin'],
    why: 'the mail/SMS outbox names people',
  },
  {
    route: 'POST /api/dev/notifications/:id/retry',
    path: () => '/api/dev/notifications/no-such-message/retry',
    allow: ['super-admin'],
    ok: 404,
    why: 'queuing a dead letter again is the outbox’s admins’ (tests/server/delivery.test.ts retries a real one)',
  },
  {
    route: 'GET /unsubscribe/:token',
    path: () => '/unsubscribe/bm8.forged',
    allow: 'public',
    ok: 404,
    why: 'the mail footer’s page: the signed token is the credential, a forged one finds no one (delivery.test.ts)',
  },
  {
    route: 'POST /unsubscribe/:token',
    path: () => '/unsubscribe/bm8.forged',
    allow: 'public',
    ok: 404,
    why: 'the opt-out itself: only with a token the server signed (delivery.test.ts)',
  },
  { route: 'GET /api/person/me', path: () => '/api/person/me', allow: 'signed-in', why: 'own profile' },
  {
    route: 'POST /api/person',
    path: () => '/api/person',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'an account makes its own person (once: registration.test.ts); there is no one else’s to name',
  },
  {
    route: 'GET /api/person/:id',
    path: (ids) => `/api/person/${ids.childYounger}`,
    allow: ['parent', 'officer', 'super-admin'],
    why: 'a child: guardian, admin of the child’s club, super admin — nobody else',
  },
  {
    route: 'PUT /api/person/:id',
    path: (ids) => `/api/person/${ids.childYounger}`,
    body: REFUSED,
    allow: ['parent', 'super-admin'],
    ok: 400,
    why: 'a child is changed by a guardian or a super admin; a club admin only reads',
  },
  {
    route: 'PATCH /api/person/:id',
    path: (ids) => `/api/person/${ids.me.member}`,
    body: REFUSED,
    allow: ['member', 'super-admin'],
    ok: 400,
    why: 'an adult changes their own profile',
  },
  {
    route: 'GET /api/organization',
    path: () => '/api/organization',
    allow: 'signed-in',
    why: 'organisation list for signed-in users',
  },
  {
    route: 'GET /api/organization/:id',
    path: (ids) => `/api/organization/${ids.mainClub}`,
    allow: 'signed-in',
    why: 'organisation detail for signed-in users',
  },
  ...ASSETS.map((a): Row => ({
    route: `GET /api/asset/${a}`,
    path: () => `/api/asset/${a}`,
    allow: 'public',
    why: 'reference list',
  })),
  {
    route: 'GET /api/asset/injury/diagnosis',
    path: () => '/api/asset/injury/diagnosis?area=KNEE',
    allow: 'public',
    why: 'reference list',
  },
  ...INJURY_ASSETS.map((a): Row => ({
    route: `GET /api/asset/injury/${a}`,
    path: () => `/api/asset/injury/${a}`,
    allow: 'public',
    why: 'reference list',
  })),
  {
    route: 'GET /api/v1/organization',
    path: () => '/api/v1/organization?search=wicklow',
    allow: 'public',
    why: 'open data',
  },
  {
    route: 'GET /api/v1/organization/:id',
    path: (ids) => `/api/v1/organization/${ids.mainClub}`,
    allow: 'public',
    why: 'open data',
  },
  {
    route: 'GET /api/v1/organization/:id/package',
    path: (ids) => `/api/v1/organization/${ids.mainClub}/package`,
    allow: 'public',
    why: 'open data: the packages on sale, for the public club page',
  },
];
