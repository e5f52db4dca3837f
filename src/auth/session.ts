/**
 * The signed-in session as one small store: the identity claims, the person profile (GET /person/me) and
 * whether the profile is complete (seed 1 §4). Cached on the device so an offline start knows who it is.
 */
import { useSyncExternalStore } from 'react';
import type { Person } from '../../domain/person/person';
import { apiAnswer, ApiError, onPrincipalVersion } from '../api/client';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { mayHaveStoredUser, PERSON_KEY, rememberStoredUser } from './session-hint';
import { getUserManager, OIDC_SCOPES, type User } from './user-manager';

const BEARER = 'Bearer' as const;
/** The signed-in identity's claims, kept with the profile (PERSON_KEY) so a start knows who it is at once. */
const IDENTITY_KEY = 'pairc.identity';

export interface Identity {
  sub: string;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  features?: string[];
  gaa_roles?: string[];
  admin_of?: string[];
  vetting_admin_of?: string[];
  competition_admin_of?: string[];
  preferredLanguage?: string;
}

/** GET /person/me: the domain's one Person shape. */
export type PersonSummary = Person;

export type ProfileState = 'complete' | 'incomplete' | 'missing' | 'unknown';

export interface Session {
  status: 'loading' | 'signedOut' | 'signedIn';
  identity?: Identity;
  person?: PersonSummary;
  profile: ProfileState;
  error?: MessageDescriptor;
}

let state: Session = { status: 'loading', profile: 'unknown' };
const listeners = new Set<() => void>();

function set(next: Session) {
  state = next;
  for (const l of listeners) l();
}

export const getSession = () => state;
/** What a component drawn by the server (a public page's document) sees: no session, still unknown. */
const SERVER_SESSION: Session = { status: 'loading', profile: 'unknown' };
export function useSession(): Session {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => state,
    () => SERVER_SESSION,
  );
}

/** Seed 1 §4: complete only with an id and status ACTIVE; INVITED/PENDING → completion; 404 → missing. */
export function profileStateOf(person: PersonSummary | null): ProfileState {
  if (!person) return 'missing';
  if (person.inviteStatus === 'INVITED' || person.status === 'PENDING') return 'incomplete';
  return person.id && person.status === 'ACTIVE' ? 'complete' : 'incomplete';
}

function decodeJwt(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
}

/** Tokens handed over in the URL (accessToken, idToken, refreshToken) become the stored user. */
async function adoptTokensFromUrl(): Promise<void> {
  const url = new URL(window.location.href);
  const accessToken = url.searchParams.get('accessToken');
  if (!accessToken) return;
  const idToken = url.searchParams.get('idToken') ?? undefined;
  const refreshToken = url.searchParams.get('refreshToken') ?? undefined;
  for (const k of ['accessToken', 'idToken', 'refreshToken']) url.searchParams.delete(k);
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  const { User: OidcUser } = await import('oidc-client-ts');
  const claims = decodeJwt(idToken ?? accessToken);
  const exp = Number(decodeJwt(accessToken).exp ?? 0);
  const um = await getUserManager();
  await um.storeUser(
    new OidcUser({
      access_token: accessToken,
      id_token: idToken,
      refresh_token: refreshToken,
      token_type: BEARER,
      scope: OIDC_SCOPES,
      profile: claims as User['profile'],
      expires_at: exp || undefined,
    }),
  );
}

/** Where the device keeps the principal version its cached profile was read at. */
const PRINCIPAL_VERSION_KEY = 'pairc.principalVersion';

/**
 * The principal version the session's profile was read at (null: not known, e.g. a copy from before);
 * undefined until first asked, then read from the device (not at import: the server renders this module).
 */
let personVersionKept: number | null | undefined;
function personVersion(): number | null {
  if (personVersionKept === undefined) {
    const kept = Number(localStorage.getItem(PRINCIPAL_VERSION_KEY) ?? NaN);
    personVersionKept = Number.isInteger(kept) ? kept : null;
  }
  return personVersionKept;
}
/** The highest principal version any answer carried. */
let seenVersion = -1;

function keepPerson(person: PersonSummary, version: number | null) {
  localStorage.setItem(PERSON_KEY, JSON.stringify(person));
  personVersionKept = version ?? Math.max(seenVersion, 0);
  seenVersion = Math.max(seenVersion, personVersionKept);
  localStorage.setItem(PRINCIPAL_VERSION_KEY, String(personVersionKept));
}

function forgetPerson() {
  localStorage.removeItem(PERSON_KEY);
  localStorage.removeItem(PRINCIPAL_VERSION_KEY);
  personVersionKept = null;
  seenVersion = -1;
}

async function loadPerson(): Promise<PersonSummary | null> {
  const cached = localStorage.getItem(PERSON_KEY);
  // With no network the request could only fail (or hang on a poor signal): start from the device's copy.
  if (cached && !navigator.onLine) return JSON.parse(cached) as PersonSummary;
  try {
    const { body: person, principalVersion } = await apiAnswer<PersonSummary>('/person/me');
    keepPerson(person, principalVersion);
    return person;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) {
      forgetPerson();
      return null;
    }
    if (cached) return JSON.parse(cached) as PersonSummary;
    throw err;
  }
}

