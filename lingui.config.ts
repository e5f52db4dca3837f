import type { LinguiConfig } from '@lingui/conf';

const config: LinguiConfig = {
  locales: ['en', 'ga'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'domain'] }],
  format: 'po',
  // By id, unique: ordered by the English text, messages with the same text (login.password, register.password)
  // swapped places between runs.
  orderBy: 'messageId',
};
export default config;
