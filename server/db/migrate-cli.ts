/**
 * `npm run db:migrate`: applies the migrations to the database of the configuration (DATABASE_URL, else the
 * PGlite folder DATA_DIR) and stops. The server applies them at start-up too; this runs them alone, as a
 * deploy step before the new servers start (README "Running in production"). Seeds nothing.
 */
import { EnvError, loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';

try {
  const env = loadEnv();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await database.close();
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${env.DATA_DIR}`;
  console.log(`Migrations applied (${where}) in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
} catch (err) {
  if (err instanceof EnvError || err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
