/** Matrix rows: the personal calendar feed (server/services/calendar/calendar.policy.ts). */
import { calendarApi } from '../../../domain/calendar/calendar.contract.ts';
import { callContract } from '../harness.ts';
import { ANONYMOUS, probeOf, type Caller, type ProbeContext, type Row } from './matrix.ts';

/** Makes (or remakes) the caller's feed and answers its secret URL's path. */
async function feedPath({ s }: ProbeContext, as: Caller): Promise<string> {
  const res = await callContract(s, calendarApi.makeFeed, {}, as === ANONYMOUS ? 'member' : as);
  if (res.status !== 201 || !res.body.url)
    throw new Error(`feed: ${res.status} ${JSON.stringify(res.error)}`);
  return new URL(res.body.url).pathname;
}

export const CALENDAR_ROWS: Row[] = [
  {
    ...probeOf(calendarApi.feed),
    allow: 'signed-in',
    why: 'the caller’s own feed',
  },
  {
    ...probeOf(calendarApi.makeFeed),
    allow: 'signed-in',
    ok: 201,
    why: 'the caller makes their own secret URL',
  },
  {
    ...probeOf(calendarApi.revokeFeed),
    path: async (_ids, ctx, caller) => {
      if (caller !== ANONYMOUS) await feedPath(ctx, caller);
      return '/api/calendar/feed';
    },
    allow: 'signed-in',
    ok: 204,
    why: 'the caller revokes their own secret URL',
  },
  {
    route: probeOf(calendarApi.ics).route,
    path: (_ids, ctx, caller) => feedPath(ctx, caller),
    allow: 'public',
    why: 'the secret in the URL is the credential (a calendar app has no token); it shows one person’s data',
  },
];
