/**
 * CORS of the embedded provider. oidc-provider answers CORS itself: to any origin on its public metadata, and
 * on the endpoints a client calls from the browser (token, revocation, userinfo, introspection) to the origins
 * `clientBasedCORS` allows for that client. That check only runs once the request names its client, so a
 * preflight, or an error before the client is known (userinfo with a token for another audience), still
 * reflected any origin; the library's default check also warned at every start that it must be replaced.
 *
 * Here:
 * - `clientBasedCORS`: a client's requests get CORS from the origins of its own redirect URIs only (for
 *   `pairc-web`, the PUBLIC_URL origin the app signs in from); from another origin the request is refused
 *   (400 invalid_request) before it is processed;
 * - `restrictCors`: every other answer to an origin that is not one of the clients' loses its CORS headers,
 *   preflights included — except discovery and the JWKS. Those are public metadata (the issuer's endpoints and
 *   public keys), the same for everyone and readable without a browser anyway, answered without credentials;
 *   left open so a browser-based tool or relying party elsewhere can still read them.
 */
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

/** Open to any origin: the discovery document and the JWKS (and their preflights). */
const PUBLIC_ROUTES = new Set(['discovery', 'cors.discovery', 'jwks', 'cors.jwks']);

const originOf = (uri: string) => URL.parse(uri)?.origin;

export const clientBasedCORS: NonNullable<Configuration['clientBasedCORS']> = (_ctx, origin, client) =>
  origin !== 'null' && (client.redirectUris ?? []).some((uri) => originOf(uri) === origin);

/** Removes the CORS headers from the provider's answers to any origin but `origins`, except public routes. */
export function restrictCors(provider: Provider, origins: readonly string[]): void {
  const allowed = new Set(origins.map(originOf));
  provider.use(async (ctx, next) => {
    await next();
    const origin = ctx.get('Origin');
    if (!origin || allowed.has(origin) || PUBLIC_ROUTES.has((ctx as KoaContextWithOIDC).oidc?.route ?? '')) {
      return;
    }
    for (const name of Object.keys(ctx.response.headers)) {
      if (name.toLowerCase().startsWith('access-control-')) ctx.remove(name);
    }
  });
}