let reloading: Promise<void> | undefined;

/**
 * Reads the profile again and keeps it on the device: what the person holds changed on the server (they
 * joined a club, on this device or another; the club gave them a role). Until it answers, the device keeps
 * what it has; the next answer that shows a newer version tries again.
 */
export function reloadPerson(): Promise<void> {
  reloading ??= (async () => {
    try {
      // Again if the version moved while it was read (at most twice more: versions only grow).
      for (let round = 0; round < 3; round++) {
        const { body: person, principalVersion } = await apiAnswer<PersonSummary>('/person/me');
        keepPerson(person, principalVersion);
        if (state.status === 'signedIn') set({ ...state, person, profile: profileStateOf(person) });
        const kept = personVersion();
        if (kept === null || seenVersion <= kept) break;
      }
    } catch {
      // Offline or refused: the device keeps its copy.
    } finally {
      reloading = undefined;
    }
  })();
  return reloading;
}

// Every signed-in answer carries the caller's principal version: a newer one than the profile's means the
// profile (clubs, labels, roles) is out of date on this device.
onPrincipalVersion.handler = (version) => {
  seenVersion = Math.max(seenVersion, version);
  if (state.status !== 'signedIn' || !state.person || reloading) return;
  const kept = personVersion();
  if (kept === null || version > kept) void reloadPerson();
};

export async function applyUser(user: User | null): Promise<Session> {
  if (!user) {
    rememberStoredUser(false);
    localStorage.removeItem(IDENTITY_KEY);
    set({ status: 'signedOut', profile: 'unknown' });
    return state;
  }
  rememberStoredUser(true);
  seenVersion = -1; // versions are per account: this may be another one
  const identity = { ...(user.profile as unknown as Identity) };
  localStorage.setItem(IDENTITY_KEY, JSON.stringify(identity));
  try {
    const person = await loadPerson();
    set({ status: 'signedIn', identity, person: person ?? undefined, profile: profileStateOf(person) });
  } catch {
    set({ status: 'signedIn', identity, profile: 'unknown', error: msg`Unable to load user data` });
  }
  return state;
}

/**
 * The session this device last knew (identity and profile kept by applyUser), read with no request, no OIDC
 * client and no local database: the first paint of a signed-in start (issue 49). Null when the device does not
 * know enough (tokens in the URL, nothing kept yet, or a profile to complete): then the start waits for
 * initSession. The stored user is checked after the first paint (verifySession).
 */
export function sessionFromDevice(): Session | null {
  // Only a signed-in device starts from what it keeps. A signed-out one goes through initSession, which answers
  // at once without the OIDC client: a start from "signed out" would check the stored user after the first
  // paint, and on the sign-in callback that check could read no user yet and sign the person out again.
  if (new URL(window.location.href).searchParams.has('accessToken') || !mayHaveStoredUser()) return null;
  try {
    const identity = JSON.parse(localStorage.getItem(IDENTITY_KEY) ?? 'null') as Identity | null;
    const person = JSON.parse(localStorage.getItem(PERSON_KEY) ?? 'null') as PersonSummary | null;
    if (!identity?.sub || !person || profileStateOf(person) !== 'complete') return null;
    set({ status: 'signedIn', identity, person, profile: 'complete' });
    return state;
  } catch {
    return null;
  }
}

/**
 * After a start from the device's session: the stored user (OIDC client) and, online, the profile. A device
 * whose user is gone (signed out in another tab, refresh token spent) becomes signed out; a client that cannot
 * start (no configuration on the device, offline) keeps the device's session — a request that needs a token
 * then asks for a new sign-in, as before.
 */
export async function verifySession(): Promise<Session> {
  let user: User | null;
  try {
    user = await (await getUserManager()).getUser();
  } catch {
    return state;
  }
  return applyUser(user && (user.refresh_token || !user.expired) ? user : null);
}

/** On start: tokens from the URL, else the stored user (kept even when expired: it refreshes on demand). */
export async function initSession(): Promise<Session> {
  // No user on this device: start signed out without loading the OIDC client.
  if (!mayHaveStoredUser()) {
    set({ status: 'signedOut', profile: 'unknown' });
    return state;
  }
  try {
    await adoptTokensFromUrl();
    const um = await getUserManager();
    const user = await um.getUser();
    return await applyUser(user && (user.refresh_token || !user.expired) ? user : null);
  } catch {
    set({ status: 'signedOut', profile: 'unknown', error: msg`unable to initialize authentication flow` });
    return state;
  }
}

/** Signs out on the device, then at the provider (end-session) when online. */
export async function signOut(idTokenHint?: string): Promise<void> {
  const um = await getUserManager();
  const hint = idTokenHint ?? (await um.getUser())?.id_token;
  await um.removeUser();
  forgetPerson();
  localStorage.removeItem(IDENTITY_KEY);
  rememberStoredUser(false);
  set({ status: 'signedOut', profile: 'unknown' });
  if (hint && navigator.onLine) {
    await um.signoutRedirect({ id_token_hint: hint });
  }
}
