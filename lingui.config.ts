import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['en', 'ga'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  // Two catalogs: `messages` is loaded before the first paint of every page; `admin` holds the administration
  // screens' strings (src/features/*/admin) and loads in the background, awaited only by the routes that draw
  // them (src/i18n/i18n.ts adminCatalog). domain/ stays in `messages`: server/i18n.ts reads only that file.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/domain'],
      exclude: ['<rootDir>/src/features/*/admin/**'],
    },
    { path: '<rootDir>/locales/{locale}/admin', include: ['<rootDir>/src/features/*/admin/**'] },
  ],
  format: 'po',
  // By id, unique: ordered by the English text, messages with the same text (login.password, register.password)
  // swapped places between runs.
  orderBy: 'messageId',
};
export default config;
