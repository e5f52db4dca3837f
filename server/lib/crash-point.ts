/**
 * Crash points, for the crash test only (tests/server/crash-admin-writes.test.ts): a multi-statement write
 * calls `crashPoint('<name>')` between its statements, and a server started with `PAIRC_CRASH_POINT=<name>`
 * kills itself there (SIGKILL, as `kill -9` would), so the test knows the write stopped half done and can check
 * that the restarted server finds all of it or none.
 *
 * It cannot be turned on in production: the setting is read once at start-up and ignored unless
 * `NODE_ENV=test` (the production default is `production`, env.ts). Turned off, `crashPoint` is an empty
 * function: the hot path pays one call.
 */
export type CrashPoint =
  /** PUT /admin/pool/:id: after the pool's row and the removal of its members, before the new members. */
  | 'pool.members'
  /** POST /invoice/generate for one club: after its old invoice was deleted, before the new one is made. */
  | 'invoice.regenerate'
  /** PATCH /admin/competition/:id/status to DRAFT: after divisions and fixtures were deleted, before the status. */
  | 'competition.status'
  /** PUT /admin/competition/:id/format: after the old divisions and fixtures were deleted, before the new ones. */
  | 'competition.format';

/** The crash point `env` arms, if any (exported for its test). */
export function armedCrashPoint(env: NodeJS.ProcessEnv): ((name: CrashPoint) => void) | undefined {
  const point = env.PAIRC_CRASH_POINT;
  if (!point || env.NODE_ENV !== 'test') return undefined;
  return (name) => {
    if (name === point) process.kill(process.pid, 'SIGKILL');
  };
}

export const crashPoint: (name: CrashPoint) => void = armedCrashPoint(process.env) ?? (() => {});
