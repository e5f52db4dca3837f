/** Matrix rows: account changes (username, password, e-mail, reset), the avatar, families and invites. */
import { seedId } from '../../../server/db/seed/random.ts';
import { REFUSED, type Row } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';

/** The Ó Briain family: the demo `parent` is its PRIMARY member (the invited `guardian` is not a matrix role). */
const FAMILY = seedId('family', 'o-briain');

export const PROFILE_ROWS: Row[] = [
  {
    route: 'POST /api/person/password-reset',
    path: () => '/api/person/password-reset',
    body: REFUSED,
    allow: 'public',
    ok: 400,
    why: 'the e-mailed token is the credential',
  },
  ...(['PUT', 'PATCH'] as const).map((method): Row => ({
    route: `${method} /api/person/:id/username`,
    path: (ids) => `/api/person/${ids.me.member}/username`,
    body: REFUSED,
    allow: ['member'],
    ok: 400,
    why: 'the account holder alone (current password required)',
  })),
  ...(['password', 'email'] as const).map((what): Row => ({
    route: `PATCH /api/person/:id/${what}`,
    path: (ids) => `/api/person/${ids.me.member}/${what}`,
    body: REFUSED,
    allow: ['member'],
    ok: 400,
    why: 'the account holder alone',
  })),
  {
    route: 'POST /api/person/:id/reset-password',
    path: (ids) => `/api/person/${ids.me.member}/reset-password`,
    body: {},
    allow: ['member', 'officer', 'super-admin'],
    ok: 202,
    why: 'the person, an admin of their club, a super admin (three mails: within the limit)',
  },
  {
    route: 'POST /api/person/:id/avatar',
    path: (ids) => `/api/person/${ids.childYounger}/avatar`,
    body: REFUSED,
    allow: ['parent', 'super-admin'],
    ok: 400,
    why: 'who may change the profile: the person, a guardian, a super admin (a JSON body is not an image)',
  },
  {
    route: 'DELETE /api/person/:id/avatar',
    path: (ids) => `/api/person/${ids.childYounger}/avatar`,
    allow: ['parent', 'super-admin'],
    ok: 204,
    why: 'who may change the profile',
  },
  {
    route: 'GET /api/family',
    path: () => '/api/family',
    allow: 'signed-in',
    why: 'the caller’s own families',
  },
  {
    route: 'POST /api/family',
    path: () => '/api/family',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'anyone with a person record starts a family',
  },
  {
    route: 'GET /api/family/:id',
    path: () => `/api/family/${FAMILY}`,
    allow: ['parent', 'super-admin'],
    why: 'its members (invitees too) and super admins',
  },
  {
    route: 'PUT /api/family/:id',
    path: () => `/api/family/${FAMILY}`,
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the PRIMARY member renames',
  },
  {
    route: 'DELETE /api/family/:id',
    path: () => `/api/family/${crypto.randomUUID()}`,
    allow: [],
    denied: 403,
    why: 'an unknown family: nobody is its PRIMARY member, so nobody learns anything',
  },
  {
    route: 'POST /api/family/:id/member',
    path: () => `/api/family/${FAMILY}/member`,
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'PRIMARY and GUARDIAN members add children',
  },
  {
    route: 'PATCH /api/family/:id/member/:memberId',
    path: () => `/api/family/${FAMILY}/member/${crypto.randomUUID()}`,
    body: REFUSED,
    allow: ['parent'],
    ok: 400,
    why: 'the PRIMARY member changes positions and moves children',
  },
  {
    route: 'DELETE /api/family/:id/member/:memberId',
    path: () => `/api/family/${FAMILY}/member/${crypto.randomUUID()}`,
    allow: ['parent'],
    ok: 404,
    why: 'the PRIMARY member removes (an unknown member is 404 to them)',
  },
  {
    route: 'PATCH /api/family/:id/invite',
    path: () => `/api/family/${FAMILY}/invite?accept=true`,
    allow: [],
    denied: 403,
    why: 'the invitee alone answers (the invited demo `guardian` is not a matrix role)',
  },
  {
    route: 'DELETE /api/family/:id/invite/:inviteId',
    path: () => `/api/family/${FAMILY}/invite/${crypto.randomUUID()}`,
    allow: ['parent'],
    ok: 404,
    why: 'the family’s active parents and guardians withdraw its pending invites (an unknown one is 404 to them)',
  },
  {
    route: 'POST /api/invite',
    path: () => '/api/invite',
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'the family named in the body is checked after validation (family.care)',
  },
  {
    route: 'GET /api/person/:id/organization',
    path: (ids) => `/api/person/${ids.childYounger}/organization`,
    allow: ['parent', 'officer', 'super-admin'],
    why: 'as the person: a guardian, an admin of the child’s club, a super admin',
  },
  {
    route: 'PUT /api/person/:id/organization/:orgId',
    path: (ids) => `/api/person/${ids.me.member}/organization/${ids.mainClub}`,
    body: REFUSED,
    allow: ['officer', 'super-admin'],
    ok: 400,
    why: 'hibernation: the club’s admins (ORG_ADMIN or ADMIN_CLUB) and super admins',
  },
  {
    route: 'GET /api/asset/hibernateReason',
    path: () => '/api/asset/hibernateReason',
    allow: 'public',
    why: 'reference list',
  },
  {
    route: 'GET /api/assets/message-categories',
    path: () => '/api/assets/message-categories',
    allow: 'public',
    why: 'reference list',
  },
];

export const PROFILE_BOLA_CASES: BolaCase[] = [
  {
    object: 'family',
    name: 'a member reads somebody else’s family',
    as: 'member',
    method: 'GET',
    path: () => `/api/family/${FAMILY}`,
    status: 403,
  },
  {
    object: 'family',
    name: 'a coach adds a child to somebody else’s family',
    as: 'coach',
    method: 'POST',
    path: () => `/api/family/${FAMILY}/member`,
    body: () => ({ givenName: 'Intruder', familyName: 'Child', dateOfBirth: '2015-01-01', gender: 'MALE' }),
    status: 403,
  },
];
