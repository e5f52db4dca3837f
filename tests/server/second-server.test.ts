import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

describe.skipIf(process.env.DATABASE_URL)('two servers on one PGlite folder', () => {
  it('the second refuses to start, clearly', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pairc-two-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const first = start(dir, port);
    await new Promise<void>((resolve, reject) => {
      const t = setInterval(() => {
        if (first.output().includes('Páirc is running')) {
          clearInterval(t);
          resolve();
        }
        if (first.child.exitCode !== null) {
          clearInterval(t);
          reject(new Error(first.output()));
        }
      }, 100);
    });
    const second = start(dir, port + 1);
    const code = await new Promise<number | null>((r) => second.child.on('exit', r));
    expect(code).toBe(1);
    expect(second.output()).toMatch(/in use by another Páirc server \(pid \d+\)/);
    first.child.kill('SIGTERM');
    await new Promise((r) => first.child.on('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }, 120_000); // a fresh PGlite folder migrates on start: 18 s on a busy 2-core machine
});
