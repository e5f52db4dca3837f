import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization } from '../../domain/organization/organization.ts';
import { seoRoutes } from '../../server/services/opendata/seo.routes.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { eq } from 'drizzle-orm';
import { organization } from '../../server/db/schema/index.ts';
import {
  changeSlug,
  organizationIdForOldSlug,
  slugTakenByOther,
} from '../../server/services/organization/organization-slug.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { world } from './world.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const MAIN_CLUB = orgId.club('naomh-padraig');

describe('the public club view', () => {
  it('is found by id and by slug, with every block the page shows', async () => {
    const bySlug = await s.call('/api/v1/organization/naomh-padraig');
    expect(bySlug.status).toBe(200);
    const club = v.parse(Organization, await bySlug.json());
    expect(club.id).toBe(MAIN_CLUB);
    expect(club.slug).toBe('naomh-padraig');
    const byId = v.parse(Organization, await (await s.call(`/api/v1/organization/${MAIN_CLUB}`)).json());
    expect(byId.name).toBe(club.name);
    expect(club.logo).toMatch(/\.svg$/);
    expect(club.image).toMatch(/\.svg$/);
    expect(club.sponsor).toBeTruthy();
    expect(club.location).toBeDefined();
    expect(club.sameAs?.map((l) => l.additionalType)).toEqual(
      expect.arrayContaining(['facebook', 'x', 'instagram', 'youtube', 'linkedin', 'safeguardingStatement']),
    );
    expect(club.email?.secretary?.GAA).toContain('@');
    expect(club.members?.executiveCommittee?.length).toBeGreaterThan(0);
  });

  it('answers a revalidation with 304 and says when it last changed', async () => {
    const first = await s.call('/api/v1/organization/naomh-padraig');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(first.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(new Date(first.headers.get('last-modified')!).getTime()).not.toBeNaN();
    const again = await s.call('/api/v1/organization/naomh-padraig', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    const search = await s.call('/api/v1/organization?search=naomh');
    expect(search.headers.get('etag')).toBeTruthy();
  });

  it('lets the public fixture list be cached, but never a signed-in one', async () => {
    const path = `/api/fixture?size=100&filter=organization:${MAIN_CLUB}`;
    const pub = await s.call(path);
    expect(pub.status).toBe(200);
    expect(pub.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(pub.headers.get('etag')).toBeTruthy();
    const signedIn = await s.call(path, { as: 'referee' });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('issue 48: a club’s description in the open-data API', () => {
  it('is sanitised as the public page sanitises it, in the club view and in search', async () => {
    const club = await world(s).club({ name: 'Cumann Sábháilte' });
    await s.database.db
      .update(organization)
      .set({
        description:
          '<p onclick="steal()">Fáilte <script>alert(1)</script><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">bad</a> <a href="https://club.example">site</a></p>',
      })
      .where(eq(organization.id, club.id));
    const clean = '<p>Fáilte <a>bad</a> <a href="https://club.example">site</a></p>';
    const view = (await (await s.call(`/api/v1/organization/${club.id}`)).json()) as { description?: string };
    expect(view.description).toBe(clean);
    const found = (await (await s.call('/api/v1/organization?search=Sábháilte')).json()) as {
      _embedded: { organizations: { id: string; description?: string }[] };
    };
    expect(found._embedded.organizations.find((o) => o.id === club.id)?.description).toBe(clean);
  });
});

describe('compression', () => {
  it('gzips large JSON answers, but sends a versioned document as is so If-Match keeps working', async () => {
    const gzip = { headers: { 'Accept-Encoding': 'gzip' } };
    const search = await s.call('/api/v1/organization?search=naomh&size=25', gzip);
    expect(search.headers.get('content-encoding')).toBe('gzip');
    expect(search.headers.get('etag')).toMatch(/^W\//);
    const list = (await (await s.call('/api/fixture?size=1', { ...gzip, as: 'referee' })).json()) as {
      _embedded: { fixtures: { id: string; version: number }[] };
    };
    const one = list._embedded.fixtures[0]!;
    const doc = await s.call(`/api/fixture/${one.id}`, { ...gzip, as: 'referee' });
    expect(doc.headers.get('content-encoding')).toBeNull();
    expect(doc.headers.get('etag')).toBe(`"${one.version}"`);
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt points at the sitemap and keeps crawlers out of the API', async () => {
    const res = await s.call('/robots.txt');
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${s.url}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });

  it('the sitemap lists every active club page by slug', async () => {
    const res = await s.call('/sitemap.xml');
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toContain(`<loc>${s.url}/organization/naomh-padraig</loc>`);
    const clubs = (await (await s.call('/api/v1/organization?filter=additionalType:Club&size=1')).json()) as {
      page: { totalElements: number };
    };
    expect(xml.match(/<loc>[^<]*\/organization\//g)).toHaveLength(clubs.page.totalElements);
  });
});

describe('a club page’s HTML', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pairc-shell-'));
  const indexFile = path.join(dir, 'index.html');
  writeFileSync(
    indexFile,
    `<!doctype html><html><head>\n<meta\n  name="description"\n  content="Páirc"\n/>\n<title>Páirc</title>\n</head><body><div id="root"></div></body></html>`,
  );
  const app = () => seoRoutes({ db: s.database.db, publicUrl: 'https://pairc.example', indexFile });

  it('carries the club’s title, description, canonical link and JSON-LD with the country code', async () => {
    const res = await app().request('/organization/naomh-padraig');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Naomh Pádraig · Páirc</title>');
    expect(html).toMatch(/<meta name="description" content="A family club at the foot of the Wicklow/);
    expect(html).toContain(
      '<link rel="canonical" href="https://pairc.example/organization/naomh-padraig" />',
    );
    const ld = /<script type="application\/ld\+json" id="club-jsonld">([^<]*)<\/script>/.exec(html);
    const data = JSON.parse(ld![1]!) as { '@type': string; address: { addressCountry: string } };
    expect(data['@type']).toBe('SportsOrganization');
    expect(data.address.addressCountry).toBe('IE');
  });

  it('puts no markup of a club’s description into the head', async () => {
    const html = await (await app().request(`/organization/${orgId.club('gleann-da-loch')}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('__clubScriptRan');
    expect(head).not.toMatch(/onerror/);
  });

  it('answers an unknown club with the app and a 404', async () => {
    const res = await app().request('/organization/no-such-club');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root">');
  });
});

describe('historical slugs', () => {
  const CLUB = orgId.club('gleann-da-loch');

  it('a changed slug keeps leading to the club, and no other club may take it', async () => {
    const { db } = s.database;
    const [before] = await db.select().from(organization).where(eq(organization.id, CLUB));
    const old = before!.slug!;
    await db.transaction((tx) => changeSlug(tx, CLUB, 'gleann-da-loch-cll'));
    const api = await s.call(`/api/v1/organization/${old}`);
    expect(api.status).toBe(200);
    expect(((await api.json()) as { slug: string }).slug).toBe('gleann-da-loch-cll');
    expect(await slugTakenByOther(db, MAIN_CLUB, old)).toBe(true);
    await expect(db.transaction((tx) => changeSlug(tx, MAIN_CLUB, old))).rejects.toMatchObject({
      status: 409,
    });
    // Taking its own old slug back removes it from the history.
    await db.transaction((tx) => changeSlug(tx, CLUB, old));
    expect(await organizationIdForOldSlug(db, old)).toBeUndefined();
    expect(await organizationIdForOldSlug(db, 'gleann-da-loch-cll')).toBe(CLUB);
  });

  it('the page at an old slug moves permanently to the current one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pairc-shell-'));
    const indexFile = path.join(dir, 'index.html');
    writeFileSync(indexFile, '<!doctype html><html><head><title>Páirc</title></head><body></body></html>');
    const res = await seoRoutes({ db: s.database.db, publicUrl: 'https://pairc.example', indexFile }).request(
      '/organization/gleann-da-loch-cll',
    );
    expect(res.status).toBe(301);
    const [club] = await s.database.db.select().from(organization).where(eq(organization.id, CLUB));
    expect(res.headers.get('location')).toBe(`/organization/${club!.slug}`);
  });
});
