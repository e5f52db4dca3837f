/**
 * The public pages as documents (issue 20, docs/adr/0007-public-pages-as-documents.md): `/`, `/search`,
 * `/organization/{id|slug}` and `/competition/{id}` (issue 21 item 8) answer a complete HTML page — content, title, description, canonical link, Open
 * Graph, JSON-LD — rendered from the app's own React components by the server renderer (dist-ssr/render.js,
 * built by `npm run build`), with one small script (src/public/enhance.ts). Their data comes from this
 * server's own open-data API, requested in-process, so a document shows exactly what the app would.
 * Without a built renderer the routes pass through to the app shell (seo.routes.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Fixture } from '../../../domain/competition/fixture.ts';
import {
  competitionApiPath,
  type PublicCompetition,
} from '../../../domain/competition/public-competition.ts';
import type { PublicPackage } from '../../../domain/membership/public-package.ts';
import type { Organization } from '../../../domain/organization/organization.ts';
import {
  clubFixturesPath,
  clubPackagesPath,
  searchPath,
  showsDescription,
  type OrganizationPage,
} from '../../../domain/organization/public-page.ts';
import type { PublicAnswer, PublicAnswers } from '../../lib/public-answers.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { compressResponses, sendCompressed } from '../../http/compress.ts';
import { clubHead, competitionHead, escapeHtml, movedClubPage } from './seo.routes.ts';
import { sanitizeDescription } from '../organization/description.ts';

type Locale = 'en' | 'ga';

/** A rendered page: its body and its styles (src/public/render.tsx). */
interface Rendered {
  body: string;
  css: string;
}

/** What dist-ssr/render.js exports (src/public/render.tsx). */
interface Renderer {
  renderLanding(locale: Locale, helpCentreUrl: string): Rendered;
  renderSearch(
    locale: Locale,
    text: string,
    answer: { query: string; page: number; items: Organization[]; total: number },
    moreHref?: string,
  ): Rendered;
  renderClub(
    locale: Locale,
    pathname: string,
    data: {
      club: Organization;
      fixtures: Fixture[];
      packages: PublicPackage[];
      descriptionHtml: string;
    } | null,
  ): Rendered;
  renderClubGone(locale: Locale, pathname: string): Rendered & { title: string };
  renderCompetition(locale: Locale, pathname: string, competition: PublicCompetition | null): Rendered;
  titleOf(locale: Locale, pathname: string): string | null;
}

const SEARCH_PAGE = 25;
/** "Show more" on the document lengthens the list by a page, up to the API's largest page. */
const SEARCH_MAX = 100;

export interface DocumentDeps {
  publicUrl: string;
  /** dist/ (its .vite/manifest.json names the script). */
  staticRoot: string;
  /** dist-ssr/render.js. */
  rendererFile: string;
  answers: PublicAnswers;
  /** The landing page's help centre link: the Help Portal's site (HELP_PORTAL_URL), as on the Help page. */
  helpPortalUrl: string;
  /** A GET of this server's own API (`/api/...`), in-process. */
  api: (c: Context<AppEnv>, path: string) => Promise<Response>;
}

/** English unless the visitor chose Irish (the app's cookie) or the browser prefers it. */
export function localeOf(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const chosen = /(?:^|;\s*)pairc\.locale=(en|ga)(?:;|$)/.exec(cookie ?? '')?.[1];
  if (chosen === 'en' || chosen === 'ga') return chosen;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ga') ? 'ga' : 'en';
}

