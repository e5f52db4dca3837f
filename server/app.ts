/**
 * Composes the one server: the REST API under /api, the embedded OpenID Connect provider under /oidc, and
 * the built PWA with a history fallback for client routes. Pure composition; start-up lives in main.ts. Here
 * is the middleware pipeline; the API's route groups are mounted in their order by http/api-routes.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { openAPIRouteHandler } from 'hono-openapi';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { TokenVerifier } from './auth/bearer.ts';
import { loginRoutes } from './auth/login.routes.ts';
import { mountOidc } from './auth/oidc.ts';
import { CheckedTokens, PrincipalCache, readPrincipalGeneration } from './auth/principal.ts';
import { freshRead } from './lib/fresh-read.ts';
import { PublicAnswers } from './lib/public-answers.ts';
import { liveHubFor } from './services/competition/live.ts';
import { wakePush } from './services/follow/push-fanout.ts';
import { errorHandler } from './http/error-handler.ts';
import { HttpError, summaryFor } from './http/errors.ts';
import { compressResponses } from './http/compress.ts';
import { directStreams } from './http/direct-stream.ts';
import { clientAddressMiddleware, TrustedProxies } from './http/client-address.ts';
import { bearerAuth } from './http/bearer-auth.ts';
import { hasBody, readableForms, requestShape } from './http/request-shape.ts';
import { mountApiRoutes } from './http/api-routes.ts';
import { outsideRequestTransactionOnly, requestTransaction } from './http/request-transaction.ts';
import type { AppEnv } from './http/app-env.ts';
import { registerPolicies } from './policies.ts';
import { LARGE_UPLOAD_MAX_BYTES, LARGE_UPLOADS, OUTSIDE_REQUEST_TRANSACTION } from './route-rules.ts';
import { unsubscribeRoutes } from './services/comms/unsubscribe.ts';
import { privacyRoutes } from './services/privacy/privacy.routes.ts';
import { documentRoutes } from './services/opendata/document.routes.ts';
import { seoRoutes } from './services/opendata/seo.routes.ts';
import { localCheckoutRoutes } from './adapters/payments/local-checkout.routes.ts';
import { localTestRoutes } from './adapters/payments/local-test.routes.ts';
import { localTerminalRoutes } from './adapters/payments/local-terminal.routes.ts';
import { LocalPaymentsProvider } from './adapters/payments/local-provider.ts';
import type { PaymentsProvider } from './adapters/payments/provider.ts';
import { createPaymentsProvider } from './adapters/payments/select-provider.ts';
import { SecretHasher } from './services/super-admin/api-key-secret.ts';
import { apiDocsPage } from './services/opendata/docs.routes.ts';

export interface AppDeps {
  db: Db;
  env: Env;
  log: Logger;
  verifyToken: TokenVerifier;
  oidc?: Provider;
  /** Defaults to the provider the configuration names (select-provider.ts). */
  payments?: PaymentsProvider;
}

