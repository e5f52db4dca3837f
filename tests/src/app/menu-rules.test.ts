import { describe, expect, it } from 'vitest';
import {
  avatarBadge,
  bottomMenu,
  built,
  linkIsClubAdmin,
  linkIsPrivileged,
  linkRunsDraws,
  linkVets,
  mainMenu,
  menuContextOf,
  type MenuContext,
  type OrgLinkLike,
} from '../../../src/app/menu-rules';
import type { Session } from '../../../src/auth/session';

const BASE = ['dashboard', 'profile', 'family', 'events', 'messages', 'calendar', 'groups', 'clubs'];

const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  features: [],
  roles: [],
  adminOf: [],
  vettingAdminOf: [],
  competitionAdminOf: [],
  links: [],
  redirectToProfile: false,
  ...over,
});

const link = (over: Partial<OrgLinkLike> = {}): OrgLinkLike => ({
  organization: { id: 'club-1', name: 'Naomh Pádraig' },
  status: 'ACTIVE',
  labels: [],
  privileges: [],
  additionalType: 'MEMBER',
  ...over,
});

const withLabel = (...labels: string[]) => ctx({ links: [link({ labels })] });
const withPrivilege = (...privileges: string[]) => ctx({ links: [link({ privileges })] });

describe('mainMenu', () => {
  it('shows Administration to a super admin, who may act at every vetting desk', () => {
    expect(mainMenu(ctx({ roles: ['super_admin'] }))).toContain('administration');
    expect(mainMenu(ctx({ roles: ['injury_specialist'] }))).not.toContain('administration');
  });

  it('links a vetting administrator (VETTING privilege or ADMIN_VETTING label, not hibernated) to the vetting table', () => {
    expect(linkVets(link({ privileges: ['VETTING'] }))).toBe(true);
    expect(linkVets(link({ labels: ['ADMIN_VETTING'] }))).toBe(true);
    expect(linkVets(link({ labels: ['ADMIN_VETTING'], status: 'HIBERNATED' }))).toBe(false);
    expect(linkVets(link({ privileges: ['ORG_ADMIN'], labels: ['ADMIN_CLUB'] }))).toBe(false);
  });

  it('shows the club draw to whom the server lets list draws: draw officers, club admins, super admins', () => {
    expect(mainMenu(withLabel('EXEC_NATIONALCLUBDRAWOFFICER'))).toContain('draws');
    expect(mainMenu({ ...ctx(), roles: ['super_admin'] })).toContain('draws');
    expect(mainMenu(withLabel('ADMIN_CLUB'))).toContain('draws');
    expect(mainMenu(withPrivilege('ORG_ADMIN'))).toContain('draws');
    expect(mainMenu(ctx({ adminOf: ['club-1'] }))).toContain('draws');
    expect(mainMenu(ctx())).not.toContain('draws');
    // Not an admin of a club in the server's sense (draw.list): no Draws item.
    for (const label of ['ADMIN_VETTING', 'ADMIN_FINANCE', 'EXEC_SECRETARY'])
      expect(mainMenu(withLabel(label))).not.toContain('draws');
    expect(mainMenu(ctx({ links: [link({ labels: ['ADMIN_CLUB'], status: 'HIBERNATED' })] }))).not.toContain(
      'draws',
    );
    expect(
      mainMenu(ctx({ links: [link({ labels: ['EXEC_NATIONALCLUBDRAWOFFICER'], status: 'PENDING' })] })),
    ).not.toContain('draws');
  });

  it('gives every signed-in user dashboard, profile, family, events, groups and clubs, in that order', () => {
    expect(mainMenu(ctx())).toEqual([...BASE, 'transfers', 'returnToPlay', 'injuryNotification']);
  });

  it('gives everyone return to play and the injury notification, and a club member the vetting application', () => {
    const member = mainMenu(ctx({ links: [link()] }));
    expect(member).toEqual([...BASE, 'transfers', 'vetting', 'returnToPlay', 'injuryNotification']);
    expect(mainMenu(ctx({ links: [link({ status: 'PENDING' })] }))).toContain('vetting');
    // No club and no team role: nothing to vet for.
    expect(mainMenu(ctx())).not.toContain('vetting');
    expect(mainMenu(ctx({ links: [link({ status: 'HIBERNATED' })] }))).not.toContain('vetting');
  });

  it('leads a coach, medic or organiser of an under-18 group to apply for vetting, even with no club link', () => {
    for (const role of ['COACH', 'MEDIC', 'ORGANISER'])
      expect(mainMenu(ctx({ teamRoles: [{ role, ageLevel: 'U14' }] }))).toContain('vetting');
    expect(mainMenu(ctx({ teamRoles: [{ role: 'COACH', ageLevel: 'SENIOR' }] }))).not.toContain('vetting');
    expect(mainMenu(ctx({ teamRoles: [{ role: 'PLAYER', ageLevel: 'U14' }] }))).not.toContain('vetting');
  });

  it('shows Injuries to a team coach, who reads the players’ injuries, and not to other team roles', () => {
    expect(mainMenu(ctx({ teamRoles: [{ role: 'COACH', ageLevel: 'SENIOR' }] }))).toContain('injuries');
    for (const role of ['PLAYER', 'MEDIC', 'SENDER', 'ORGANISER'])
      expect(mainMenu(ctx({ teamRoles: [{ role, ageLevel: 'U14' }] }))).not.toContain('injuries');
  });

  it('takes the team roles from the device’s teams through menuContextOf', () => {
    const session: Session = { status: 'signedIn', profile: 'complete' };
    expect(mainMenu(menuContextOf(session, [{ role: 'COACH', ageLevel: 'U14' }]))).toEqual(
      expect.arrayContaining(['injuries', 'vetting']),
    );
    expect(mainMenu(menuContextOf(session))).not.toContain('injuries');
  });

  it.each([
    'ADMIN_CLUB',
    'ADMIN_VETTING',
    'ADMIN_FINANCE',
    'ADMIN_COMPETITION',
    'EXEC_SAFETYFACILITIESOFFICER',
    'EXEC_NATIONALCLUBDRAWOFFICER',
  ])('shows Administration for the privileged label %s', (label) => {
    expect(mainMenu(withLabel(label))).toContain('administration');
  });

  it.each(['ORG_ADMIN', 'VETTING', 'FINANCE', 'COMMS', 'COMPETITION'])(
    'shows Administration for the admin privilege %s',
    (privilege) => {
      expect(mainMenu(withPrivilege(privilege))).toContain('administration');
    },
  );

  it('shows Administration for admin_of or vetting_admin_of claims', () => {
    expect(mainMenu(ctx({ adminOf: ['club-1'] }))).toContain('administration');
    expect(mainMenu(ctx({ vettingAdminOf: ['club-1'] }))).toContain('administration');
  });

  it.each(['Player', 'Coach', 'Chairperson', 'EXEC_SECRETARY', 'EXEC_CHILDRENSOFFICER', 'MATCH_OFFICIAL'])(
    'does not show Administration for the non-admin label %s',
    (label) => {
      expect(mainMenu(withLabel(label))).not.toContain('administration');
    },
  );

  it('does not show Administration for competition-only privileges', () => {
    expect(mainMenu(withPrivilege('FIXTURE_ANALYST', 'MATCH_OFFICIAL_ADMIN'))).not.toContain(
      'administration',
    );
  });

  it.each([
    ['label', withLabel('ADMIN_COMPETITION')],
    ['label', withLabel('FIXTURE_ANALYST')],
    ['label', withLabel('MATCH_OFFICIAL_ADMIN')],
    ['privilege', withPrivilege('COMPETITION')],
    ['privilege', withPrivilege('FIXTURE_ANALYST')],
    ['privilege', withPrivilege('MATCH_OFFICIAL_ADMIN')],
    ['claim', ctx({ competitionAdminOf: ['county-1'] })],
  ])('shows Competitions for a competition admin, fixture analyst or match-official admin (%s)', (_, c) => {
    expect(mainMenu(c)).toContain('competitions');
  });

  it('does not show Competitions to a plain member or a match official', () => {
    expect(mainMenu(withLabel('Player'))).not.toContain('competitions');
    expect(mainMenu({ ...withLabel('MATCH_OFFICIAL'), features: ['COMPETITIONS'] })).not.toContain(
      'competitions',
    );
  });

  it('shows Match official for the MATCH_OFFICIAL label only with the COMPETITIONS feature', () => {
    expect(mainMenu({ ...withLabel('MATCH_OFFICIAL'), features: ['COMPETITIONS'] })).toContain(
      'matchOfficial',
    );
    expect(mainMenu(withLabel('MATCH_OFFICIAL'))).not.toContain('matchOfficial');
    expect(mainMenu(ctx({ features: ['COMPETITIONS'] }))).not.toContain('matchOfficial');
  });

  it('shows Card reader when the TERMINAL feature is on', () => {
    expect(mainMenu(ctx({ features: ['TERMINAL'] }))).toContain('cardReader');
    expect(mainMenu(ctx({ features: ['COMPETITIONS'] }))).not.toContain('cardReader');
  });

  it('shows Injuries for injury specialists, not other global roles', () => {
    expect(mainMenu(ctx({ roles: ['injury_specialist'] }))).toContain('injuries');
    expect(mainMenu(ctx({ roles: ['player_injury_oversight', 'pif_claim_checker'] }))).not.toContain(
      'injuries',
    );
  });

  it('orders the extra items after the base items', () => {
    const all = ctx({
      features: ['COMPETITIONS', 'TERMINAL'],
      roles: ['injury_specialist'],
      links: [link({ labels: ['ADMIN_CLUB', 'ADMIN_COMPETITION', 'MATCH_OFFICIAL'] })],
    });
    expect(mainMenu(all)).toEqual([
      ...BASE,
      'administration',
      'competitions',
      'matchOfficial',
      'cardReader',
      'injuries',
      'draws',
      'transfers',
      'surveys',
      'vetting',
      'returnToPlay',
      'injuryNotification',
    ]);
  });

  it('shows Surveys to a club’s secretary or admin and to reviewers, not to other officers', () => {
    expect(mainMenu(ctx({ links: [link({ labels: ['EXEC_SECRETARY'] })] }))).toContain('surveys');
    expect(mainMenu(ctx({ links: [link({ privileges: ['ORG_ADMIN'] })] }))).toContain('surveys');
    expect(mainMenu(ctx({ roles: ['survey_assessor'] }))).toContain('surveys');
    expect(mainMenu(ctx({ roles: ['central_financial_council'] }))).toContain('surveys');
    expect(mainMenu(ctx({ links: [link({ labels: ['ADMIN_VETTING'] })] }))).not.toContain('surveys');
    expect(
      mainMenu(ctx({ links: [link({ labels: ['EXEC_SECRETARY'], status: 'HIBERNATED' })] })),
    ).not.toContain('surveys');
    expect(mainMenu(ctx())).not.toContain('surveys');
  });

  it('shows only Profile when the redirect-to-profile flag is set, whatever else holds', () => {
    const everything = ctx({
      features: ['COMPETITIONS', 'TERMINAL'],
      roles: ['injury_specialist', 'super_admin'],
      adminOf: ['club-1'],
      links: [link({ labels: ['ADMIN_CLUB', 'MATCH_OFFICIAL'], privileges: ['ORG_ADMIN'] })],
      redirectToProfile: true,
    });
    expect(mainMenu(everything)).toEqual(['profile']);
  });

  it('counts labels on any of several links', () => {
    const c = ctx({
      links: [
        link({ labels: ['Player'] }),
        link({ organization: { id: 'c2', name: 'B' }, labels: ['ADMIN_FINANCE'] }),
      ],
    });
    expect(mainMenu(c)).toContain('administration');
  });
});

