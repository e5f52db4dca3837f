/**
 * Follows and push subscriptions (issue 52 item 3; docs/adr/0024-web-push.md), each call declared once
 * (docs/adr/0022-route-contracts.md): registered by server/services/follow/follow.routes.ts. Every call is the
 * caller's own (`/me/…`): a person can never name another's follow or subscription (an id that is not theirs
 * is a 404).
 */
import * as v from 'valibot';
import { defineRoute, NO_CONTENT } from '../lib/contract.ts';
import { FollowInput, FollowList, FollowSettingsPatch, FollowView, PushSubscriptionInput } from './follow.ts';

const tag = 'follow';
const params = v.object({ id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

export const followApi = {
  list: defineRoute({
    method: 'GET',
    path: '/me/follow',
    tag,
    summary: 'What the caller follows, with each follow’s notification settings',
    policy: 'follow.own',
    response: FollowList,
  }),
  follow: defineRoute({
    method: 'POST',
    path: '/me/follow',
    tag,
    summary: 'Follow a team, a club or a competition (following it again answers the same follow)',
    policy: 'follow.own',
    body: FollowInput,
    status: 201,
    response: FollowView,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/me/follow/:id',
    tag,
    summary: 'Change what a follow tells the caller of',
    policy: 'follow.own',
    params,
    body: FollowSettingsPatch,
    response: FollowView,
  }),
  unfollow: defineRoute({
    method: 'DELETE',
    path: '/me/follow/:id',
    tag,
    summary: 'Stop following (one tap)',
    policy: 'follow.own',
    params,
    response: NO_CONTENT,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/me/push-subscription',
    tag,
    summary: 'Register this browser’s push subscription (the same endpoint again answers the same one)',
    policy: 'follow.own',
    body: PushSubscriptionInput,
    status: 201,
    response: v.object({ id: v.string() }),
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/me/push-subscription/:id',
    tag,
    summary: 'Remove a push subscription of the caller’s (turn notifications off on that browser)',
    policy: 'follow.own',
    params,
    response: NO_CONTENT,
  }),
  vapidKey: defineRoute({
    method: 'GET',
    path: '/push/vapid-public-key',
    tag,
    summary: 'The server’s VAPID public key, for PushManager.subscribe (applicationServerKey); public',
    policy: 'push.public',
    public: true,
    response: v.object({ publicKey: v.string() }),
  }),
};
