/**
 * What search engines and link previews read without running the app: a club page's HTML carries the
 * club's title, description, canonical address and schema.org data (the same functions the page uses), and
 * `robots.txt` points at a sitemap of every active club and competition page. Public data only (the open-data service).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  competitionJsonLd,
  competitionMetaDescription,
  competitionPagePath,
  type PublicCompetition,
} from '../../../domain/competition/public-competition.ts';
import type { Organization } from '../../../domain/organization/organization.ts';
import { clubJsonLd, clubMetaDescription, jsonForScript } from '../../../domain/organization/public-page.ts';
import type { Db } from '../../db/client.ts';
import { competition, organization } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { publicClub } from './opendata.routes.ts';

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The club page's address: by slug when the club has one. */
export const clubPagePath = (club: { id: string; slug?: string | null }) =>
  `/organization/${encodeURIComponent(club.slug ?? club.id)}`;

/**
 * The club page's current address when `identifier` is an old slug of the club found (changed, or a club merged
 * into it: findOrganizationByIdentifier resolves those), for a permanent redirect; undefined at the current one.
 */
export const movedClubPage = (identifier: string, club: { id: string; slug?: string | null }) =>
  identifier !== club.id && identifier.toLowerCase() !== club.slug ? clubPagePath(club) : undefined;

/** A club page's head: title, description, and the canonical link, Open Graph tags and JSON-LD (`tags`). */
export function clubHead(club: Organization, publicUrl: string) {
  const url = `${publicUrl}${clubPagePath(club)}`;
  const description = clubMetaDescription(club);
  const image = club.image ?? club.logo;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(club.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    image ? `<meta property="og:image" content="${escapeHtml(new URL(image, publicUrl).href)}" />` : '',
    `<script type="application/ld+json" id="club-jsonld">${jsonForScript(clubJsonLd(club, url))}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return { title: `${club.name} · Páirc`, description, tags };
}

/**
 * A competition page's head: title, description, canonical link, Open Graph tags, and JSON-LD — a SportsEvent
 * per fixture with the organiser as a SportsOrganization (`competitionJsonLd`).
 */
export function competitionHead(c: PublicCompetition, publicUrl: string) {
  const url = `${publicUrl}${competitionPagePath(c.id)}`;
  const description = competitionMetaDescription(c);
  const organizerUrl = `${publicUrl}/organization/${encodeURIComponent(c.organization.id)}`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeHtml(c.name)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<script type="application/ld+json" id="competition-jsonld">${jsonForScript(competitionJsonLd(c, url, organizerUrl))}</script>`,
  ].join('\n    ');
  return { title: `${c.name} · Páirc`, description, tags };
}

/** The app shell with the club's head (`clubHead`). */
export function clubShell(shell: string, club: Organization, publicUrl: string): string {
  const { title, description, tags: head } = clubHead(club, publicUrl);
  return shell
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', `    ${head}\n  </head>`);
}

export function seoRoutes(deps: { db: Db; publicUrl: string; indexFile: string }) {
  const { db, publicUrl, indexFile } = deps;
  const app = new Hono<AppEnv>();
  // The built shell changes only with a new build: re-read it when its file changes.
  let cached: { mtimeMs: number; html: string } | null = null;
  const shell = (): string | null => {
    if (!existsSync(indexFile)) return null;
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /oidc/',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  app.get('/sitemap.xml', async (c) => {
    const clubs = await db
      .select({ id: organization.id, slug: organization.slug, updatedAt: organization.updatedAt })
      .from(organization)
      .where(
        and(
          eq(organization.additionalType, 'Club'),
          eq(organization.status, 'ACTIVE'),
          isNull(organization.deletedAt),
        ),
      )
      .orderBy(asc(organization.id))
      .limit(SITEMAP_MAX_URLS - 2);
    // Active competitions only: an archived one's page stays public, but is not worth a crawler's visit.
    const competitions = await db
      .select({ id: competition.id, updatedAt: competition.updatedAt })
      .from(competition)
      .where(and(eq(competition.status, 'ACTIVE'), isNull(competition.deletedAt)))
      .orderBy(asc(competition.id))
      .limit(Math.max(0, SITEMAP_MAX_URLS - 2 - clubs.length));
    const url = (loc: string, lastmod?: Date) =>
      `<url><loc>${escapeHtml(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url('/'),
      url('/search'),
      ...clubs.map((club) => url(clubPagePath(club), club.updatedAt)),
      ...competitions.map((c) => url(competitionPagePath(c.id), c.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  });

  app.get('/organization/:identifier', async (c) => {
    const html = shell();
    if (!html) return c.text('The app is not built: run npm run build', 404);
    c.header('Cache-Control', 'no-cache');
    const club = await publicClub(
      db,
      c.req.param('identifier'),
      (id) => `${publicUrl}/api/v1/organization/${id}`,
    );
    // An unknown club still gets the app (which says "not found"), with the status a crawler understands.
    if (!club) return c.html(html, 404);
    const moved = movedClubPage(c.req.param('identifier'), club);
    if (moved) return c.redirect(moved, 301);
    return c.html(clubShell(html, club as Organization, publicUrl));
  });

  return app;
}
