// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/features is a feature; each may import only itself among features.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      'public',
      'dev-dist',
      'dist',
      'dist-ssr',
      'node_modules',
      'src/routeTree.gen.ts',
      // A one-line re-export of @stripe/terminal-js kept out of the TypeScript program (see the file).
      'src/features/payment/admin/stripe-terminal-sdk.js',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      'data',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/only-throw-error': 'off',
      // Library callbacks (oidc-provider, Hono) must be async by signature even when they do not await.
      '@typescript-eslint/require-await': 'off',
      // No import cycles (issue 29) is checked by scripts/check-cycles.ts, which `npm run lint` runs after
      // ESLint: the same graph walk as import-x/no-cycle at a fraction of its cost (issue 31).
      // The boundaries of ARCHITECTURE.md: domain imports nothing of src/server; src and server never meet;
      // features do not import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './domain',
              from: './src',
              message: 'domain/ is shared and pure: it cannot import src/.',
            },
            {
              target: './domain',
              from: './server',
              message: 'domain/ is shared and pure: it cannot import server/.',
            },
            { target: './src', from: './server', message: 'src/ (the PWA) never imports server/.' },
            { target: './server', from: './src', message: 'server/ never imports src/ (the PWA).' },
            { target: './sw', from: './server', message: 'sw/ never imports server/.' },
            ...features.map((f) => ({
              target: `./src/features/${f}`,
              from: './src/features',
              except: [`./${f}`],
              message: 'Features do not import each other: move shared code to src/components or src/lib.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, lingui },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_]+$',
            '^Páirc$',
            '^https?://',
            '^GAA|LGFA|Camogie|GAA Handball|Rounders$',
            '^(Gaeilge|English)$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  'className|testid|^(to|href|src|rel|target|id|key|type|as|lang|color|bg|borderColor|colorPalette|variant|size|direction|align|justify|wrap|listStyleType|fontWeight|fontSize|display|textAlign|mx|my|px|py|mb|mt|ps|h|w|minH|maxW|flex|gap|overflow|borderRadius|borderWidth|borderTopWidth|aria-hidden|role|autoComplete|inputMode|name|method|path|query|search|redirect|href|from|replace|level|field)$',
              },
            },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: [
            'console.*',
            'localStorage.*',
            'new Error',
            'new URL',
            'Error',
            'fetch',
            'import',
            'setItem',
            'getItem',
            'removeItem',
            'searchParams.*',
            'headers.set',
            'Headers',
            'format',
            'addEventListener',
            'document.getElementById',
            'createFileRoute',
            'getRouteApi',
            'apiGet',
            'apiSend',
            'api',
            'navigate',
            'redirect',
            'useSearch',
            'split',
            'join',
            'startsWith',
            'replace',
            'test',
            'matchMedia',
            'querySelector',
          ],
          useTsTypes: true,
        },
      ],
    },
  },
  {
    // The sync engine has no user-facing text (its messages come from domain/ and the components).
    files: ['src/offline/**/*.ts'],
    rules: { 'lingui/no-unlocalized-strings': 'off' },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['tests/**', 'e2e/**', 'bench/**', 'scripts/**', '*.config.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
);
