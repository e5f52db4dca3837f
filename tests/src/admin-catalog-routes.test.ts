/**
 * The admin catalog (locales/{locale}/admin.po: the strings of src/features/*\/admin and of the member areas in
 * lingui.config.ts ROUTE_AREAS) is not awaited before the first paint, so every route whose screens import that
 * code must await it in its loader (src/i18n/i18n.ts adminCatalog). Found from the source: a route file's
 * relative static imports, followed recursively.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_AREAS } from '../../lingui.config.ts';

const AREA = new RegExp(`/src/features/(?:[^/]+/admin|${ROUTE_AREAS.join('|')})/`);
/**
 * A local action (`*.action.ts`) is reached from the root route (the engine's registry, src/offline/local-actions.ts)
 * and carries no strings (checked below), so it does not tie the root route to the admin catalog.
 */
const ACTION = /\.action\.ts$/;
const ADMIN = { test: (f: string) => AREA.test(f) && !ACTION.test(f) };
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s+['"](\.[^'"]+)['"]/g;

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (c) => existsSync(c) && statSync(c).isFile(),
  );
}

const memo = new Map<string, string | null>();
/** The first admin file `file` reaches through static imports, or null. */
function reachesAdmin(file: string): string | null {
  const known = memo.get(file);
  if (known !== undefined) return known;
  memo.set(file, null); // cycles: not (yet) known to reach
  let hit: string | null = ADMIN.test(file) ? file : null;
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (hit) break;
    const target = resolve(file, (m[1] ?? m[2])!);
    if (target?.includes(`${path.sep}src${path.sep}`) && /\.tsx?$/.test(target)) hit = reachesAdmin(target);
  }
  memo.set(file, hit);
  return hit;
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );

const routes = walk(path.resolve('src/routes')).filter(
  (f) => /\.tsx?$/.test(f) && !f.endsWith('routeTree.gen.ts'),
);

describe('routes drawing admin screens await the admin catalog', () => {
  const adminRoutes = routes.filter((f) => reachesAdmin(f));

  it('finds the admin routes (the walk follows imports)', () => {
    expect(adminRoutes.map((f) => path.relative('src/routes', f))).toEqual(
      expect.arrayContaining([
        '_authed/administration/fees.tsx',
        '_authed/draws.$drawId.tsx',
        '_authed/clubs/index.tsx',
      ]),
    );
  });

  it.each(adminRoutes.map((f) => [path.relative('.', f), reachesAdmin(f)]))('%s (reaches %s)', (file) => {
    expect(readFileSync(file, 'utf8')).toMatch(/loader:\s*adminCatalog\b/);
  });

  it('no other route loads it (the first paint of the rest never waits for it)', () => {
    const others = routes.filter((f) => !adminRoutes.includes(f));
    expect(
      others.filter((f) => /adminCatalog/.test(readFileSync(f, 'utf8'))).map((f) => path.relative('.', f)),
    ).toEqual([]);
  });

  it('the local actions of the areas whose strings load with it carry no strings', () => {
    const actions = walk(path.resolve('src/features')).filter((f) => AREA.test(f) && ACTION.test(f));
    expect(actions.length).toBeGreaterThan(0);
    for (const f of actions)
      expect(readFileSync(f, 'utf8'), path.relative('.', f)).not.toMatch(/\bt`|msg`|<Trans|\/\*i18n\*\//);
  });
});
