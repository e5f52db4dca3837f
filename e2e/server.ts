/**
 * One Páirc server per Playwright worker: its own port, PUBLIC_URL, PGlite folder (a copy of the folder
 * global-setup.ts migrated and seeded once) and static folder (a copy of dist/, so a test may change the
 * service worker file without another worker seeing it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';

export const E2E_ROOT = path.resolve('.tmp/e2e');
export const SEEDED_DATA_DIR = path.join(E2E_ROOT, 'seeded');

/** Settings every e2e server shares (the test runner's own, not the product defaults). */
export const E2E_ENV = {
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  // Checkout sessions end after 30 s, so draw-online.spec.ts sees an abandoned entry expire.
  PAYMENTS_SESSION_TTL_SECONDS: '30',
  // An open-data API key gets 429 after 20 requests a minute, so super-admin.spec.ts sees the limit.
  OPEN_DATA_REQUESTS_PER_MINUTE: '20',
  // Every contract route's answer is checked against its response schema (server/http/contract.ts).
  CHECK_RESPONSES: 'true',
} as const;

export interface E2eServer {
  url: string;
  /** The folder the server serves the built app from (this worker's copy of dist/). */
  staticDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, stderr: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`e2e server exited (${child.exitCode}):\n${stderr()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`e2e server at ${url} not healthy after ${timeoutMs} ms:\n${stderr()}`);
}

export async function startServer(
  workerIndex: number,
  extraEnv: Record<string, string> = {},
): Promise<E2eServer> {
  const dir = path.join(E2E_ROOT, `worker-${workerIndex}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const dataDir = path.join(dir, 'data');
  const staticDir = path.join(dir, 'dist');
  await Promise.all([
    cp(SEEDED_DATA_DIR, dataDir, { recursive: true }),
    cp('dist', staticDir, { recursive: true }),
  ]);
  const port = await freePort();
  // "localhost", as a member's browser would see it: the provider's cookies and redirects use this origin.
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      ...E2E_ENV,
      ...extraEnv,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    if (process.env.E2E_SERVER_LOG) process.stderr.write(chunk);
  });
  try {
    // Two minutes: the server warms up before it opens its port (server/warm.ts), and a busy machine is slow.
    await waitForHealth(url, child, () => stderr, 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    staticDir,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
