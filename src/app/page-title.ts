/**
 * The page title shown in the signed-in top bar and the document title, derived from the path alone
 * (seed 1 §2 Layout) so it is right before the page's own data has loaded. Longest prefix wins.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BOTTOM_LINKS, MAIN_LINKS } from './menu-items';

const REGISTER = /^\/clubs\/[^/]+\/membership-packages\/[^/]+\/register\/?$/;

const TITLES: readonly (readonly [string, MessageDescriptor])[] = [
  ...Object.values({ ...MAIN_LINKS, ...BOTTOM_LINKS })
    .filter((l) => l.to !== '/logout')
    .map((l) => [l.to, l.label] as const),
  ['/administration', msg`Administration`],
  ['/administration/vetting', msg`Vetting applications`],
  ['/competitions', msg`Competitions`],
  ['/teams', msg`Teams`],
  ['/draws', msg`Draws`],
  ['/player-injury', msg`Injury notification`],
  ['/contact', msg`Contact`],
  ['/contact-form', msg`Contact form`],
  ['/search', msg`Find a club`],
  ['/logout', msg`Log out`],
  ['/login', msg`Log in`],
  ['/register', msg`Register`],
  ['/game-management', msg`Game management`],
  ['/organization', msg`Club`],
  ['/organizations', msg`Organisation`],
  ['/competition', msg`Competition`],
];

const BY_LENGTH = [...TITLES].sort((a, b) => b[0].length - a[0].length);

/** The title of a path, or `null` where the product name stands alone (home, unknown paths). */
export function pageTitle(pathname: string): MessageDescriptor | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (REGISTER.test(path)) return msg`Membership registration`;
  for (const [prefix, title] of BY_LENGTH) {
    if (path === prefix || path.startsWith(`${prefix}/`)) return title;
  }
  return null;
}
