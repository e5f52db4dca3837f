import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkBudget, closure, loadBudgets, measure, type Manifest } from '../../scripts/check-budget';

/** index.html → main (imports shared, dynamic lazy); the route → route chunk (imports shared and index.html). */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_shared.js'],
    dynamicImports: ['src/routes/a.tsx?tsr-split=component', 'src/lazy.ts'],
    css: ['assets/index.css'],
  },
  '_shared.js': { file: 'assets/shared.js', imports: ['_leaf.js'] },
  '_leaf.js': { file: 'assets/leaf.js' },
  'src/routes/a.tsx?tsr-split=component': { file: 'assets/a.js', imports: ['index.html', '_shared.js'] },
  'src/lazy.ts': { file: 'assets/lazy.js', imports: ['_heavy.js'] },
  '_heavy.js': { file: 'assets/heavy.js' },
  '_style.css': { file: 'assets/style.css' },
};

/** A dist/ with the manifest and files of random bytes (they do not compress: n bytes gzip to a little over n). */
function dist(sizes: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  for (const [file, n] of Object.entries(sizes)) {
    writeFileSync(
      join(root, file),
      Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256))),
    );
  }
  return root;
}

function budgets(root: string, pages: unknown[]): string {
  const file = join(root, 'budget.json');
  writeFileSync(file, JSON.stringify({ pages }));
  return file;
}

describe('check-budget', () => {
  it('follows file and imports recursively, once each, never dynamicImports or CSS', () => {
    expect(closure(MANIFEST, ['src/routes/a.tsx?tsr-split=component'])).toEqual([
      'assets/a.js',
      'assets/index.js',
      'assets/leaf.js',
      'assets/shared.js',
    ]);
    expect(closure(MANIFEST, ['index.html', '_shared.js'])).toEqual([
      'assets/index.js',
      'assets/leaf.js',
      'assets/shared.js',
    ]);
  });

  it('throws on an entry that is not a manifest key, or an import that is not', () => {
    expect(() => closure(MANIFEST, ['index.html', 'src/routes/renamed.tsx?tsr-split=component'])).toThrow(
      /no manifest key "src\/routes\/renamed.tsx\?tsr-split=component"/,
    );
    expect(() =>
      closure({ 'index.html': { file: 'assets/index.js', imports: ['_gone.js'] } }, ['index.html']),
    ).toThrow(/index.html imports "_gone.js"/);
  });

  it('sums the gzip sizes of the union, counting a shared file once', () => {
    const root = dist({
      'assets/index.js': 2048,
      'assets/shared.js': 1024,
      'assets/leaf.js': 512,
      'assets/a.js': 300,
    });
    const [page] = measure(root, MANIFEST, [
      { page: '/a', entries: ['index.html', 'src/routes/a.tsx?tsr-split=component'], budgetKiB: 10 },
    ]);
    const expected = ['assets/a.js', 'assets/index.js', 'assets/leaf.js', 'assets/shared.js']
      .map((f) => gzipSync(readFileSync(join(root, f)), { level: 9 }).length)
      .reduce((a, b) => a + b, 0);
    expect(page!.files).toHaveLength(4);
    expect(page!.kib).toBeCloseTo(expected / 1024, 6);
    expect(page!.ok).toBe(true);
  });

  it('exits 0 within budget and 1 over it, naming the page', () => {
    const root = dist({
      'assets/index.js': 3000,
      'assets/shared.js': 1000,
      'assets/leaf.js': 100,
      'assets/a.js': 100,
    });
    const lines: string[] = [];
    const within = budgets(root, [
      { page: '/a', entries: ['src/routes/a.tsx?tsr-split=component'], budgetKiB: 10 },
    ]);
    expect(checkBudget(root, within, (l) => lines.push(l))).toBe(0);
    expect(lines.join('\n')).toMatch(/\/a .* ok$/m);

    lines.length = 0;
    const over = budgets(root, [
      { page: '/a', entries: ['src/routes/a.tsx?tsr-split=component'], budgetKiB: 10 },
      { page: '/tight', entries: ['index.html'], budgetKiB: 2 },
    ]);
    expect(checkBudget(root, over, (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(/\/tight .* OVER by \d+\.\d KiB$/m);
  });

  it('exits 1 when an entry is missing from the manifest, whatever the sizes', () => {
    const root = dist({ 'assets/index.js': 10, 'assets/shared.js': 10, 'assets/leaf.js': 10 });
    const lines: string[] = [];
    const file = budgets(root, [
      { page: '/old', entries: ['index.html', 'src/routes/old.tsx'], budgetKiB: 1000 },
    ]);
    expect(checkBudget(root, file, (l) => lines.push(l))).toBe(1);
    expect(lines.join('\n')).toMatch(/no manifest key "src\/routes\/old.tsx"/);
  });
});

describe('the field routes of issue 49 in tests/bundle-budget.json', () => {
  const pages = loadBudgets('tests/bundle-budget.json');
  const field = pages.filter((p) => p.field);

  it('lists the four field routes, each with the app entry, its first catalog and never the admin strings', () => {
    expect(field.map((p) => p.field).sort()).toEqual(['coach', 'draws', 'injuries', 'referee']);
    for (const p of field) {
      expect(p.budgetKiB, p.page).toBeGreaterThan(0);
      expect(p.entries, p.page).toEqual(expect.arrayContaining(['index.html', 'locales/en/messages.po']));
      expect(p.entries, p.page).not.toContain('locales/en/admin.po');
    }
  });

  it('fails a field route over its budget, naming it, while the others pass', () => {
    // The field routes' entries on a manifest where every entry is one file; the coach's file is 2 KiB too big.
    const manifest: Manifest = {};
    const sizes: Record<string, number> = {};
    for (const p of field) {
      for (const [i, key] of p.entries.entries()) {
        const chunk = (manifest[key] ??= { file: `assets/${p.field}-${i}.js` });
        sizes[chunk.file] ??= 512;
      }
    }
    const coach = field.find((p) => p.field === 'coach')!;
    const coachOnly = coach.entries.find((k) => field.every((p) => p === coach || !p.entries.includes(k)))!;
    sizes[manifest[coachOnly]!.file] = Math.ceil((coach.budgetKiB + 2) * 1024);
    const root = mkdtempSync(join(tmpdir(), 'budget-field-'));
    mkdirSync(join(root, 'assets'));
    mkdirSync(join(root, '.vite'));
    writeFileSync(join(root, '.vite', 'manifest.json'), JSON.stringify(manifest));
    for (const [file, n] of Object.entries(sizes)) {
      writeFileSync(
        join(root, file),
        Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256))),
      );
    }
    const lines: string[] = [];
    const file = budgets(root, field);
    expect(checkBudget(root, file, (l) => lines.push(l))).toBe(1);
    const out = lines.join('\n');
    expect(out).toMatch(
      new RegExp(`${coach.page.replace(/[()/]/g, '\\$&')} .* OVER by \\d+\\.\\d KiB$`, 'm'),
    );
    for (const p of field.filter((x) => x !== coach))
      expect(out).toMatch(new RegExp(`${p.page.replace(/[()/]/g, '\\$&')} .* ok$`, 'm'));
  });
});