describe('bottomMenu', () => {
  it('always ends with help and logout', () => {
    expect(bottomMenu(ctx())).toEqual(['help', 'logout']);
  });

  it('adds super admin with the support desk, linked accounts and injury claim by global role', () => {
    expect(bottomMenu(ctx({ roles: ['super_admin'] }))).toEqual([
      'superAdmin',
      'supportDesk',
      'help',
      'logout',
    ]);
    expect(bottomMenu(ctx({ roles: ['link_account_admin'] }))).toEqual(['linkedAccounts', 'help', 'logout']);
    expect(bottomMenu(ctx({ roles: ['pif_claim_checker'] }))).toEqual(['injuryClaim', 'help', 'logout']);
    expect(bottomMenu(ctx({ roles: ['pif_claim_checker', 'link_account_admin', 'super_admin'] }))).toEqual([
      'superAdmin',
      'supportDesk',
      'linkedAccounts',
      'injuryClaim',
      'help',
      'logout',
    ]);
  });

  it('ignores organisation privileges and other roles', () => {
    expect(bottomMenu(withPrivilege('ORG_ADMIN'))).toEqual(['help', 'logout']);
    expect(bottomMenu(ctx({ roles: ['injury_specialist'] }))).toEqual(['help', 'logout']);
  });
});

