/**
 * No oversell: 200 concurrent online entries for a club's last 50 tickets. Runs on PGlite in `npm test` and
 * on PostgreSQL (DATABASE_URL) in CI's second stage, where the requests really overlap on a pool of 10.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drawOrganization, drawTicket } from '../../server/db/schema/index.ts';
import { DEMO_DRAW_ID } from '../../server/db/seed/draws.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  // 200 entries from one address: above the per-address limit, which draw-entry-limit.test.ts checks.
  s = await startTestServer({ DRAW_ENTRIES_PER_ADDRESS: '1000' });
});
afterAll(() => s.close());

const POOL = 50;
const BUYERS = 200;

it('200 concurrent purchases of the last 50 tickets sell exactly 50, none twice', async () => {
  const [other] = await s.database.db
    .select({ id: drawOrganization.organizationId })
    .from(drawOrganization)
    .where(
      and(
        eq(drawOrganization.drawId, DEMO_DRAW_ID),
        ne(drawOrganization.organizationId, orgId.club('naomh-padraig')),
      ),
    );
  const club = other!.id;
  const alloc = await s.call(`/api/draw/${DEMO_DRAW_ID}/allocation`, {
    method: 'POST',
    as: 'super-admin',
    json: {
      county: 'Wicklow',
      organizationId: club,
      startTicketNumber: 40_001,
      numberOfTickets: POOL,
      ticketType: 'ONLINE',
    },
  });
  expect(alloc.status).toBe(201);

  const entry = (i: number) => ({
    county: 'Wicklow',
    organizationId: club,
    entrants: [{ name: `Buyer ${i}`, address: `${i} Main Street`, phone: '+353871234567', quantity: 1 }],
    over18: true,
    terms: true,
  });
  const answers = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, { method: 'POST', json: entry(i) }),
    ),
  );
  const statuses = answers.map((r) => r.status);
  expect(statuses.filter((x) => x === 201)).toHaveLength(POOL);
  expect(statuses.filter((x) => x === 409)).toHaveLength(BUYERS - POOL);
  const started = await Promise.all(
    answers
      .filter((r) => r.status === 201)
      .map((r) => r.json() as Promise<{ orderId: string; checkoutUrl: string }>),
  );

  for (const { checkoutUrl } of started) {
    const res = await s.call(new URL(checkoutUrl).pathname, {
      method: 'POST',
      body: new URLSearchParams({ card: '4242424242424242', exp: '12/30', cvc: '123' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(303);
  }
  const sold = await s.database.db
    .select({ number: drawTicket.number, orderId: drawTicket.orderId })
    .from(drawTicket)
    .where(
      and(eq(drawTicket.organizationId, club), eq(drawTicket.status, 'SOLD'), isNull(drawTicket.deletedAt)),
    );
  expect(sold).toHaveLength(POOL);
  expect(new Set(sold.map((t) => t.number)).size).toBe(POOL);
  expect(new Set(sold.map((t) => t.orderId)).size).toBe(POOL);
  const [dupes] = await s.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(
      sql`(select number from draw_ticket where draw_id = ${DEMO_DRAW_ID} and deleted_at is null and status not in ('FAILED','EXPIRED') group by number having count(*) > 1) d`,
    );
  expect(dupes!.n).toBe(0);
}, 120_000);
