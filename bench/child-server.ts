/**
 * The real server (server/main.ts) as a child process, for runs that must kill or load it from outside:
 * crash safety (scripts/crash.ts) and the load bench (bench/load.ts). The database is prepared first in this
 * process — migrated, demo seeded when empty, signing key read — so tokens can be minted here without the
 * sign-in flow; then the server owns it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { importJWK, SignJWT } from 'jose';
import { signingJwks } from '../server/auth/secrets.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { account } from '../server/db/schema/index.ts';
import { seedDemo } from '../server/db/seed/demo.ts';

/** `pid` and the processes whose parent it is (Linux's /proc; with WORKERS, the cluster's workers). */
export function processTree(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // pid (comm) state ppid …; comm may hold spaces, so read after its closing parenthesis.
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // it ended while we looked
      }
    })
    .map(Number);
  return [pid, ...children];
}

/** The resident memory of these processes together, in MiB. */
export function rssMiB(pids: number[]): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended
    }
  }
  return kib / 1024;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ChildServer {
  url: string;
  port: number;
  /** The process's id while it runs (with WORKERS, the cluster's primary). */
  readonly pid: number | undefined;
  open(): Promise<Database>;
  /** An access token of a demo account, valid for two hours, signed with the server's key. */
  token(username: string): Promise<string>;
  start(): Promise<void>;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

export async function childServer(where: {
  databaseUrl?: string;
  dataDir?: string;
  /** More configuration for the server (e.g. WORKERS). */
  env?: Record<string, string>;
  /** The address people reach it at, when not its own (instances behind one proxy share one). */
  publicUrl?: string;
}): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const publicUrl = where.publicUrl ?? url;
  const open = () =>
    openDatabase(where.databaseUrl ? { databaseUrl: where.databaseUrl } : { dataDir: where.dataDir });
  const database = await open();
  await seedDemo(database.db);
  const jwks = await signingJwks(database.db);
  const accounts = new Map(
    (await database.db.select({ id: account.id, username: account.username }).from(account)).map((a) => [
      a.username,
      a.id,
    ]),
  );
  await database.close();
  const key = await importJWK(jwks.keys[0]!, 'ES256');
  let child: ChildProcess | null = null;

  const exited = (c: ChildProcess) =>
    new Promise<void>((resolve) => (c.exitCode !== null ? resolve() : c.once('exit', () => resolve())));

  return {
    url,
    port,
    get pid() {
      return child?.exitCode === null ? child.pid : undefined;
    },
    open,
    token: async (username) => {
      const sub = accounts.get(username);
      if (!sub) throw new Error(`no demo account ${username}`);
      return new SignJWT({ scope: 'openid profile email api', client_id: 'pairc-web' })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: jwks.keys[0]!.kid })
        .setSubject(sub)
        .setIssuer(`${publicUrl}/oidc`)
        .setAudience('urn:pairc:api')
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key);
    },
    start: async () => {
      child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: publicUrl,
          DATA_DIR: where.dataDir ?? '',
          DATABASE_URL: where.databaseUrl ?? '',
          LOG_LEVEL: 'error',
          SEED_DEMO: 'false',
          STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
          ...where.env,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      // Ready when it says so: the banner comes once every worker listens (WORKERS), or the one server does.
      let said = '';
      let ready = false;
      child.stdout!.setEncoding('utf8');
      child.stdout!.on('data', (d: string) => {
        if (!ready) said = (said + d).slice(-4096);
        if (said.includes('Páirc is running')) ready = true;
      });
      // Up to 5 minutes: on a loaded machine the demo database alone can take minutes to open.
      for (let i = 0; i < 3000; i++) {
        if (
          ready &&
          (await fetch(`${url}/api/health`).then(
            (r) => r.ok,
            () => false,
          ))
        )
          return;
        if (child.exitCode !== null) throw new Error('the server exited while starting');
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the server did not start');
    },
    kill9: async () => {
      const c = child!;
      c.kill('SIGKILL');
      await exited(c);
    },
    stop: async () => {
      const c = child!;
      c.kill('SIGTERM');
      await exited(c);
    },
  };
}
