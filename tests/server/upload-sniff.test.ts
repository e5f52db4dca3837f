/**
 * Uploads are checked by their bytes, not the declared type (server/http/sniff.ts): the signatures
 * themselves, and the avatar route (the referee report and injury notification documents are checked in
 * their own test files).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { M } from '../../domain/messages.ts';
import { sniffType } from '../../server/http/sniff.ts';
import { startTestServer, type TestServer } from './harness.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const HTML = '<html><script>alert(document.cookie)</script></html>';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
const image = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
    .toFormat(format)
    .toBuffer();

describe('sniffType', () => {
  it('recognises PNG, JPEG, GIF, WebP and PDF by their first bytes', async () => {
    expect(sniffType(await image('png'))).toBe('image/png');
    expect(sniffType(await image('jpeg'))).toBe('image/jpeg');
    expect(sniffType(await image('gif'))).toBe('image/gif');
    expect(sniffType(await image('webp'))).toBe('image/webp');
    expect(sniffType(bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('application/pdf');
  });

  it('recognises nothing else: HTML, SVG, a header further in, a truncated signature, an empty file', () => {
    expect(sniffType(bytes(HTML))).toBeUndefined();
    expect(sniffType(bytes(SVG))).toBeUndefined();
    expect(sniffType(bytes(`<html><body>%PDF-1.4</body></html>`))).toBeUndefined();
    expect(sniffType(bytes(' %PDF-1.4'))).toBeUndefined();
    expect(sniffType(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(sniffType(bytes('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffType(new Uint8Array())).toBeUndefined();
  });
});

describe('avatar upload', () => {
  let s: TestServer;
  let me: string;
  beforeAll(async () => {
    s = await startTestServer();
    me = ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id;
  });
  afterAll(() => s.close());

  const upload = (content: Uint8Array | string, type: string, name: string) => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }),
      name,
    );
    return s.call(`/api/person/${me}/avatar`, { as: 'member', method: 'POST', body: form });
  };

  it('accepts a real PNG, JPEG or WebP (it is re-encoded, so a photo named .png that is a JPEG is fine)', async () => {
    expect((await upload(await image('png'), 'image/png', 'me.png')).status).toBe(201);
    expect((await upload(await image('webp'), 'image/webp', 'me.webp')).status).toBe(201);
    expect((await upload(await image('jpeg'), 'image/png', 'me.png')).status).toBe(201);
  });

  it('refuses HTML, SVG or GIF declared as image/png with 415 and the standard error body', async () => {
    for (const [content, what] of [
      [HTML, 'HTML'],
      [SVG, 'SVG'],
      [await image('gif'), 'GIF'],
    ] as const) {
      const res = await upload(content, 'image/png', 'x.png');
      expect(res.status, what).toBe(415);
      const body = (await res.json()) as { status: number; summary: string; message: string };
      expect(body, what).toMatchObject({ status: 415, summary: expect.any(String) });
      expect(body.message, what).toBe(M.avatarType.message);
    }
    const me2 = (await (await s.call('/api/person/me', { as: 'member' })).json()) as { avatar?: string };
    expect(me2.avatar).toMatch(/^data:image\/webp;base64,/); // still the last good image
  });
});
