/**
 * Matrix rows: follows and push subscriptions (issue 52 item 3) — the caller's own (`/me/…`), so every
 * signed-in person with a person record gets through; the VAPID public key is public. A follow or
 * subscription of someone else is a 404 (the BOLA cases).
 */
import { uuidv7 } from 'uuidv7';
import { followApi } from '../../../domain/follow/follow.contract.ts';
import { follow, pushSubscription } from '../../../server/db/schema/index.ts';
import { DEMO_FOLLOW_IDS } from '../../../server/db/seed/follows.ts';
import type { BolaCase } from './bola.rows.ts';
import { ANONYMOUS, probeOf, REFUSED, type Caller, type ProbeContext, type Row } from './matrix.ts';

/** A throw-away follow (or subscription) of the caller's own: each probe of a destructive route gets one. */
async function ownFollow(ctx: ProbeContext, caller: Caller): Promise<string> {
  if (caller === ANONYMOUS) return 'none';
  const id = uuidv7();
  await ctx.s.database.db
    .insert(follow)
    .values({ id, personId: ctx.ids.me[caller], kind: 'COMPETITION', targetId: `probe-${id}` });
  return id;
}
async function ownSubscription(ctx: ProbeContext, caller: Caller): Promise<string> {
  if (caller === ANONYMOUS) return 'none';
  const id = uuidv7();
  await ctx.s.database.db.insert(pushSubscription).values({
    id,
    personId: ctx.ids.me[caller],
    endpoint: `https://push.invalid/${id}`,
    p256dh: 'probe',
    auth: 'probe',
  });
  return id;
}

export const FOLLOW_ROWS: Row[] = [
  { ...probeOf(followApi.list), allow: 'signed-in', why: 'the caller’s own follows' },
  { ...probeOf(followApi.follow), body: REFUSED, allow: 'signed-in', ok: 400, why: 'the caller follows' },
  {
    route: 'PATCH /api/me/follow/:id',
    path: (_ids, ctx, caller) => ownFollow(ctx, caller).then((id) => `/api/me/follow/${id}`),
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'the caller’s own follow',
  },
  {
    route: 'DELETE /api/me/follow/:id',
    path: (_ids, ctx, caller) => ownFollow(ctx, caller).then((id) => `/api/me/follow/${id}`),
    allow: 'signed-in',
    ok: 204,
    why: 'the caller’s own follow (one tap)',
  },
  {
    ...probeOf(followApi.subscribe),
    body: REFUSED,
    allow: 'signed-in',
    ok: 400,
    why: 'the caller’s browser',
  },
  {
    route: 'DELETE /api/me/push-subscription/:id',
    path: (_ids, ctx, caller) => ownSubscription(ctx, caller).then((id) => `/api/me/push-subscription/${id}`),
    allow: 'signed-in',
    ok: 204,
    why: 'the caller’s own subscription',
  },
  { ...probeOf(followApi.vapidKey), allow: 'public', why: 'a public key, for PushManager.subscribe' },
];

/** BOLA cases (bola.rows.ts): a member reaching the demo parent's follow. */
export const FOLLOW_BOLA_CASES: BolaCase[] = [
  {
    object: 'follow',
    name: 'a member changes another person’s follow',
    as: 'member',
    method: 'PATCH',
    path: () => `/api/me/follow/${DEMO_FOLLOW_IDS.parentClub}`,
    body: () => ({ scores: false }),
    status: 404,
  },
  {
    object: 'follow',
    name: 'a member unfollows for another person',
    as: 'member',
    method: 'DELETE',
    path: () => `/api/me/follow/${DEMO_FOLLOW_IDS.parentClub}`,
    status: 404,
  },
];
