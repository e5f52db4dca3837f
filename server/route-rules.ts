/** Route lists the app's middleware treats apart (server/app.ts). */
import { CERTIFICATE_UPLOAD_PATH } from './services/certification/certification.routes.ts';
import { DOCUMENT_UPLOAD_PATH } from './services/competition/referee-report.routes.ts';
import { SPLASH_UPLOAD_PATH } from './services/payment/terminal-setup.routes.ts';
import { SUPPORT_UPLOAD_PATH } from './services/support/support.routes.ts';
import { SURVEY_FILE_UPLOAD_PATH } from './services/survey/survey-file.routes.ts';

/**
 * The ceiling of every route in LARGE_UPLOADS: above the largest of their own limits (10 MB and its multipart
 * framing), so each still answers its own 413 in its own words, while no body over it is ever read into memory.
 */
export const LARGE_UPLOAD_MAX_BYTES = 12 * 1024 * 1024;

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
 * The only mutating /api routes that run without a request transaction (http/request-transaction.ts): every
 * other POST, PUT, PATCH and DELETE runs in one, keyed or not. These call the payments provider, which keeps its
 * own records and, on PGlite's single connection, would wait for the request's transaction (online draw entry,
 * draw and membership refunds, membership checkout, the provider's events, annual levy, invoice and membership
 * fee payments, payment accounts and methods, subscriptions, the super admin's provider actions, the card
 * terminal): they open short transactions of their own between the provider's calls, and an Idempotency-Key
 * keeps the two-step record (http/idempotency.ts). And the sync push, which keeps a key per mutation in each
 * mutation's own savepoint of its batch's transaction and waits its turn at a gate.
 */
export const OUTSIDE_REQUEST_TRANSACTION = [
  /^\/api\/draw-entry\//,
  /^\/api\/draw\/[^/]+\/organization\/[^/]+\/order\/[^/]+\/refund$/,
  /^\/api\/payments\//,
  /^\/api\/basket\/[^/]+\/checkout$/,
  /^\/api\/checkout\/(membership|instalment)-order$/,
  /^\/api\/order\/[^/]+\/refund$/,
  /^\/api\/annual-levy\/[^/]+\/pay$/,
  /^\/api\/invoice\/[^/]+\/pay$/,
  /^\/api\/membership\/fee\/pay$/,
  /^\/api\/(payment-)?account\//,
  /^\/api\/payment-method(\/|$)/,
  /^\/api\/subscription\//,
  /^\/api\/super-admin\/(payment-customer|test_helper\/|organization\/[^/]+\/(stripe-customer|balance-transfer\/))/,
  /^\/api\/terminal\//,
  /^\/api\/sync\/push$/,
];
