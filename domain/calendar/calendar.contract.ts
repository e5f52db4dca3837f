/**
 * The personal calendar feed (seed 2 §7 "Messages and calendar"; issue 28 item 2), each call declared once
 * (docs/adr/0022-route-contracts.md): registered by server/services/calendar/calendar-feed.routes.ts, called by
 * src/features/calendar/calendar-feed-panel.tsx. The calendar itself (GET /calendar) is the event context's.
 */
import * as v from 'valibot';
import { defineRoute, fileAnswer, NO_CONTENT } from '../lib/contract.ts';

/** Whether the caller has a feed, and since when (never its secret: only its hash is kept). */
export const CalendarFeedDoc = v.object({ active: v.boolean(), createdAt: v.nullable(v.string()) });
export type CalendarFeedDoc = v.InferOutput<typeof CalendarFeedDoc>;

const tag = 'calendar';

export const calendarApi = {
  feed: defineRoute({
    method: 'GET',
    path: '/calendar/feed',
    tag,
    summary: 'Whether the caller has a calendar feed, and since when',
    policy: 'calendar.feed',
    response: CalendarFeedDoc,
  }),
  makeFeed: defineRoute({
    method: 'POST',
    path: '/calendar/feed',
    tag,
    summary: 'A new secret .ics URL for the caller (shown once); an earlier URL stops working',
    policy: 'calendar.feed',
    // The URL is in this answer only: an idempotent replay answers without it (server/http/idempotency.ts).
    response: v.object({ ...CalendarFeedDoc.entries, url: v.optional(v.string()) }),
    status: 201,
  }),
  revokeFeed: defineRoute({
    method: 'DELETE',
    path: '/calendar/feed',
    tag,
    summary: 'Revoke the caller’s calendar feed (its URL answers 404)',
    policy: 'calendar.feed',
    response: NO_CONTENT,
  }),
  ics: defineRoute({
    method: 'GET',
    path: '/calendar/ics/:token',
    tag,
    summary: 'The personal calendar feed (text/calendar): events and team fixtures of the URL’s person',
    policy: 'calendar.ics',
    public: true,
    params: v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)) }),
    response: fileAnswer('text/calendar'),
  }),
} as const;
