/**
 * Season fees (issue 24) on the database DATABASE_URL names (seed it with `npm run seed -- --scale national`):
 * generating the PIF invoices of every club for a season — the fee administrator's "Generate invoices" —
 * and the invoice table's first page (organisation region, name, status) and a search, beside a bare
 * `select 1` round trip in the same run.
 *
 * The generation's baseline is the floor of writing its rows: the same invoices and groups copied by the
 * database alone (one INSERT … SELECT a table, into temporary tables), timed in the same transaction.
 * Each generation runs inside a transaction that is rolled back, on a bench season (2090) given the demo's
 * levels, grades and bands in that transaction, so the database is left as it was and each round starts
 * from no invoices. The list figures run on invoices generated (and rolled back) the same way.
 */
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { organization, pifInvoice, pifInvoiceGroup, pifSeason } from '../server/db/schema/index.ts';
import { seedSeasonRates } from '../server/db/seed/fees.ts';
import { generateInvoices, listInvoices } from '../server/services/fees/invoice.repository.ts';
import type { Figure } from './sync-engine.ts';

const SEASON = 2090;
const ROUNDS = 3;
const LIST_ROUNDS = 30;

class Rollback extends Error {}

const p = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

export async function feeFigures(): Promise<Figure[]> {
  if (!process.env.DATABASE_URL) throw new Error('--fees needs DATABASE_URL (a seeded PostgreSQL)');
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  const { db } = database;
  const generate: number[] = [];
  const page: number[] = [];
  const search: number[] = [];
  const baseline: number[] = [];
  const copy: number[] = [];
  let made = 0;
  let teams = 0;
  try {
    const clubs = await db
      .select({ id: organization.id })
      .from(organization)
      .where(sql`${organization.additionalType} = 'Club'`);
    for (let round = 0; round < ROUNDS; round++) {
      await db
        .transaction(async (tx) => {
          await tx.insert(pifSeason).values({
            year: SEASON,
            seasonStatus: 'FINAL',
            endDate: `${SEASON + 1}-05-31`,
            bandsFinal: true,
          });
          await seedSeasonRates(
            tx,
            SEASON,
            clubs.map((c) => c.id),
          );
          for (let i = 0; i < 5; i++) baseline.push(await timed(() => tx.execute(sql`select 1`)));
          const t0 = performance.now();
          made = await generateInvoices(tx, SEASON);
          generate.push(performance.now() - t0);
          const [g] = await tx
            .select({ n: count() })
            .from(pifInvoiceGroup)
            .innerJoin(pifInvoice, eq(pifInvoice.id, pifInvoiceGroup.invoiceId))
            .where(eq(pifInvoice.season, SEASON));
          teams = g?.n ?? 0;
          // The floor: the same rows written by the database alone, one INSERT … SELECT per table.
          copy.push(
            await timed(async () => {
              await tx.execute(sql`create temp table bench_invoice (like pif_invoice) on commit drop`);
              await tx.execute(sql`create temp table bench_group (like pif_invoice_group) on commit drop`);
              await tx.execute(
                sql`insert into bench_invoice select * from pif_invoice where season = ${SEASON}`,
              );
              await tx.execute(
                sql`insert into bench_group select g.* from pif_invoice_group g join pif_invoice i on i.id = g.invoice_id where i.season = ${SEASON}`,
              );
            }),
          );
          if (round === ROUNDS - 1) {
            await tx.execute(sql`analyze pif_invoice`);
            for (let i = 0; i < LIST_ROUNDS; i++) {
              baseline.push(await timed(() => tx.execute(sql`select 1`)));
              page.push(await timed(() => listInvoices(tx, { page: i % 5, size: 100, season: SEASON })));
              search.push(
                await timed(() => listInvoices(tx, { page: 0, size: 100, season: SEASON, search: 'naomh' })),
              );
            }
          }
          throw new Rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof Rollback)) throw e;
        });
    }
  } finally {
    await database.close();
  }
  const base = p(baseline, 0.5);
  const ratio = (ms: number) => `${Math.round(ms / base)}× select 1 (${base.toFixed(2)} ms)`;
  return [
    {
      name: `fees: generate ${made} clubs' invoices (${teams} teams) min / p50 of ${ROUNDS}`,
      value: `${Math.min(...generate).toFixed(0)} / ${p(generate, 0.5).toFixed(0)} ms — ${(p(generate, 0.5) / p(copy, 0.5)).toFixed(1)}× the same rows copied by one INSERT … SELECT a table (${p(copy, 0.5).toFixed(0)} ms)`,
    },
    {
      name: `fees: invoice table page of 100 (pages 1–5) p50 / p99 of ${LIST_ROUNDS}`,
      value: `${p(page, 0.5).toFixed(1)} / ${p(page, 0.99).toFixed(1)} ms — ${ratio(p(page, 0.5))}`,
    },
    {
      name: `fees: invoice table search "naomh" p50 / p99 of ${LIST_ROUNDS}`,
      value: `${p(search, 0.5).toFixed(1)} / ${p(search, 0.99).toFixed(1)} ms — ${ratio(p(search, 0.5))}`,
    },
  ];
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await run();
  return performance.now() - t0;
}
