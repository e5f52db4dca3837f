/** Issue 53: what a membership makes of its person's link to the club (domain/membership/club-link.ts). */
import { describe, expect, it } from 'vitest';
import {
  labelsOf,
  lapsesWithMembership,
  linkAfterJoining,
  memberTypeOf,
  type MembershipForLink,
} from '../../../domain/membership/club-link';

const adultPlayer: MembershipForLink = {
  season: 2026,
  birthDate: '1992-03-17',
  playerType: 'PLAYER',
  membershipType: 'MEMBER',
};
const youthPlayer: MembershipForLink = { ...adultPlayer, birthDate: '2012-05-01' };
const adultSocial: MembershipForLink = { ...adultPlayer, playerType: 'NON_PLAYER' };
const link = (over: Partial<Parameters<typeof linkAfterJoining>[0] & object> = {}) => ({
  status: 'ACTIVE',
  labels: ['Adult'],
  additionalType: 'MEMBER',
  deleted: false,
  ...over,
});

describe('the labels a membership gives', () => {
  it('gives Adult or Youth by the age on 1 January of the season, and Player for a player’s option', () => {
    expect(labelsOf(adultPlayer)).toEqual(['Adult', 'Player']);
    expect(labelsOf(youthPlayer)).toEqual(['Youth', 'Player']);
    expect(labelsOf(adultSocial)).toEqual(['Adult']);
    // 18 on 2 January 2026 is still 17 on 1 January: a youth that season.
    expect(labelsOf({ ...adultPlayer, birthDate: '2008-01-02' })).toEqual(['Youth', 'Player']);
    expect(labelsOf({ ...adultPlayer, birthDate: null, playerType: null })).toEqual([]);
  });

  it('makes a MEMBER unless every membership is an associate one', () => {
    expect(memberTypeOf([adultPlayer])).toBe('MEMBER');
    expect(memberTypeOf([{ ...adultSocial, membershipType: 'ASSOCIATE_MEMBER' }])).toBe('ASSOCIATE_MEMBER');
    expect(memberTypeOf([{ ...adultSocial, membershipType: 'ASSOCIATE_MEMBER' }, adultPlayer])).toBe(
      'MEMBER',
    );
    expect(memberTypeOf([{ ...adultPlayer, membershipType: null }])).toBe('MEMBER');
  });
});

describe('the link after joining', () => {
  it('makes a new ACTIVE link with the option’s labels', () => {
    expect(linkAfterJoining(undefined, [adultPlayer])).toEqual({
      labels: ['Adult', 'Player'],
      additionalType: 'MEMBER',
    });
  });

  it('activates a PENDING, HIBERNATED or removed link, keeping an office and replacing the age label', () => {
    expect(linkAfterJoining(link({ status: 'PENDING', labels: ['Youth'] }), [adultPlayer])).toEqual({
      labels: ['Adult', 'Player'],
      additionalType: 'MEMBER',
    });
    expect(
      linkAfterJoining(link({ status: 'HIBERNATED', labels: ['Adult', 'Coach'] }), [adultSocial]),
    ).toEqual({ labels: ['Adult', 'Coach'], additionalType: 'MEMBER' });
    expect(linkAfterJoining(link({ deleted: true }), [adultSocial])).toEqual({
      labels: ['Adult'],
      additionalType: 'MEMBER',
    });
  });

  it('adds Player to an active member who upgrades, and changes nothing when nothing is new', () => {
    expect(linkAfterJoining(link(), [adultPlayer])).toEqual({
      labels: ['Adult', 'Player'],
      additionalType: 'MEMBER',
    });
    expect(linkAfterJoining(link({ labels: ['Adult', 'Player'] }), [adultPlayer])).toBeNull();
    expect(linkAfterJoining(link({ labels: ['Adult', 'Player'] }), [adultSocial])).toBeNull();
  });

  it('makes an associate member a MEMBER with a full membership, never the other way', () => {
    const associate = { ...adultSocial, membershipType: 'ASSOCIATE_MEMBER' };
    expect(linkAfterJoining(link({ additionalType: 'ASSOCIATE_MEMBER' }), [adultSocial])).toEqual({
      labels: ['Adult'],
      additionalType: 'MEMBER',
    });
    expect(linkAfterJoining(link(), [associate])).toBeNull();
  });
});

describe('a link lapses with the membership', () => {
  it('only for a plain member: an office or a privilege keeps the link', () => {
    expect(lapsesWithMembership({ labels: ['Adult', 'Player'], privileges: [] })).toBe(true);
    expect(lapsesWithMembership({ labels: [], privileges: [] })).toBe(true);
    expect(lapsesWithMembership({ labels: ['Adult', 'Coach'], privileges: [] })).toBe(false);
    expect(lapsesWithMembership({ labels: ['Adult'], privileges: ['FINANCE'] })).toBe(false);
  });
});
