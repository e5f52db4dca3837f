/**
 * Where each menu item goes and what it is called. The visibility rules are in menu-rules.ts; the labels
 * are lazy Lingui descriptors so the menus follow a language switch without a reload.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkProps } from '@tanstack/react-router';
import type { BottomItem, MainItem, NotBuiltItem } from './menu-rules';

export interface MenuLink {
  to: NonNullable<LinkProps['to']>;
  label: MessageDescriptor;
}

/** The injuries item opens the list filtered to restricted and injured players (seed 1 §2). */
export const INJURIES_FILTER = 'injuryStatus:RESTRICTED,injuryStatus:INJURED';

export const MAIN_LINKS: Record<Exclude<MainItem, NotBuiltItem>, MenuLink> = {
  dashboard: { to: '/user-home', label: msg`Dashboard` },
  profile: { to: '/user-profile', label: msg`Profile` },
  family: { to: '/family', label: msg`Family` },
  events: { to: '/events', label: msg`Events` },
  messages: { to: '/messages', label: msg`Messages` },
  calendar: { to: '/calendar', label: msg`Calendar` },
  groups: { to: '/groups', label: msg`Groups` },
  clubs: { to: '/clubs', label: msg`Clubs` },
  administration: { to: '/administration/clubs', label: msg`Administration` },
  competitions: { to: '/competitions/organizations', label: msg`Competitions` },
  matchOfficial: { to: '/match-official', label: msg`Match official` },
  cardReader: { to: '/terminal/clubs', label: msg`Card reader` },
  injuries: { to: '/injuries', label: msg`Injuries` },
  draws: { to: '/draws', label: msg`Draws` },
  transfers: { to: '/player-transfer', label: msg`Player transfers` },
  surveys: { to: '/survey', label: msg`Surveys` },
  vetting: { to: '/vetting', label: msg`Apply for vetting` },
  returnToPlay: { to: '/return-to-play', label: msg`Return to play` },
  injuryNotification: { to: '/player-injury', label: msg`Injury notification` },
};

export const BOTTOM_LINKS: Record<Exclude<BottomItem, NotBuiltItem>, MenuLink> = {
  superAdmin: { to: '/super-admin', label: msg`Super admin` },
  supportDesk: { to: '/administration/support', label: msg`Support desk` },
  linkedAccounts: { to: '/third-party-accounts-admin', label: msg`Linked accounts` },
  injuryClaim: { to: '/injury-claim', label: msg`Injury claim` },
  help: { to: '/help', label: msg`Help` },
  logout: { to: '/logout', label: msg`Log out` },
};

/** The items the mobile navigation bar shows itself; everything else is under "More". */
export const MOBILE_BAR_ITEMS: readonly Exclude<MainItem, NotBuiltItem>[] = [
  'dashboard',
  'profile',
  'events',
  'clubs',
];

export const MENU_LINKS: Record<Exclude<MainItem | BottomItem, NotBuiltItem>, MenuLink> = {
  ...MAIN_LINKS,
  ...BOTTOM_LINKS,
};
