/**
 * The REST client: bearer token on every call, one refresh-and-retry on 401, `invalid_grant` → sign-in
 * page, and the server's error body kept on the thrown ApiError so screens can show its summary/message.
 */
import { PRINCIPAL_VERSION_HEADER, principalVersionOf } from '../../domain/auth/principal-version';
import type { ErrorBody as DomainErrorBody } from '../../domain/lib/error-body';
import { accessToken, refreshTokens, SessionExpiredError } from '../auth/tokens';
import { reportUnreachable } from '../lib/use-online';

/** The server's error body; `summary` and `message` may be absent when a proxy, not the API, answered. */
export type ErrorBody = Partial<DomainErrorBody> & { status: number };

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.message ?? body?.summary ?? String(status));
  }
}

let lastError: ErrorBody | null = null;
/** The last failure's body, as the spec asks the client to store. */
export const lastApiError = () => lastError;

export const onSessionExpired = { handler: () => window.location.assign('/login') };

/**
 * Told the principal version of every signed-in answer (domain/auth/principal-version.ts); the session
 * (src/auth/session.ts) sets it, to reload the profile when the version moves.
 */
export const onPrincipalVersion: { handler: (version: number) => void } = { handler: () => undefined };

/** Passes an answer's principal version, when it has one, to `onPrincipalVersion`. */
export function notePrincipalVersion(res: Response): void {
  const version = principalVersionOf(res.headers.get(PRINCIPAL_VERSION_HEADER));
  if (version !== null) onPrincipalVersion.handler(version);
}

/** `fetch` that notes the principal version of each answer: for the sync engine's own requests. */
export const fetchNotingPrincipal: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  notePrincipalVersion(res);
  return res;
};

const CONTENT_TYPE = 'Content-Type';
const JSON_TYPE = 'application/json';

async function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body && !(init.body instanceof FormData) && !headers.has(CONTENT_TYPE))
    headers.set(CONTENT_TYPE, JSON_TYPE);
  headers.set('Accept-Language', document.documentElement.lang || 'en');
  try {
    return await fetch(`/api${path}`, { ...init, headers });
  } catch (err) {
    // No answer at all: the network is gone whatever navigator.onLine says (src/lib/use-online.ts).
    if (err instanceof TypeError) reportUnreachable();
    throw err;
  }
}

/** A failed response → ApiError with the server's error body (null when something else answered). */
async function apiError(res: Response): Promise<ApiError> {
  try {
    return new ApiError(res.status, (await res.json()) as ErrorBody);
  } catch {
    return new ApiError(res.status, null);
  }
}

/** The answer of `path`: its JSON (undefined for a 204), or its bytes when `as` is 'blob' (a file). */
export async function api<T>(path: string, init: RequestInit = {}, as: 'json' | 'blob' = 'json'): Promise<T> {
  const { body, principalVersion } = await apiAnswer<T>(path, init, as);
  if (principalVersion !== null) onPrincipalVersion.handler(principalVersion);
  return body;
}

/**
 * `api` with the principal version the answer was given at (null when it carried none), for the session's
 * own profile reads: it is not passed to `onPrincipalVersion`.
 */
export async function apiAnswer<T>(
  path: string,
  init: RequestInit = {},
  as: 'json' | 'blob' = 'json',
): Promise<{ body: T; principalVersion: number | null }> {
  const token = await accessToken();
  let res = await send(path, init, token);
  if (res.status === 401 && token) {
    try {
      const user = await refreshTokens(token);
      if (user) res = await send(path, init, user.access_token);
    } catch (err) {
      if (err instanceof SessionExpiredError) onSessionExpired.handler();
      throw err;
    }
  }
  if (!res.ok) {
    const error = await apiError(res);
    lastError = error.body ?? { status: res.status };
    throw error;
  }
  const principalVersion = principalVersionOf(res.headers.get(PRINCIPAL_VERSION_HEADER));
  if (res.status === 204) return { body: undefined as T, principalVersion };
  const body = (as === 'blob' ? await res.blob() : await res.json()) as T;
  return { body, principalVersion };
}

export const apiGet = <T>(path: string) => api<T>(path);
export const apiSend = <T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  idempotencyKey?: string,
) =>
  api<T>(path, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });

/**
 * A read of public open data, sent without a token whoever is signed in: the answer is the same for
 * everyone, so browsers, proxies and the service worker may cache it (the club page works offline).
 */
export async function publicGet<T>(path: string): Promise<T> {
  const res = await send(path, {}, null);
  if (!res.ok) throw await apiError(res);
  return (await res.json()) as T;
}

/**
 * `publicGet` with the answer's `Date` header: a copy the service worker kept for offline use carries the time
 * the server sent it, so a page can say how old what it shows is.
 */
export async function publicGetDated<T>(path: string): Promise<{ body: T; date: Date | null }> {
  const res = await send(path, {}, null);
  if (!res.ok) throw await apiError(res);
  const header = res.headers.get('date');
  const date = header ? new Date(header) : null;
  return { body: (await res.json()) as T, date: date && !Number.isNaN(date.getTime()) ? date : null };
}

/** A write sent without a token, for the signed-out pages (the password-reset link). */
export async function publicSend(method: 'POST', path: string, body: unknown): Promise<void> {
  const res = await send(path, { method, body: JSON.stringify(body) }, null);
  if (!res.ok) throw await apiError(res);
}
