import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/data-dir-lock.ts';
import { EnvError, loadEnv } from '../../server/env.ts';

describe('data folder lock', () => {
  it('refuses a second holder while the first lives, and frees on release', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pairc-lock-'));
    const lock = lockDataDir(dir);
    // Same process id counts as "another server" only through a child: simulate with a live foreign pid.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 5000)']);
    try {
      lock.release();

      writeFileSync(path.join(dir, 'server.lock'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Páirc server/);
    } finally {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pairc-lock-'));

    writeFileSync(path.join(dir, 'server.lock'), '999999');
    const lock = lockDataDir(dir);
    lock.release();
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('environment', () => {
  it('has working defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.OIDC_ISSUER).toBe('http://localhost:8080/oidc');
    expect(env.embeddedOidc).toBe(true);
  });

  it('refuses a bad environment with a message naming the variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ OIDC_ISSUER: 'not a url' })).toThrow(/OIDC_ISSUER/);
  });

  it('runs several workers only on PostgreSQL (a PGlite folder is one process’s)', () => {
    expect(loadEnv({}).WORKERS).toBe(1);
    expect(loadEnv({ WORKERS: '4', DATABASE_URL: 'postgres://app@db/app' }).WORKERS).toBe(4);
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(/WORKERS > 1 needs DATABASE_URL/);
    expect(() => loadEnv({ WORKERS: '0', DATABASE_URL: 'postgres://app@db/app' })).toThrow(
      /WORKERS must be 1–64/,
    );
    expect(() => loadEnv({ WORKERS: 'two' })).toThrow(/WORKERS must be an integer/);
  });

  it('takes an external issuer', () => {
    const env = loadEnv({ OIDC_ISSUER: 'https://keycloak.example.ie/realms/pairc' });
    expect(env.embeddedOidc).toBe(false);
    expect(env.OIDC_ISSUER).toBe('https://keycloak.example.ie/realms/pairc');
  });
});
