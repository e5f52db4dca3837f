/**
 * The demo sign-ins: one account per role (DEMO_USERS, printed by `npm start`), the people behind them and
 * each one's links to the main club or its county board. seedDemo (demo.ts) builds their rows.
 */
import { orgId } from './geography.ts';
import type { PersonOrganizationInsert } from './people.ts';

/** The password of every demo account (printed by `npm start`, listed in the README). */
export const DEMO_PASSWORD = 'Pairc2026demo';

/** The demo sign-ins, one per role. */
export const DEMO_USERS: readonly { username: string; description: string }[] = [
  {
    username: 'member',
    description: "Seán Ó Murchú: adult member of Naomh Pádraig / St Patrick's (Wicklow)",
  },
  {
    username: 'parent',
    description:
      'Pádraig Ó Briain: primary of the Ó Briain family, with two children (about 9 and 13) in the club',
  },
  { username: 'coach', description: 'Niamh Ní Cheallaigh: Coach at Naomh Pádraig' },
  {
    username: 'referee',
    description:
      'Diarmuid Mac Cárthaigh: match official for Wicklow county board and Naomh Pádraig (competitions on)',
  },
  {
    username: 'officer',
    description: 'Siobhán Breathnach: club secretary, treasurer and draw officer; club admin and finance',
  },
  {
    username: 'childrens-officer',
    description: "Máire Ní Dhónaill: children's officer, vetting admin; uses Páirc in Irish",
  },
  {
    username: 'injury-specialist',
    description: 'Éamonn Ó Súilleabháin: injury specialist and player injury oversight (global roles)',
  },
  {
    username: 'competition-admin',
    description:
      'Gráinne Ní Riain: Wicklow county board competitions, match-official admin and fixture analyst',
  },
  {
    username: 'super-admin',
    description: 'Tadhg Ó Conchúir: super admin, linked-account admin, PIF claim checker',
  },
  {
    username: 'guardian',
    description: "Úna Ní Bhriain: the children's aunt, invited as a guardian of the Ó Briain family",
  },
  {
    username: 'vetting-officer',
    description: 'Ciarán Mac Giolla Phádraig: the GAA’s Garda vetting officer (national vetting desk)',
  },
  {
    username: 'fees-officer',
    description:
      'Aoife Nic Giolla Bhríde: the GAA’s fee administrator (seasons, grades, bands, PIF invoices)',
  },
  {
    username: 'chairperson',
    description:
      'Pól Mac Suibhne: club chairperson with finance, the second approver of top-ups and payouts at Naomh Pádraig',
  },
  {
    username: 'county-secretary',
    description: 'Colm Ó Dálaigh: Wicklow county board secretary; reviews player transfers at county level',
  },
  {
    username: 'assessor',
    description: 'Bríd Ní Fhlannagáin: independent assessor; reviews Club Compas, grants and declarations',
  },
  {
    username: 'financial-council',
    description: 'Liam Ó Ceallaigh: central financial council; approves property and borrowing requests',
  },
];

export interface DemoPersonSpec {
  username: string;
  givenName: string;
  familyName: string;
  gender: 'MALE' | 'FEMALE';
  birthDate: string;
  preferredLanguage?: 'en' | 'ga';
  globalRoles?: string[];
  features?: string[];
}

