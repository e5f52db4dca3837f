/** Route lists the app's middleware treats apart (server/app.ts). */
import { CERTIFICATE_UPLOAD_PATH } from './services/certification/certification.routes.ts';
import { DOCUMENT_UPLOAD_PATH } from './services/competition/referee-report.routes.ts';
import { SPLASH_UPLOAD_PATH } from './services/payment/terminal-setup.routes.ts';
import { SUPPORT_UPLOAD_PATH } from './services/support/support.routes.ts';
import { SURVEY_FILE_UPLOAD_PATH } from './services/survey/survey-file.routes.ts';

/** Routes that accept files over 1 MB and limit the body themselves. */
export const LARGE_UPLOADS = [
  DOCUMENT_UPLOAD_PATH,
  /^\/api\/player-injury-notification\/[^/]+\/document$/,
  /^\/api\/vetting\/[^/]+\/file$/,
  /^\/api\/player-transfer\/[^/]+\/document$/,
  CERTIFICATE_UPLOAD_PATH,
  SUPPORT_UPLOAD_PATH,
  // A club's crest and banner (10 MB, seed 3 §9).
  /^\/api\/organization\/[^/]+\/(crest|banner)$/,
  SPLASH_UPLOAD_PATH,
  SURVEY_FILE_UPLOAD_PATH,
];

/**
 * Routes whose Idempotency-Key stays outside the request's transaction (see http/idempotency.ts): those that
 * call the payments provider (online draw entry, draw and membership refunds, membership checkout, the
 * provider's events, annual levy and membership fee payments), and the sync push, which keeps a key per
 * mutation in each mutation's own transaction and waits its turn at a gate.
 */
export const OUTSIDE_REQUEST_TRANSACTION = [
  /^\/api\/draw-entry\//,
  /^\/api\/draw\/[^/]+\/organization\/[^/]+\/order\/[^/]+\/refund$/,
  /^\/api\/payments\//,
  /^\/api\/basket\/[^/]+\/checkout$/,
  /^\/api\/order\/[^/]+\/refund$/,
  /^\/api\/annual-levy\/[^/]+\/pay$/,
  /^\/api\/invoice\/[^/]+\/pay$/,
  /^\/api\/membership\/fee\/pay$/,
  /^\/api\/payment-account\//,
  /^\/api\/payment-method(\/|$)/,
  /^\/api\/subscription\//,
  /^\/api\/super-admin\/(payment-customer|test_helper\/|organization\/[^/]+\/(stripe-customer|balance-transfer\/))/,
  /^\/api\/terminal\//,
  /^\/api\/sync\/push$/,
];
