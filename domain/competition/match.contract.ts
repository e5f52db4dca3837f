/**
 * The match as it happens (issue 52), each call declared once (docs/adr/0022-route-contracts.md): registered by
 * server/services/competition/match.routes.ts. Events are recorded through the sync push
 * (`fixture.recordMatchEvent`), not a route of their own: the outbox already makes them exactly-once and in
 * order. These are the public reads: the match now, and its live stream (Server-Sent Events).
 */
import * as v from 'valibot';
import { defineRoute, fileAnswer } from '../lib/contract.ts';
import { MatchAnswer } from './match-event.ts';

const tag = 'fixture';
const params = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

/** The most fixtures one page's stream follows: a county's busiest Sunday fits. */
export const PAGE_LIVE_MAX = 50;
const pageQuery = v.object({
  ids: v.pipe(
    v.string(),
    v.regex(
      new RegExp(`^[^,\\s]{1,64}(,[^,\\s]{1,64}){0,${PAGE_LIVE_MAX - 1}}$`),
      `One to ${PAGE_LIVE_MAX} fixture ids, separated by commas`,
    ),
  ),
});

export const matchApi = {
  match: defineRoute({
    method: 'GET',
    path: '/fixture/:id/match',
    tag,
    summary: 'A fixture’s match events and the match they make (phase, score per side); public',
    policy: 'fixture.public',
    public: true,
    params,
    response: MatchAnswer,
  }),
  live: defineRoute({
    method: 'GET',
    path: '/fixture/:id/live',
    tag,
    summary:
      'The fixture’s match as a Server-Sent Events stream: the current match at once, then each change (event `match`, data as GET /fixture/{id}/match); public',
    policy: 'fixture.public',
    public: true,
    params,
    response: fileAnswer('text/event-stream'),
  }),
  pageLive: defineRoute({
    method: 'GET',
    path: '/fixtures/live',
    tag,
    summary:
      'One stream for a public page: the match of each fixture named (`ids`, comma-separated) at once, then each change (event `match`, data as GET /fixture/{id}/match, its `fixtureId` saying which); public',
    policy: 'fixture.public',
    public: true,
    query: pageQuery,
    response: fileAnswer('text/event-stream'),
  }),
} as const;
