/**
 * `npm run seed [-- --scale demo|national] [--clubs N] [--people N]`
 *
 * Opens the database from DATABASE_URL (PostgreSQL) or, without it, the PGlite folder in DATA_DIR; seeds
 * the demo if the database is empty; with `--scale national` then adds ~2,600 clubs and ~500,000 people for
 * load tests (resuming if an earlier run was interrupted). Teams and fixtures are not seeded yet: their
 * tables do not exist (see seed/national.ts).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed/demo.ts';
import { NATIONAL_CLUBS, NATIONAL_PEOPLE, seedNational, type NationalProgress } from './seed/national.ts';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    clubs: { type: 'string' },
    people: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const USAGE = `Usage: npm run seed -- [--scale demo|national] [--clubs N] [--people N]
  --scale demo      the demo only (default): provinces, counties, ~40 clubs, one user per role
  --scale national  the demo plus ${NATIONAL_CLUBS.toLocaleString('en-IE')} clubs and ${NATIONAL_PEOPLE.toLocaleString('en-IE')} people (load tests)
  --clubs, --people override the national-scale counts
Database: DATABASE_URL (PostgreSQL) if set, else the PGlite folder DATA_DIR (default ./data).`;

function count(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`--${name} must be a whole number`);
    process.exit(2);
  }
  return n;
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.scale !== 'demo' && values.scale !== 'national') {
  console.error(`Unknown scale "${values.scale}".\n${USAGE}`);
  process.exit(2);
}
const clubs = count('clubs', values.clubs);
const people = count('people', values.people);

const started = performance.now();
const env = loadEnv();
if (env.production) {
  console.error(
    'NODE_ENV=production: the demo (with its published passwords) is never seeded in production. The first super admin: npm run admin -- --super-admin <e-mail>',
  );
  process.exit(1);
}
if (!env.DATABASE_URL) {
  const warning =
    values.scale === 'national'
      ? 'warning: no DATABASE_URL, seeding PGlite: PostgreSQL is recommended for the national scale (slow and large on PGlite)'
      : 'note: no DATABASE_URL, seeding PGlite; PostgreSQL is recommended for shared or large installations';
  console.error(`${warning} (DATA_DIR=${env.DATA_DIR})`);
}
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });

const bar = (done: number, total: number, width = 30) => {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`;
};
let lastDecile = -1;
function progress(p: NationalProgress) {
  const fraction =
    p.peopleTotal + p.clubsTotal === 0 ? 1 : (p.clubsDone + p.peopleDone) / (p.clubsTotal + p.peopleTotal);
  const pct = Math.floor(fraction * 100);
  const line = `${bar(pct, 100)} ${String(pct).padStart(3)}% clubs ${p.clubsDone}/${p.clubsTotal} people ${p.peopleDone}/${p.peopleTotal}`;
  if (process.stderr.isTTY) {
    process.stderr.write(`\r${line}`);
  } else if (Math.floor(pct / 10) !== lastDecile) {
    lastDecile = Math.floor(pct / 10);
    process.stderr.write(`${line}\n`);
  }
}

try {
  const demo = await seedDemo(database.db);
  console.log(
    demo.seeded ? 'Demo data seeded.' : 'The database already has organisations: demo seed skipped.',
  );
  if (demo.seeded) {
    console.log(`Demo users (password ${DEMO_PASSWORD}):`);
    for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(18)} ${u.description}`);
  }
  if (values.scale === 'national') {
    const result = await seedNational(database.db, {
      clubs,
      people,
      onProgress: progress,
      onFixtures: (done, total, fixtures) =>
        process.stderr.write(`\rleagues: counties ${done}/${total}, fixtures ${fixtures}   `),
    });
    process.stderr.write('\n');
    console.log(
      result.seeded || result.fixtures > 0
        ? `National scale seeded: ${result.clubs} clubs, ${result.people} people, ${result.teams} teams, ${result.fixtures} fixtures.`
        : 'National scale already present: nothing to add.',
    );
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`Elapsed: ${seconds.toFixed(1)} s`);
  if (database.kind === 'postgres') {
    const res: unknown = await database.db.execute(
      sql`select pg_size_pretty(pg_database_size(current_database())) as size`,
    );
    const rows = (res as { rows?: { size: string }[] }).rows;
    console.log(`Database size: ${rows?.[0]?.size ?? '?'}`);
  }
} finally {
  await database.close();
}
