/**
 * Lingui set-up: English is the source and fallback; Irish loads as its own chunk. The chosen language is
 * kept on the device (so an offline start shows it at once) and follows the profile's preferredLanguage.
 *
 * Catalogs per language (lingui.config.ts): `messages`, awaited before the first paint; one per field area
 * (`draw`, `event`, `injury`: the coach's, draw officer's and injury screens, issue 49); and `admin`, the strings
 * of the screens no first paint needs (the administration screens, src/features/*\/admin, and the member areas
 * of ROUTE_AREAS). The others load on demand: a route that draws those screens awaits its catalogs in its
 * loader (adminCatalog, drawCatalog, eventCatalog, injuryCatalog), so it never paints before its strings are
 * there, and a page never fetches the strings of screens it does not draw
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
/** The catalogs loaded on demand (lingui.config.ts FIELD_AREAS, then admin). */
const ON_DEMAND = {
  draw: { en: () => import('../../locales/en/draw.po'), ga: () => import('../../locales/ga/draw.po') },
  event: { en: () => import('../../locales/en/event.po'), ga: () => import('../../locales/ga/event.po') },
  injury: { en: () => import('../../locales/en/injury.po'), ga: () => import('../../locales/ga/injury.po') },
  admin: { en: () => import('../../locales/en/admin.po'), ga: () => import('../../locales/ga/admin.po') },
} satisfies Record<string, Record<Locale, () => Catalog>>;
type OnDemand = keyof typeof ON_DEMAND;

/** Each on-demand catalog of each language, once loaded into i18n (i18n.load merges a locale's catalogs). */
const loads = new Map<`${Locale}:${OnDemand}`, Promise<void>>();
/** The on-demand catalogs asked for so far: a language switch brings them in the new language too. */
const wanted = new Set<OnDemand>();

function load(name: OnDemand, locale: Locale): Promise<void> {
  const key = `${locale}:${name}` as const;
  let loading = loads.get(key);
  if (!loading) {
    loading = ON_DEMAND[name][locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed fetch (offline before the service worker cached it) is retried by the next caller.
    loading.catch(() => loads.delete(key));
    loads.set(key, loading);
  }
  return loading;
}

export function storedLocale(): Locale {
  const saved = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
  return saved === 'ga' ? 'ga' : 'en';
}

export async function activateLocale(locale: Locale): Promise<void> {
  // Switching language on an open page: the catalogs it has loaded come with it, so nothing shows untranslated.
  const [{ messages }] = await Promise.all([
    MAIN[locale](),
    ...[...wanted].map((name) => load(name, locale).catch(() => undefined)),
  ]);
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  localStorage.setItem(KEY, locale);
  // The server draws the public pages as documents in this language too (server/services/opendata).
  document.cookie = `${KEY}=${locale}; ${COOKIE_ATTRIBUTES}`;
}

const current = (): Locale => (i18n.locale === 'ga' ? 'ga' : 'en');
const onDemand = (name: OnDemand) => () => {
  wanted.add(name);
  return load(name, current());
};

/** Resolves once the active language's admin strings are loaded: the loader of every route with admin screens. */
export const adminCatalog = onDemand('admin');
/** The draw officer's screens (src/features/draw, its admin screens included). */
export const drawCatalog = onDemand('draw');
/** The coach's events and attendance (src/features/event). */
export const eventCatalog = onDemand('event');
/** Injury records, notifications and claims (src/features/injury). */
export const injuryCatalog = onDemand('injury');

export { i18n };
