/**
 * Configuration, validated once at boot. A bad environment stops the server with a message naming the
 * variable, rather than failing later on first use. NODE_ENV=production is the one setting that makes a
 * deployment safe by default (productionProblems below; README "Running in production").
 */
import * as v from 'valibot';
import { parseProxyEntry } from './http/client-address.ts';

const Port = v.pipe(
  v.optional(v.string(), '8080'),
  v.transform(Number),
  v.integer('PORT must be an integer'),
  v.minValue(0, 'PORT must be 0–65535'),
  v.maxValue(65535, 'PORT must be 0–65535'),
);

const Url = (name: string) => v.pipe(v.string(), v.url(`${name} must be a URL`));

/** A list of proxy addresses or CIDR ranges, separated by commas or spaces. */
const ProxyList = v.pipe(
  v.optional(v.string(), ''),
  v.transform((s) => s.split(/[\s,]+/).filter(Boolean)),
  v.check(
    (list) => list.every((e) => parseProxyEntry(e) !== null),
    'TRUSTED_PROXIES must list addresses or CIDR ranges (10.0.0.0/8, 127.0.0.1, fd00::/8), separated by commas',
  ),
);

export const EnvSchema = v.object({
  /**
   * production: no demo seed, no test payment pages or /api/dev routes, Secure cookies and HSTS, and the
   * settings a real deployment needs are required (productionProblems). Anything else is the demo.
   */
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: Port,
  HOST: v.optional(v.string(), '0.0.0.0'),
  /** The origin people reach the app at; the OIDC issuer and redirect URIs derive from it. */
  PUBLIC_URL: v.optional(Url('PUBLIC_URL')),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://'),
    ),
  ),
  /** An external OpenID Connect issuer (e.g. Keycloak); by default the embedded provider at /oidc. */
  OIDC_ISSUER: v.optional(Url('OIDC_ISSUER')),
  OIDC_AUDIENCE: v.optional(v.string(), 'urn:pairc:api'),
  OIDC_CLIENT_ID: v.optional(v.string(), 'pairc-web'),
  /** Seed the demo on an empty database: by default, except in production (where it is refused). */
  SEED_DEMO: v.optional(v.picklist(['true', 'false'])),
  /**
   * The reverse proxies in front of the server (addresses or CIDR ranges): from one of them the client's
   * address is read from X-Forwarded-For (server/http/client-address.ts); without them the header is ignored.
   */
  TRUSTED_PROXIES: ProxyList,
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string(), './dist'),
  /** The server renderer of the public pages (`vite build --ssr`, npm run build); absent: the app shell. */
  SSR_DIR: v.optional(v.string(), './dist-ssr'),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(v.string(), v.startsWith('sk_', 'STRIPE_SECRET_KEY must start with sk_')),
  ),
  STRIPE_PUBLISHABLE_KEY: v.optional(
    v.pipe(v.string(), v.startsWith('pk_', 'STRIPE_PUBLISHABLE_KEY must start with pk_')),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(v.string(), v.startsWith('whsec_', 'STRIPE_WEBHOOK_SECRET must start with whsec_')),
  ),
  /** local (test mode in the database, the default) or stripe (needs the two Stripe secrets). */
  /** Mail over SMTP (`smtp://user:pass@host:587`, `smtps://…`); absent: mail stays in the local outbox. */
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')),
  ),
  /** The From of the mail sent over SMTP. */
  MAIL_FROM: v.optional(v.string(), 'Páirc <no-reply@pairc.ie>'),
  /** SMS through Twilio's Messages API: all three, or none (SMS stays in the local outbox). */
  TWILIO_ACCOUNT_SID: v.optional(v.string()),
  TWILIO_AUTH_TOKEN: v.optional(v.string()),
  SMS_FROM: v.optional(v.string()),
  /** Another server speaking Twilio's API (a test double, a regional endpoint). */
  SMS_API_URL: v.optional(Url('SMS_API_URL'), 'https://api.twilio.com'),
  PAYMENTS_PROVIDER: v.optional(
    v.picklist(['local', 'stripe'], 'PAYMENTS_PROVIDER must be local or stripe'),
    'local',
  ),
  /** In production the local test-mode provider takes no real money: it is refused unless this is true. */
  PAYMENTS_ALLOW_LOCAL: v.optional(v.picklist(['true', 'false']), 'false'),
  /** How long a checkout session stays open (Stripe's minimum is 1800). */
  PAYMENTS_SESSION_TTL_SECONDS: v.pipe(
    v.optional(v.string(), '1800'),
    v.transform(Number),
    v.integer('PAYMENTS_SESSION_TTL_SECONDS must be an integer'),
    v.minValue(1, 'PAYMENTS_SESSION_TTL_SECONDS must be at least 1'),
  ),
  /** Online draw entries one network address may start in 15 minutes (seed 2 §5; a bot's flood is refused). */
  DRAW_ENTRIES_PER_ADDRESS: v.pipe(
    v.optional(v.string(), '20'),
    v.transform(Number),
    v.integer('DRAW_ENTRIES_PER_ADDRESS must be an integer'),
    v.minValue(1, 'DRAW_ENTRIES_PER_ADDRESS must be at least 1'),
  ),
  /**
   * Web Push (issue 52; docs/adr/0024-web-push.md): the VAPID key pair (base64url, as `npx web-push
   * generate-vapid-keys` prints them) and the contact the push services may reach (`mailto:` or `https:`).
   * Both keys or neither: without them the server makes a pair on first start and keeps it in the database.
   */
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,90}$/, 'VAPID_PUBLIC_KEY must be base64url')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be base64url')),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')),
    'mailto:support@pairc.ie',
  ),
  /** Where submitted support queries are sent (seed 3 §2 "Support contact form"), through the notification outbox. */
  SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('SUPPORT_EMAIL must be an e-mail address')),
    'support@pairc.ie',
  ),
  /**
   * The Help Portal (seed 3 §2): the association's help site (help centre, webinars, news, forum under it) and
   * the regional support lines, Ireland and the rest of the world, and Britain and Northern Ireland. The spec
   * shows no values: the defaults are the demo's, to be set for a real deployment (README).
   */
  HELP_PORTAL_URL: v.optional(Url('HELP_PORTAL_URL'), 'https://help.pairc.ie'),
  SUPPORT_PHONE_IE: v.optional(
    v.pipe(v.string(), v.regex(/^\+[\d ]{6,20}$/, 'SUPPORT_PHONE_IE must be +<digits>')),
    '+353 1 555 0142',
  ),
  SUPPORT_PHONE_GB: v.optional(
    v.pipe(v.string(), v.regex(/^\+[\d ]{6,20}$/, 'SUPPORT_PHONE_GB must be +<digits>')),
    '+44 28 9555 0142',
  ),
  /** Support queries one network address may send in 15 minutes (each sends mail). */
  SUPPORT_QUERIES_PER_ADDRESS: v.pipe(
    v.optional(v.string(), '10'),
    v.transform(Number),
    v.integer('SUPPORT_QUERIES_PER_ADDRESS must be an integer'),
    v.minValue(1, 'SUPPORT_QUERIES_PER_ADDRESS must be at least 1'),
  ),
  /** Requests one open-data API key may make a minute (issue 27 item 5); over it, 429 with Retry-After. */
  OPEN_DATA_REQUESTS_PER_MINUTE: v.pipe(
    v.optional(v.string(), '600'),
    v.transform(Number),
    v.integer('OPEN_DATA_REQUESTS_PER_MINUTE must be an integer'),
    v.minValue(1, 'OPEN_DATA_REQUESTS_PER_MINUTE must be at least 1'),
  ),
  /** How many sync pushes the server applies at once; the others wait their turn (server/lib/gate.ts). */
  SYNC_PUSH_CONCURRENCY: v.pipe(
    v.optional(v.string(), '4'),
    v.transform(Number),
    v.integer('SYNC_PUSH_CONCURRENCY must be an integer'),
    v.minValue(1, 'SYNC_PUSH_CONCURRENCY must be at least 1'),
  ),
  /**
   * Server processes sharing the port (node:cluster); each holds nothing in memory that matters (server/cluster.ts).
   * More than one needs DATABASE_URL: a PGlite folder belongs to one process.
   */
  WORKERS: v.pipe(
    v.optional(v.string(), '1'),
    v.transform(Number),
    v.integer('WORKERS must be an integer'),
    v.minValue(1, 'WORKERS must be 1–64'),
    v.maxValue(64, 'WORKERS must be 1–64'),
  ),
  /**
   * Check every contract route's answer against its response schema (server/http/contract.ts): a mismatch is
   * a 500 naming the fields. Costs ~2.5× the JSON serialisation of the answer (docs/adr/0019), so by default
   * on unless NODE_ENV is production; the server tests and the e2e servers turn it on.
   */
  CHECK_RESPONSES: v.optional(v.picklist(['true', 'false'], 'CHECK_RESPONSES must be true or false')),
  /**
   * Accept push subscriptions whose endpoint is plain http or on this machine's or a private network (the local
   * push service of the tests and the bench). Off by default: the push job POSTs to every endpoint registered,
   * so only public https push services are accepted (no request forgery against the server's own network).
   */
  PUSH_ALLOW_LOCAL_ENDPOINTS: v.optional(
    v.picklist(['true', 'false'], 'PUSH_ALLOW_LOCAL_ENDPOINTS must be true or false'),
  ),
});

