/**
 * The signed-in request path's one database read: loading the principal. Times it plain (the baseline) and
 * with the sign-out denylist check folded in (`tokenId`: an `exists` on revoked_access_token's primary key),
 * interleaved in the same run, with the denylist holding 10,000 revoked tokens (far more sign-outs than any
 * 15 minutes will see). Figures are milliseconds per load, p50 and p99, and the ratio of the p50s. Then the
 * cached path a request takes since issue 19 (`principalForToken`: one indexed read of principal_version and
 * the denylist, the principal from the process's cache), against the uncached load with the check.
 * On PGlite (in memory, demo seed) by default; on PostgreSQL when DATABASE_URL is set (needs a seeded demo).
 */
import { sql } from 'drizzle-orm';
import { loadPrincipal, PrincipalCache, principalForToken } from '../server/auth/principal.ts';
import { openDatabase } from '../server/db/client.ts';
import { account } from '../server/db/schema/index.ts';
import { seedDemo } from '../server/db/seed/demo.ts';
import type { Figure } from './sync-engine.ts';

const ROUNDS = 3000;
const REVOKED = 10_000;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)]!;

export async function principalFigures(): Promise<Figure[]> {
  const url = process.env.DATABASE_URL;
  const database = url ? await openDatabase({ databaseUrl: url }) : await openDatabase({ memory: true });
  const { db } = database;
  try {
    if (!url) await seedDemo(db);
    const [acc] = await db.select({ id: account.id }).from(account).limit(1);
    if (!acc) throw new Error('no account: seed the demo first');
    await db.execute(sql`insert into revoked_access_token (jti, expires_at)
      select 'bench-' || g, now() + interval '15 minutes' from generate_series(1, ${REVOKED}) g
      on conflict do nothing`);
    await db.execute(sql`analyze revoked_access_token`);
    const plain: number[] = [];
    const checked: number[] = [];
    const cached: number[] = [];
    const cache = new PrincipalCache();
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? ['plain', 'checked', 'cached'] : ['cached', 'checked', 'plain'];
      for (const kind of order) {
        const t0 = performance.now();
        if (kind === 'plain') await loadPrincipal(db, { accountId: acc.id });
        else if (kind === 'checked')
          await loadPrincipal(db, { accountId: acc.id, tokenId: crypto.randomUUID() });
        else await principalForToken(db, cache, { accountId: acc.id, tokenId: crypto.randomUUID() });
        (kind === 'plain' ? plain : kind === 'checked' ? checked : cached).push(performance.now() - t0);
      }
    }
    await db.execute(sql`delete from revoked_access_token where jti like 'bench-%'`);
    const f = (x: number) => x.toFixed(3);
    return [
      {
        name: 'principal load, plain (baseline) p50 / p99 ms',
        value: `${f(pct(plain, 0.5))} / ${f(pct(plain, 0.99))}`,
      },
      {
        name: `principal load with the sign-out denylist check (${REVOKED} revoked) p50 / p99 ms`,
        value: `${f(pct(checked, 0.5))} / ${f(pct(checked, 0.99))} (ratio ${(pct(checked, 0.5) / pct(plain, 0.5)).toFixed(2)}× baseline)`,
      },
      {
        name: 'principal for a request, cached while principal_version holds (issue 19) p50 / p99 ms',
        value: `${f(pct(cached, 0.5))} / ${f(pct(cached, 0.99))} (ratio ${(pct(cached, 0.5) / pct(checked, 0.5)).toFixed(2)}× the uncached load with the check)`,
      },
    ];
  } finally {
    await database.close();
  }
}