export const DEMO_PEOPLE: readonly DemoPersonSpec[] = [
  { username: 'member', givenName: 'Seán', familyName: 'Ó Murchú', gender: 'MALE', birthDate: '1988-03-17' },
  {
    username: 'parent',
    givenName: 'Pádraig',
    familyName: 'Ó Briain',
    gender: 'MALE',
    birthDate: '1982-09-04',
  },
  {
    username: 'coach',
    givenName: 'Niamh',
    familyName: 'Ní Cheallaigh',
    gender: 'FEMALE',
    birthDate: '1991-06-22',
  },
  {
    username: 'referee',
    givenName: 'Diarmuid',
    familyName: 'Mac Cárthaigh',
    gender: 'MALE',
    birthDate: '1979-11-30',
    features: ['COMPETITIONS'],
  },
  {
    username: 'officer',
    givenName: 'Siobhán',
    familyName: 'Breathnach',
    gender: 'FEMALE',
    birthDate: '1975-02-11',
    // The club secretary sees the Help Portal's help centre, webinars, news and forum (seed 3 §6 HELPCENTRE),
    // as the club's treasurer takes card payments on its reader (TERMINAL, /terminal/clubs), and asks the
    // central financial council to approve property and borrowing matters (PROPERTY_MATTERS, /survey).
    features: ['HELPCENTRE', 'TERMINAL', 'PROPERTY_MATTERS'],
  },
  {
    username: 'childrens-officer',
    givenName: 'Máire',
    familyName: 'Ní Dhónaill',
    gender: 'FEMALE',
    birthDate: '1984-05-08',
    preferredLanguage: 'ga',
  },
  {
    username: 'injury-specialist',
    givenName: 'Éamonn',
    familyName: 'Ó Súilleabháin',
    gender: 'MALE',
    birthDate: '1970-08-19',
    globalRoles: ['injury_specialist', 'player_injury_oversight'],
  },
  {
    username: 'competition-admin',
    givenName: 'Gráinne',
    familyName: 'Ní Riain',
    gender: 'FEMALE',
    birthDate: '1986-12-02',
    features: ['COMPETITIONS'],
  },
  {
    username: 'super-admin',
    givenName: 'Tadhg',
    familyName: 'Ó Conchúir',
    gender: 'MALE',
    birthDate: '1980-01-25',
    globalRoles: ['super_admin', 'link_account_admin', 'pif_claim_checker'],
  },
  {
    username: 'chairperson',
    givenName: 'Pól',
    familyName: 'Mac Suibhne',
    gender: 'MALE',
    birthDate: '1969-09-08',
  },
  {
    username: 'guardian',
    givenName: 'Úna',
    familyName: 'Ní Bhriain',
    gender: 'FEMALE',
    birthDate: '1979-06-21',
  },
  {
    username: 'vetting-officer',
    givenName: 'Ciarán',
    familyName: 'Mac Giolla Phádraig',
    gender: 'MALE',
    birthDate: '1976-02-11',
  },
  {
    username: 'fees-officer',
    givenName: 'Aoife',
    familyName: 'Nic Giolla Bhríde',
    gender: 'FEMALE',
    birthDate: '1983-10-04',
  },
  {
    username: 'county-secretary',
    givenName: 'Colm',
    familyName: 'Ó Dálaigh',
    gender: 'MALE',
    birthDate: '1972-04-14',
  },
  {
    username: 'assessor',
    givenName: 'Bríd',
    familyName: 'Ní Fhlannagáin',
    gender: 'FEMALE',
    birthDate: '1968-07-09',
    globalRoles: ['survey_assessor'],
  },
  {
    username: 'financial-council',
    givenName: 'Liam',
    familyName: 'Ó Ceallaigh',
    gender: 'MALE',
    birthDate: '1965-03-03',
    globalRoles: ['central_financial_council'],
  },
];

type Link = Omit<PersonOrganizationInsert, 'personId' | 'organizationId'>;

/** Each demo user's organisation links, by username. */
export function demoLinks(mainClubId: string, countyBoardId: string): Record<string, [string, Link][]> {
  const member = (labels: string[], privileges: string[] = []): Link => ({
    status: 'ACTIVE',
    labels,
    privileges,
    additionalType: 'MEMBER',
  });
  return {
    member: [[mainClubId, member(['Adult', 'Player'])]],
    parent: [[mainClubId, member(['Adult'])]],
    guardian: [[mainClubId, member(['Adult'])]],
    coach: [[mainClubId, member(['Adult', 'Coach'])]],
    referee: [
      [countyBoardId, member(['MATCH_OFFICIAL'])],
      [mainClubId, member(['Adult', 'MATCH_OFFICIAL'])],
    ],
    officer: [
      [
        mainClubId,
        member(
          ['ADMIN_CLUB', 'ADMIN_FINANCE', 'EXEC_SECRETARY', 'EXEC_NATIONALCLUBDRAWOFFICER', 'Treasurer'],
          ['ORG_ADMIN', 'FINANCE'],
        ),
      ],
    ],
    'childrens-officer': [[mainClubId, member(['ADMIN_VETTING', 'EXEC_CHILDRENSOFFICER'], ['VETTING'])]],
    'injury-specialist': [[mainClubId, member(['Adult'])]],
    'competition-admin': [
      [
        countyBoardId,
        member(
          ['ADMIN_COMPETITION', 'MATCH_OFFICIAL_ADMIN'],
          ['COMPETITION', 'MATCH_OFFICIAL_ADMIN', 'FIXTURE_ANALYST'],
        ),
      ],
    ],
    'super-admin': [],
    // The association's vetting desk: a vetting link on the national unit (server/services/vetting/vetting.policy.ts).
    'vetting-officer': [[orgId.root(), member(['ADMIN_VETTING', 'Garda Vetting Officer'], ['VETTING'])]],
    // The association's fee desk: a finance link on the national unit (server/services/fees/fee.policy.ts).
    'fees-officer': [[orgId.root(), member(['ADMIN_FINANCE', 'Fee Administrator'], ['FINANCE'])]],
    // The second finance administrator of the main club: approves the treasurer's top-ups and payouts.
    chairperson: [[mainClubId, member(['EXEC_CHAIRPERSON', 'ADMIN_FINANCE'], ['FINANCE'])]],
    // The county board's secretary: the county step of player transfers (transfer.policy.ts).
    'county-secretary': [[countyBoardId, member(['EXEC_SECRETARY'])]],
    // Reviewers by global role (server/services/survey/survey.policy.ts); no club of their own.
    assessor: [],
    'financial-council': [],
  };
}
