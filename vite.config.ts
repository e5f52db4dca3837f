import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The English of domain/'s hand-written message descriptors (`/*i18n*\/ { id: 'x', message: 'English' }`) left
 * out of the app's build, as Lingui's own macros do for `msg`/`t` in production: every one of them is in the
 * catalogs by its id (lingui extract; npm run i18n:check), so the text was shipped twice, and the shared
 * registry (domain/messages.ts) put all of it on every first route (issue 49). The server and the tests read
 * the files as written.
 */
const DESCRIPTOR_MESSAGE =
  /(\/\*i18n\*\/\s*\{\s*id:\s*(['"])(?:\\.|(?!\2).)*\2\s*,)\s*message:\s*(?:(['"])(?:\\.|(?!\3).)*\3\s*\+?\s*)+,?/g;
export function stripDescriptorMessages(): Plugin {
  return {
    name: 'pairc-strip-descriptor-messages',
    apply: 'build',
    // Before the TypeScript transform, which drops the /*i18n*/ comments.
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]domain[\\/].*\.ts$/.test(id) || !code.includes('/*i18n*/')) return null;
      return { code: code.replace(DESCRIPTOR_MESSAGE, '$1'), map: null };
    },
  };
}

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8080'}`;

// `vite build --ssr` builds the server's renderer of the public pages (src/public/render.tsx → dist-ssr/):
// no router generation, no service worker.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    !isSsrBuild &&
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
    !isSsrBuild && stripDescriptorMessages(),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
          // The password strength estimator's dictionaries (about 1.5 MB): only the pages that choose a new
          // password load them, online; no device needs them precached.
          globIgnores: ['**/password-strength-*.js'],
        },
        manifest: {
          name: 'Páirc',
          short_name: 'Páirc',
          description: 'Club and competition platform for the Gaelic games — works without signal.',
          lang: 'en',
          start_url: '/user-home',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: '#0b6e4f',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        devOptions: { enabled: false },
      }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    // The dev server fronts the API and the OIDC provider, so the browser sees one origin (the issuer host
    // must match the page's, STACK.md).
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/auth.css'].map((p) => [p, { target: apiTarget, xfwd: true }]),
    ),
  },
  build: isSsrBuild
    ? {
        target: 'node20',
        ssr: 'src/public/render.tsx',
        outDir: 'dist-ssr',
        copyPublicDir: false,
        emptyOutDir: true,
      }
    : {
        target: 'es2022',
        sourcemap: true,
        // dist/.vite/manifest.json: the server finds the public documents' script there, the budget check
        // (scripts/check-budget.ts) every page's first-route files.
        manifest: true,
        rollupOptions: {
          input: { main: 'index.html', enhance: 'src/public/enhance.ts' },
          output: {
            // The shell (everything the app's entry imports statically) as one chunk: left to itself
            // rolldown splits the modules the entry shares with lazy routes into dozens of small chunks
            // whenever merging them into the entry would make a chunk cycle, and the first route then
            // loads each of them separately (issue 20's budget, tests/bundle-budget.json).
            codeSplitting: {
              groups: [
                {
                  // The password strength rule with its estimator and dictionaries, loaded on demand
                  // (src/lib/use-password-check.ts), in one chunk of its own that the precache leaves out.
                  name: 'password-strength',
                  test: /@zxcvbn-ts|domain[\\/]auth[\\/]password-strength/,
                },
                {
                  name: 'shell',
                  tags: ['$initial'],
                  // Not the entry module itself (it stays index.html's chunk), nor the public pages' script.
                  test: (id: string) => !/src[\\/](main\.tsx|public[\\/])/.test(id),
                },
              ],
            },
          },
        },
      },
}));
