import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTree } from './source-tree';
import { findCycles, importGraph, runtimeImports } from '../../scripts/check-cycles';

const tree = (files: Record<string, string>) => sourceTree(files, 'cycles-');

const names = (root: string, cycles: string[][]) =>
  cycles.map((c) => c.map((f) => f.slice(root.length + 1)).sort());

describe('check-cycles', () => {
  it('reads value imports, re-exports and dynamic imports, not type-only ones or packages', () => {
    const text = `
      import { a } from './a.ts';
      import type { B } from './b.ts';
      import { type C, type D } from './c.ts';
      import { type E, e } from './e.ts';
      import './side-effect';
      import React from 'react';
      export { f } from './f.ts';
      export type { G } from './g.ts';
      const h = () => import('./h.tsx');
    `;
    expect(runtimeImports('x.ts', text)).toEqual(['./a.ts', './e.ts', './side-effect', './f.ts', './h.tsx']);
  });

  it('finds a cycle through three files and names each file once', () => {
    const root = tree({
      'src/a.ts': `import { b } from './b.ts'; export const a = b;`,
      'src/b.ts': `import { c } from './lib/c';  export const b = c;`,
      'src/lib/c.ts': `import { a } from '../a.ts'; export const c = () => a;`,
      'src/d.ts': `import { a } from './a.ts'; export const d = a;`,
    });
    expect(names(root, findCycles(importGraph([join(root, 'src')])))).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/lib/c.ts'],
    ]);
  });

  it('does not count a cycle closed only by a type import, and resolves folder index files', () => {
    const root = tree({
      'src/a.ts': `import { b } from './b/index.ts'; export const a = b; export type A = 1;`,
      'src/b/index.ts': `import type { A } from '../a.ts'; export const b: A = 1;`,
      'src/c.ts': `import { b } from './b'; export const c = b;`,
    });
    const graph = importGraph([join(root, 'src')]);
    expect(graph.get(join(root, 'src/c.ts'))).toEqual([join(root, 'src/b/index.ts')]);
    expect(findCycles(graph)).toEqual([]);
  });

  it('finds a file that imports itself', () => {
    const root = tree({ 'src/self.ts': `export const x = 1; export { x as y } from './self.ts';` });
    expect(names(root, findCycles(importGraph([join(root, 'src')])))).toEqual([['src/self.ts']]);
  });
});
