/**
 * Compression that pays (issue 50, server/http/compress.ts): decided from the headers — no gzip for a caller
 * that does not take it or a small answer; a kept answer is gzipped once and sent from memory.
 */
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses, keptGzip, sendCompressed } from '../../server/http/compress.ts';

const big = { rows: Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` })) };

function app() {
  const a = new Hono();
  a.use('*', compressResponses());
  a.get('/big', (c) => c.json(big));
  a.get('/small', (c) => c.json({ ok: true }));
  a.get('/versioned', (c) => c.json(big, 200, { ETag: '"7"' }));
  const kept = { body: JSON.stringify(big) };
  a.get('/kept', (c) => {
    const { body, headers } = sendCompressed(c, kept, { 'Content-Type': 'application/json' });
    return c.body(body as string, 200, headers);
  });
  return a;
}

const gzip = { headers: { 'Accept-Encoding': 'gzip, br' } };

describe('compressResponses', () => {
  it('gzips a large JSON answer for a caller that takes gzip, and nothing else', async () => {
    const a = app();
    const zipped = await a.request('/big', gzip);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(big);

    expect((await a.request('/big')).headers.get('content-encoding')).toBeNull();
    expect(
      (await a.request('/big', { headers: { 'Accept-Encoding': 'gzip;q=0' } })).headers.get(
        'content-encoding',
      ),
    ).toBeNull();
    expect((await a.request('/small', gzip)).headers.get('content-encoding')).toBeNull();
    expect((await a.request('/versioned', gzip)).headers.get('content-encoding')).toBeNull();
  });

  it('sends a kept answer from its one gzip copy, and the text to a caller without gzip', async () => {
    const a = app();
    const zipped = await a.request('/kept', gzip);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString())).toEqual(big);
    const plain = await a.request('/kept');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.json()).toEqual(big);
    const answer = { body: 'x'.repeat(2000) };
    expect(keptGzip(answer)).toBe(keptGzip(answer));
  });
});
