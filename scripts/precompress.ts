/**
 * After `vite build`: writes Brotli (.br) and gzip (.gz) copies of the text assets in dist/, which the
 * server's static handler sends to browsers that accept them (serveStatic `precompressed`). Compressing
 * once at build time costs nothing per request and gets the best ratio (Brotli quality 11).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = path.resolve(process.argv[2] ?? 'dist');
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;
/**
 * Sent as built, never from a copy: the service worker script is how a new version is noticed (the browser
 * compares its bytes), so it must have one source of truth.
 */
const AS_BUILT = new Set(['sw.js']);

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (TEXT.test(entry.name) && !AS_BUILT.has(entry.name)) yield p;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const file of files(ROOT)) {
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gzip = gzipSync(body, { level: 9 });
  if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip);
  raw += body.length;
  br += Math.min(brotli.length, body.length);
  count++;
}
const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
console.log(
  `precompressed ${count} files in ${path.relative(process.cwd(), ROOT) || '.'}: ${kib(raw)} → ${kib(br)} (brotli)`,
);
if (!statSync(ROOT).isDirectory()) process.exit(1);
