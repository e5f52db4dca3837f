import { describe, expect, it } from 'vitest';
import { announcementsPath, currentMemberships } from '../../../../src/features/home/account-panels';
import { PROFILE_TABS, visibleTabs } from '../../../../src/features/profile/profile-tabs';

describe('dashboard panels from the server', () => {
  it('asks for the five latest messages sent to the person, up to now', () => {
    const path = announcementsPath(new Date('2026-11-25T14:00:00.000Z'));
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/message');
    expect(url.searchParams.get('filter')).toBe('recipient:me,until:2026-11-25T14:00:00.000Z');
    expect(url.searchParams.get('sort')).toBe('startDate,desc');
    expect(url.searchParams.get('size')).toBe('5');
  });

  it('shows the memberships of the newest season only', () => {
    const rows = [
      { id: 'a', season: 2025 },
      { id: 'b', season: 2026 },
      { id: 'c', season: 2026 },
    ];
    expect(currentMemberships(rows).map((r) => r.id)).toEqual(['b', 'c']);
  });
});

describe('profile tabs', () => {
  it('has no tab for a feature not built yet (transfers, player actions)', () => {
    expect(PROFILE_TABS).toEqual([
      'profile',
      'family',
      'membership-history',
      'subscriptions',
      'injuries',
      'qualifications',
      'linked-accounts',
      'crbot',
    ]);
  });

  it('shows CRBOT on one’s own profile to executive committee members only; qualifications to all', () => {
    expect(visibleTabs(true, true)).toContain('crbot');
    expect(visibleTabs(true, false)).not.toContain('crbot');
    expect(visibleTabs(false, true)).not.toContain('crbot');
    expect(visibleTabs(false)).toContain('qualifications');
    expect(visibleTabs(false)).toContain('linked-accounts');
  });

  it('shows subscriptions on one’s own profile only', () => {
    expect(visibleTabs(true)).toContain('subscriptions');
    expect(visibleTabs(false)).not.toContain('subscriptions');
  });
});
