/**
 * The card terminal (seed 3 §2 Card terminal screens, §4 Card payment acceptance, §5 Card reader, §7 Payment
 * service terminal endpoints), for a club's finance administrators who hold the TERMINAL feature
 * (policy terminal.use, payment.policy.ts):
 * - GET, POST /api/payment-account/{orgId}/terminal/location; PUT, DELETE …/location/{id}: locations;
 * - GET, POST /api/terminal/reader?orgId=; PATCH, DELETE /api/terminal/reader/{id}?orgId=: readers;
 * - GET /api/terminal/connection-token?orgId=&locationId=: the browser's reader client's token;
 * - POST /api/terminal/payment-intent: a card payment waiting for the reader (201, with its client secret;
 *   idempotent by the Idempotency-Key, which is also the provider's reference);
 * - POST /api/terminal/payment-intent/{id}?orgId=: accept it — 402 with the client secret while the card is
 *   still to be collected and processed on the reader (the browser then runs that step and asks again), 200
 *   once succeeded: audited, and the receipt e-mailed through the notification outbox;
 * - DELETE /api/terminal/payment-intent/{id}?orgId=: cancel ("Payment Cancelled"); a succeeded one is 409;
 * - GET, PUT /api/terminal/location/{id}/terminal-reader-splash-screen/bbpos_wisepos_e?orgId=: the splash
 *   screen (404 when none; one PNG, JPEG or GIF of at most 2 MB).
 * Every object is looked up under the club's own account at the provider, so another club's id is a 404.
 * Every money action is in the append-only payment audit. These routes call the provider, so they run
 * outside the request transaction (route-rules.ts).
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { formatDisplayDate } from '../../../domain/lib/dates.ts';
import { formatMoney } from '../../../domain/lib/money.ts';
import { M } from '../../../domain/messages.ts';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import {
  SPLASH_DEVICE,
  SPLASH_MAX_BYTES,
  SPLASH_TYPES,
  TERMINAL_RECEIPT_TEXT,
  TerminalLocationInput,
  TerminalPaymentInput,
  TerminalReaderInput,
  TerminalReaderRename,
  type TerminalPaymentView,
} from '../../../domain/payment/terminal.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import {
  BalanceDebitError,
  TerminalRegistrationError,
  type PaymentsProvider,
} from '../../adapters/payments/provider.ts';
import type { Db } from '../../db/client.ts';
import { organization } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard, guardBody, bodyText } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { bodyLimitFor, readOneFile } from '../../http/one-file.ts';
import { validate } from '../../http/validate.ts';
import { pickLocale, translate, translateMessage } from '../../i18n.ts';
import { paymentError } from './payment-errors.ts';
import { audit } from './payment.repository.ts';

const Text = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const OrgParam = v.object({ orgId: Text });
const OrgIdParam = v.object({ orgId: Text, id: Text });
const IdParam = v.object({ id: Text });
const OrgQuery = v.object({ orgId: Text });
const ReaderQuery = v.object({ orgId: Text, locationId: v.optional(Text) });
const TokenQuery = v.object({ orgId: Text, locationId: Text });

export const SPLASH_UPLOAD_PATH = /^\/api\/terminal\/location\/[^/]+\/terminal-reader-splash-screen\/[^/]+$/;

const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
const notFound = (c: Context<AppEnv>) => paymentError(404, PAYMENT_ERRORS.terminalNotFound, lang(c));
const actor = (c: Context<AppEnv>) => c.get('auth').principal?.personId ?? null;

async function clubName(db: Db, orgId: string): Promise<string> {
  const [org] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, orgId));
  return org?.name ?? '';
}

/** The provider's "no account" is the club's: it has no payment account to hold a terminal. */
async function provider<T>(c: Context<AppEnv>, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof BalanceDebitError) throw paymentError(409, PAYMENT_ERRORS.noAccount, lang(c));
    if (e instanceof TerminalRegistrationError) {
      throw paymentError(422, PAYMENT_ERRORS.terminalRegistrationCode, lang(c), 'registrationCode');
    }
    throw e;
  }
}

