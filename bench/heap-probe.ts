/**
 * Preloaded into a bench's server process (node --expose-gc --import tsx --import ./bench/heap-probe.ts): on SIGUSR2 it
 * collects garbage and writes `process.memoryUsage()` as JSON to the file HEAP_PROBE_FILE names, so the bench
 * (bench/streams.ts) reads the server's heap as well as its resident memory without any route of the server's.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
