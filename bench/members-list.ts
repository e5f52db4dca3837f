/**
 * The club admin's members list (GET /membership?filter=organization.id:…): the repository's query, timed
 * directly on the database DATABASE_URL names (seed it with `npm run seed -- --scale national`), for the
 * clubs with the most memberships: the first page of this season, a name search, and a deep page. Figures
 * are milliseconds per list (query and count), p50 and p99 over every club and round. On a database with no
 * memberships (the national seed makes none) it first gives every club link two seasons of them.
 */
import { desc, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { membership } from '../server/db/schema/index.ts';
import { listMemberships } from '../server/services/membership/order.repository.ts';
import type { Figure } from './sync-engine.ts';

const CLUBS = 30;
const ROUNDS = 3;

export async function membersListFigures(): Promise<Figure[]> {
  if (!process.env.DATABASE_URL) throw new Error('--members needs DATABASE_URL (a seeded PostgreSQL)');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  try {
    const season = new Date().getUTCFullYear();
    const [{ n: held }] = (await db.select({ n: sql<number>`count(*)::int` }).from(membership)) as [
      { n: number },
    ];
    if (held === 0) {
      // The national seed makes people and club links but no memberships: give every link last season's and
      // this season's (one in seven still pending), as the demo seed does for its clubs.
      for (const s of [season - 1, season]) {
        await db.execute(sql`insert into membership (id, person_id, organization_id, association, season,
            membership_status, payment_status, payment_method, valid_from, valid_to, registered_on)
          select gen_random_uuid()::text, po.person_id, po.organization_id, 'GAA', ${s},
            case when abs(hashtext(po.person_id)) % 7 = 6 and ${s} = ${season} then 'ASSOCIATION_FEES_PENDING'
              else 'REGISTERED' end,
            case when abs(hashtext(po.person_id)) % 7 = 6 and ${s} = ${season} then 'DUE' else 'PAID' end,
            'SINGLE_ONLINE', make_date(${s}, 1, 1), make_date(${s}, 12, 31), make_date(${s}, 1, 15)
          from person_organization po`);
      }
      await db.execute(sql`analyze membership`);
    }
    const clubs = await db
      .select({ org: membership.organizationId, n: sql<number>`count(*)::int` })
      .from(membership)
      .groupBy(membership.organizationId)
      .orderBy(desc(sql`count(*)`))
      .limit(CLUBS);
    const times: Record<string, number[]> = { first: [], search: [], deep: [] };
    for (let r = 0; r < ROUNDS; r++) {
      for (const { org } of clubs) {
        for (const [kind, run] of [
          ['first', () => listMemberships(db, { organizationId: org, season }, 0, 50)],
          ['search', () => listMemberships(db, { organizationId: org, search: 'ó' }, 0, 50)],
          ['deep', () => listMemberships(db, { organizationId: org }, 5, 50)],
        ] as const) {
          const t0 = performance.now();
          await run();
          times[kind]!.push(performance.now() - t0);
        }
      }
    }
    const pct = (xs: number[], p: number) => {
      const s = [...xs].sort((a, b) => a - b);
      return s[Math.min(s.length - 1, Math.floor(s.length * p))]!.toFixed(1);
    };
    const total = (await db.select({ n: sql<number>`count(*)::int` }).from(membership))[0]!.n;
    return [
      {
        name: `members list, ${clubs.length} largest clubs (${clubs[0]?.n ?? 0} to ${clubs.at(-1)?.n ?? 0} memberships; ${total} in all)`,
        value: '',
      },
      ...Object.entries(times).map(([k, xs]) => ({
        name: `  ${k === 'first' ? 'this season, page 1' : k === 'search' ? 'name search "ó"' : 'page 6, all seasons'} (ms)`,
        value: `p50 ${pct(xs, 0.5)}, p99 ${pct(xs, 0.99)} (${xs.length} lists)`,
      })),
    ];
  } finally {
    await database.close();
  }
}
