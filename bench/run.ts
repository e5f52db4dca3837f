/**
 * npm run bench: prints figures to record in docs/benchmarks.md (with the date and this machine).
 * Use PostgreSQL for server figures: DATABASE_URL=postgres://… npm run bench
 * Add --browser for the Chromium figure (needs a build: npm run build).
 */
import { browserFigures } from './browser.ts';
import { syncEngineFigures } from './sync-engine.ts';

const started = new Date().toISOString();
const figures = await syncEngineFigures();
if (process.argv.includes('--browser')) figures.push(...(await browserFigures()));
console.log(
  `\nPáirc benchmarks — ${started} — ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} — Node ${process.version}`,
);
for (const f of figures) console.log(`  ${f.name}: ${f.value}`);
process.exit(0);
