/**
 * Matrix rows: the club committee (server/services/committee/committee.policy.ts): the club's administrators
 * and super admins read and change it; the committee check is also its survey officers'.
 */
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../../server/db/seed/clubs.ts';
import { orgId } from '../../../server/db/seed/geography.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import type { BolaCase } from './bola.rows.ts';
import { probeOf, REFUSED, type Row } from './matrix.ts';
import { committeeApi } from '../../../domain/committee/committee.contract.ts';

const CLUB_ADMINS = ['officer', 'super-admin'] as const;
const committee = (ids: { mainClub: string }) => `/api/organization/${ids.mainClub}/committee`;
/** The main club's seeded Children's Officer position (server/db/seed/clubs.ts buildExecutive). */
const mainPosition = (name: string) => seedId('executive-position', `${orgId.club(MAIN_CLUB_KEY)}:${name}`);
const OTHER_CLUB = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
const otherPosition = seedId('executive-position', `${OTHER_CLUB}:childrens-officer`);

const api = committeeApi;
const club = (ids: { mainClub: string }) => ({ params: { id: ids.mainClub } });
const position = (ids: { mainClub: string }, positionId: string) => ({
  params: { id: ids.mainClub, positionId },
});

export const COMMITTEE_ROWS: Row[] = [
  {
    ...probeOf(api.committee, club),
    allow: CLUB_ADMINS,
    why: "the club's administrators: positions, holders and the members who may hold one",
  },
  {
    ...probeOf(api.check, club),
    allow: CLUB_ADMINS,
    why: 'the administrators and the survey officers (the demo officer is both): which rules fail, no names',
  },
  {
    ...probeOf(api.history, club),
    allow: CLUB_ADMINS,
    why: "the club's administrators",
  },
  {
    ...probeOf(api.assign, (ids) => position(ids, mainPosition('registrar'))),
    body: REFUSED,
    allow: CLUB_ADMINS,
    ok: 400,
    why: "the club's administrators assign a member",
  },
  {
    ...probeOf(api.unassign, (ids) => position(ids, 'no-such-position')),
    allow: CLUB_ADMINS,
    ok: 404,
    why: "the club's administrators leave a position open (a position of no club here: 404)",
  },
  {
    ...probeOf(api.createPosition, club),
    body: REFUSED,
    allow: CLUB_ADMINS,
    ok: 400,
    why: "the club's administrators create a custom position",
  },
  {
    ...probeOf(api.deletePosition, (ids) => position(ids, 'no-such-position')),
    allow: CLUB_ADMINS,
    ok: 404,
    why: 'the club’s administrators delete a custom position',
  },
];

export const COMMITTEE_BOLA_CASES: BolaCase[] = [
  {
    object: 'committee position',
    name: 'a club admin assigns a position of another club (through the other club’s path)',
    as: 'officer',
    method: 'PUT',
    path: () => `/api/organization/${OTHER_CLUB}/committee/position/${otherPosition}/assignee`,
    body: (ids) => ({ personId: ids.me.officer }),
    status: 403,
  },
  {
    object: 'committee position',
    name: 'a club admin assigns another club’s position through their own club’s path',
    as: 'officer',
    method: 'PUT',
    path: (ids) => `${committee(ids)}/position/${otherPosition}/assignee`,
    body: (ids) => ({ personId: ids.me.officer }),
    status: 404,
  },
  {
    object: 'committee position',
    name: 'the Children’s Officer (not a club admin) makes themself the Designated Liaison Person',
    as: 'childrens-officer',
    method: 'PUT',
    path: (ids) => `${committee(ids)}/position/${mainPosition('designated-liaison-person')}/assignee`,
    body: (ids) => ({ personId: ids.me['childrens-officer'] }),
    status: 403,
  },
  {
    object: 'committee',
    name: 'a club admin reads another club’s committee',
    as: 'officer',
    method: 'GET',
    path: () => `/api/organization/${OTHER_CLUB}/committee`,
    status: 403,
  },
];
