/**
 * Draws the app icons (a sliotar — a white ball with its seam — on Páirc green) as PNGs with no image
 * library: pixels → zlib → PNG chunks. Run once: node --import tsx scripts/make-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [11, 110, 79];
const WHITE = [255, 255, 255];
const GOLD = [242, 183, 5];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function icon(size: number, maskable: boolean): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const c = size / 2;
  const r = size * (maskable ? 0.3 : 0.38);
  const corner = maskable ? 0 : size * 0.18;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      // Rounded square background (full bleed when maskable).
      const dx = Math.max(corner - x, x - (size - 1 - corner), 0);
      const dy = Math.max(corner - y, y - (size - 1 - corner), 0);
      const inBg = maskable || dx * dx + dy * dy <= corner * corner;
      const d = Math.hypot(x - c, y - c);
      let px = inBg ? GREEN : [0, 0, 0];
      if (d <= r) {
        px = WHITE;
        // The seam: two arcs near the edges of the ball.
        const s1 = Math.abs(Math.hypot(x - (c - r * 1.25), y - c) - r * 0.85);
        const s2 = Math.abs(Math.hypot(x - (c + r * 1.25), y - c) - r * 0.85);
        if (Math.min(s1, s2) < size * 0.012) px = GOLD;
      }
      raw.set(px, y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  writeFileSync(`public/icons/icon-${size}.png`, icon(size, false));
  writeFileSync(`public/icons/maskable-${size}.png`, icon(size, true));
}
writeFileSync('public/icons/apple-touch-icon.png', icon(180, true));
