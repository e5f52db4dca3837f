import { describe, expect, it } from 'vitest';
import { pageTitle } from '../../../src/app/page-title';

const title = (path: string) => pageTitle(path)?.message ?? null;

describe('pageTitle', () => {
  it.each([
    ['/user-home', 'Dashboard'],
    ['/user-profile', 'Profile'],
    ['/user-profile/0190-abc', 'Profile'],
    ['/family', 'Family'],
    ['/events', 'Events'],
    ['/groups', 'Groups'],
    ['/teams', 'Teams'],
    ['/clubs', 'Clubs'],
    ['/clubs/org-1/membership-packages/pkg-1/register', 'Membership registration'],
    ['/administration/clubs', 'Administration'],
    ['/competitions/organizations', 'Competitions'],
    ['/match-official', 'Match official'],
    ['/injuries', 'Injuries'],
    ['/injury-claim', 'Injury claim'],
    ['/draws', 'Draws'],
    ['/player-injury', 'Injury notification'],
    ['/help', 'Help'],
    ['/contact', 'Contact'],
    ['/contact-form', 'Contact form'],
    ['/search', 'Find a club'],
    ['/organization/naomh-padraig', 'Club'],
    ['/organizations', 'Organisation'],
    ['/login', 'Log in'],
    ['/third-party-accounts-admin', 'Linked accounts'],
    ['/super-admin', 'Super admin'],
  ])('%s → %s', (path, expected) => {
    expect(title(path)).toBe(expected);
  });

  it('ignores a trailing slash', () => {
    expect(title('/family/')).toBe('Family');
  });

  it('matches whole segments only', () => {
    expect(title('/familyx')).toBeNull();
    expect(title('/clubsx')).toBeNull();
  });

  it('has no title for home and unknown paths (the product name stands alone)', () => {
    expect(title('/')).toBeNull();
    expect(title('/home')).toBeNull();
    expect(title('/nowhere')).toBeNull();
  });

  it('titles the pages the menus now reach: vetting, return to play, support desk, card reader', () => {
    expect(title('/return-to-play')).toBe('Return to play');
    expect(title('/vetting')).toBe('Apply for vetting');
    expect(title('/administration/support')).toBe('Support desk');
    expect(title('/terminal/clubs')).toBe('Card reader');
  });
});
