/**
 * The server's renderer of the public pages (docs/adr/0007-public-pages-as-documents.md): built by
 * `vite build --ssr` into dist-ssr/render.js (Lingui's macros need the build) and loaded by
 * server/services/opendata/document.routes.ts. Each function returns the page's <body> HTML; the server
 * writes the head (title, description, canonical, Open Graph, JSON-LD) and caches the answer.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Fixture } from '../../domain/competition/fixture';
import type { PublicCompetition } from '../../domain/competition/public-competition';
import type { PublicPackage } from '../../domain/membership/public-package';
import type { Organization } from '../../domain/organization/organization';
import { pageTitle } from '../app/page-title';
import { system } from '../app/theme';
import { CompetitionNotFound, CompetitionView } from '../features/competition/public/competition-page';
import { LandingPage } from '../features/landing/landing-page';
import { ClubGone, ClubNotFound, ClubView } from '../features/search/club-page';
import { SearchView, type SearchAnswer } from '../features/search/search-page';
import { DocumentFrame } from './document';
import { pruneCss } from './prune-css';

export type Locale = 'en' | 'ga';

const catalogs = {
  en: ((await import('../../locales/en/messages.po')) as { messages: Messages }).messages,
  ga: ((await import('../../locales/ga/messages.po')) as { messages: Messages }).messages,
};
const i18nFor: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: catalogs.en } }),
  ga: setupI18n({ locale: 'ga', messages: { ga: catalogs.ga } }),
};

/** A page: the body's HTML, and every style Emotion wrote inline, in order, for one <style> in the head. */
export interface Rendered {
  body: string;
  css: string;
}

const INLINE_STYLE = /<style data-emotion="[^"]*"(?: nonce="[^"]*")?>([\s\S]*?)<\/style>/g;

/**
 * Emotion writes a <style> before each component's first use; the parser then recalculates styles at every
 * one, which on a slow phone was most of the blocking time. Moved to the head as one sheet, in order.
 */
function hoistStyles(html: string): Rendered {
  const css: string[] = [];
  const body = html.replace(INLINE_STYLE, (_, rules: string) => {
    css.push(rules);
    return '';
  });
  return { body, css: pruneCss(css.join(''), body) };
}

function render(locale: Locale, pathname: string, page: ReactNode): Rendered {
  return hoistStyles(
    renderToString(
      <I18nProvider i18n={i18nFor[locale]}>
        <ChakraProvider value={system}>
          <DocumentFrame pathname={pathname}>{page}</DocumentFrame>
        </ChakraProvider>
      </I18nProvider>,
    ),
  );
}

/** A path's page title in the locale ("Find a club"), as the app's title bar names it. */
export function titleOf(locale: Locale, pathname: string): string | null {
  const title = pageTitle(pathname);
  return title ? i18nFor[locale]._(title) : null;
}

export const renderLanding = (locale: Locale, helpCentreUrl: string) =>
  render(locale, '/', <LandingPage helpCentreUrl={helpCentreUrl} />);

export function renderSearch(locale: Locale, text: string, answer: SearchAnswer, moreHref?: string) {
  return render(locale, '/search', <SearchView text={text} answer={answer} moreHref={moreHref} />);
}

export interface ClubPageData {
  club: Organization;
  fixtures: Fixture[];
  packages: PublicPackage[];
  /** The description, sanitised by the server. */
  descriptionHtml: string;
}

export function renderClub(locale: Locale, pathname: string, data: ClubPageData | null) {
  return render(
    locale,
    pathname,
    data ? <ClubView {...data} signedIn={false} allPanels /> : <ClubNotFound />,
  );
}

/** The page of a club a super admin deleted (answered 410), and its title. */
export function renderClubGone(locale: Locale, pathname: string): Rendered & { title: string } {
  const i18n = i18nFor[locale];
  return { ...render(locale, pathname, <ClubGone />), title: i18n._(msg`This club is no longer on Páirc`) };
}

/** A competition's page (`null`: not found, or not public). */
export function renderCompetition(locale: Locale, pathname: string, competition: PublicCompetition | null) {
  return render(
    locale,
    pathname,
    competition ? <CompetitionView competition={competition} allPanels /> : <CompetitionNotFound />,
  );
}
