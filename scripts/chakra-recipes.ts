/**
 * Which Chakra recipes the app uses (issue 20, item 2: the UI kit ships only what the app uses).
 *
 *   node --import tsx scripts/chakra-recipes.ts        prints the recipe keys, one per line
 *
 * Chakra styles a component through a recipe looked up by key in the system (`useRecipe({ key: 'button' })`,
 * `createSlotRecipeContext({ key: 'dialog' })`); a key missing from the system is not an error, the component
 * just renders unstyled. src/app/theme.ts therefore lists its recipes by hand and tests/scripts/chakra-recipes
 * checks that list against this walk:
 *
 * 1. every name imported from '@chakra-ui/react' (or a '@chakra-ui/react/<component>' entry) in `src/`, type-only
 *    imports skipped;
 * 2. the Chakra module that exports it, from the package's own index (dist/esm/index.js);
 * 3. that module's relative imports inside Chakra's components, recursively (a CloseButton is a styled Button,
 *    a Checkbox draws a checkmark);
 * 4. every `key: "…"` in those modules.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const chakraEsm = path.join(root, 'node_modules/@chakra-ui/react/dist/esm');

/** Names imported as values from Chakra in the TypeScript sources under `dirs`, with the module specifier. */
export function chakraImports(dirs: string[]): { name: string; from: string }[] {
  const found = new Map<string, { name: string; from: string }>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry)) read(file);
    }
  };
  const read = (file: string) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const from = statement.moduleSpecifier.text;
      if (from !== '@chakra-ui/react' && !from.startsWith('@chakra-ui/react/')) continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (element.isTypeOnly) continue;
          const name = (element.propertyName ?? element.name).text;
          found.set(`${from} ${name}`, { name, from });
        }
      } else if (bindings && ts.isNamespaceImport(bindings)) {
        found.set(`${from} *`, { name: '*', from });
      }
    }
  };
  for (const dir of dirs) walk(dir);
  return [...found.values()];
}

/** The Chakra module (absolute path) each export of `index` comes from: `export { A as B } from './x.js'` and
 * `import * as ns from './x.js'; export { ns as Tabs }`. */
function exportSources(index: string): Map<string, string> {
  const text = readFileSync(index, 'utf8');
  const dir = path.dirname(index);
  const out = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local = '', from = ''] of text.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)) {
    namespaces.set(local, path.resolve(dir, from));
  }
  for (const [, specs = '', from] of text.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const spec of specs.split(',')) {
      const [local = '', exported = local] = spec.trim().split(/\s+as\s+/);
      const namespace = namespaces.get(local);
      if (!local) continue;
      if (from?.startsWith('.')) out.set(exported, path.resolve(dir, from));
      else if (!from && namespace) out.set(exported, namespace);
    }
  }
  return out;
}

/** Recipe keys referenced by `file` and the Chakra component modules it imports, recursively. */
function recipeKeysFrom(file: string, seen: Set<string>, keys: Set<string>) {
  if (seen.has(file) || !file.startsWith(path.join(chakraEsm, 'components'))) return;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const [, key = ''] of text.matchAll(/\bkey: "([A-Za-z]+)"/g)) keys.add(key);
  for (const [, from = ''] of text.matchAll(/(?:import|export)[^'"]*from '(\.{1,2}\/[^']+)'/g)) {
    recipeKeysFrom(path.resolve(path.dirname(file), from), seen, keys);
  }
}

/** The recipe keys the components imported under `dirs` look up, sorted. */
export function recipeKeysUsed(dirs: string[] = [path.join(root, 'src')]): string[] {
  const index = exportSources(path.join(chakraEsm, 'index.js'));
  const keys = new Set<string>();
  const seen = new Set<string>();
  for (const { name, from } of chakraImports(dirs)) {
    if (from === '@chakra-ui/react') {
      const file = index.get(name);
      if (file) recipeKeysFrom(file, seen, keys);
    } else {
      // '@chakra-ui/react/<component>' (package.json's "./*" export): the whole component entry. The named
      // entries ('/theme', '/styled-system', …) hold no components.
      const entry = path.join(chakraEsm, 'components', from.slice('@chakra-ui/react/'.length), 'index.js');
      if (existsSync(entry)) recipeKeysFrom(entry, seen, keys);
    }
  }
  return [...keys].sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const key of recipeKeysUsed()) console.log(key);
}
