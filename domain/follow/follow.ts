/**
 * Follow and be told (issue 52 item 3; docs/adr/0024-web-push.md): what a person follows (a team, a club or a
 * competition), what they want to be told of, their browsers' push subscriptions, and the words of the
 * notifications (Lingui descriptors the server translates into each person's language, server/i18n.ts).
 */
import * as v from 'valibot';
import { M } from '../messages.ts';

export const FOLLOW_KINDS = ['TEAM', 'CLUB', 'COMPETITION'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/** What a follower is told of; the match events that notify (a second half does not). */
export const PUSH_KINDS = ['THROW_IN', 'SCORE', 'HALF_TIME', 'FULL_TIME'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The setting of a follow each notification kind obeys. */
export const SETTING_OF: Record<PushKind, keyof FollowSettings> = {
  THROW_IN: 'throwIn',
  SCORE: 'scores',
  HALF_TIME: 'halfTime',
  FULL_TIME: 'fullTime',
};

/** Score changes coalesce: at most one a follower's browser every this long, carrying the latest score. */
export const SCORE_COALESCE_MS = 3 * 60_000;
/** Rate limit: at most this many notifications to one subscription in a rolling hour; more wait. */
export const PUSH_LIMIT_PER_HOUR = 30;

const Id = v.pipe(v.string(), v.minLength(1), v.maxLength(64));

export const FollowSettings = v.object({
  throwIn: v.boolean(),
  scores: v.boolean(),
  halfTime: v.boolean(),
  fullTime: v.boolean(),
});
export type FollowSettings = v.InferOutput<typeof FollowSettings>;

export const FollowInput = v.object({
  kind: v.picklist(FOLLOW_KINDS, M.invalidOption.id),
  targetId: Id,
  settings: v.optional(FollowSettings),
});
export type FollowInput = v.InferOutput<typeof FollowInput>;

/** A change of settings: only the settings' names (an unknown field is refused). */
export const FollowSettingsPatch = v.partial(
  v.strictObject({ throwIn: v.boolean(), scores: v.boolean(), halfTime: v.boolean(), fullTime: v.boolean() }),
);

export const FollowView = v.object({
  id: v.string(),
  kind: v.picklist(FOLLOW_KINDS),
  targetId: v.string(),
  /** The team's, club's or competition's name (empty when it is gone). */
  name: v.string(),
  settings: FollowSettings,
});
export type FollowView = v.InferOutput<typeof FollowView>;

export const FollowList = v.object({ follows: v.array(FollowView), subscriptions: v.number() });

/** A browser's PushSubscription as `toJSON()` gives it. */
export const PushSubscriptionInput = v.object({
  endpoint: v.pipe(v.string(), v.url(), v.startsWith('http'), v.maxLength(2048)),
  keys: v.object({
    p256dh: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/)),
    auth: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,32}$/)),
  }),
});
export type PushSubscriptionInput = v.InferOutput<typeof PushSubscriptionInput>;

/** What the service worker receives, decrypted: shown as a notification, opened at `url` when tapped. */
export const PushPayload = v.object({
  title: v.string(),
  body: v.string(),
  url: v.string(),
  /** One notification per fixture on the device: a newer one replaces the older. */
  tag: v.string(),
});
export type PushPayload = v.InferOutput<typeof PushPayload>;

/** The notifications' words; `{match}` is "Home v Away", `{score}` "1-05 to 0-07". */
export const PUSH_TEXT = {
  title: /*i18n*/ { id: 'push.title', message: '{home} v {away}' },
  THROW_IN: /*i18n*/ { id: 'push.throwIn', message: 'Throw-in: the match has started.' },
  SCORE: /*i18n*/ { id: 'push.score', message: 'Score: {home} {homeScore}, {away} {awayScore}' },
  HALF_TIME: /*i18n*/ { id: 'push.halfTime', message: 'Half-time: {home} {homeScore}, {away} {awayScore}' },
  FULL_TIME: /*i18n*/ { id: 'push.fullTime', message: 'Full-time: {home} {homeScore}, {away} {awayScore}' },
} as const;

/** A GAA score as written: goals-points, points with two digits (1-05). */
export const gaaScore = (goals: number, points: number): string =>
  `${goals}-${String(points).padStart(2, '0')}`;
