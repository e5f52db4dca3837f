import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        // The shared domain (also run by the server) and the scripts: no DOM to set up per file.
        test: {
          name: 'unit',
          include: ['tests/domain/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom',
          include: ['tests/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/src/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Migrates and seeds once per run; each file opens a copy (tests/server/global-setup.ts).
          globalSetup: ['tests/server/global-setup.ts'],
          // Each file has its own database (a copy of the seeded snapshot), so files could run in parallel; on
          // this 2-core machine two workers beside npm test's other stages were no faster and pushed a 10 MB upload
          // test past its timeout (docs/testing.md), so files run one at a time there. .ci/run's PostgreSQL stage,
          // which runs alone, sets SERVER_TEST_WORKERS=2 (180 s → 127 s).
          fileParallelism: Number(process.env.SERVER_TEST_WORKERS ?? 1) > 1,
          // Files share one module graph (each still has its own database and server): loading the server,
          // PGlite's WebAssembly and oidc-provider once instead of per file took the run from 360 s to 150 s
          // (docs/testing.md). Nothing in the server keeps per-test state in modules; SERVER_TEST_ISOLATE=1
          // isolates files again to rule that out.
          isolate: process.env.SERVER_TEST_ISOLATE === '1',
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 1),
        },
      },
    ],
  },
});
