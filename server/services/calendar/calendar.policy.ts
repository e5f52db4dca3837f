/**
 * The calendar feed: a signed-in person manages their own secret URL (there is no resource: the caller's
 * own); the feed itself is public — the secret in its URL is the credential, checked against its hash.
 */
import { PUBLIC, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';

export const calendarPolicy = {
  'calendar.feed': (p: Principal) => p.personId !== null,
  'calendar.ics': PUBLIC,
} satisfies Policy;
