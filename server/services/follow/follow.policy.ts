/**
 * Follows and push subscriptions are the caller's own (`/me/…`): anyone with a person record manages theirs;
 * the repository reads and writes only rows of the caller's person, so another's id is a 404. The VAPID
 * public key is public.
 */
import { PUBLIC, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';

export const followPolicy = {
  'follow.own': (p: Principal) => p.personId !== null,
  'push.public': PUBLIC,
} satisfies Policy;