/** The receipt, once per payment (the outbox's dedupe key), in the language the payment was taken in. */
async function sendReceipt(db: Db, orgId: string, p: TerminalPaymentView) {
  const to = p.receiptEmail;
  if (!to) return;
  const locale = pickLocale(p.language);
  const values = {
    club: await clubName(db, orgId),
    description: p.description,
    amount: formatMoney(p.amount, p.currency, locale),
    last4: p.cardLast4 ?? '····',
    date: formatDisplayDate(new Date().toISOString().slice(0, 10)),
    reference: p.id,
  };
  await localNotifications.send(db, {
    channel: 'EMAIL',
    recipientPersonId: null,
    address: to,
    subject: translateMessage(TERMINAL_RECEIPT_TEXT.subject, locale, values),
    body: translateMessage(TERMINAL_RECEIPT_TEXT.body, locale, values),
    dedupeKey: `terminal-receipt:${p.id}`,
  });
}

export function terminalRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  const orgQuery = (c: Context<AppEnv>) => c.req.query('orgId');

  // ---- Locations (under the club's payment account) ------------------------------------------------------
  app.get(
    '/payment-account/:orgId/terminal/location',
    describeRoute({ tags: ['terminal'], summary: 'A club’s terminal locations' }),
    guard('terminal.use', (c) => c.req.param('orgId')),
    validate('param', OrgParam),
    async (c) => {
      const { orgId } = c.req.valid('param');
      return c.json(
        wholeList('locations', await provider(c, () => payments.terminal.terminalLocations(orgId))),
      );
    },
  );

  app.post(
    '/payment-account/:orgId/terminal/location',
    describeRoute({ tags: ['terminal'], summary: 'Create a terminal location' }),
    guard('terminal.use', (c) => c.req.param('orgId')),
    validate('param', OrgParam),
    validate('json', TerminalLocationInput),
    async (c) => {
      const { orgId } = c.req.valid('param');
      const created = await provider(c, () =>
        payments.terminal.createTerminalLocation(orgId, c.req.valid('json')),
      );
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'TERMINAL_LOCATION_CREATED',
        actorId: actor(c),
        subjectId: created.id,
        detail: created.name,
      });
      return c.json(created, 201);
    },
  );

  app.put(
    '/payment-account/:orgId/terminal/location/:id',
    describeRoute({ tags: ['terminal'], summary: 'Update a terminal location ("Location Updated")' }),
    guard('terminal.use', (c) => c.req.param('orgId')),
    validate('param', OrgIdParam),
    validate('json', TerminalLocationInput),
    async (c) => {
      const { orgId, id } = c.req.valid('param');
      const updated = await provider(c, () =>
        payments.terminal.updateTerminalLocation(orgId, id, c.req.valid('json')),
      );
      if (!updated) throw notFound(c);
      return c.json(updated);
    },
  );

  app.delete(
    '/payment-account/:orgId/terminal/location/:id',
    describeRoute({ tags: ['terminal'], summary: 'Remove a terminal location and its readers' }),
    guard('terminal.use', (c) => c.req.param('orgId')),
    validate('param', OrgIdParam),
    async (c) => {
      const { orgId, id } = c.req.valid('param');
      if (!(await provider(c, () => payments.terminal.deleteTerminalLocation(orgId, id)))) throw notFound(c);
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'TERMINAL_LOCATION_DELETED',
        actorId: actor(c),
        subjectId: id,
      });
      return c.body(null, 204);
    },
  );

  // ---- Splash screen of the bbpos wisepos e ---------------------------------------------------------------
  const SplashParam = v.object({ id: Text, device: v.literal(SPLASH_DEVICE) });
  app.get(
    '/terminal/location/:id/terminal-reader-splash-screen/:device',
    describeRoute({ tags: ['terminal'], summary: 'A location’s reader splash screen (404 when none)' }),
    guard('terminal.use', orgQuery),
    validate('param', SplashParam),
    validate('query', OrgQuery),
    async (c) => {
      const image = await provider(c, () =>
        payments.terminal.terminalSplashScreen(c.req.valid('query').orgId, c.req.valid('param').id),
      );
      if (!image) throw notFound(c);
      return c.body(new Uint8Array(image.data), 200, {
        'Content-Type': image.contentType,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  app.put(
    '/terminal/location/:id/terminal-reader-splash-screen/:device',
    describeRoute({
      tags: ['terminal'],
      summary: 'Upload a location’s reader splash screen (multipart `file`: PNG, JPEG or GIF, 2 MB)',
    }),
    guard('terminal.use', orgQuery),
    (c, next) =>
      bodyLimitFor({ maxBytes: SPLASH_MAX_BYTES }, () =>
        translate(
          PAYMENT_ERRORS.terminalSplashType.id,
          pickLocale(lang(c)),
          PAYMENT_ERRORS.terminalSplashType.message,
        ),
      )(c, next),
    validate('param', SplashParam),
    validate('query', OrgQuery),
    async (c) => {
      const words = translate(
        PAYMENT_ERRORS.terminalSplashType.id,
        pickLocale(lang(c)),
        PAYMENT_ERRORS.terminalSplashType.message,
      );
      const required = translate(M.required.id, pickLocale(lang(c)), M.required.message);
      const { file } = await readOneFile(c, {
        maxBytes: SPLASH_MAX_BYTES,
        types: SPLASH_TYPES,
        messages: { tooLarge: words, type: words, tooMany: words, missing: required },
      });
      const { orgId } = c.req.valid('query');
      const ok = await provider(c, async () =>
        payments.terminal.setTerminalSplashScreen(orgId, c.req.valid('param').id, {
          contentType: file.type,
          data: Buffer.from(await file.arrayBuffer()),
        }),
      );
      if (!ok) throw notFound(c);
      return c.body(null, 204);
    },
  );

  // ---- Readers --------------------------------------------------------------------------------------------
  app.get(
    '/terminal/reader',
    describeRoute({ tags: ['terminal'], summary: 'A club’s readers (of one location with locationId)' }),
    guard('terminal.use', orgQuery),
    validate('query', ReaderQuery),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        wholeList(
          'readers',
          await provider(c, () => payments.terminal.terminalReaders(q.orgId, q.locationId)),
        ),
      );
    },
  );

  app.post(
    '/terminal/reader',
    describeRoute({
      tags: ['terminal'],
      summary: 'Register a reader by its registration code ("Reader Created")',
    }),
    guardBody('terminal.use', (b) => bodyText(b, 'orgId')),
    validate('json', TerminalReaderInput),
    async (c) => {
      const { orgId, ...input } = c.req.valid('json');
      const reader = await provider(c, () => payments.terminal.registerTerminalReader(orgId, input));
      if (!reader) throw notFound(c);
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'TERMINAL_READER_REGISTERED',
        actorId: actor(c),
        subjectId: reader.id,
        detail: reader.name,
      });
      return c.json(reader, 201);
    },
  );

  app.patch(
    '/terminal/reader/:id',
    describeRoute({ tags: ['terminal'], summary: 'Rename a reader ("Reader Updated")' }),
    guard('terminal.use', orgQuery),
    validate('param', IdParam),
    validate('query', OrgQuery),
    validate('json', TerminalReaderRename),
    async (c) => {
      const reader = await provider(c, () =>
        payments.terminal.renameTerminalReader(
          c.req.valid('query').orgId,
          c.req.valid('param').id,
          c.req.valid('json').name,
        ),
      );
      if (!reader) throw notFound(c);
      return c.json(reader);
    },
  );

  app.delete(
    '/terminal/reader/:id',
    describeRoute({ tags: ['terminal'], summary: 'Remove a reader ("Location Reader Removed")' }),
    guard('terminal.use', orgQuery),
    validate('param', IdParam),
    validate('query', OrgQuery),
    async (c) => {
      const { orgId } = c.req.valid('query');
      const { id } = c.req.valid('param');
      if (!(await provider(c, () => payments.terminal.deleteTerminalReader(orgId, id)))) throw notFound(c);
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'TERMINAL_READER_DELETED',
        actorId: actor(c),
        subjectId: id,
      });
      return c.body(null, 204);
    },
  );

  // ---- Connection token and payments ----------------------------------------------------------------------
  app.get(
    '/terminal/connection-token',
    describeRoute({
      tags: ['terminal'],
      summary: 'A connection token for the reader client, for one location',
    }),
    guard('terminal.use', orgQuery),
    validate('query', TokenQuery),
    async (c) => {
      const q = c.req.valid('query');
      const secret = await provider(c, () =>
        payments.terminal.terminalConnectionToken(q.orgId, q.locationId),
      );
      if (!secret) throw notFound(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ secret });
    },
  );

  app.post(
    '/terminal/payment-intent',
    describeRoute({ tags: ['terminal'], summary: 'Take a card payment: a payment intent for the reader' }),
    guardBody('terminal.use', (b) => bodyText(b, 'orgId')),
    validate('json', TerminalPaymentInput),
    async (c) => {
      const body = c.req.valid('json');
      const reference = c.req.header('idempotency-key') ?? crypto.randomUUID();
      const payment = await provider(c, () =>
        payments.terminal.createTerminalPayment({
          accountId: body.orgId,
          locationId: body.locationId,
          amountMinor: body.amount,
          currency: body.currency,
          description: body.description,
          metadata: {
            category: body.category,
            receiptEmail: body.receiptEmail,
            lang: pickLocale(lang(c)),
            ...(body.simulatedCardOption ? { simulatedCardOption: body.simulatedCardOption } : {}),
          },
          reference,
        }),
      ).catch((e: unknown) => {
        if (e instanceof Error && e.name === 'PaymentsError') throw notFound(c);
        throw e;
      });
      await audit(c.get('auth').db, {
        organizationId: body.orgId,
        action: 'TERMINAL_PAYMENT_CREATED',
        actorId: actor(c),
        subjectId: payment.id,
        amountMinor: body.amount,
        currency: body.currency,
        detail: `${body.category}: ${body.description}`,
      });
      return c.json(payment, 201);
    },
  );

  app.post(
    '/terminal/payment-intent/:id',
    describeRoute({
      tags: ['terminal'],
      summary: 'Accept a card payment: 402 with the client secret until the reader has processed it',
    }),
    guard('terminal.use', orgQuery),
    validate('param', IdParam),
    validate('query', OrgQuery),
    async (c) => {
      const { orgId } = c.req.valid('query');
      const { id } = c.req.valid('param');
      const { db } = c.get('auth');
      const payment = await provider(c, () => payments.terminal.terminalPayment(orgId, id));
      if (!payment) throw notFound(c);
      if (payment.status === 'canceled') throw paymentError(409, PAYMENT_ERRORS.terminalPaymentDone, lang(c));
      if (payment.status !== 'succeeded') {
        if (payment.lastError) {
          await audit(db, {
            organizationId: orgId,
            action: 'TERMINAL_PAYMENT_DECLINED',
            actorId: actor(c),
            subjectId: id,
            amountMinor: payment.amount,
            currency: payment.currency,
            detail: payment.lastError,
          });
        }
        // Seed 3 §4: the provider's client-secret confirmation step is the reader's (collect, process).
        return c.json(
          {
            status: 402,
            id,
            paymentStatus: payment.status,
            clientSecret: payment.clientSecret,
            lastError: payment.lastError,
          },
          402,
        );
      }
      await audit(db, {
        organizationId: orgId,
        action: 'TERMINAL_PAYMENT_SUCCEEDED',
        actorId: actor(c),
        subjectId: id,
        amountMinor: payment.amount,
        currency: payment.currency,
        detail: payment.description,
      });
      await sendReceipt(db, orgId, payment);
      return c.json(payment);
    },
  );

  app.delete(
    '/terminal/payment-intent/:id',
    describeRoute({ tags: ['terminal'], summary: 'Cancel a card payment ("Payment Cancelled")' }),
    guard('terminal.use', orgQuery),
    validate('param', IdParam),
    validate('query', OrgQuery),
    async (c) => {
      const { orgId } = c.req.valid('query');
      const { id } = c.req.valid('param');
      const before = await provider(c, () => payments.terminal.terminalPayment(orgId, id));
      if (!before) throw notFound(c);
      if (before.status === 'succeeded') throw paymentError(409, PAYMENT_ERRORS.terminalPaymentDone, lang(c));
      const payment = await provider(c, () => payments.terminal.cancelTerminalPayment(orgId, id));
      if (!payment) throw notFound(c);
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'TERMINAL_PAYMENT_CANCELLED',
        actorId: actor(c),
        subjectId: id,
        amountMinor: payment.amount,
        currency: payment.currency,
      });
      return c.json(payment);
    },
  );
  return app;
}
