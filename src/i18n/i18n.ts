/**
 * Lingui set-up: English is the source and fallback; Irish loads as its own chunk. The chosen language is
 * kept on the device (so an offline start shows it at once) and follows the profile's preferredLanguage.
 */
import { i18n } from '@lingui/core';

export const LOCALES = ['en', 'ga'] as const;
export type Locale = (typeof LOCALES)[number];
const KEY = 'pairc.locale';
const COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

export function storedLocale(): Locale {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
  return saved === 'ga' ? 'ga' : 'en';
}

export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = (await (locale === 'ga'
    ? import('../../locales/ga/messages.po')
    : import('../../locales/en/messages.po'))) as { messages: Record<string, string> };
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  localStorage.setItem(KEY, locale);
  // The server draws the public pages as documents in this language too (server/services/opendata).
  document.cookie = `${KEY}=${locale}; ${COOKIE_ATTRIBUTES}`;
}

export { i18n };
