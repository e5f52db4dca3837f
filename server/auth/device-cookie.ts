/**
 * The sign-in device cookie (issue 48, finding 7: a distributed lock-out). Every successful sign-in at the
 * embedded provider sets a long-lived cookie on that browser, bound to the account: `<device id>.<HMAC of the
 * device id and the account id>` under a name derived from the account id (so one browser keeps one per
 * account it signs in, and the name tells nobody whose it is). The key is a server secret (secrets.ts).
 *
 * A sign-in attempt that presents a valid cookie for the account it names is counted in that device's own
 * bucket (rate-limit.ts) and is not stopped by the per-username and per-address limits that strangers can
 * fill; the device bucket keeps a small limit of its own, so a stolen cookie cannot brute force. The cookie
 * is HttpOnly, SameSite=Lax, sent only to the provider's interaction paths, and Secure when PUBLIC_URL is
 * https. It proves nothing but "this browser signed in as this account before": no right is attached to it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';

export const DEVICE_COOKIE_PREFIX = 'pairc_device_';
/** The provider's interaction pages (the sign-in form posts under it); nothing else receives the cookie. */
export const DEVICE_COOKIE_PATH = '/oidc/interaction';
/** 400 days: the longest lifetime browsers keep (RFC 6265bis caps Max-Age there). */
export const DEVICE_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

const mac = (key: string, ...parts: string[]) =>
  createHmac('sha256', key).update(parts.join('\n')).digest('base64url');

/** The cookie's name for an account: a keyed hash of its id. */
export const deviceCookieName = (key: string, accountId: string) =>
  `${DEVICE_COOKIE_PREFIX}${mac(key, 'name', accountId).slice(0, 16)}`;

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The device id of a valid cookie for `accountId` in the request's Cookie header, else null. */
export function deviceOf(cookieHeader: string | undefined, key: string, accountId: string): string | null {
  const value = cookieValue(cookieHeader, deviceCookieName(key, accountId));
  if (!value) return null;
  const [id, sig, ...rest] = value.split('.');
  if (!id || !sig || rest.length > 0 || !DEVICE_ID.test(id)) return null;
  const want = Buffer.from(mac(key, 'device', id, accountId));
  const got = Buffer.from(sig);
  return got.length === want.length && timingSafeEqual(got, want) ? id : null;
}

/**
 * Sets the account's device cookie on the response (keeping the device id the browser already had for it,
 * so its bucket stays the same). Appended to the Node response, beside the cookies the provider sets there.
 */
export function rememberDevice(
  res: ServerResponse,
  opts: { key: string; accountId: string; deviceId: string | null; secure: boolean },
): void {
  const id = opts.deviceId ?? randomBytes(16).toString('base64url');
  const cookie = [
    `${deviceCookieName(opts.key, opts.accountId)}=${id}.${mac(opts.key, 'device', id, opts.accountId)}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
  res.appendHeader('Set-Cookie', cookie);
}
