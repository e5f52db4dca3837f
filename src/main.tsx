import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appSystem } from './app/app-system';
import { getSession, initSession, sessionFromDevice, verifySession, type Session } from './auth/session';
import { activateLocale, i18n, storedLocale, type Locale } from './i18n/i18n';
import { afterPaint } from './lib/after-paint';
import { routeTree } from './routeTree.gen';

export const router = createRouter({ routeTree, context: { session: getSession }, defaultPreload: 'intent' });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

/**
 * The first page's code is fetched while the language and the session are read (it needs neither), so a
 * start does not wait for them, then for the page's chunks one after the other.
 */
function preloadFirstPage() {
  try {
    for (const match of router.matchRoutes(router.state.location)) {
      const route = router.routesById[match.routeId as keyof typeof router.routesById];
      if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  } catch {
    // The router loads the page's code itself when it renders.
  }
}

const preferredLocale = (s: Session): Locale | undefined => {
  const preferred = s.person?.preferredLanguage ?? s.identity?.preferredLanguage;
  return preferred === 'ga' || preferred === 'en' ? preferred : undefined;
};

/** Signed in: the sync engine (outbox flush, pull, the local actions' registry) starts after the first paint. */
const startSync = () => void import('./app/start-sync').then((m) => m.ensureSyncStarted());

/**
 * Start-up (issue 49). A device that knows its signed-in person paints at once from what it keeps — the
 * language, the session and the page's lists (IndexedDB) — with no request and without the OIDC client; the
 * stored user is checked, the profile refreshed and the sync engine started after the first paint. Otherwise
 * (a first start, tokens in the URL) the session is read first, as before.
 */
async function start() {
  preloadFirstPage();
  const known = sessionFromDevice();
  const [, session] = await Promise.all([
    activateLocale((known && preferredLocale(known)) ?? storedLocale()),
    known ?? initSession(),
  ]);
  const preferred = preferredLocale(session);
  if (preferred && preferred !== i18n.locale) await activateLocale(preferred);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={appSystem}>
          <RouterProvider router={router} />
        </ChakraProvider>
      </I18nProvider>
    </StrictMode>,
  );
  afterPaint(() => {
    if ('serviceWorker' in navigator && import.meta.env.PROD)
      void import('./app/register-sw').then((m) => m.registerServiceWorker());
    if (known?.status !== 'signedIn') {
      if (session.status === 'signedIn') startSync();
      return;
    }
    startSync();
    const shown = i18n.locale;
    void verifySession().then((checked) => {
      // Signed out meanwhile, or a profile to complete: the signed-in routes' guard decides again.
      if (checked.status !== known.status || checked.profile !== known.profile) void router.invalidate();
      // The profile's language, unless the person chose another meanwhile (a late answer must not undo it).
      const language = preferredLocale(checked);
      if (language && language !== shown && i18n.locale === shown) void activateLocale(language);
    });
  });
}

void start();