export type Env = Omit<v.InferOutput<typeof EnvSchema>, 'SEED_DEMO'> & {
  PUBLIC_URL: string;
  OIDC_ISSUER: string;
  embeddedOidc: boolean;
  SEED_DEMO: 'true' | 'false';
  production: boolean;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(
    Object.keys(EnvSchema.entries)
      .filter((k) => source[k] !== undefined && source[k] !== '')
      .map((k) => [k, source[k]]),
  );
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.output;
  const production = env.NODE_ENV === 'production';
  // Every problem at once, each naming its variable, so that one start shows all there is to fix.
  const problems: string[] = [];
  if (env.PAYMENTS_PROVIDER === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET))
    problems.push('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  const sms = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.SMS_FROM].filter(Boolean).length;
  if (sms > 0 && sms < 3)
    problems.push(
      'SMS needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and SMS_FROM together (or none: the local outbox)',
    );
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY)
    problems.push(
      'Web Push needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (or neither: made on first start)',
    );
  if (env.WORKERS > 1 && !env.DATABASE_URL)
    problems.push(
      'WORKERS > 1 needs DATABASE_URL (PostgreSQL): a PGlite folder is opened by one process only',
    );
  if (production) problems.push(...productionProblems(env));
  if (problems.length > 0) {
    const heading = production
      ? 'Invalid configuration for NODE_ENV=production (README "Running in production")'
      : 'Invalid configuration';
    throw new EnvError(`${heading}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    OIDC_ISSUER: env.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    embeddedOidc: env.OIDC_ISSUER === undefined,
    SEED_DEMO: env.SEED_DEMO ?? (production ? 'false' : 'true'),
    production,
  };
}

/**
 * What production needs and the demo does without, each a line naming the variable. The server's own secrets
 * (OIDC signing key, cookie keys, the unsubscribe and API-key keys) are not among them: they are made at
 * random on first start and kept in the database (server/auth/secrets.ts), shared by every process.
 */
function productionProblems(env: v.InferOutput<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required, the https:// address people reach Páirc at');
  else if (!env.PUBLIC_URL.startsWith('https://'))
    problems.push('PUBLIC_URL: must start with https:// (TLS is terminated by the proxy in front)');
  if (env.OIDC_ISSUER && !env.OIDC_ISSUER.startsWith('https://'))
    problems.push('OIDC_ISSUER: must start with https://');
  if (env.TRUSTED_PROXIES.length === 0)
    problems.push(
      'TRUSTED_PROXIES: required, the address or range of the TLS proxy in front (e.g. 127.0.0.1 or 10.0.0.0/8), so that rate limits see the client and not the proxy',
    );
  if (!env.SMTP_URL)
    problems.push('SMTP_URL: required, so that sign-up confirmations and password resets reach people');
  if (env.PAYMENTS_PROVIDER === 'local' && env.PAYMENTS_ALLOW_LOCAL !== 'true')
    problems.push(
      'PAYMENTS_PROVIDER: must be stripe (with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET); the local test-mode provider takes no real money (PAYMENTS_ALLOW_LOCAL=true allows it, for a trial site)',
    );
  if (env.PAYMENTS_PROVIDER === 'stripe' && !env.STRIPE_PUBLISHABLE_KEY)
    problems.push(
      'STRIPE_PUBLISHABLE_KEY: required with PAYMENTS_PROVIDER=stripe (cards and the card reader)',
    );
  if (env.SEED_DEMO === 'true')
    problems.push('SEED_DEMO: the demo (with its published passwords) is never seeded in production');
  return problems;
}

/** What production runs without but should not, logged as warnings at start (main.ts). */
export function productionWarnings(env: Env): string[] {
  if (!env.production) return [];
  const warnings: string[] = [];
  if (!env.DATABASE_URL)
    warnings.push(
      'no DATABASE_URL: the database is PGlite in DATA_DIR (one process; back it up by stopping the server and copying the folder). PostgreSQL is recommended.',
    );
  if (!env.TWILIO_ACCOUNT_SID) warnings.push('no TWILIO_ACCOUNT_SID: SMS stay in the local outbox');
  return warnings;
}
