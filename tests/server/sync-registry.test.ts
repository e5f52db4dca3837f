/**
 * The sync registries are leaf-safe and complete (issue 29). Each module that declares or joins sync
 * operations and pull collections must load on its own: one used to crash with "Cannot access
 * 'DRAW_OPERATIONS' before initialization" unless server/sync/operations.ts happened to load first (an
 * import cycle). The server project shares one module graph across files, so each module is imported in a
 * child process with nothing loaded before it.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SYNC_OPERATIONS } from '../../domain/sync/protocol.ts';
import { OPERATIONS, operationFor } from '../../server/sync/operations.ts';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** Every module of server/sync, and every context's sync declarations (`*.sync.ts`, `*operations*.ts`). */
function syncModules(): string[] {
  const inSync = readdirSync(path.join(root, 'server/sync'))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `server/sync/${f}`);
  const services = path.join(root, 'server/services');
  const inContexts = readdirSync(services).flatMap((context) =>
    readdirSync(path.join(services, context))
      .filter((f) => f.endsWith('.sync.ts') || /operations?\.ts$/.test(f))
      .map((f) => `server/services/${context}/${f}`),
  );
  return [...inSync, ...inContexts].sort();
}

describe('sync registries', () => {
  it('finds the context declarations to check', () => {
    const modules = syncModules();
    expect(modules).toContain('server/sync/operations.ts');
    expect(modules).toContain('server/sync/pull.ts');
    expect(modules.some((m) => m.startsWith('server/services/'))).toBe(true);
  });

  it.each(syncModules())('%s loads on its own, with nothing imported before it', async (module) => {
    const url = new URL(module, `file://${root}/`).href;
    const child = run(process.execPath, ['--import', 'tsx', '-e', `await import(${JSON.stringify(url)})`], {
      cwd: root,
      timeout: 60_000,
    });
    await expect(child).resolves.toBeDefined();
  });

  it('answers every operation a device can queue, and no other', () => {
    expect(Object.keys(OPERATIONS).sort()).toEqual([...SYNC_OPERATIONS].sort());
    for (const name of SYNC_OPERATIONS) expect(operationFor(name)).toBeDefined();
    expect(operationFor('toString')).toBeUndefined();
  });
});