export function documentRoutes(deps: DocumentDeps) {
  const { publicUrl, staticRoot, rendererFile, answers, api, helpPortalUrl } = deps;
  const app = new Hono<AppEnv>();

  let renderer: Promise<Renderer | null> | undefined;
  const loadRenderer = () =>
    (renderer ??= existsSync(rendererFile)
      ? (import(pathToFileURL(rendererFile).href) as Promise<Renderer>)
      : Promise.resolve(null));

  // The script's hashed name, from the client build's manifest (re-read when a new build replaces it).
  const manifestFile = path.join(staticRoot, '.vite', 'manifest.json');
  let script: { mtimeMs: number; src: string | null } | undefined;
  const scriptSrc = (): string | null => {
    if (!existsSync(manifestFile)) return null;
    const { mtimeMs } = statSync(manifestFile);
    if (script?.mtimeMs !== mtimeMs) {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
      const entry = manifest['src/public/enhance.ts'];
      script = { mtimeMs, src: entry ? `/${entry.file}` : null };
    }
    return script.src;
  };

  function documentHtml(o: {
    locale: Locale;
    title: string;
    description: string;
    head?: string;
    page: Rendered;
  }) {
    const src = scriptSrc();
    return [
      '<!doctype html>',
      `<html lang="${o.locale}">`,
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />',
      '    <meta name="theme-color" content="#0b6e4f" />',
      `    <title>${escapeHtml(o.title)}</title>`,
      `    <meta name="description" content="${escapeHtml(o.description)}" />`,
      '    <link rel="icon" type="image/png" href="/icons/icon-192.png" />',
      '    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
      '    <link rel="manifest" href="/manifest.webmanifest" />',
      o.head ? `    ${o.head}` : '',
      // Without the script, tabs cannot switch: every panel shows.
      // (In a layer named before Chakra's: of two !important rules the earlier layer wins.)
      '    <noscript><style>@layer noscript{[role="tabpanel"][hidden]{display:block !important}}</style></noscript>',
      src ? `    <script type="module" src="${escapeHtml(src)}"></script>` : '',
      // Emotion's rules are CSS text it generated (no markup of ours can end the element early).
      `    <style>${o.page.css.replaceAll('</', '<\\/')}</style>`,
      '  </head>',
      `  <body>\n    <div id="root">${o.page.body}</div>\n  </body>`,
      '</html>',
      '',
    ]
      .filter(Boolean)
      .join('\n');
  }

  /** Sends a document: ETag, 304 on a match, revalidated on every visit (the worker keeps the offline copy). */
  function send(c: Context<AppEnv>, answer: PublicAnswer, status: 200 | 404 | 410 = 200) {
    c.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', answer.etag);
    if (status === 200 && c.req.header('If-None-Match') === answer.etag) return c.body(null, 304);
    // Kept documents go out precompressed (compress.ts keptGzip): gzipped once per document, not per visit.
    const { body, headers } = sendCompressed(c, answer, {
      'Content-Type': 'text/html; charset=UTF-8',
      Vary: 'Cookie, Accept-Language',
    });
    return c.body(body as string, status, headers);
  }

  const json = async <T>(c: Context<AppEnv>, p: string): Promise<T | null> => {
    const res = await api(c, p);
    return res.ok ? ((await res.json()) as T) : null;
  };

  const DESCRIPTION = 'Páirc: club and competition platform for the Gaelic games — works without signal.';

  app.get('/', compressResponses(), async (c, next) => {
    const r = await loadRenderer();
    if (!r || c.req.query('hideChrome')) return next();
    const locale = localeOf(c.req.header('Cookie'), c.req.header('Accept-Language'));
    const answer = await answers.getText(`doc / ${locale} ${scriptSrc()}`, async () =>
      documentHtml({
        locale,
        title: 'Páirc',
        description: DESCRIPTION,
        head: `<link rel="canonical" href="${escapeHtml(`${publicUrl}/`)}" />`,
        page: r.renderLanding(locale, helpPortalUrl),
      }),
    );
    return send(c, answer);
  });

  app.get('/search', compressResponses(), async (c, next) => {
    const r = await loadRenderer();
    if (!r || c.req.query('hideChrome')) return next();
    const locale = localeOf(c.req.header('Cookie'), c.req.header('Accept-Language'));
    const query = (c.req.query('query') ?? '').slice(0, 100);
    const wanted = Number.parseInt(c.req.query('shown') ?? '', 10);
    const shown = Number.isFinite(wanted) ? Math.min(Math.max(wanted, SEARCH_PAGE), SEARCH_MAX) : SEARCH_PAGE;
    const answer = await answers.getText(
      `doc /search ${locale} ${shown} ${JSON.stringify(query)} ${scriptSrc()}`,
      async () => {
        const page = await json<OrganizationPage>(c, `/api${searchPath(query, 0, shown)}`);
        const items = page?._embedded.organizations ?? [];
        const total = page?.page.totalElements ?? 0;
        const more =
          items.length < total && shown < SEARCH_MAX
            ? `/search?${new URLSearchParams({ query, shown: String(shown + SEARCH_PAGE) }).toString()}`
            : undefined;
        const title = r.titleOf(locale, '/search');
        return documentHtml({
          locale,
          title: title ? `${title} · Páirc` : 'Páirc',
          description: DESCRIPTION,
          head: `<link rel="canonical" href="${escapeHtml(`${publicUrl}/search${query ? `?query=${encodeURIComponent(query)}` : ''}`)}" />`,
          page: r.renderSearch(locale, query, { query, page: 0, items, total }, more),
        });
      },
    );
    return send(c, answer);
  });

  app.get('/organization/:identifier', compressResponses(), async (c, next) => {
    const r = await loadRenderer();
    if (!r || c.req.query('hideChrome')) return next();
    const locale = localeOf(c.req.header('Cookie'), c.req.header('Accept-Language'));
    const identifier = c.req.param('identifier');
    const res = await api(c, `/api/v1/organization/${encodeURIComponent(identifier)}`);
    const club = res.ok ? ((await res.json()) as Organization) : null;
    if (!club && res.status === 410) {
      // A club a super admin deleted answers 410 Gone, as its API view does, with a page saying so; not indexed.
      const page = r.renderClubGone(locale, c.req.path);
      const html = documentHtml({
        locale,
        title: `${page.title} · Páirc`,
        description: DESCRIPTION,
        head: '<meta name="robots" content="noindex" />',
        page,
      });
      return send(c, { body: html, etag: '', headers: {} }, 410);
    }
    if (!club) {
      const page = r.renderClub(locale, c.req.path, null);
      const html = documentHtml({ locale, title: 'Páirc', description: DESCRIPTION, page });
      return send(c, { body: html, etag: '', headers: {} }, 404);
    }
    const moved = movedClubPage(identifier, club);
    if (moved) return c.redirect(moved, 301);
    // Results and fixtures change with every score: the page is drawn afresh, its parts cached by the API.
    const [fixtures, packages] = await Promise.all([
      json<{ _embedded: { fixtures: Fixture[] } }>(c, `/api${clubFixturesPath(club.id)}`),
      json<{ _embedded: { packages: PublicPackage[] } }>(c, `/api${clubPackagesPath(club.id)}`),
    ]);
    const head = clubHead(club, publicUrl);
    const page = r.renderClub(locale, c.req.path, {
      club,
      fixtures: fixtures?._embedded.fixtures ?? [],
      packages: packages?._embedded.packages ?? [],
      descriptionHtml: showsDescription(club.description) ? sanitizeDescription(club.description ?? '') : '',
    });
    const html = documentHtml({
      locale,
      title: head.title,
      description: head.description,
      head: head.tags,
      page,
    });
    return send(c, {
      body: html,
      etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
      headers: {},
    });
  });

  app.get('/competition/:id', compressResponses(), async (c, next) => {
    const r = await loadRenderer();
    if (!r || c.req.query('hideChrome')) return next();
    const locale = localeOf(c.req.header('Cookie'), c.req.header('Accept-Language'));
    // A draft or unknown competition is not public: the API answers 404, and so does the document.
    const competition = await json<PublicCompetition>(c, `/api${competitionApiPath(c.req.param('id'))}`);
    if (!competition) {
      const page = r.renderCompetition(locale, c.req.path, null);
      const html = documentHtml({ locale, title: 'Páirc', description: DESCRIPTION, page });
      return send(c, { body: html, etag: '', headers: {} }, 404);
    }
    // The API's answer is cached under the fixture read version; the page around it is drawn per request,
    // as the club page's is.
    const head = competitionHead(competition, publicUrl);
    const html = documentHtml({
      locale,
      title: head.title,
      description: head.description,
      head: head.tags,
      page: r.renderCompetition(locale, c.req.path, competition),
    });
    return send(c, {
      body: html,
      etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
      headers: {},
    });
  });

  return app;
}
