/**
 * The embedded OpenID Connect provider at /oidc: authorization code + PKCE (S256) for the public client
 * `pairc-web`, rotating refresh tokens, ES256 JWT access tokens for the API audience, claims from the
 * database. Storage and keys live in the database (see oidc-adapter.ts, secrets.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { LoginText } from '../../domain/auth/login-messages.ts';
import { pickLocale, translate } from '../i18n.ts';
import { dbAdapterFactory } from './oidc-adapter.ts';
import { clientBasedCORS, restrictCors } from './oidc-cors.ts';
import { claimsFor, loadPrincipal } from './principal.ts';
import { cookieKeys, signingJwks } from './secrets.ts';
import { esc, page } from './html.ts';

export const API_SCOPES = 'api';
const SCOPES = ['openid', 'profile', 'email', 'offline_access', API_SCOPES];

/**
 * The default prompts (login, consent) after `create` (OpenID Connect Prompt Create 1.0): an app asking
 * prompt=create opens the sign-up form (register.routes.ts), which resolves it with the new account's login.
 */
function policy() {
  const prompts = interactionPolicy.base();
  prompts.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return prompts;
}

function t(ctx: KoaContextWithOIDC, m: { id: string; message: string }) {
  return translate(m.id, pickLocale(ctx.get('accept-language')), m.message);
}

export async function createOidcProvider(db: Db, env: Env): Promise<Provider> {
  const origins = [env.PUBLIC_URL];
  const config: Configuration = {
    adapter: dbAdapterFactory(db),
    jwks: await signingJwks(db),
    cookies: { keys: await cookieKeys(db) },
    clients: [
      {
        client_id: env.OIDC_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.flatMap((o) => [`${o}/auth/callback`, `${o}/auth/silent`]),
        post_logout_redirect_uris: origins.flatMap((o) => [`${o}/`, `${o}/login`]),
        id_token_signed_response_alg: 'ES256',
      },
    ],
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      profile: [
        'preferred_username',
        'given_name',
        'family_name',
        'features',
        'gaa_roles',
        'admin_of',
        'vetting_admin_of',
        'competition_admin_of',
        'preferredLanguage',
      ],
      email: ['email'],
    },
    pkce: { required: () => true },
    clientBasedCORS, // with restrictCors below: CORS for PUBLIC_URL only (oidc-cors.ts)
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    ttl: {
      AccessToken: 900,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 30 * 24 * 3600,
      RefreshToken: 30 * 24 * 3600,
    },
    findAccount: async (_ctx, id) => {
      const p = await loadPrincipal(db, { accountId: id });
      if (!p) return undefined;
      return { accountId: id, claims: () => claimsFor(p) };
    },
    extraTokenClaims: async (_ctx, token) => {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const p = await loadPrincipal(db, { accountId: token.accountId });
      if (!p) return undefined;
      const { sub: _sub, ...claims } = claimsFor(p);
      return claims;
    },
    // First-party client: no consent screen; the grant covers every scope this client may ask for.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addOIDCClaims(['preferred_username', 'given_name', 'family_name', 'email']);
      grant.addResourceScope(env.OIDC_AUDIENCE, SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    interactions: { policy: policy(), url: (_ctx, interaction) => `/oidc/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = page({
            lang: pickLocale(ctx.get('accept-language')),
            title: t(ctx, LoginText.signOutTitle),
            body: `${form}<p>${esc(t(ctx, LoginText.signOutConfirm))}</p>
<button type="submit" form="op.logoutForm" name="logout" value="yes">${esc(t(ctx, LoginText.signOutTitle))}</button>
<script src="/logout-submit.js"></script>`,
          });
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = page({
            lang: pickLocale(ctx.get('accept-language')),
            title: t(ctx, LoginText.signedOut),
            body: `<p><a href="/">${esc(t(ctx, LoginText.back))}</a></p>`,
          });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => env.OIDC_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== env.OIDC_AUDIENCE) throw new Error('unknown resource');
          return {
            scope: SCOPES.join(' '),
            audience: env.OIDC_AUDIENCE,
            accessTokenTTL: 900,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'ES256' } },
          };
        },
      },
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page({
        lang: pickLocale(ctx.get('accept-language')),
        title: t(ctx, LoginText.errorTitle),
        body: `<p>${esc(String(out.error_description ?? out.error))}</p><p><a href="/">${esc(t(ctx, LoginText.back))}</a></p>`,
      });
    },
  };
  const provider = new Provider(env.OIDC_ISSUER, config);
  provider.proxy = true;
  restrictCors(provider, origins);
  return provider;
}

/**
 * Hands a request under /oidc to the provider on the raw Node objects, as Express would: `url` without the
 * mount path, `originalUrl` with it. The provider trusts forwarded headers (`provider.proxy`), so they are set
 * here and never taken from the client: the scheme and host are PUBLIC_URL's (an https PUBLIC_URL makes every
 * cookie it sets Secure, whatever the hop from the TLS proxy), the address the one client-address.ts resolved.
 */
export function mountOidc(provider: Provider, publicUrl: string) {
  const callback = provider.callback();
  const { protocol, host } = new URL(publicUrl);
  return async (
    req: IncomingMessage & { originalUrl?: string },
    res: ServerResponse,
    clientAddress: string,
  ) => {
    req.headers['x-forwarded-proto'] = protocol.slice(0, -1);
    req.headers['x-forwarded-host'] = host;
    req.headers['x-forwarded-for'] = clientAddress;
    req.originalUrl = req.url;
    req.url = req.url!.slice('/oidc'.length) || '/';
    if (req.url.startsWith('/token/revocation')) {
      // oidc-provider answers revocation 200 text/plain; oidc-client-ts then fails to parse it (STACK.md).
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name, value) => (name.toLowerCase() === 'content-type' ? res : setHeader(name, value));
    }
    await callback(req, res);
  };
}
