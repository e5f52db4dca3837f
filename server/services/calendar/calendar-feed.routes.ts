/**
 * The personal calendar feed (seed 2 §7 "Messages and calendar"; issue 28 item 2):
 * - GET /calendar/feed: whether the caller has a feed and since when (never the secret: only its hash is kept);
 * - POST /calendar/feed: makes a new secret URL (shown once; any earlier URL stops working);
 * - DELETE /calendar/feed: revokes it (the URL answers 404 from then on);
 * - GET /calendar/ics/{token}: the feed itself, public — the secret is the credential (RFC 5545 text).
 * Policy calendar.policy.ts; SQL calendar.repository.ts; the feed's content calendar-feed.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import { feedCalendar, hashFeedToken, newFeedSecret } from './calendar-feed.ts';
import { deleteFeed, feedOf, feedOwner, personName, putFeed } from './calendar.repository.ts';

const TokenParam = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)) });

export const feedUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/calendar/ics/${token}`;

export function calendarFeedRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();
  app.get(
    '/feed',
    describeRoute({ tags: ['calendar'], summary: 'Whether the caller has a calendar feed, and since when' }),
    guard('calendar.feed'),
    async (c) => {
      const { db, principal } = c.get('auth');
      const feed = await feedOf(db, principal!.personId!);
      return c.json({ active: !!feed, createdAt: feed?.createdAt.toISOString() ?? null });
    },
  );

  app.post(
    '/feed',
    describeRoute({
      tags: ['calendar'],
      summary: 'A new secret .ics URL for the caller (shown once); an earlier URL stops working',
    }),
    guard('calendar.feed'),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { token, hash } = newFeedSecret();
      const createdAt = await putFeed(db, principal!.personId!, hash);
      const answer = { active: true, createdAt: createdAt.toISOString() };
      // The URL is shown once and never stored, not even for an idempotent replay (only its hash is kept).
      c.set('replayBody', answer);
      return c.json({ ...answer, url: feedUrl(publicUrl, token) }, 201);
    },
  );

  app.delete(
    '/feed',
    describeRoute({ tags: ['calendar'], summary: 'Revoke the caller’s calendar feed (its URL answers 404)' }),
    guard('calendar.feed'),
    async (c) => {
      const { db, principal } = c.get('auth');
      if (!(await deleteFeed(db, principal!.personId!))) throw notFound('No calendar feed');
      return c.body(null, 204);
    },
  );

  app.get(
    '/ics/:token',
    describeRoute({
      tags: ['calendar'],
      summary: 'The personal calendar feed (text/calendar): events and team fixtures of the URL’s person',
    }),
    guard('calendar.ics'),
    validate('param', TokenParam),
    async (c) => {
      const { db } = c.get('auth');
      const personId = await feedOwner(db, hashFeedToken(c.req.valid('param').token));
      if (!personId) throw notFound('No such calendar feed');
      const body = await feedCalendar(db, personId, `Páirc: ${await personName(db, personId)}`);
      return c.body(body, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="pairc.ics"',
        'Cache-Control': 'private, no-store',
      });
    },
  );
  return app;
}
