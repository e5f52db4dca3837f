/**
 * Composes the one server: the REST API under /api, the embedded OpenID Connect provider under /oidc, and
 * the built PWA with a history fallback for client routes. Pure composition; start-up lives in main.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import { describeRoute, openAPIRouteHandler } from 'hono-openapi';
import type Provider from 'oidc-provider';
import type { Logger } from 'pino';
import type { Db } from './db/client.ts';
import type { Env } from './env.ts';
import type { TokenVerifier } from './auth/bearer.ts';
import { loginRoutes } from './auth/login.routes.ts';
import { mountOidc } from './auth/oidc.ts';
import { PrincipalCache, principalForToken, REVOKED } from './auth/principal.ts';
import { PublicAnswers } from './lib/public-answers.ts';
import { sharedProbe } from './lib/shared-probe.ts';
import { errorHandler } from './http/error-handler.ts';
import { HttpError, summaryFor, unauthorized } from './http/errors.ts';
import { compressResponses } from './http/compress.ts';
import { idempotency, outsideRequestTransactionOnly } from './http/idempotency.ts';
import { requestShape } from './http/request-shape.ts';
import { guard } from './http/guard.ts';
import { oidcModel } from './db/schema/index.ts';
import { revokeAccessToken } from './auth/revocation.ts';
import type { AppEnv } from './http/app-env.ts';
import { registerPolicies } from './policies.ts';
import { LARGE_UPLOADS, OUTSIDE_REQUEST_TRANSACTION } from './route-rules.ts';
import { assetRoutes } from './services/asset/asset.routes.ts';
import { certificationAssetRoutes } from './services/certification/certification-asset.routes.ts';
import { certificationRoutes } from './services/certification/certification.routes.ts';
import { crbotRoutes } from './services/certification/crbot.routes.ts';
import { calendarRoutes, messageRoutes, placeRoutes } from './services/event/event.routes.ts';
import { calendarFeedRoutes } from './services/calendar/calendar-feed.routes.ts';
import { commsRoutes, inboxRoutes } from './services/message/message.routes.ts';
import { groupRoutes } from './services/team/team.routes.ts';
import { competitionAdminRoutes } from './services/competition/competition-admin.routes.ts';
import { fixtureAdminRoutes } from './services/competition/fixture-admin.routes.ts';
import { matrixRoutes, poolRoutes } from './services/competition/matrix-pool.routes.ts';
import { officialCandidateRoutes } from './services/competition/official-candidates.routes.ts';
import { publicCompetitionRoutes } from './services/competition/public-competition.routes.ts';
import { fixtureRoutes, matchOfficialRoutes } from './services/competition/fixture.routes.ts';
import { officialsRoutes } from './services/competition/officials.routes.ts';
import { refereeReportRoutes } from './services/competition/referee-report.routes.ts';
import { bulkMemberRoutes } from './services/membership/bulk-members.routes.ts';
import { duplicateRoutes } from './services/membership/duplicates.routes.ts';
import { notificationOutboxRoutes } from './services/comms/notification-outbox.routes.ts';
import { unsubscribeRoutes } from './services/comms/unsubscribe.ts';
import { injuryAssetRoutes, notificationAssetRoutes } from './services/injury/injury-asset.routes.ts';
import { injuryRoutes } from './services/injury/injury.routes.ts';
import { healthRoutes } from './services/health/health.routes.ts';
import { supervisorRoutes } from './services/health/supervisor.routes.ts';
import { pifCheckRoutes } from './services/injury/pif-check.routes.ts';
import { notificationRoutes } from './services/injury/notification.routes.ts';
import { transferAssetRoutes } from './services/transfer/transfer-asset.routes.ts';
import { transferApprovalRoutes, transferRoutes } from './services/transfer/transfer.routes.ts';
import {
  linkedAccountPersonRoutes,
  linkedAccountRoutes,
} from './services/linked-account/linked-account.routes.ts';
import { openDataRoutes } from './services/opendata/opendata.routes.ts';
import { documentRoutes } from './services/opendata/document.routes.ts';
import { seoRoutes } from './services/opendata/seo.routes.ts';
import { organizationRoutes } from './services/organization/organization.routes.ts';
import { organizationAdminRoutes } from './services/organization/organization-admin.routes.ts';
import { clubPlaceRoutes, placeAdminRoutes } from './services/organization/place.routes.ts';
import { assetRegisterRoutes, assetReportRoutes } from './services/organization/asset.routes.ts';
import { familyRoutes } from './services/family/family.routes.ts';
import { inviteRoutes } from './services/family/invite.routes.ts';
import { personRoutes } from './services/person/person.routes.ts';
import { localCheckoutRoutes } from './adapters/payments/local-checkout.routes.ts';
import { localTestRoutes } from './adapters/payments/local-test.routes.ts';
import { localTerminalRoutes } from './adapters/payments/local-terminal.routes.ts';
import { paymentAccountRoutes } from './services/payment/payment-account.routes.ts';
import { approvalRoutes } from './services/payment/approval.routes.ts';
import { transferInvoiceRoutes } from './services/payment/transfer-invoice.routes.ts';
import { paymentHistoryRoutes } from './services/payment/history.routes.ts';
import { payoutFreezeRoutes } from './services/payment/payout-freeze.routes.ts';
import { organizationMethodRoutes, paymentMethodRoutes } from './services/payment/payment-method.routes.ts';
import { superAdminAccountRoutes } from './services/super-admin/accounts.routes.ts';
import { subscriptionRoutes } from './services/membership/subscription.routes.ts';
import { terminalPaymentRoutes } from './services/payment/terminal-payment.routes.ts';
import { terminalSetupRoutes } from './services/payment/terminal-setup.routes.ts';
import { LocalPaymentsProvider } from './adapters/payments/local-provider.ts';
import type { PaymentsProvider } from './adapters/payments/provider.ts';
import { createPaymentsProvider } from './adapters/payments/select-provider.ts';
import { drawRoutes } from './services/draw/draw.routes.ts';
import { drawEntryRoutes, paymentWebhookRoutes } from './services/draw/draw-entry.routes.ts';
import { supportRoutes } from './services/support/support.routes.ts';
import { surveyRoutes } from './services/survey/survey.routes.ts';
import { committeeRoutes } from './services/committee/committee.routes.ts';
import { surveyFileRoutes } from './services/survey/survey-file.routes.ts';
import { surveyBulkRoutes } from './services/survey/survey-bulk.routes.ts';
import { surveySubmissionRoutes } from './services/survey/survey-submission.routes.ts';
import { surveyReportRoutes } from './services/survey/survey-report.routes.ts';
import { apiKeyRoutes } from './services/super-admin/api-key.routes.ts';
import { SecretHasher } from './services/super-admin/api-key-secret.ts';
import { superAdminRoutes } from './services/super-admin/super-admin.routes.ts';
import { superAdminOrganizationRoutes } from './services/super-admin/organization.routes.ts';
import {
  organizationImageRoutes,
  publicOrganizationImageRoutes,
} from './services/organization/organization-image.routes.ts';
import { keyedOpenDataRoutes } from './services/opendata/keyed.routes.ts';
import { optionalApiKey } from './services/opendata/api-key-auth.ts';
import { apiDocsPage } from './services/opendata/docs.routes.ts';
import { basketRoutes } from './services/membership/basket.routes.ts';
import { annualLevyRoutes } from './services/membership/levy.routes.ts';
import { invoiceRoutes } from './services/fees/invoice.routes.ts';
import { bandRoutes } from './services/fees/band.routes.ts';
import { rateRoutes } from './services/fees/rate.routes.ts';
import { seasonRoutes } from './services/fees/season.routes.ts';
import { memberFeeRoutes } from './services/membership/member-fee.routes.ts';
import { membershipRoutes, orderRoutes } from './services/membership/order.routes.ts';
import { packageOptionRoutes, packageRoutes } from './services/membership/package.routes.ts';
import { syncRoutes } from './sync/sync.routes.ts';
import { vettingRoutes } from './services/vetting/vetting.routes.ts';

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

  // ---- API ---------------------------------------------------------------------------------------------
  const api = new Hono<AppEnv>();
  // A load balancer's health checks share one round trip a second instead of one each (issue 19).
  const databaseAnswers = sharedProbe(1000, () => db.execute(sql`select 1`));
  // Signed-in requests reuse the principal while its version holds (server/auth/principal.ts).
  const principals = new PrincipalCache();
  // Open-data answers kept in memory under the public read version (server/lib/public-answers.ts).
  const publicAnswers = PublicAnswers.forDatabase(db);
  // Public club fixture lists, under a version of their own: scores move it, not club searches.
  const publicFixtures = PublicAnswers.forDatabase(db, 'fixture');
  // Outermost, so ETags and stored idempotent replays see plain bodies.
  api.use('*', compressResponses());
  // After a write through this process has committed, the next public read checks the version again.
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      publicAnswers.version.expire();
      publicFixtures.version.expire();
    }
  });
  api.use('*', async (c, next) => {
    c.set('log', log);
    const header = c.req.header('authorization');
    let principal = null;
    if (header) {
      const m = /^Bearer\s+(\S+)$/i.exec(header);
      if (!m) throw unauthorized('The Authorization header must be a Bearer token');
      const claims = await deps.verifyToken(m[1]!).catch(() => {
        throw unauthorized('The access token is not valid or has expired');
      });
      const loaded = claims.sub
        ? await principalForToken(db, principals, { accountId: claims.sub, tokenId: claims.jti ?? '' })
        : null;
      if (loaded === REVOKED) throw unauthorized('This access token was revoked at sign-out');
      if (!loaded) throw unauthorized('The account for this token no longer exists');
      principal = loaded;
      c.set('token', { id: claims.jti, expiresAt: claims.exp });
    }
    c.set('auth', { principal, db });
    await next();
  });
  const oneMegabyte: MiddlewareHandler<AppEnv> = bodyLimit({
    maxSize: 1024 * 1024,
    onError: () => {
      throw new HttpError(413, 'The request body is too large (at most 1 MB)');
    },
  });
  // Document uploads set their own, larger limit on their route (10 MB, seed 2 §9).
  api.use(
    '*',
    createMiddleware<AppEnv>(async (c, next) => {
      if (LARGE_UPLOADS.some((re) => re.test(c.req.path))) await next();
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
  api.use('*', idempotency(db, { outsideTransaction: OUTSIDE_REQUEST_TRANSACTION }));

  api.get(
    '/health',
    describeRoute({ tags: ['health'], summary: 'Health, after a database round trip (at most 1 s old)' }),
    async (c) => {
      await databaseAnswers();
      return c.json({ status: 'ok' });
    },
  );
  api.get(
    '/config',
    describeRoute({
      tags: ['config'],
      summary: "What the app needs to start: the OIDC issuer and client; the Help Portal's links and phones",
    }),
    (c) =>
      c.json({
        oidcIssuer: env.OIDC_ISSUER,
        oidcClientId: env.OIDC_CLIENT_ID,
        stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
        // Which reader client the card terminal page uses: Stripe's (@stripe/terminal-js) or the local one.
        paymentsProvider: payments.name,
        help: {
          portalUrl: env.HELP_PORTAL_URL,
          phones: { IE: env.SUPPORT_PHONE_IE, GB: env.SUPPORT_PHONE_GB },
        },
      }),
  );
  api.delete(
    '/session',
    describeRoute({
      tags: ['session'],
      summary: "Sign out: revoke this account's refresh tokens and sessions, and this access token",
    }),
    guard('session.delete'),
    async (c) => {
      const { principal, db: requestDb } = c.get('auth');
      const accountId = principal!.accountId;
      await requestDb
        .delete(oidcModel)
        .where(
          sql`${oidcModel.model} in ('RefreshToken', 'Grant', 'Session') and ${oidcModel.payload}->>'accountId' = ${accountId}`,
        );
      await revokeAccessToken(requestDb, c.get('token'));
      return c.body(null, 204);
    },
  );
  api.route('/person', personRoutes(env.PUBLIC_URL));
  api.route('/person', crbotRoutes());
  api.route('/family', familyRoutes());
  api.route('/invite', inviteRoutes(env.PUBLIC_URL));
  api.route('/organization', organizationRoutes(env.PUBLIC_URL));
  api.route('/organization', organizationAdminRoutes());
  api.route('/organization', organizationImageRoutes());
  api.route('/organization', clubPlaceRoutes());
  api.route('/organization', assetReportRoutes());
  assetRegisterRoutes((path, routes) => api.route(path, routes));
  api.route('/organization', bulkMemberRoutes());
  api.route('/organization', duplicateRoutes());
  api.route('/organization', committeeRoutes());
  api.route('/fixture', fixtureRoutes(publicFixtures));
  api.route('/fixture', officialsRoutes());
  api.route('/fixture', refereeReportRoutes());
  api.route('/dev', notificationOutboxRoutes(env.PUBLIC_URL));
  api.route('/match-official', matchOfficialRoutes());
  api.route('/admin', competitionAdminRoutes());
  api.route('/admin', fixtureAdminRoutes());
  api.route('/admin', matrixRoutes());
  api.route('/admin', poolRoutes());
  api.route('/admin', officialCandidateRoutes());
  api.route('/sync', syncRoutes(env.SYNC_PUSH_CONCURRENCY));
  api.route('/group', groupRoutes());
  api.route('/message', messageRoutes());
  api.route('/calendar', calendarRoutes());
  api.route('/calendar', calendarFeedRoutes(env.PUBLIC_URL));
  api.route('/comms', commsRoutes());
  api.route('/inbox', inboxRoutes());
  api.route('/place', placeRoutes());
  api.route('/place', placeAdminRoutes());
  api.route('/injury', injuryRoutes());
  api.route('/health-questionnaire', supervisorRoutes());
  api.route('/health-questionnaire', healthRoutes());
  api.route('/player-injury-notification', notificationRoutes());
  api.route('/asset/injury', injuryAssetRoutes());
  api.route('/asset/playerInjuryNotification', notificationAssetRoutes());
  api.route('/external/pif', pifCheckRoutes());
  api.route('/player-transfer', transferRoutes());
  api.route('/player-transfer-approval', transferApprovalRoutes());
  api.route('/assets/player-transfer', transferAssetRoutes());
  api.route('/asset', assetRoutes());
  api.route('/asset', certificationAssetRoutes());
  api.route('/certification', certificationRoutes());
  api.route('/person', linkedAccountPersonRoutes());
  api.route('/linked-account', linkedAccountRoutes());
  api.route('/v1', publicOrganizationImageRoutes());
  api.route(
    '/v1',
    openDataRoutes(env.PUBLIC_URL, publicAnswers, optionalApiKey(secrets, env.OPEN_DATA_REQUESTS_PER_MINUTE)),
  );
  api.route('/v1', publicCompetitionRoutes(publicFixtures));
  // The open-data API read with an API key (issue 27 item 5), and the keys' administration.
  api.route('/v1', keyedOpenDataRoutes(publicFixtures, secrets, env.OPEN_DATA_REQUESTS_PER_MINUTE));
  api.route('/api-key', apiKeyRoutes(secrets));
  api.route('/super-admin', superAdminRoutes());
  api.route('/super-admin', superAdminOrganizationRoutes());
  api.route('/draw', drawRoutes(payments, env.PUBLIC_URL));
  api.route('/draw-entry', drawEntryRoutes(payments, env.PUBLIC_URL, env.DRAW_ENTRIES_PER_ADDRESS));
  api.route('/payments', paymentWebhookRoutes(payments));
  api.route('/package', packageRoutes(env.PUBLIC_URL));
  api.route('/organization-package-options', packageOptionRoutes());
  api.route('/basket', basketRoutes(payments, env.PUBLIC_URL));
  api.route('/order', orderRoutes(payments));
  // Before /membership, so /membership/fee/… is never read as a membership id.
  api.route('/membership/fee', memberFeeRoutes(payments));
  api.route('/membership', membershipRoutes());
  api.route('/annual-levy', annualLevyRoutes(payments));
  api.route('/invoice', invoiceRoutes(payments, env.PUBLIC_URL));
  api.route('/', seasonRoutes());
  api.route('/', rateRoutes());
  api.route('/', bandRoutes());
  api.route('/vetting', vettingRoutes());
  api.route('/payment-account', paymentAccountRoutes(payments));
  api.route('/payment-account', approvalRoutes(payments));
  api.route('/payment-account', transferInvoiceRoutes(payments));
  api.route('/payment-history', paymentHistoryRoutes(payments));
  api.route('/', terminalSetupRoutes(payments));
  api.route('/', terminalPaymentRoutes(payments));
  api.route('/super-admin', payoutFreezeRoutes());
  api.route('/payment-account', organizationMethodRoutes(payments));
  api.route('/payment-method', paymentMethodRoutes(payments));
  api.route('/subscription', subscriptionRoutes(payments));
  api.route('/super-admin', superAdminAccountRoutes(payments));
  api.route('/support-query', supportRoutes(env.SUPPORT_EMAIL, env.SUPPORT_QUERIES_PER_ADDRESS));
  api.route('/survey', surveyRoutes());
  api.route('/survey-submission', surveyBulkRoutes()); // before the /:id routes
  api.route('/survey-submission', surveySubmissionRoutes());
  api.route('/survey-submission', surveyReportRoutes());
  api.route('/survey-file', surveyFileRoutes());
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
    const handle = mountOidc(provider);
    app.all('/oidc/*', async (c) => {
      await handle(c.env.incoming, c.env.outgoing);
      return RESPONSE_ALREADY_SENT;
    });
    app.all('/oidc', (c) => c.redirect('/oidc/.well-known/openid-configuration'));
  }

  if (payments instanceof LocalPaymentsProvider) {
    app.route('/pay', localCheckoutRoutes(payments));
    app.route('/pay', localTestRoutes(payments, env.PUBLIC_URL));
    app.route('/pay', localTerminalRoutes(payments));
  }
  // The footer link of non-essential mail (a server page: no sign-in, no app shell).
  app.route('/unsubscribe', unsubscribeRoutes(db));

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