describe('avatarBadge', () => {
  it('has no badge without organisation links', () => {
    expect(avatarBadge(ctx())).toBeNull();
  });

  it('puts the organisation admin privilege first, even over hibernation', () => {
    expect(avatarBadge(ctx({ links: [link({ privileges: ['ORG_ADMIN'], status: 'HIBERNATED' })] }))).toBe(
      'admin',
    );
  });

  it('does not treat an admin label or another privilege as the admin badge', () => {
    expect(avatarBadge(ctx({ links: [link({ labels: ['ADMIN_CLUB'], privileges: ['FINANCE'] })] }))).toBe(
      'member',
    );
  });

  it('shows hibernated when no link is active and some is hibernated', () => {
    expect(avatarBadge(ctx({ links: [link({ status: 'HIBERNATED' })] }))).toBe('hibernated');
    expect(
      avatarBadge(
        ctx({ links: [link({ status: 'HIBERNATED' }), link({ organization: { id: 'c2', name: 'B' } })] }),
      ),
    ).toBe('member');
  });

  it('falls back to the member type', () => {
    expect(avatarBadge(ctx({ links: [link({ additionalType: 'ASSOCIATE_MEMBER' })] }))).toBe(
      'associateMember',
    );
    expect(avatarBadge(ctx({ links: [link({ additionalType: undefined })] }))).toBeNull();
  });

  it('shows no member badge for a PENDING link (joined, not paid; or revoked): issue 53', () => {
    expect(avatarBadge(ctx({ links: [link({ status: 'PENDING' })] }))).toBeNull();
    expect(
      avatarBadge(
        ctx({ links: [link({ status: 'PENDING' }), link({ organization: { id: 'c2', name: 'B' } })] }),
      ),
    ).toBe('member');
  });

  it('looks only at the chosen organisation when one is given', () => {
    const c = ctx({
      links: [
        link({ privileges: ['ORG_ADMIN'] }),
        link({ organization: { id: 'c2', name: 'B' }, status: 'HIBERNATED' }),
      ],
    });
    expect(avatarBadge(c)).toBe('admin');
    expect(avatarBadge(c, 'c2')).toBe('hibernated');
    expect(avatarBadge(c, 'unknown')).toBe('admin');
  });
});