function csp(env: Env): string {
  const issuerOrigin = new URL(env.OIDC_ISSUER).origin;
  // With Stripe, the card terminal page loads @stripe/terminal-js from js.stripe.com and it talks to Stripe.
  const stripe = env.PAYMENTS_PROVIDER === 'stripe';
  const connect = [
    "'self'",
    issuerOrigin === new URL(env.PUBLIC_URL).origin ? '' : issuerOrigin,
    stripe ? 'https://*.stripe.com' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    "default-src 'self'",
    stripe ? "script-src 'self' https://js.stripe.com" : "script-src 'self'",
    // Chakra (Emotion) injects style elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    `frame-src 'self' ${issuerOrigin}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${issuerOrigin}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

export function createApp(deps: AppDeps) {
  const { db, env, log } = deps;
  const payments = outsideRequestTransactionOnly(
    deps.payments ?? createPaymentsProvider(env, db),
    'payments',
  );
  registerPolicies();
  const app = new Hono<AppEnv>();

  // Outermost: a live stream's headers are written to the socket after every middleware below has set them.
  app.use('*', directStreams());
  // First: every limit and record below reads the client's address from here (TRUSTED_PROXIES).
  app.use('*', clientAddressMiddleware(new TrustedProxies(env.TRUSTED_PROXIES)));
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: undefined,
      xFrameOptions: 'SAMEORIGIN',
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-origin',
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: env.PUBLIC_URL.startsWith('https:')
        ? 'max-age=31536000; includeSubDomains'
        : false,
    }),
  );
  const policy = csp(env);
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Content-Security-Policy')) c.res.headers.set('Content-Security-Policy', policy);
  });

  app.onError(errorHandler(log));
  // A form or upload body that cannot be parsed is a 400 on every route (request-shape.ts).
  app.use('*', readableForms());

  // ---- API ---------------------------------------------------------------------------------------------
  const api = new Hono<AppEnv>();
  // Signed-in requests reuse the principal while its version holds (server/auth/principal.ts).
  const principals = new PrincipalCache();
  // A token checked at the current principal generation costs no query of its own (issue 50).
  const checkedTokens = {
    generation: freshRead(() => readPrincipalGeneration(db)),
    tokens: new CheckedTokens(),
  };
  // Open-data answers kept in memory under the public read version (server/lib/public-answers.ts).
  const publicAnswers = PublicAnswers.forDatabase(db);
  // Public club fixture lists, under a version of their own: scores move it, not club searches.
  const publicFixtures = PublicAnswers.forDatabase(db, 'fixture');
  // Live public pages (issue 52): one watcher of the fixture read version for all of this process's streams.
  const live = liveHubFor(db, (e) => log.error({ err: e }, 'live stream probe failed'));
  // Outermost, so ETags and stored idempotent replays see plain bodies.
  api.use('*', compressResponses());
  // After a write through this process has committed, the next public read checks the version again.
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      publicAnswers.version.expire();
      publicFixtures.version.expire();
      live.poke();
      // A committed match event's push notifications go at once, not at the job's next tick.
      wakePush();
    }
  });
  const whoIsCalling = bearerAuth({ db, log, verifyToken: deps.verifyToken, principals, checkedTokens });
  api.use('*', whoIsCalling);
  const oneMegabyte: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new HttpError(413, 'The request body is too large (at most 1 MB)');
    },
  });
  // Document uploads set their own, larger limit on their route (10 MB, seed 2 §9), under a ceiling for all of
  // them: a write's body is read in full before its transaction opens (http/request-transaction.ts).
  const largeUpload: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: LARGE_UPLOAD_MAX_BYTES,
    onError: () => {
      throw new HttpError(413, 'The request body is too large (at most 12 MB)');
    },
  });
  // A request without a body skips the limits: reading `body` off the raw request builds the whole Fetch
  // Request on Node, a cost every GET paid (issue 50).
  api.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      if (!hasBody(c)) await next();
      else if (LARGE_UPLOADS.some((re) => re.test(c.req.path))) await largeUpload(c, next);
      else await oneMegabyte(c, next);
    }),
  );
  api.use('*', requestShape());
  // API key secrets are hashed under a pepper read once, before any request transaction opens.
  const secrets = new SecretHasher(db);
  api.use('/api-key/*', async (_c, next) => {
    await secrets.ready();
    await next();
  });
  // Every write in one transaction, with its Idempotency-Key's replay (http/request-transaction.ts).
  api.use('*', requestTransaction(db, { outside: OUTSIDE_REQUEST_TRANSACTION }));

  // Every route group of the API, in its order; then its OpenAPI document, its docs page and its 404.
  mountApiRoutes(api, { db, env, payments, publicAnswers, publicFixtures, live, secrets });
  api.get(
    '/openapi.json',
    openAPIRouteHandler(api, {
      documentation: {
        openapi: '3.1.0',
        info: {
          title: 'Páirc API',
          version: '0.1.0',
          description: 'REST API of Páirc (paths relative to /api).',
        },
        servers: [{ url: `${env.PUBLIC_URL}/api` }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          },
        },
        security: [{ bearer: [] }],
      },
    }),
  );
  // A browsable page of the OpenAPI document (server-rendered: no script, no CDN).
  api.get('/docs', (c) => apiDocsPage(c, api));
  api.all('*', (c) =>
    c.json(
      { status: 404, summary: summaryFor(404), message: `No such API path: ${c.req.method} ${c.req.path}` },
      404,
    ),
  );
  app.route('/api', api);

  // ---- OpenID Connect ------------------------------------------------------------------------------------
  if (deps.oidc) {
    const provider = deps.oidc;
    app.route('/oidc/interaction', loginRoutes(db, provider, env.PUBLIC_URL));
    const handle = mountOidc(provider, env.PUBLIC_URL);
    app.all('/oidc/*', async (c) => {
      await handle(c.env.incoming, c.env.outgoing, c.get('clientAddress'));
      return RESPONSE_ALREADY_SENT;
    });
    app.all('/oidc', (c) => c.redirect('/oidc/.well-known/openid-configuration'));
  }

  // The local test-mode provider's own pages: in production only when PAYMENTS_ALLOW_LOCAL=true (env.ts), and
  // then never its test clock, which moves the ledger's time for everyone (localTestRoutes).
  if (payments instanceof LocalPaymentsProvider) {
    app.route('/pay', localCheckoutRoutes(payments));
    // The test clock is a super admin's (local-test.routes.ts): its caller is read as the API's is.
    app.use('/pay/test/*', whoIsCalling);
    app.route('/pay', localTestRoutes(payments, env.PUBLIC_URL, { clock: !env.production }));
    app.route('/pay', localTerminalRoutes(payments));
  }
  // Server pages only, never the app's: anything else under /pay (all of it without the local provider) is 404.
  app.all('/pay/*', (c) => c.text('Not found', 404));
  // The footer link of non-essential mail (a server page: no sign-in, no app shell).
  app.route('/unsubscribe', unsubscribeRoutes(db));
  // The privacy notice (the landing page's "Privacy policy"): a server document in English or Irish.
  app.route('/', privacyRoutes({ supportEmail: env.SUPPORT_EMAIL }));

  // ---- The PWA -------------------------------------------------------------------------------------------
  const root = path.resolve(env.STATIC_DIR);
  const indexFile = path.join(root, 'index.html');
  // The public pages as complete documents, drawn from the app's components (document.routes.ts).
  app.route(
    '/',
    documentRoutes({
      publicUrl: env.PUBLIC_URL,
      staticRoot: root,
      rendererFile: path.resolve(env.SSR_DIR, 'render.js'),
      answers: publicAnswers,
      helpPortalUrl: env.HELP_PORTAL_URL,
      api: (c, p) => Promise.resolve(app.request(p, { headers: { Accept: 'application/json' } }, c.env)),
    }),
  );
  app.route('/', seoRoutes({ db, publicUrl: env.PUBLIC_URL, indexFile }));
  app.use(
    '*',
    serveStatic({
      root: path.relative(process.cwd(), root) || '.',
      // dist/ holds .br and .gz copies made at build time (scripts/precompress.ts).
      precompressed: true,
      onFound: (p, c) => {
        const immutable = p.includes(`${path.sep}assets${path.sep}`) || p.includes('/assets/');
        c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.get('*', (c) => {
    // History fallback: client routes get the app shell; missing files with an extension are 404.
    if (path.extname(c.req.path) || !existsSync(indexFile)) {
      return c.text(existsSync(indexFile) ? 'Not found' : 'The app is not built: run npm run build', 404);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexFile, 'utf8'));
  });
  return app;
}
