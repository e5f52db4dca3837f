/**
 * `npm run admin -- --super-admin <e-mail or username> [--username NAME] [--given-name X] [--family-name Y]`
 *
 * Makes a super admin on the database of the configuration (DATABASE_URL, else the PGlite folder DATA_DIR),
 * migrating it first: the way to the first administrator of a deployment without the demo (first-admin.ts).
 * Run it where the server runs, with the same environment; with PGlite, while the server is stopped (the
 * folder is one process's).
 */
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../env.ts';
import { openDatabase } from './client.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { FirstAdminError, makeSuperAdmin } from './first-admin.ts';

const USAGE = `Usage: npm run admin -- --super-admin <e-mail or username> [--username NAME] [--given-name X] [--family-name Y]
  An existing account (by username, or its person's e-mail) gets the super admin role. Otherwise an account is
  made for the e-mail, and a link to choose its password (valid one hour) is printed.
Database: DATABASE_URL (PostgreSQL) if set, else the PGlite folder DATA_DIR (default ./data); links use PUBLIC_URL.`;

const { values } = parseArgs({
  options: {
    'super-admin': { type: 'string' },
    username: { type: 'string' },
    'given-name': { type: 'string' },
    'family-name': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help || !values['super-admin']) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

try {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const outcome = await makeSuperAdmin(database.db, {
      who: values['super-admin'],
      publicUrl: env.PUBLIC_URL,
      username: values.username,
      givenName: values['given-name'],
      familyName: values['family-name'],
    });
    if (outcome.kind === 'already') console.log(`${outcome.username} is already a super admin.`);
    if (outcome.kind === 'granted') console.log(`${outcome.username} is now a super admin.`);
    if (outcome.kind === 'created')
      console.log(
        `Made the super admin ${outcome.username}. Open this link within an hour to choose the password, then sign in:\n  ${outcome.setPasswordUrl}`,
      );
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof EnvError || err instanceof DataDirLockedError || err instanceof FirstAdminError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
