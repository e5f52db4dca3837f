/**
 * No import cycles (issue 29): a module that works only when another happens to load first is a crash waiting
 * for a new entry point. This walks the graph of relative imports of `domain/`, `src/`, `server/` and `sw/` —
 * static imports, re-exports and dynamic `import()` — and fails listing every cycle it finds. Type-only imports
 * are erased at run time (`verbatimModuleSyntax`), so they are not edges.
 *
 * It replaces ESLint's `import-x/no-cycle`, which did the same walk inside the linter at several times the cost
 * (issue 31: docs/testing.md). `npm run lint` runs it after ESLint.
 *
 *   node --import tsx scripts/check-cycles.ts [root …]
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dev-dist', '.tmp', 'migrations']);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) sourceFiles(join(dir, entry.name), out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

/** The relative module specifiers a file loads at run time. */
export function runtimeImports(fileName: string, text: string): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specs: string[] = [];
  const add = (node: ts.Expression | undefined) => {
    if (node && ts.isStringLiteral(node) && node.text.startsWith('.')) specs.push(node.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) add(node.moduleSpecifier);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const typeOnly =
        node.isTypeOnly ||
        (node.exportClause !== undefined &&
          ts.isNamedExports(node.exportClause) &&
          node.exportClause.elements.length > 0 &&
          node.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) add(node.moduleSpecifier);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return specs;
}

function resolveSpecifier(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile());
}

/** Every cycle of the graph, each once, as a list of files (Tarjan's strongly connected components). */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const strong = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) cycles.push(component.reverse());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) strong(v);
  return cycles;
}

export function importGraph(roots: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const root of roots) {
    if (!existsSync(root)) continue;
    for (const file of sourceFiles(root)) {
      const edges = runtimeImports(file, readFileSync(file, 'utf8'))
        .map((spec) => resolveSpecifier(file, spec))
        .filter((f): f is string => f !== undefined);
      graph.set(file, edges);
    }
  }
  return graph;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cwd = process.cwd();
  const args = process.argv.slice(2);
  const roots = (args.length > 0 ? args : ['domain', 'src', 'server', 'sw']).map((r) => resolve(cwd, r));
  const graph = importGraph(roots);
  const cycles = findCycles(graph);
  if (cycles.length > 0) {
    console.error(`${cycles.length} import cycle(s): each group below imports itself at run time.`);
    for (const c of cycles) console.error(`  ${c.map((f) => relative(cwd, f)).join(' → ')}`);
    process.exit(1);
  }
  console.log(`No import cycles among ${graph.size} modules.`);
}
