/**
 * The card terminal on the real server with the local provider (server/services/payment/terminal-*.routes.ts,
 * server/adapters/payments/local-terminal.ts): every seed 3 §5 Card reader rule, locations and readers
 * (CRUD, rename ≤ 50), the splash screen, the TERMINAL feature with FINANCE, one club's objects out of another's
 * reach, and every §4 Card payment acceptance transition through the simulated reader — created, 402 until
 * the reader has processed it, succeeded into the ledger and the history with its receipt queued and its
 * audit, declined and waiting for another card, cancelled — and idempotent creation.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPaymentsProvider } from '../../server/adapters/payments/local-provider.ts';
import { notification, paymentAudit } from '../../server/db/schema/index.ts';
import { DEMO_CLUBS, MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { DEMO_TERMINAL } from '../../server/db/seed/payments.ts';
import { cardFee } from '../../server/adapters/payments/provider.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let provider: LocalPaymentsProvider;
const club = orgId.club(MAIN_CLUB_KEY);
const otherClub = orgId.club(DEMO_CLUBS.find((c) => c.key !== MAIN_CLUB_KEY)!.key);
const locations = `/api/payment-account/${club}/terminal/location`;
let key = 0;
let otherLocation: string;
let otherReader: string;

beforeAll(async () => {
  s = await startTestServer();
  provider = new LocalPaymentsProvider(s.database.db, { publicUrl: s.url, sessionTtlSeconds: 60 });
  // Another club with its own account, location and reader: never reachable through the main club.
  await provider.createAccount(otherClub, { name: 'Other', country: 'IE', currency: 'EUR' });
  otherLocation = (
    await provider.terminal.createTerminalLocation(otherClub, {
      name: 'Their pitch',
      streetAddress: 'Main St',
      addressLocality: 'Town',
      postalCode: 'A12',
    })
  ).id;
  otherReader = (await provider.terminal.registerTerminalReader(otherClub, {
    locationId: otherLocation,
    name: 'Theirs',
    registrationCode: 'simulated-wpe',
  }))!.id;
});
afterAll(() => s.close());

async function json<T>(res: Response, status: number): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return (body ? JSON.parse(body) : null) as T;
}
const send = (method: string, path: string, body?: unknown, as = 'officer', k = `t-${++key}`) =>
  s.call(path, { method, as, json: body, headers: { 'Idempotency-Key': k } });
const codes = async (res: Response) =>
  (await json<{ errors: { field: string; code: string }[] }>(res, 400)).errors.map(
    (e) => `${e.field}:${e.code}`,
  );
const place = {
  name: 'Stand',
  streetAddress: 'Páirc Road',
  addressLocality: 'Dublin',
  postalCode: 'D09 X2Y3',
};
type Payment = {
  id: string;
  status: string;
  clientSecret: string;
  lastError: string | null;
  cardLast4: string | null;
};
const payment = (extra: Record<string, unknown> = {}) => ({
  orgId: club,
  locationId: DEMO_TERMINAL.location,
  amount: 1250,
  currency: 'EUR',
  description: 'Gate, under-14 final',
  category: 'GATE',
  receiptEmail: 'payer@example.ie',
  ...extra,
});
/** The simulated reader, as the browser's local client calls it. */
const reader = (path: string, token: string, body: unknown = {}) =>
  fetch(`${s.url}/pay/terminal/${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
async function token(location = DEMO_TERMINAL.location) {
  return (
    await json<{ secret: string }>(
      await s.call(`/api/terminal/connection-token?orgId=${club}&locationId=${location}`, { as: 'officer' }),
      200,
    )
  ).secret;
}
const accept = (id: string) => send('POST', `/api/terminal/payment-intent/${id}?orgId=${club}`);
const audits = async (subjectId: string) =>
  (
    await s.database.db
      .select({ action: paymentAudit.action })
      .from(paymentAudit)
      .where(and(eq(paymentAudit.organizationId, club), eq(paymentAudit.subjectId, subjectId)))
  )
    .map((r) => r.action)
    .sort();

describe('seed 3 §5 Card reader rules', () => {
  it('refuses long names and addresses, a missing registration code, and a bad payment', async () => {
    const long = 'x'.repeat(51);
    expect(
      await codes(
        await send('POST', locations, {
          name: long,
          streetAddress: long,
          addressLocality: '',
          postalCode: '12345678901',
        }),
      ),
    ).toEqual([
      'name:validation.terminal.nameMax',
      'streetAddress:validation.terminal.addressMax',
      'addressLocality:validation.required',
      'postalCode:validation.terminal.postalCodeMax',
    ]);
    expect(await send('POST', locations, { ...place, name: 'x'.repeat(50) }).then((r) => r.status)).toBe(201);
    expect(
      await codes(
        await send('POST', '/api/terminal/reader', {
          orgId: club,
          locationId: DEMO_TERMINAL.location,
          name: long,
          registrationCode: ' ',
        }),
      ),
    ).toEqual(['name:validation.terminal.nameMax', 'registrationCode:validation.terminal.registrationCode']);
    for (const amount of [0, -5, 12.5]) {
      expect(await codes(await send('POST', '/api/terminal/payment-intent', payment({ amount })))).toEqual([
        'amount:validation.payment.amountPositive',
      ]);
    }
    expect(
      await codes(
        await send('POST', '/api/terminal/payment-intent', {
          orgId: club,
          locationId: DEMO_TERMINAL.location,
          amount: 100,
          receiptEmail: 'not-an-email',
        }),
      ),
    ).toEqual([
      'currency:validation.required',
      'description:validation.required',
      'category:validation.required',
      'receiptEmail:validation.email.invalid',
    ]);
  });
});

describe('locations, readers and the splash screen', () => {
  it('creates, reads, updates and deletes a location; registers, renames and deletes a reader', async () => {
    const loc = await json<{ id: string }>(await send('POST', locations, place), 201);
    const list = await json<{ _embedded: { locations: { id: string }[] } }>(
      await s.call(locations, { as: 'officer' }),
      200,
    );
    expect(list._embedded.locations.map((l) => l.id)).toEqual(
      expect.arrayContaining([DEMO_TERMINAL.location, loc.id]),
    );
    expect(list._embedded.locations.map((l) => l.id)).not.toContain(otherLocation);
    const updated = await json<{ name: string }>(
      await send('PUT', `${locations}/${loc.id}`, { ...place, name: 'New stand' }),
      200,
    );
    expect(updated.name).toBe('New stand');
    // A code no reader shows is refused by the provider; the simulated reader's code registers one.
    expect(
      (
        await send('POST', '/api/terminal/reader', {
          orgId: club,
          locationId: loc.id,
          name: 'Till',
          registrationCode: 'not a code',
        })
      ).status,
    ).toBe(422);
    const r = await json<{ id: string; deviceType: string }>(
      await send('POST', '/api/terminal/reader', {
        orgId: club,
        locationId: loc.id,
        name: 'Till',
        registrationCode: 'simulated-wpe',
      }),
      201,
    );
    expect(r.deviceType).toBe('simulated_wisepos_e');
    expect(
      await codes(
        await send('PATCH', `/api/terminal/reader/${r.id}?orgId=${club}`, { name: 'y'.repeat(51) }),
      ),
    ).toEqual(['name:validation.terminal.nameMax']);
    expect(
      (
        await json<{ name: string }>(
          await send('PATCH', `/api/terminal/reader/${r.id}?orgId=${club}`, { name: 'Shop till' }),
          200,
        )
      ).name,
    ).toBe('Shop till');
    expect((await send('DELETE', `/api/terminal/reader/${r.id}?orgId=${club}`)).status).toBe(204);
    expect((await send('DELETE', `/api/terminal/reader/${r.id}?orgId=${club}`)).status).toBe(404);
    expect((await send('DELETE', `${locations}/${loc.id}`)).status).toBe(204);
    expect((await send('PUT', `${locations}/${loc.id}`, place)).status).toBe(404);
    expect(await audits(loc.id)).toEqual(['TERMINAL_LOCATION_CREATED', 'TERMINAL_LOCATION_DELETED']);
    expect(await audits(r.id)).toEqual(['TERMINAL_READER_DELETED', 'TERMINAL_READER_REGISTERED']);
  });

  it('keeps one bbpos wisepos e splash screen per location: 404 when none, images only', async () => {
    const path = `/api/terminal/location/${DEMO_TERMINAL.location}/terminal-reader-splash-screen/bbpos_wisepos_e?orgId=${club}`;
    expect((await s.call(path, { as: 'officer' })).status).toBe(404);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const upload = (bytes: Buffer, type: string, p = path) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'splash');
      return s.call(p, {
        method: 'PUT',
        as: 'officer',
        body: form,
        headers: { 'Idempotency-Key': `t-${++key}` },
      });
    };
    expect((await upload(Buffer.from('<svg/>'), 'image/png')).status).toBe(415);
    expect((await upload(png, 'image/png', path.replace('bbpos_wisepos_e', 'verifone_P400'))).status).toBe(
      400,
    );
    const up = await upload(png, 'image/png');
    expect(up.status, await up.clone().text()).toBe(204);
    const got = await s.call(path, { as: 'officer' });
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer())).toEqual(png);
  });
});

describe('who reaches the terminal', () => {
  it('needs FINANCE on the club and the TERMINAL feature; another club’s objects are not found', async () => {
    // The chairperson holds FINANCE on the club but not the TERMINAL feature.
    expect((await s.call(locations, { as: 'chairperson' })).status).toBe(403);
    expect(
      (await s.call(`/api/payment-account/${otherClub}/terminal/location`, { as: 'officer' })).status,
    ).toBe(403);
    expect((await send('PUT', `${locations}/${otherLocation}`, place)).status).toBe(404);
    expect((await send('DELETE', `${locations}/${otherLocation}`)).status).toBe(404);
    expect(
      (await send('PATCH', `/api/terminal/reader/${otherReader}?orgId=${club}`, { name: 'Mine' })).status,
    ).toBe(404);
    expect((await send('DELETE', `/api/terminal/reader/${otherReader}?orgId=${club}`)).status).toBe(404);
    expect(
      (
        await send('POST', '/api/terminal/reader', {
          orgId: club,
          locationId: otherLocation,
          name: 'x',
          registrationCode: 'simulated-wpe',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await s.call(`/api/terminal/connection-token?orgId=${club}&locationId=${otherLocation}`, {
          as: 'officer',
        })
      ).status,
    ).toBe(404);
    expect(
      (await send('POST', '/api/terminal/payment-intent', payment({ locationId: otherLocation }))).status,
    ).toBe(404);
    const theirs = await provider.terminal.createTerminalPayment({
      accountId: otherClub,
      locationId: otherLocation,
      amountMinor: 500,
      currency: 'EUR',
      description: 'Theirs',
      metadata: {},
      reference: 'other-1',
    });
    expect((await accept(theirs.id)).status).toBe(404);
    expect((await send('DELETE', `/api/terminal/payment-intent/${theirs.id}?orgId=${club}`)).status).toBe(
      404,
    );
    // The main club's reader token does not reach the other club's payment either.
    const t = await token();
    expect(
      (await reader('collect', t, { clientSecret: theirs.clientSecret, readerId: DEMO_TERMINAL.reader }))
        .status,
    ).toBe(404);
    expect((await reader('discover', 'pst_test_forged')).status).toBe(401);
  });
});

describe('seed 3 §4 card payment acceptance on the simulated reader', () => {
  it('created → 402 → collected → processed → succeeded: in the ledger, the history, the audit, a receipt', async () => {
    const before = await provider.balance(club, 'EUR');
    const k = `pay-${++key}`;
    const created = await json<Payment>(
      await send('POST', '/api/terminal/payment-intent', payment(), 'officer', k),
      201,
    );
    expect(created.status).toBe('requires_payment_method');
    // A replay with the same key answers the same payment; nothing new is made.
    expect(
      (await json<Payment>(await send('POST', '/api/terminal/payment-intent', payment(), 'officer', k), 201))
        .id,
    ).toBe(created.id);
    const step = await json<{ clientSecret: string; paymentStatus: string }>(await accept(created.id), 402);
    expect(step).toMatchObject({
      clientSecret: created.clientSecret,
      paymentStatus: 'requires_payment_method',
    });

    const t = await token();
    const found = await json<{ discoveredReaders: { id: string }[] }>(await reader('discover', t), 200);
    expect(found.discoveredReaders.map((r) => r.id)).toContain(DEMO_TERMINAL.reader);
    expect(found.discoveredReaders.map((r) => r.id)).not.toContain(otherReader);
    await json(await reader('connect', t, { readerId: DEMO_TERMINAL.reader }), 200);
    // Processing before a card is read is refused; then collect, process.
    expect(await json(await reader('process', t, { clientSecret: step.clientSecret }), 200)).toMatchObject({
      error: { code: 'payment_intent_unexpected_state' },
    });
    const read = await json<{ paymentIntent: Payment }>(
      await reader('collect', t, { clientSecret: step.clientSecret, readerId: DEMO_TERMINAL.reader }),
      200,
    );
    expect(read.paymentIntent).toMatchObject({ status: 'requires_confirmation', cardLast4: '4242' });
    expect(
      (
        await json<{ paymentIntent: Payment }>(
          await reader('process', t, { clientSecret: step.clientSecret }),
          200,
        )
      ).paymentIntent.status,
    ).toBe('succeeded');
    const done = await json<Payment>(await accept(created.id), 200);
    expect(done.status).toBe('succeeded');
    // Accepting again changes nothing (no second receipt, no second audit row); cancelling is refused.
    await json(await accept(created.id), 200);
    expect((await send('DELETE', `/api/terminal/payment-intent/${created.id}?orgId=${club}`)).status).toBe(
      409,
    );

    const after = await provider.balance(club, 'EUR');
    expect(after.pending - before.pending).toBe(1250 - cardFee(1250));
    expect(after.available).toBe(before.available);
    const history = await json<{
      _embedded: { paymentHistory: { id: string; name: string; amount: number; status: string }[] };
    }>(await s.call(`/api/payment-history?orgId=${club}`, { as: 'officer' }), 200);
    expect(history._embedded.paymentHistory.find((h) => h.id === created.id)).toMatchObject({
      name: 'Gate, under-14 final',
      amount: 1250,
      status: 'pending',
    });
    expect(await audits(created.id)).toEqual(['TERMINAL_PAYMENT_CREATED', 'TERMINAL_PAYMENT_SUCCEEDED']);
    const mails = await s.database.db
      .select()
      .from(notification)
      .where(like(notification.dedupeKey, `terminal-receipt:${created.id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'EMAIL', address: 'payer@example.ie' });
    expect(mails[0]!.body).toContain('€12.50');
    expect(mails[0]!.body).toContain('4242');
  });

  it('a declined card leaves the payment waiting for another card; a cancelled one is over', async () => {
    const t = await token();
    // Stripe's simulated reader: an amount ending in 05 is declined.
    const p = await json<Payment>(
      await send('POST', '/api/terminal/payment-intent', payment({ amount: 1005 })),
      201,
    );
    await json(
      await reader('collect', t, { clientSecret: p.clientSecret, readerId: DEMO_TERMINAL.reader }),
      200,
    );
    expect(await json(await reader('process', t, { clientSecret: p.clientSecret }), 200)).toMatchObject({
      error: { code: 'card_declined', decline_code: 'card_declined' },
    });
    expect(await json(await accept(p.id), 402)).toMatchObject({
      paymentStatus: 'requires_payment_method',
      lastError: 'card_declined',
    });
    // The declining test card, on an amount that would pass.
    const q = await json<Payment>(
      await send('POST', '/api/terminal/payment-intent', payment({ amount: 700 })),
      201,
    );
    await json(
      await reader('collect', t, {
        clientSecret: q.clientSecret,
        readerId: DEMO_TERMINAL.reader,
        testCardNumber: '4000000000009995',
      }),
      200,
    );
    expect(await json(await reader('process', t, { clientSecret: q.clientSecret }), 200)).toMatchObject({
      error: { decline_code: 'insufficient_funds' },
    });
    // Cancel: a card read is let go by the reader, then the server cancels the payment.
    await json(
      await reader('collect', t, { clientSecret: q.clientSecret, readerId: DEMO_TERMINAL.reader }),
      200,
    );
    expect(
      (
        await json<{ paymentIntent: Payment }>(
          await reader('cancel-collect', t, { clientSecret: q.clientSecret }),
          200,
        )
      ).paymentIntent.status,
    ).toBe('requires_payment_method');
    expect(
      (await json<Payment>(await send('DELETE', `/api/terminal/payment-intent/${q.id}?orgId=${club}`), 200))
        .status,
    ).toBe('canceled');
    expect((await accept(q.id)).status).toBe(409);
    expect(
      await json(
        await reader('collect', t, { clientSecret: q.clientSecret, readerId: DEMO_TERMINAL.reader }),
        200,
      ),
    ).toMatchObject({
      error: { code: 'payment_intent_unexpected_state' },
    });
    expect(await audits(p.id)).toEqual(['TERMINAL_PAYMENT_CREATED', 'TERMINAL_PAYMENT_DECLINED']);
    expect(await audits(q.id)).toEqual(['TERMINAL_PAYMENT_CANCELLED', 'TERMINAL_PAYMENT_CREATED']);
    const mails = await s.database.db
      .select()
      .from(notification)
      .where(like(notification.dedupeKey, `terminal-receipt:${q.id}`));
    expect(mails).toHaveLength(0);
  });
});
