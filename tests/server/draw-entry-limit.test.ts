/** Online draw entry is rate limited per network address (DRAW_ENTRIES_PER_ADDRESS in 15 minutes). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRAW_ID } from '../../server/db/seed/draws.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ DRAW_ENTRIES_PER_ADDRESS: '3' });
});
afterAll(async () => s?.close());

const entry = {
  county: 'Wicklow',
  organizationId: orgId.club('naomh-padraig'),
  entrants: [
    { name: 'Seán Ó Murchú', address: '1 Main Street, Ashford', phone: '+353871111111', quantity: 1 },
  ],
  over18: true,
  terms: true,
};

describe('online draw entry rate limit', () => {
  it('starts 3 entries from one address, then answers 429 in the caller’s language; refused input does not count', async () => {
    const post = (body: unknown, language = 'en') =>
      s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, {
        method: 'POST',
        json: body,
        headers: { 'Accept-Language': language },
      });
    expect((await post({ ...entry, over18: false })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await post(entry)).status).toBe(201);
    const fourth = await post(entry);
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBe('900');
    expect(((await fourth.json()) as { message: string }).message).toBe(
      'Too many entries from this connection; please try again later',
    );
    const irish = await post(entry, 'ga');
    expect(irish.status).toBe(429);
    expect(((await irish.json()) as { message: string }).message).not.toMatch(/Too many entries/);
  });
});
