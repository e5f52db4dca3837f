/**
 * oidc-client-ts, loaded lazily (16 KB gz), configured from the server's /api/config so the issuer is
 * discovered rather than hard-coded (an external issuer needs only server configuration). Tokens are kept in
 * the local database so a reload with no signal still knows who is signed in, and the service
 * worker can send queued changes with them.
 */
import type { User, UserManager } from 'oidc-client-ts';
import { DexieStateStore } from '../offline/dexie-state-store';

export interface ClientConfig {
  oidcIssuer: string;
  oidcClientId: string;
}

export const OIDC_SCOPES = ['openid', 'profile', 'email', 'offline_access', 'api'].join(' ');

let managerPromise: Promise<UserManager> | undefined;
const CONFIG_KEY = 'pairc.config';

async function loadConfig(): Promise<ClientConfig> {
  const cached = localStorage.getItem(CONFIG_KEY);
  // With no network the request could only fail (or hang on a poor signal): start from the device's copy.
  if (cached && !navigator.onLine) return JSON.parse(cached) as ClientConfig;
  try {
    const res = await fetch('/api/config');
    if (!res.ok) throw new Error(String(res.status));
    const config = (await res.json()) as ClientConfig;
    localStorage.setItem(CONFIG_KEY, JSON.stringify(config));
    return config;
  } catch (err) {
    if (cached) return JSON.parse(cached) as ClientConfig;
    throw err;
  }
}

export function getUserManager(): Promise<UserManager> {
  managerPromise ??= (async () => {
    const [{ UserManager: Manager, WebStorageStateStore }, config] = await Promise.all([
      import('oidc-client-ts'),
      loadConfig(),
    ]);
    const origin = window.location.origin;
    return new Manager({
      authority: config.oidcIssuer,
      client_id: config.oidcClientId,
      redirect_uri: `${origin}/auth/callback`,
      silent_redirect_uri: `${origin}/auth/silent`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: OIDC_SCOPES,
      automaticSilentRenew: false,
      // A sign-up's state waits while its e-mail is confirmed: as long as the provider's interaction (1 h).
      staleStateAgeInSeconds: 3600,
      loadUserInfo: false,
      // In the local database, where the service worker can use it for Background Sync.
      userStore: new DexieStateStore(),
      stateStore: new WebStorageStateStore({ store: window.localStorage }),
    });
  })();
  managerPromise.catch(() => (managerPromise = undefined));
  return managerPromise;
}

export type { User };
