import { describe, expect, it } from 'vitest';
import { clubSelector, selectorPath } from '../../../src/app/club-selector-rules';
import type { MenuContext, OrgLinkLike } from '../../../src/app/menu-rules';

const link = (id: string, labels: string[] = [], privileges: string[] = []): OrgLinkLike => ({
  organization: { id, name: `Org ${id}` },
  status: 'ACTIVE',
  labels,
  privileges,
});

const ctx = (links: OrgLinkLike[], over: Partial<MenuContext> = {}): MenuContext => ({
  features: [],
  roles: [],
  adminOf: [],
  vettingAdminOf: [],
  competitionAdminOf: [],
  links,
  redirectToProfile: false,
  ...over,
});

const ids = (c: MenuContext, path: string) => clubSelector(c, path).map((o) => o.id);

describe('club selector', () => {
  it('appears only on /organizations and /clubs paths', () => {
    for (const p of [
      '/organizations',
      '/clubs',
      '/clubs/a/membership-packages/b/register',
      '/administration/clubs',
      '/competitions/organizations',
      '/terminal/clubs',
    ])
      expect(selectorPath(p)).toBe(true);
    for (const p of ['/user-home', '/organization/abc', '/clubsx', '/family'])
      expect(selectorPath(p)).toBe(false);
  });

  it('stays hidden with one organisation or none', () => {
    expect(ids(ctx([]), '/clubs')).toEqual([]);
    expect(ids(ctx([link('a')]), '/clubs')).toEqual([]);
  });

  it('lists all the user organisations elsewhere, deduplicated', () => {
    expect(ids(ctx([link('a'), link('b'), link('a')]), '/clubs')).toEqual(['a', 'b']);
  });

  it('lists the organisations the user is a club administrator of on /organizations (organisation details)', () => {
    const c = ctx(
      [link('a', ['ADMIN_CLUB']), link('b', ['ADMIN_VETTING']), link('c', [], ['ORG_ADMIN']), link('d')],
      {
        adminOf: ['d'],
      },
    );
    expect(ids(c, '/organizations')).toEqual(['a', 'c', 'd']);
  });

  it('is hidden on other paths even with several organisations', () => {
    expect(ids(ctx([link('a'), link('b')]), '/user-home')).toEqual([]);
  });

  it('lists admin organisations in the admin view', () => {
    const c = ctx([link('a', ['ADMIN_CLUB']), link('b', ['Player']), link('c', [], ['FINANCE']), link('d')], {
      adminOf: ['d'],
    });
    expect(ids(c, '/administration/clubs')).toEqual(['a', 'c', 'd']);
  });

  it('lists competition-admin organisations under /competitions', () => {
    const c = ctx(
      [
        link('a', ['ADMIN_COMPETITION']),
        link('b', ['ADMIN_CLUB']),
        link('c', [], ['FIXTURE_ANALYST']),
        link('d'),
      ],
      { competitionAdminOf: ['d'] },
    );
    expect(ids(c, '/competitions/organizations')).toEqual(['a', 'c', 'd']);
  });

  it('hides the admin view selector when only one organisation is administered', () => {
    expect(ids(ctx([link('a', ['ADMIN_CLUB']), link('b')]), '/administration/clubs')).toEqual([]);
  });
});
