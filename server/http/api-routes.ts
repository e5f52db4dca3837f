/**
 * Every route group of the REST API, mounted on the /api app in order (createApp in server/app.ts sets the
 * middleware before them, and the OpenAPI document, docs page and 404 after). The ORDER matters where groups
 * share a prefix: /membership/fee comes before /membership, and /survey-submission's export and bulk routes
 * before its /:id routes, so neither fixed path is read as an id.
 */
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { PublicAnswers } from '../lib/public-answers.ts';
import { sharedProbe } from '../lib/shared-probe.ts';
import { responseCheck } from './contract.ts';
import { guard } from './guard.ts';
import { oidcModel } from '../db/schema/index.ts';
import { revokeAccessToken } from '../auth/revocation.ts';
import type { AppEnv } from './app-env.ts';
import { assetRoutes } from '../services/asset/asset.routes.ts';
import { certificationAssetRoutes } from '../services/certification/certification-asset.routes.ts';
import { certificationRoutes } from '../services/certification/certification.routes.ts';
import { crbotRoutes } from '../services/certification/crbot.routes.ts';
import { calendarRoutes, messageRoutes, placeRoutes } from '../services/event/event.routes.ts';
import { calendarFeedRoutes } from '../services/calendar/calendar-feed.routes.ts';
import { commsRoutes, inboxRoutes } from '../services/message/message.routes.ts';
import { groupRoutes } from '../services/team/team.routes.ts';
import { competitionAdminRoutes } from '../services/competition/competition-admin.routes.ts';
import { competitionTabsRoutes } from '../services/competition/competition-tabs.routes.ts';
import { fixtureAdminRoutes } from '../services/competition/fixture-admin.routes.ts';
import { matrixRoutes, poolRoutes } from '../services/competition/matrix-pool.routes.ts';
import { officialCandidateRoutes } from '../services/competition/official-candidates.routes.ts';
import { publicCompetitionRoutes } from '../services/competition/public-competition.routes.ts';
import { fixtureRoutes, matchOfficialRoutes } from '../services/competition/fixture.routes.ts';
import { personListRoutes } from '../services/person/person-list.routes.ts';
import { clubInvitationRoutes } from '../services/person/club-invitation.routes.ts';
import { matchRoutes } from '../services/competition/match.routes.ts';
import { myApprovalRoutes } from '../services/approval/approval.routes.ts';
import { myInjuryFundRoutes } from '../services/injury/pif-cover.routes.ts';
import { followRoutes } from '../services/follow/follow.routes.ts';
import { vapidOf } from '../adapters/push/vapid.ts';
import { competitionLookupRoutes } from '../services/competition/lookup.routes.ts';
import { officialResponseRoutes } from '../services/competition/official-response.routes.ts';
import { overviewRoutes } from '../services/competition/overview.routes.ts';
import type { MatchHub } from '../services/competition/live.ts';
import { officialsRoutes } from '../services/competition/officials.routes.ts';
import { refereeReportRoutes } from '../services/competition/referee-report.routes.ts';
import { bulkMemberRoutes } from '../services/membership/bulk-members.routes.ts';
import { duplicateRoutes } from '../services/membership/duplicates.routes.ts';
import { notificationOutboxRoutes } from '../services/comms/notification-outbox.routes.ts';
import { injuryAssetRoutes, notificationAssetRoutes } from '../services/injury/injury-asset.routes.ts';
import { injuryRoutes } from '../services/injury/injury.routes.ts';
import { healthRoutes } from '../services/health/health.routes.ts';
import { supervisorRoutes } from '../services/health/supervisor.routes.ts';
import { pifCheckRoutes } from '../services/injury/pif-check.routes.ts';
import { notificationRoutes } from '../services/injury/notification.routes.ts';
import { transferAssetRoutes } from '../services/transfer/transfer-asset.routes.ts';
import { transferApprovalRoutes, transferRoutes } from '../services/transfer/transfer.routes.ts';
import {
  linkedAccountPersonRoutes,
  linkedAccountRoutes,
  linkedAccountSpecRoutes,
} from '../services/linked-account/linked-account.routes.ts';
import { openDataRoutes } from '../services/opendata/opendata.routes.ts';
import { organizationRoutes } from '../services/organization/organization.routes.ts';
import { organizationAdminRoutes } from '../services/organization/organization-admin.routes.ts';
import { privilegeChangeRoutes } from '../services/organization/privilege-change.routes.ts';
import { clubPlaceRoutes, placeAdminRoutes } from '../services/organization/place.routes.ts';
import { assetRegisterRoutes, assetReportRoutes } from '../services/organization/asset.routes.ts';
import { familyRoutes } from '../services/family/family.routes.ts';
import { inviteRoutes } from '../services/family/invite.routes.ts';
import { personRoutes } from '../services/person/person.routes.ts';
import { accountSpecRoutes } from '../services/payment/account-spec.routes.ts';
import { PAYMENT_ACCOUNT_BASES, paymentAccountRoutes } from '../services/payment/payment-account.routes.ts';
import { approvalRoutes } from '../services/payment/approval.routes.ts';
import { transferInvoiceRoutes } from '../services/payment/transfer-invoice.routes.ts';
import { paymentHistoryRoutes } from '../services/payment/history.routes.ts';
import { payoutFreezeRoutes } from '../services/payment/payout-freeze.routes.ts';
import { organizationMethodRoutes, paymentMethodRoutes } from '../services/payment/payment-method.routes.ts';
import { superAdminAccountRoutes } from '../services/super-admin/accounts.routes.ts';
import { subscriptionRoutes } from '../services/membership/subscription.routes.ts';
import { terminalPaymentRoutes } from '../services/payment/terminal-payment.routes.ts';
import { terminalSetupRoutes } from '../services/payment/terminal-setup.routes.ts';
import type { PaymentsProvider } from '../adapters/payments/provider.ts';
import { drawRoutes } from '../services/draw/draw.routes.ts';
import { drawEntryRoutes, paymentWebhookRoutes } from '../services/draw/draw-entry.routes.ts';
import { supportRoutes } from '../services/support/support.routes.ts';
import { surveyRoutes } from '../services/survey/survey.routes.ts';
import { committeeRoutes } from '../services/committee/committee.routes.ts';
import { teamListRoutes } from '../services/team/team-list.routes.ts';
import { eventEditRoutes } from '../services/event/event-edit.routes.ts';
import { messageCategoryRoutes } from '../services/asset/message-category.routes.ts';
import { surveyFileRoutes } from '../services/survey/survey-file.routes.ts';
import { surveyBulkRoutes } from '../services/survey/survey-bulk.routes.ts';
import { surveySubmissionRoutes } from '../services/survey/survey-submission.routes.ts';
import { surveyReportRoutes } from '../services/survey/survey-report.routes.ts';
import { apiKeyRoutes } from '../services/super-admin/api-key.routes.ts';
import type { SecretHasher } from '../services/super-admin/api-key-secret.ts';
import { superAdminRoutes } from '../services/super-admin/super-admin.routes.ts';
import { nationalRoutes } from '../services/super-admin/national.routes.ts';
import { superAdminOrganizationRoutes } from '../services/super-admin/organization.routes.ts';
import {
  organizationImageRoutes,
  publicOrganizationImageRoutes,
} from '../services/organization/organization-image.routes.ts';
import { keyedOpenDataRoutes } from '../services/opendata/keyed.routes.ts';
import { optionalApiKey } from '../services/opendata/api-key-auth.ts';
import { basketRoutes } from '../services/membership/basket.routes.ts';
import { basketEditRoutes } from '../services/membership/basket-edit.routes.ts';
import { annualLevyRoutes } from '../services/membership/levy.routes.ts';
import { invoiceRoutes } from '../services/fees/invoice.routes.ts';
import { bandRoutes } from '../services/fees/band.routes.ts';
import { rateRoutes } from '../services/fees/rate.routes.ts';
import { seasonRoutes } from '../services/fees/season.routes.ts';
import { memberFeeRoutes } from '../services/membership/member-fee.routes.ts';
import { membershipRoutes, orderRoutes } from '../services/membership/order.routes.ts';
import { packageOptionRoutes, packageRoutes } from '../services/membership/package.routes.ts';
import { syncRoutes } from '../sync/sync.routes.ts';
import { vettingRoutes } from '../services/vetting/vetting.routes.ts';

