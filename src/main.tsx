import { ChakraProvider } from '@chakra-ui/react';
import { I18nProvider } from '@lingui/react';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { system } from './app/theme';
import { ensureSyncStarted } from './app/start-sync';
import { getSession, initSession } from './auth/session';
import { activateLocale, i18n, storedLocale } from './i18n/i18n';
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

async function start() {
  preloadFirstPage();
  const [, session] = await Promise.all([activateLocale(storedLocale()), initSession()]);
  const preferred = session.person?.preferredLanguage ?? session.identity?.preferredLanguage;
  if ((preferred === 'ga' || preferred === 'en') && preferred !== i18n.locale)
    await activateLocale(preferred);
  if (session.status === 'signedIn') ensureSyncStarted();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <RouterProvider router={router} />
        </ChakraProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  void import('./app/register-sw').then((m) => m.registerServiceWorker());
}