describe('menuContextOf', () => {
  const session = (over: Partial<Session>): Session => ({ status: 'signedIn', profile: 'complete', ...over });

  it('reads the identity claims and the person links, joining global roles from both', () => {
    const c = menuContextOf(
      session({
        identity: {
          sub: 'a',
          features: ['TERMINAL'],
          gaa_roles: ['super_admin'],
          admin_of: ['x'],
          vetting_admin_of: ['y'],
          competition_admin_of: ['z'],
        },
        person: {
          id: 'p',
          givenName: 'A',
          familyName: 'B',
          status: 'ACTIVE',
          gaa_roles: ['super_admin', 'injury_specialist'],
          organizations: [
            {
              organization: { id: 'club-1', name: 'Naomh Pádraig', additionalType: 'Club' },
              status: 'ACTIVE',
              labels: ['Player'],
              privileges: [],
            },
          ],
        },
      }),
    );
    expect(c.features).toEqual(['TERMINAL']);
    expect([...c.roles].sort()).toEqual(['injury_specialist', 'super_admin']);
    expect(c.adminOf).toEqual(['x']);
    expect(c.vettingAdminOf).toEqual(['y']);
    expect(c.competitionAdminOf).toEqual(['z']);
    expect(c.links).toHaveLength(1);
    expect(c.redirectToProfile).toBe(false);
  });

  it('sets the redirect-to-profile flag while the profile is missing or incomplete', () => {
    expect(menuContextOf(session({ profile: 'missing' })).redirectToProfile).toBe(true);
    expect(menuContextOf(session({ profile: 'incomplete' })).redirectToProfile).toBe(true);
    expect(menuContextOf(session({ profile: 'unknown' })).redirectToProfile).toBe(false);
    expect(menuContextOf({ status: 'signedOut', profile: 'missing' }).redirectToProfile).toBe(false);
  });
});

