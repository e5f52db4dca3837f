/**
 * Lingui set-up: English is the source and fallback; Irish loads as its own chunk. The chosen language is
 * kept on the device (so an offline start shows it at once) and follows the profile's preferredLanguage.
 *
 * Two catalogs per language (lingui.config.ts): `messages`, awaited before the first paint, and `admin`, the
 * strings of the screens no first paint needs (the administration screens, src/features/*\/admin, and the
 * member areas of ROUTE_AREAS), fetched in the background once the language is active. A route that draws
 * those screens awaits `adminCatalog` in its loader, so it never paints before its strings are there
 * (tests/src/admin-catalog-routes.test.ts finds those routes from their imports).
 */
import { i18n, type Messages } from '@lingui/core';

export const LOCALES = ['en', 'ga'] as const;
export type Locale = (typeof LOCALES)[number];
const KEY = 'pairc.locale';
const COOKIE_ATTRIBUTES = 'path=/; max-age=31536000; samesite=lax';

type Catalog = Promise<{ messages: Messages }>;
const MAIN: Record<Locale, () => Catalog> = {
  en: () => import('../../locales/en/messages.po'),
  ga: () => import('../../locales/ga/messages.po'),
};
const ADMIN: Record<Locale, () => Catalog> = {
  en: () => import('../../locales/en/admin.po'),
  ga: () => import('../../locales/ga/admin.po'),
};

/** The admin catalog of each language, once loaded into i18n (i18n.load merges a locale's catalogs). */
const adminLoads = new Map<Locale, Promise<void>>();

function loadAdmin(locale: Locale): Promise<void> {
  let loading = adminLoads.get(locale);
  if (!loading) {
    loading = ADMIN[locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed fetch (offline before the service worker cached it) is retried by the next caller.
    loading.catch(() => adminLoads.delete(locale));
    adminLoads.set(locale, loading);
  }
  return loading;
}

export function storedLocale(): Locale {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
  return saved === 'ga' ? 'ga' : 'en';
}

export async function activateLocale(locale: Locale): Promise<void> {
  // Switching language on an open page: its admin strings come with it, so nothing shows untranslated.
  const switching = adminLoads.size > 0;
  const [{ messages }] = await Promise.all([
    MAIN[locale](),
    switching ? loadAdmin(locale).catch(() => undefined) : undefined,
  ]);
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  localStorage.setItem(KEY, locale);
  // The server draws the public pages as documents in this language too (server/services/opendata).
  document.cookie = `${KEY}=${locale}; ${COOKIE_ATTRIBUTES}`;
  // At start, in the background: a later admin route finds it loaded, and the first paint does not wait for it.
  if (!switching) loadAdmin(locale).catch(() => undefined);
}

/** Resolves once the active language's admin strings are loaded: the loader of every route with admin screens. */
export function adminCatalog(): Promise<void> {
  return loadAdmin(i18n.locale === 'ga' ? 'ga' : 'en');
}

export { i18n };
