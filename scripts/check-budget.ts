/**
 * First-route JS budget (issue 20, item 3): fails when the JavaScript a page needs before it can paint grows
 * over its budget. Sizes only, from the build, so the result is the same on every machine: no timings.
 *
 *   npm run build && npm run check:budget        (node --import tsx scripts/check-budget.ts [dist] [budgets])
 *
 * Reads Vite's manifest (dist/.vite/manifest.json, written because vite.config.ts sets build.manifest) and the
 * budgets in tests/bundle-budget.json:
 *
 *   { "pages": [ { "page": "/", "entries": ["index.html", "src/routes/index.tsx?tsr-split=component"], "budgetKiB": 120 } ] }
 *
 * - `page` is a label for the table.
 * - `entries` are manifest keys, exactly as in the manifest: `index.html` for the app's entry, a route's split
 *   chunk as `src/routes/<file>.tsx?tsr-split=component` (TanStack's autoCodeSplitting), a server-rendered
 *   document's client entry by its source path once it has one (then `index.html` need not be listed). List
 *   every chunk that loads before the page paints: the route's parent layouts' split chunks too, and a
 *   dynamically imported chunk the page awaits at start (the locale catalog).
 * - A page's first-route JS is the union of the JS files in the static-import closure of its entries: each
 *   entry's `file` plus its `imports`, followed recursively; `dynamicImports` are not followed (they load
 *   later, or on another route). A file shared by two entries counts once.
 * - Each file counts at its gzip size, compressed here with node:zlib gzipSync at level 9 (what
 *   scripts/precompress.ts writes, but computed for every file: precompress skips files under 1 KiB).
 *
 * Prints a table (page, KiB, budget, ok/over) and exits 1 when any page is over its budget, or when an entry is
 * not a key of the manifest (a renamed route must fail, never pass with nothing counted).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PageBudget {
  page: string;
  entries: string[];
  budgetKiB: number;
  /** A field route of issue 49 (referee, coach, draws, injuries): the field bench (bench/field.ts) reads it. */
  field?: string;
}

export interface PageResult {
  page: string;
  files: string[];
  kib: number;
  budgetKiB: number;
  ok: boolean;
}

/** The JS files (paths relative to dist) in the static-import closure of `entries`; throws on a key not in the manifest. */
export function closure(manifest: Manifest, entries: string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string, from?: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(from ? `${from} imports "${key}", not in the manifest` : `no manifest key "${key}"`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i, key);
  };
  for (const e of entries) visit(e);
  return [...files].sort();
}

const gzipBytes = (dist: string, file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

export function measure(dist: string, manifest: Manifest, budgets: PageBudget[]): PageResult[] {
  return budgets.map((b) => {
    const files = closure(manifest, b.entries);
    const kib = files.reduce((sum, f) => sum + gzipBytes(dist, f), 0) / 1024;
    return { page: b.page, files, kib, budgetKiB: b.budgetKiB, ok: kib <= b.budgetKiB };
  });
}

export function loadBudgets(file: string): PageBudget[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { pages?: PageBudget[] };
  if (!Array.isArray(raw.pages)) throw new Error(`${file}: no "pages" list`);
  return raw.pages;
}

/** The table and the exit code: 0 when every page is within its budget and every entry exists. */
export function checkBudget(
  dist: string,
  budgetFile: string,
  log: (line: string) => void = console.log,
): number {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  let results: PageResult[];
  try {
    results = measure(dist, manifest, loadBudgets(budgetFile));
  } catch (e) {
    log(`check-budget: ${(e as Error).message} (${budgetFile} names a chunk the build no longer has)`);
    return 1;
  }
  const width = Math.max(4, ...results.map((r) => r.page.length));
  log(`First-route JS, gzip level 9 (${budgetFile}):`);
  log(`  ${'page'.padEnd(width)}  ${'KiB'.padStart(7)}  ${'budget'.padStart(7)}  files  verdict`);
  for (const r of results) {
    log(
      `  ${r.page.padEnd(width)}  ${r.kib.toFixed(1).padStart(7)}  ${String(r.budgetKiB).padStart(7)}  ` +
        `${String(r.files.length).padStart(5)}  ${r.ok ? 'ok' : `OVER by ${(r.kib - r.budgetKiB).toFixed(1)} KiB`}`,
    );
  }
  return results.every((r) => r.ok) ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dist = 'dist', budgets = 'tests/bundle-budget.json'] = process.argv.slice(2);
  process.exit(checkBudget(path.resolve(dist), budgets));
}
