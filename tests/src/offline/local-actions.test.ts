/**
 * The one client registry (src/offline/local-actions.ts) is complete: every operation the server accepts has
 * a local action, and every action a feature declares is in the registry the flush — and so the service
 * worker — uses (issue 29: `draw.sellTicket` was known only once the draws page had loaded).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SYNC_OPERATIONS } from '../../../domain/sync/protocol';
import { LOCAL_ACTIONS, localActionFor } from '../../../src/offline/local-actions';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Modules that declare actions (`defineAction(`), by path from the repository root: in features, and in shared
 * components used by more than one feature (the message inbox's, shown by /messages and /match-official).
 */
function declaringModules(): string[] {
  return ['src/features', 'src/components'].flatMap((dir) => {
    const base = path.join(root, dir);
    return readdirSync(base, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => readFileSync(path.join(base, f), 'utf8').includes('defineAction('))
      .map((f) => path.join(base, f));
  });
}

function isAction(value: unknown): value is { op: string; collection: string; apply: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { op?: unknown }).op === 'string' &&
    typeof (value as { apply?: unknown }).apply === 'function'
  );
}

describe('local actions registry', () => {
  it('has an action for every operation the server accepts, under its own name', () => {
    expect(Object.keys(LOCAL_ACTIONS).sort()).toEqual([...SYNC_OPERATIONS].sort());
    for (const [name, action] of Object.entries(LOCAL_ACTIONS)) expect(action.op).toBe(name);
    expect(localActionFor('toString')).toBeUndefined();
  });

  it('holds every action a feature declares', async () => {
    const modules = declaringModules();
    expect(modules.some((m) => m.endsWith('sell-ticket.action.ts'))).toBe(true);
    for (const m of modules) expect(m).toMatch(/\.action\.ts$/);
    const declared: { op: string }[] = [];
    for (const m of modules) {
      const exports = (await import(/* @vite-ignore */ m)) as Record<string, unknown>;
      declared.push(...Object.values(exports).filter(isAction));
    }
    expect(declared.length).toBe(SYNC_OPERATIONS.length);
    for (const action of declared) expect(localActionFor(action.op)).toBe(action);
  });
});
