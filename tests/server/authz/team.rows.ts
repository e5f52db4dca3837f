/** Matrix rows: teams and groups, members, positions, team sheets, events (messages) and places. */
import type { Ids, ProbeContext, Row } from './matrix.ts';
import { REFUSED } from './matrix.ts';
import type { BolaCase } from './bola.rows.ts';
import { push } from './bola-push.ts';

/** Everyone with an active link to the main club. */
const CLUB = [
  'member',
  'parent',
  'coach',
  'referee',
  'officer',
  'childrens-officer',
  'injury-specialist',
] as const;
/** Who manages the coach’s senior team: its COACH, the club admin, super admins. */
const MANAGERS = ['coach', 'officer', 'super-admin'] as const;

/** A throw-away group of the main club, made by the club admin, for destructive probes. */
async function scratchGroup(ids: Ids, { s }: ProbeContext): Promise<string> {
  const res = await s.call('/api/group', {
    as: 'officer',
    method: 'POST',
    json: {
      organizationId: ids.mainClub,
      additionalType: 'DistributionList',
      ageLevel: 'SENIOR',
      activity: 'Football',
      name: `Probe ${crypto.randomUUID()}`,
      viewOthersInGroup: false,
      selfJoin: false,
      selfLeave: false,
    },
  });
  if (res.status !== 201) throw new Error(`scratch group: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/** A throw-away event of the coach’s senior team, for destructive probes. */
async function scratchEvent(ids: Ids, { s }: ProbeContext): Promise<string> {
  const res = await s.call('/api/message', {
    as: 'coach',
    method: 'POST',
    json: {
      toGroupId: ids.coachTeam,
      category: 'training',
      subject: 'Probe',
      message: 'Probe',
      startDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      duration: 60,
      requestResponse: false,
      viewOtherRecipientsNames: false,
      commsConsentAdditionalClub: false,
      sendNotificationReminder: false,
    },
  });
  if (res.status !== 201) throw new Error(`scratch event: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const g = (ids: Ids, rest = '') => `/api/group/${ids.coachTeam}${rest}`;

export const TEAM_ROWS: Row[] = [
  {
    route: 'GET /api/group',
    path: () => '/api/group',
    allow: 'signed-in',
    why: 'scoped to the caller’s clubs',
  },
  {
    route: 'POST /api/group',
    path: () => '/api/group',
    body: (ids: Ids) => ({ ...REFUSED, organizationId: ids.mainClub }),
    allow: ['coach', 'officer', 'super-admin'],
    ok: 400,
    why: 'club admins and the club’s coaches create groups',
  },
  {
    route: 'GET /api/group/:id',
    path: (ids) => g(ids),
    allow: [...CLUB, 'super-admin'],
    why: 'members of the club read its teams',
  },
  {
    route: 'PUT /api/group/:id',
    path: (ids) => g(ids),
    body: REFUSED,
    allow: MANAGERS,
    ok: 400,
    why: 'those who manage the group',
  },
  {
    route: 'DELETE /api/group/:id',
    path: async (ids, ctx) => `/api/group/${await scratchGroup(ids, ctx)}`,
    allow: ['officer', 'super-admin'],
    ok: 204,
    why: 'club admins and the group’s own managers delete groups (the scratch group has no coach)',
  },
  {
    route: 'GET /api/group/:id/audit-log',
    path: (ids) => g(ids, '/audit-log'),
    allow: MANAGERS,
    why: 'those who manage the group',
  },
  {
    route: 'GET /api/group/:id/member',
    path: (ids) => g(ids, '/member'),
    allow: ['member', ...MANAGERS],
    why: 'managers, and members when the group lets its members see each other',
  },
  {
    route: 'POST /api/group/:id/member',
    path: (ids) => g(ids, '/member'),
    body: REFUSED,
    allow: MANAGERS,
    ok: 400,
    why: 'managers add members',
  },
  {
    route: 'GET /api/group/:id/member/:memberId',
    path: (ids) => g(ids, `/member/${ids.groupMemberId}`),
    allow: ['member', ...MANAGERS],
    why: 'as the member list',
  },
  {
    route: 'PATCH /api/group/:id/member/:memberId',
    path: (ids) => g(ids, `/member/${ids.groupMemberId}`),
    body: REFUSED,
    allow: MANAGERS,
    ok: 400,
    why: 'managers change roles',
  },
  {
    route: 'DELETE /api/group/:id/member/:memberId',
    path: (ids) => g(ids, `/member/${crypto.randomUUID()}`),
    allow: MANAGERS,
    ok: 404,
    why: 'managers remove members (an unknown member is 404 to them)',
  },
  {
    route: 'POST /api/group/:id/self',
    path: (ids) => g(ids, '/self'),
    allow: [],
    why: 'the senior team does not allow joining oneself: nobody may (teams.test.ts joins one that does)',
  },
  {
    route: 'DELETE /api/group/:id/self',
    path: (ids) => g(ids, '/self'),
    allow: [],
    why: 'nor leaving oneself (teams.test.ts leaves one that allows it)',
  },
  {
    route: 'GET /api/group/:id/person-search',
    path: (ids) => g(ids, '/person-search?search=a'),
    allow: MANAGERS,
    why: 'managers search the club’s people to add',
  },
  {
    route: 'GET /api/group/:id/teamsheet',
    path: (ids) => g(ids, '/teamsheet'),
    allow: MANAGERS,
    why: 'managers and the group’s medics: it carries medical details',
  },
  {
    route: 'GET /api/group/:id/group-contact-info',
    path: (ids) => g(ids, '/group-contact-info'),
    allow: MANAGERS,
    why: 'contact details of members: managers only',
  },
  {
    route: 'GET /api/group/:id/position',
    path: (ids) => g(ids, '/position'),
    allow: ['member', ...MANAGERS],
    why: 'as the member list',
  },
  {
    route: 'POST /api/group/:id/position',
    path: (ids) => g(ids, '/position'),
    body: REFUSED,
    allow: MANAGERS,
    ok: 400,
    why: 'managers',
  },
  {
    route: 'PATCH /api/group/:id/position/:positionId',
    path: (ids) => g(ids, `/position/${ids.positionId}`),
    body: REFUSED,
    allow: MANAGERS,
    ok: 400,
    why: 'managers',
  },
  {
    route: 'DELETE /api/group/:id/position/:positionId',
    path: (ids) => g(ids, `/position/${crypto.randomUUID()}`),
    allow: MANAGERS,
    ok: 404,
    why: 'managers (an unknown position is 404 to them)',
  },
  { route: 'GET /api/message', path: () => '/api/message', allow: 'signed-in', why: 'scoped to the caller' },
  {
    route: 'POST /api/message',
    path: () => '/api/message',
    body: (ids: Ids) => ({ ...REFUSED, toGroupId: ids.coachTeam }),
    allow: MANAGERS,
    ok: 400,
    why: 'those who manage the group schedule its events',
  },
  {
    route: 'GET /api/message/:id',
    path: (ids) => `/api/message/${ids.event}`,
    allow: ['member', 'coach', 'officer', 'super-admin'],
    why: 'the event’s recipients and whoever manages the group (who may also cancel it)',
  },
  {
    route: 'DELETE /api/message/:id',
    path: async (ids, ctx) => `/api/message/${await scratchEvent(ids, ctx)}`,
    allow: MANAGERS,
    ok: 204,
    why: 'those who manage the group cancel its events',
  },
  {
    route: 'GET /api/message/:id/recipient',
    path: (ids) => `/api/message/${ids.event}/recipient`,
    allow: ['member', 'coach', 'officer', 'super-admin'],
    why: 'as the event',
  },
  {
    route: 'PATCH /api/message/:id/recipient/:rid',
    path: (ids) => `/api/message/${ids.event}/recipient/${ids.eventRecipient}`,
    body: { attendance: 'NOT_A_VALUE' },
    allow: MANAGERS,
    ok: 400,
    why: 'attendance is taken by the group’s managers',
  },
  {
    route: 'GET /api/calendar',
    path: () => '/api/calendar',
    allow: 'signed-in',
    why: 'scoped to the caller',
  },
  { route: 'GET /api/place', path: () => '/api/place', allow: 'signed-in', why: 'grounds list' },
];

export const TEAM_BOLA_CASES: BolaCase[] = [
  {
    object: 'group',
    name: 'a county admin reads a club’s team members',
    as: 'competition-admin',
    method: 'GET',
    path: (ids) => `/api/group/${ids.coachTeam}/member`,
    status: 403,
  },
  {
    object: 'event',
    name: 'a club member marks attendance at a team he does not manage',
    as: 'referee',
    method: 'PATCH',
    path: (ids) => `/api/message/${ids.event}/recipient/${ids.eventRecipient}`,
    body: () => ({ attendance: 'ATTENDED' }),
    status: 403,
  },
  {
    object: 'group',
    name: 'a club member adds himself to the coach’s team through sync',
    as: 'referee',
    ...push(
      'group.addMember',
      (ids) => ids.coachTeam,
      (ids) => ({ personId: ids.me.referee, givenName: 'R', familyName: 'R', role: 'COACH' }),
    ),
    rejected: 403,
  },
  {
    object: 'group',
    name: 'a county admin changes a role on a club’s team through sync',
    as: 'competition-admin',
    ...push(
      'group.setMemberRole',
      (ids) => ids.coachTeam,
      (ids) => ({ personId: ids.me.member, role: 'COACH' }),
    ),
    rejected: 403,
  },
  {
    object: 'group',
    name: 'a team’s player removes a team-mate through sync',
    as: 'member',
    ...push(
      'group.removeMember',
      (ids) => ids.coachTeam,
      (ids) => ({ personId: ids.me.coach }),
    ),
    rejected: 403,
  },
];
