/**
 * Fails when a message lacks its Irish translation, or when the catalogs are out of date with the code.
 * Prints a coverage line per locale. Run: npm run i18n:check
 *
 * Extracts with --overwrite: the English of a message with an explicit id (domain/ messages) follows the code;
 * without it Lingui keeps the English of the first extraction, and the server would send the old words.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { FIELD_AREAS } from '../lingui.config.ts';

/**
 * The catalogs of lingui.config.ts: `messages` (first paint, and the server's), one per field area and `admin`
 * (the routes that draw them).
 */
const CATALOGS = ['messages', ...FIELD_AREAS, 'admin'] as const;
const read = (locale: string) =>
  CATALOGS.map((c) => readFileSync(`locales/${locale}/${c}.po`, 'utf8')).join('\n');

const before = read('en');
execFileSync(
  process.execPath,
  ['node_modules/@lingui/cli/dist/lingui.js', 'extract', '--clean', '--overwrite'],
  {
    stdio: 'ignore',
  },
);
const stale = read('en') !== before;

function entries(file: string): { id: string; str: string }[] {
  const text = readFileSync(file, 'utf8');
  const out: { id: string; str: string }[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const id = /^msgid ((?:".*"\n?)+)/m.exec(block)?.[1];
    const str = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1];
    if (id === undefined || str === undefined) continue;
    const join = (s: string) =>
      s
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as string)
        .join('');
    if (join(id) === '') continue; // header
    out.push({ id: join(id), str: join(str) });
  }
  return out;
}

const ga = CATALOGS.flatMap((c) => entries(`locales/ga/${c}.po`));
const missing = ga.filter((e) => e.str.trim() === '');
const copied = ga.filter((e) => e.str === e.id && /[a-z]{4,}/i.test(e.id) && !/^[A-Z0-9_ .·—-]+$/.test(e.id));
console.log(`ga: ${ga.length - missing.length}/${ga.length} translated`);
if (stale) console.log('Catalogs were out of date and have been re-extracted: commit locales/.');
for (const m of missing) console.log(`  missing ga: ${JSON.stringify(m.id)}`);
for (const m of copied) console.log(`  ga identical to English (check): ${JSON.stringify(m.id)}`);
if (missing.length > 0) process.exit(1);