describe('a link on the Administration page', () => {
  it('is listed for an admin label or privilege, and opens the club’s members only to its administrators', () => {
    expect(linkIsPrivileged(link({ privileges: ['FINANCE'] }))).toBe(true);
    expect(linkIsPrivileged(link({ labels: ['EXEC_SAFETYFACILITIESOFFICER'] }))).toBe(true);
    expect(linkIsPrivileged(link({ labels: ['Coach', 'MATCH_OFFICIAL'] }))).toBe(false);
    expect(linkIsClubAdmin(link({ privileges: ['ORG_ADMIN'] }))).toBe(true);
    expect(linkIsClubAdmin(link({ labels: ['ADMIN_CLUB'] }))).toBe(true);
    expect(linkIsClubAdmin(link({ privileges: ['ORG_ADMIN'], status: 'HIBERNATED' }))).toBe(false);
    expect(linkIsClubAdmin(link({ privileges: ['FINANCE', 'VETTING'] }))).toBe(false);
  });

  it('leads to the draws for a club administrator or an active club draw officer', () => {
    expect(linkRunsDraws(link({ privileges: ['ORG_ADMIN'] }))).toBe(true);
    expect(linkRunsDraws(link({ labels: ['EXEC_NATIONALCLUBDRAWOFFICER'] }))).toBe(true);
    expect(linkRunsDraws(link({ labels: ['EXEC_NATIONALCLUBDRAWOFFICER'], status: 'PENDING' }))).toBe(false);
    expect(linkRunsDraws(link({ privileges: ['VETTING'] }))).toBe(false);
  });
});

describe('built', () => {
  it('hides the items whose pages do not exist yet (none now), and keeps the order of the rest', () => {
    expect(
      built(bottomMenu(ctx({ roles: ['pif_claim_checker', 'link_account_admin', 'super_admin'] }))),
    ).toEqual(['superAdmin', 'supportDesk', 'linkedAccounts', 'injuryClaim', 'help', 'logout']);
    // The card reader (issue 23 item 5) has landed: nothing is hidden any more.
    expect(built(mainMenu(ctx({ features: ['TERMINAL'] })))).toContain('cardReader');
    expect(built(mainMenu(ctx()))).toEqual(mainMenu(ctx()));
  });
});
