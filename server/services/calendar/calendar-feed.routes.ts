/**
 * The personal calendar feed (seed 2 §7 "Messages and calendar"; issue 28 item 2):
 * - GET /calendar/feed: whether the caller has a feed and since when (never the secret: only its hash is kept);
 * - POST /calendar/feed: makes a new secret URL (shown once; any earlier URL stops working);
 * - DELETE /calendar/feed: revokes it (the URL answers 404 from then on);
 * - GET /calendar/ics/{token}: the feed itself, public — the secret is the credential (RFC 5545 text).
 * Contracts: domain/calendar/calendar.contract.ts. Policy calendar.policy.ts; SQL calendar.repository.ts; the
 * feed's content calendar-feed.ts.
 */
import { Hono } from 'hono';
import { calendarApi } from '../../../domain/calendar/calendar.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { notFound } from '../../http/errors.ts';
import { feedCalendar, hashFeedToken, newFeedSecret } from './calendar-feed.ts';
import { deleteFeed, feedOf, feedOwner, personName, putFeed } from './calendar.repository.ts';

export const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/calendar/ics/${token}`;

export function calendarFeedRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  route(app, calendarApi.feed, {
    handler: async (c) => {
      const { db, principal } = c.get('auth');
      const feed = await feedOf(db, principal!.personId!);
      return { active: !!feed, createdAt: feed?.createdAt.toISOString() ?? null };
    },
  });

  route(app, calendarApi.makeFeed, {
    handler: async (c) => {
      const { db, principal } = c.get('auth');
      const { token, hash } = newFeedSecret();
      const createdAt = await putFeed(db, principal!.personId!, hash);
      const answer = { active: true, createdAt: createdAt.toISOString() };
      // The URL is shown once and never stored, not even for an idempotent replay (only its hash is kept).
      c.set('replayBody', answer);
      return { ...answer, url: feedUrl(publicUrl, token) };
    },
  });

  route(app, calendarApi.revokeFeed, {
    handler: async (c) => {
      const { db, principal } = c.get('auth');
      if (!(await deleteFeed(db, principal!.personId!))) throw notFound('No calendar feed');
    },
  });

  route(app, calendarApi.ics, {
    handler: async (c, { params }) => {
      const { db } = c.get('auth');
      const personId = await feedOwner(db, hashFeedToken(params.token));
      if (!personId) throw notFound('No such calendar feed');
      const body = await feedCalendar(db, personId, `Páirc: ${await personName(db, personId)}`);
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="pairc.ics"',
        'Cache-Control': 'private, no-store',
      });
    },
  });
  return app;
}
