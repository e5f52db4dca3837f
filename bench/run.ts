/**
 * npm run bench: prints figures to record in docs/benchmarks.md (with the date and this machine).
 * Use PostgreSQL for server figures: DATABASE_URL=postgres://… npm run bench
 * Add --browser for the Chromium figures (needs a build: npm run build): save → saved on device beside a raw
 * IndexedDB put, and the referee's fixture list started cold offline beside online.
 * Add --public for the public pages under load (search, club view, club fixtures, beside /api/health) on the
 * database DATABASE_URL names — seed it first with `npm run seed -- --scale national`; --no-sync skips the
 * sync engine figures. Add --members for the club admin's members list on that database, --vetting for the vetting table,
 * --fees for generating every club's PIF invoices and the invoice table, --admin-lists for the super admin's
 * organisation and member searches and the survey submissions table and export. Add --principal
 * for the signed-in path's principal load with and without the sign-out denylist check. Add --ceiling for bare
 * node:http and bare Hono beside the real server's health and signed-in routes, as ratios (issue 19). Add
 * --lighthouse for Lighthouse's mobile figures (score, FCP, LCP, TBT, CLS, script KiB; median of three runs)
 * of the public pages and the referee's fixture list signed in, beside a bare baseline page (issue 20; needs a
 * build: npm run build; about five minutes): npm run bench -- --no-sync --lighthouse
 * Add --field for the four field routes of issue 49 (referee, coach, draw officer, injuries), each signed in:
 * first-route JS, Lighthouse mobile, offline cold start and save → saved on device, each beside a baseline of
 * the same run (bench/field.ts; needs a build; about 15 minutes; --field-skip=lighthouse,cold,save and
 * --field-routes=referee,coach,draws,injuries narrow it; STATIC_DIR=<dist> measures another build).
 * Add --streams for the live stream fan-out (issue 52 item 4; bench/streams.ts): 10,000 concurrent public
 * Server-Sent Events streams on one server process, the referee's synced score timed from its commit to every
 * stream, memory per stream; alone: npm run bench -- --no-sync --streams (--streams-n, --streams-writes,
 * --streams-clients narrow it; DATABASE_URL adds the write through a second process).
 * Add --push for the push fan-out: 2,000 followers' notifications handed to a local push service, beside raw
 * POSTs to it (bench/push-fanout.ts; in-memory PGlite, or DATABASE_URL's PostgreSQL).
 */
import { browserFigures } from './browser.ts';
import { ceilingFigures } from './ceiling.ts';
import { competitionFigures } from './competitions.ts';
import { feeFigures } from './fees.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { membersListFigures } from './members-list.ts';
import { principalFigures } from './principal.ts';
import { publicPageFigures } from './public-pages.ts';
import { syncEngineFigures, type Figure } from './sync-engine.ts';
import { vettingListFigures } from './vetting-list.ts';
import { adminListFigures } from './admin-lists.ts';
import { fieldFigures } from './field.ts';
import { streamFigures } from './streams.ts';
import { pushFanoutFigures } from './push-fanout.ts';

const started = new Date().toISOString();
const figures: Figure[] = process.argv.includes('--no-sync') ? [] : await syncEngineFigures();
if (process.argv.includes('--public')) figures.push(...(await publicPageFigures()));
if (process.argv.includes('--members')) figures.push(...(await membersListFigures()));
if (process.argv.includes('--vetting')) figures.push(...(await vettingListFigures()));
if (process.argv.includes('--admin-lists')) figures.push(...(await adminListFigures()));
if (process.argv.includes('--competitions')) figures.push(...(await competitionFigures()));
if (process.argv.includes('--fees')) figures.push(...(await feeFigures()));
if (process.argv.includes('--ceiling')) figures.push(...(await ceilingFigures()));
if (process.argv.includes('--principal')) figures.push(...(await principalFigures()));
if (process.argv.includes('--browser')) figures.push(...(await browserFigures()));
if (process.argv.includes('--lighthouse')) figures.push(...(await lighthouseFigures()));
if (process.argv.includes('--field')) figures.push(...(await fieldFigures()));
if (process.argv.includes('--streams')) figures.push(...(await streamFigures()));
if (process.argv.includes('--push')) figures.push(...(await pushFanoutFigures()));
console.log(
  `\nPáirc benchmarks — ${started} — ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} — Node ${process.version}`,
);
for (const f of figures) console.log(`  ${f.name}: ${f.value}`);
process.exit(0);
