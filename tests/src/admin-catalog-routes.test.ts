/**
 * The catalogs loaded on demand — admin (locales/{locale}/admin.po: the strings of src/features/*\/admin and of the
 * member areas in lingui.config.ts ROUTE_AREAS) and one per field area (FIELD_AREAS: draw, event, injury, their
 * admin screens included) — are not awaited before the first paint, so every route whose screens import that code
 * must await each of them in its loader (src/i18n/i18n.ts adminCatalog, drawCatalog, …), and no route may await
 * one it does not draw (a field route carries only its own strings). Found from the source: a route file's
 * relative static imports, followed recursively.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_AREAS, ROUTE_AREAS } from '../../lingui.config.ts';

const AREA = new RegExp(`/src/features/(?:[^/]+/admin|${ROUTE_AREAS.join('|')})/`);
const FIELD = new RegExp(`/src/features/(${FIELD_AREAS.join('|')})/`);
/**
 * A local action (`*.action.ts`) is reached from the root route (the engine's registry, src/offline/local-actions.ts)
 * and carries no strings (checked below), so it does not tie the root route to the admin catalog.
 */
const ACTION = /\.action\.ts$/;
/** The on-demand catalog whose strings `file` holds: a field area's, admin, or none (the first paint's). */
function catalogOf(file: string): string | null {
  if (ACTION.test(file)) return null;
  const field = FIELD.exec(file)?.[1];
  if (field) return field;
  return AREA.test(file) ? 'admin' : null;
}
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s+['"](\.[^'"]+)['"]/g;

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (c) => existsSync(c) && statSync(c).isFile(),
  );
}

const memo = new Map<string, Map<string, string>>();
/** The on-demand catalogs `file` reaches through static imports, each with the first file that holds it. */
function reaches(file: string): Map<string, string> {
  const known = memo.get(file);
  if (known) return known;
  const hits = new Map<string, string>();
  memo.set(file, hits); // cycles: what is known so far
  const own = catalogOf(file);
  if (own) hits.set(own, file);
  for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolve(file, (m[1] ?? m[2])!);
    if (target?.includes(`${path.sep}src${path.sep}`) && /\.tsx?$/.test(target))
      for (const [c, f] of reaches(target)) if (!hits.has(c)) hits.set(c, f);
  }
  return hits;
}
const reachesAdmin = (file: string) => reaches(file).get('admin') ?? null;
const LOADER = /loader:\s*(?:(\w+Catalog)\b|\(\)\s*=>\s*Promise\.all\(\[([^\]]*)\]\))/;
/** The catalogs a route file's loader awaits (`loader: xCatalog` or `loader: () => Promise.all([xCatalog(), …])`). */
function awaited(file: string): string[] {
  const m = LOADER.exec(readFileSync(file, 'utf8'));
  if (!m) return [];
  const names = m[1] ? [m[1]] : [...m[2]!.matchAll(/(\w+)Catalog\(\)/g)].map((x) => `${x[1]}Catalog`);
  return names.map((n) => n.replace(/Catalog$/, '')).sort();
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
        '_authed/organizations.tsx',
        '_authed/clubs/index.tsx',
      ]),
    );
  });

  it.each(adminRoutes.map((f) => [path.relative('.', f), reachesAdmin(f)]))('%s (reaches %s)', (file) => {
    expect(awaited(file)).toContain('admin');
  });

  it('every route awaits exactly the catalogs of what it draws: the field routes carry no admin strings', () => {
    const wrong = routes
      .map((f) => ({
        route: path.relative('.', f),
        draws: [...reaches(f).keys()].sort(),
        awaits: awaited(f),
      }))
      .filter((r) => r.draws.join() !== r.awaits.join());
    expect(wrong).toEqual([]);
  });

  it('finds the field routes and their own catalogs', () => {
    const of = (route: string) => [...reaches(path.resolve('src/routes', route)).keys()].sort();
    expect(of('_authed/events/index.tsx')).toEqual(['event']);
    expect(of('_authed/draws.index.tsx')).toEqual(['draw']);
    expect(of('_authed/injuries/index.tsx')).toEqual(['injury']);
    expect(of('game-management/index.tsx')).toEqual([]);
  });

  it('the local actions of the areas whose strings load with it carry no strings', () => {
    const actions = walk(path.resolve('src/features')).filter(
      (f) => (AREA.test(f) || FIELD.test(f)) && ACTION.test(f),
    );
    expect(actions.length).toBeGreaterThan(0);
    for (const f of actions)
      expect(readFileSync(f, 'utf8'), path.relative('.', f)).not.toMatch(/\bt`|msg`|<Trans|\/\*i18n\*\//);
  });
});