export interface ApiRouteDeps {
  db: Db;
  env: Env;
  payments: PaymentsProvider;
  /** Open-data answers kept in memory under the public read version (server/lib/public-answers.ts). */
  publicAnswers: PublicAnswers;
  /** Public club fixture lists, under a version of their own: scores move it, not club searches. */
  publicFixtures: PublicAnswers;
  /** Live public pages' streams (issue 52; server/lib/live-hub.ts). */
  live: MatchHub;
  secrets: SecretHasher;
}

export function mountApiRoutes(api: Hono<AppEnv>, deps: ApiRouteDeps) {
  const { db, env, payments, publicAnswers, publicFixtures, live, secrets } = deps;
  responseCheck.enabled =
    (env.CHECK_RESPONSES ?? (env.NODE_ENV === 'production' ? 'false' : 'true')) === 'true';
  // A load balancer's health checks share one round trip a second instead of one each (issue 19).
  const databaseAnswers = sharedProbe(1000, () => db.execute(sql`select 1`));
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
  api.route('/', clubInvitationRoutes(env.PUBLIC_URL));
  api.route('/', personListRoutes());
  api.route('/person', personRoutes(env.PUBLIC_URL));
  api.route('/', crbotRoutes());
  api.route('/family', familyRoutes());
  api.route('/invite', inviteRoutes(env.PUBLIC_URL));
  api.route('/organization', organizationRoutes(env.PUBLIC_URL));
  api.route('/organization', organizationAdminRoutes());
  api.route('/organization', privilegeChangeRoutes());
  api.route('/organization', organizationImageRoutes());
  api.route('/organization', clubPlaceRoutes());
  api.route('/organization', assetReportRoutes());
  assetRegisterRoutes((path, routes) => api.route(path, routes));
  api.route('/organization', bulkMemberRoutes());
  api.route('/organization', duplicateRoutes());
  api.route('/', committeeRoutes());
  api.route('/', matchRoutes(live));
  api.route('/', myApprovalRoutes());
  api.route('/', myInjuryFundRoutes());
  api.route('/', followRoutes(vapidOf(db, env), env.PUSH_ALLOW_LOCAL_ENDPOINTS === 'true'));
  api.route('/fixture', fixtureRoutes(publicFixtures));
  api.route('/fixture', officialsRoutes(env.PUBLIC_URL));
  api.route('/', officialResponseRoutes());
  api.route('/', overviewRoutes());
  api.route('/fixture', refereeReportRoutes());
  // The outbox viewer shows every message as sent, sign-up and password-reset links included: a development
  // tool, not mounted in production (the /api 404 answers there).
  if (!env.production) api.route('/dev', notificationOutboxRoutes(env.PUBLIC_URL));
  api.route('/match-official', matchOfficialRoutes());
  api.route('/', competitionTabsRoutes());
  api.route('/admin', competitionAdminRoutes());
  api.route('/admin', fixtureAdminRoutes());
  api.route('/admin', matrixRoutes());
  api.route('/admin', poolRoutes());
  api.route('/admin', officialCandidateRoutes());
  api.route('/sync', syncRoutes(env.SYNC_PUSH_CONCURRENCY));
  api.route('/', teamListRoutes());
  api.route('/', eventEditRoutes());
  api.route('/', messageCategoryRoutes());
  api.route('/group', groupRoutes());
  api.route('/message', messageRoutes());
  api.route('/calendar', calendarRoutes());
  api.route('/', calendarFeedRoutes(env.PUBLIC_URL));
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
  api.route('/', certificationAssetRoutes());
  api.route('/', competitionLookupRoutes());
  api.route('/', certificationRoutes());
  api.route('/person', linkedAccountPersonRoutes());
  api.route('/linked-account', linkedAccountRoutes());
  api.route('/', linkedAccountSpecRoutes());
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
  // National administration at the spec's paths (issue 54 item 5): the contracts carry whole paths.
  api.route('/', nationalRoutes());
  api.route('/draw', drawRoutes(payments, env.PUBLIC_URL));
  api.route('/draw-entry', drawEntryRoutes(payments, env.PUBLIC_URL, env.DRAW_ENTRIES_PER_ADDRESS));
  api.route('/payments', paymentWebhookRoutes(payments));
  api.route('/package', packageRoutes(env.PUBLIC_URL));
  api.route('/organization-package-options', packageOptionRoutes());
  api.route('/basket', basketRoutes(payments, env.PUBLIC_URL));
  // Basket edits, checkout of existing orders, POST /order (domain/membership/basket.contract.ts).
  api.route('/', basketEditRoutes(payments, env.PUBLIC_URL));
  api.route('/order', orderRoutes(payments));
  // Before /membership, so /membership/fee/… is never read as a membership id.
  api.route('/membership/fee', memberFeeRoutes(payments));
  api.route('/membership', membershipRoutes());
  api.route('/annual-levy', annualLevyRoutes(payments));
  api.route('/invoice', invoiceRoutes(payments, env.PUBLIC_URL));
  api.route('/', seasonRoutes());
  api.route('/', rateRoutes());
  api.route('/', bandRoutes());
  api.route('/', vettingRoutes());
  // The account family at the spec's paths (seed 3 §7: /account/{id}…) and at the project's earlier ones.
  for (const base of PAYMENT_ACCOUNT_BASES) {
    api.route(base, paymentAccountRoutes(payments));
    api.route(base, approvalRoutes(payments));
    api.route(base, transferInvoiceRoutes(payments));
  }
  api.route('/', accountSpecRoutes(payments));
  api.route('/payment-history', paymentHistoryRoutes(payments));
  api.route('/', terminalSetupRoutes(payments));
  api.route('/', terminalPaymentRoutes(payments));
  api.route('/super-admin', payoutFreezeRoutes());
  for (const base of PAYMENT_ACCOUNT_BASES) api.route(base, organizationMethodRoutes(payments));
  api.route('/payment-method', paymentMethodRoutes(payments));
  api.route('/subscription', subscriptionRoutes(payments));
  api.route('/super-admin', superAdminAccountRoutes(payments));
  api.route('/support-query', supportRoutes(env.SUPPORT_EMAIL, env.SUPPORT_QUERIES_PER_ADDRESS));
  // Route groups registered from their contracts (domain/*/*.contract.ts) carry their whole paths.
  api.route('/', surveyRoutes());
  api.route('/', surveyBulkRoutes()); // before the /:id routes
  api.route('/', surveySubmissionRoutes());
  api.route('/', surveyReportRoutes());
  api.route('/', surveyFileRoutes());
}
