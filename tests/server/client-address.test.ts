/**
 * The client's address behind a trusted proxy (server/http/client-address.ts, issue 48): the right-most
 * untrusted address of X-Forwarded-For from a trusted proxy, and the peer itself otherwise — a forged header
 * from anyone else changes nothing. Shown end to end through the online draw entry limit per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DRAW_ID } from '../../server/db/seed/draws.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { parseProxyEntry, resolveClientAddress, TrustedProxies } from '../../server/http/client-address.ts';
import { startTestServer, type TestServer } from './harness.ts';

describe('resolveClientAddress', () => {
  const proxies = new TrustedProxies(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
  const none = new TrustedProxies([]);

  it('ignores X-Forwarded-For without trusted proxies, or from a peer that is not one', () => {
    expect(resolveClientAddress('198.51.100.7', '203.0.113.1', none)).toBe('198.51.100.7');
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1', none)).toBe('127.0.0.1');
    expect(resolveClientAddress('198.51.100.7', '203.0.113.1', proxies)).toBe('198.51.100.7');
    expect(resolveClientAddress(undefined, '203.0.113.1', proxies)).toBe('unknown');
  });

  it('takes the right-most address that is not a trusted proxy', () => {
    expect(resolveClientAddress('127.0.0.1', '203.0.113.1', proxies)).toBe('203.0.113.1');
    // The client wrote the left part: only what the proxies appended counts.
    expect(resolveClientAddress('127.0.0.1', '1.1.1.1, 203.0.113.1', proxies)).toBe('203.0.113.1');
    expect(resolveClientAddress('10.1.2.3', '1.1.1.1, 203.0.113.1, 10.9.9.9', proxies)).toBe('203.0.113.1');
    expect(resolveClientAddress('::ffff:127.0.0.1', '2001:db8::1, fd00::5', proxies)).toBe('2001:db8::1');
  });

  it('stops at a hop that is no address, and answers the peer when every hop is a proxy', () => {
    expect(resolveClientAddress('127.0.0.1', 'forged, 10.0.0.2', proxies)).toBe('10.0.0.2');
    expect(resolveClientAddress('127.0.0.1', '10.0.0.2, 10.0.0.3', proxies)).toBe('10.0.0.2');
    expect(resolveClientAddress('127.0.0.1', '', proxies)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', ' , ', proxies)).toBe('127.0.0.1');
  });

  it('reads addresses and CIDR ranges, IPv4-mapped peers as IPv4', () => {
    expect(parseProxyEntry('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseProxyEntry('::1')).toEqual({ address: '::1', family: 'ipv6' });
    for (const bad of ['10.0.0.0/33', 'fd00::/129', 'proxy', '10.0.0.0/8/1', '10.0.0.0/x'])
      expect(parseProxyEntry(bad), bad).toBeNull();
    expect(proxies.has('::ffff:10.20.30.40')).toBe(true);
    expect(proxies.has('11.0.0.1')).toBe(false);
    expect(proxies.has('not an address')).toBe(false);
  });
});

const entry = {
  county: 'Wicklow',
  organizationId: orgId.club('naomh-padraig'),
  entrants: [
    { name: 'Seán Ó Murchú', address: '1 Main Street, Ashford', phone: '+353871111111', quantity: 1 },
  ],
  over18: true,
  terms: true,
};
const enter = (s: TestServer, forwardedFor: string) =>
  s.call(`/api/draw-entry/${DEMO_DRAW_ID}`, {
    method: 'POST',
    json: entry,
    headers: { 'X-Forwarded-For': forwardedFor },
  });

describe('the draw entry limit per address', () => {
  let direct: TestServer;
  let proxied: TestServer;
  beforeAll(async () => {
    direct = await startTestServer({ DRAW_ENTRIES_PER_ADDRESS: '1' });
    proxied = await startTestServer({ DRAW_ENTRIES_PER_ADDRESS: '1', TRUSTED_PROXIES: '127.0.0.1' });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('without trusted proxies, a forged X-Forwarded-For does not make a new address', async () => {
    expect((await enter(direct, '203.0.113.1')).status).toBe(201);
    expect((await enter(direct, '203.0.113.2')).status).toBe(429);
  });

  it('behind a trusted proxy, counts each client apart, by the address the proxy appended', async () => {
    expect((await enter(proxied, '203.0.113.1')).status).toBe(201);
    expect((await enter(proxied, '203.0.113.1')).status).toBe(429);
    expect((await enter(proxied, '203.0.113.2')).status).toBe(201);
    // The same client again, with a forged address in front of the one the proxy appended.
    expect((await enter(proxied, '198.51.100.9, 203.0.113.2')).status).toBe(429);
  });
});
