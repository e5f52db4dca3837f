/**
 * The public competition page as a document (issue 21 item 8, docs/adr/0007-public-pages-as-documents.md).
 * The test servers run without a build (harness.ts: SSR_DIR points nowhere, so documents fall through to the
 * app shell); here the document routes are mounted on their own with the renderer's source, which vitest
 * compiles with the same Lingui macros the build uses, and read their data from a seeded test server.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { competition } from '../../server/db/schema/index.ts';
import { LEAGUE_ID } from '../../server/db/seed/competition.ts';
import type { AppEnv } from '../../server/http/app-env.ts';
import { PublicAnswers } from '../../server/lib/public-answers.ts';
import { documentRoutes } from '../../server/services/opendata/document.routes.ts';
import { startTestServer, TEST_STATIC_DIR, type TestServer } from './harness.ts';

const DRAFT_ID = 'public-doc-draft';

let s: TestServer;
let docs: Hono<AppEnv>;
beforeAll(async () => {
  s = await startTestServer();
  const [league] = await s.database.db
    .select({ organizationId: competition.organizationId })
    .from(competition)
    .where(eq(competition.id, LEAGUE_ID));
  await s.database.db.insert(competition).values({
    id: DRAFT_ID,
    name: 'A draft cup',
    organizationId: league!.organizationId,
    season: 2026,
    activity: 'Football',
    ageLevel: 'SENIOR',
    format: 'CUP',
    status: 'DRAFT',
  });
  docs = documentRoutes({
    publicUrl: s.url,
    staticRoot: TEST_STATIC_DIR,
    rendererFile: path.resolve('src/public/render.tsx'),
    answers: new PublicAnswers(() => Promise.resolve('1')),
    helpPortalUrl: 'https://help.example.ie',
    api: (_c, p) => s.call(p),
  });
});
afterAll(() => s.close());

const ld = (html: string) => {
  const m = /<script type="application\/ld\+json" id="competition-jsonld">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as { '@graph': Record<string, unknown>[] }) : null;
};

describe('the competition document', () => {
  it('carries the league table, its head and a SportsEvent for each fixture', async () => {
    const res = await docs.request(`/competition/${LEAGUE_ID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(res.headers.get('Vary')).toMatch(/^Cookie, Accept-Language/);
    const html = await res.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toMatch(/^Wicklow Senior Football League \d{4} · Páirc$/);
    expect(html).toContain(`<link rel="canonical" href="${s.url}/competition/${LEAGUE_ID}" />`);
    expect(html).toMatch(/<meta property="og:title" content="Wicklow Senior Football League \d{4}" \/>/);
    expect(html).toMatch(
      /<meta name="description" content="Wicklow Senior Football League \d{4} — Wicklow: league table, fixtures and results\." \/>/,
    );

    // The table: caption, column headers, a team per row with goals-points and totals.
    const table = /<table[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    expect(table).toContain('League table: Division 1');
    for (const h of ['Pos', 'Team', 'P', 'W', 'D', 'L', 'For', 'Against', 'Diff', 'Pts'])
      expect(table).toMatch(new RegExp(`<th[^>]*scope="col"[^>]*>(<abbr[^>]*>)?${h}<`));
    expect(table).toMatch(/<th[^>]*scope="row"/);
    expect(table).toMatch(/>\d+-\d+ \(\d+\)</);

    // Results and fixtures, every part drawn (no script needed).
    expect(html).toMatch(/>[^<]+ \d+-\d+ to \d+-\d+ [^<]+</);

    const data = ld(html);
    expect(data).not.toBeNull();
    const events = data!['@graph'];
    expect(events.length).toBeGreaterThan(0);
    const event = events[0] as Record<string, unknown> & {
      competitor: unknown[];
      organizer: Record<string, unknown>;
      location?: Record<string, unknown>;
    };
    expect(event['@type']).toBe('SportsEvent');
    expect(event.name).toMatch(/^.+ v .+$/);
    expect(new Date(event.startDate as string).toISOString()).toBe(event.startDate);
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event.competitor).toHaveLength(2);
    expect(event.homeTeam).toMatchObject({ '@type': 'SportsTeam' });
    expect(event.awayTeam).toMatchObject({ '@type': 'SportsTeam' });
    expect(event.organizer).toMatchObject({ '@type': 'SportsOrganization', name: expect.any(String) });
    expect(event.location).toMatchObject({ '@type': 'Place', geo: { '@type': 'GeoCoordinates' } });
  });

  it('the landing document links the configured help centre and the privacy notice (issue 53 item 8)', async () => {
    const html = await (await docs.request('/')).text();
    expect(html).toMatch(/<a[^>]*href="https:\/\/help\.example\.ie"[^>]*>Help centre<\/a>/);
    expect(html).not.toContain('help.pairc.ie');
    expect(html).toMatch(/<a[^>]*href="\/privacy\.html"/);
  });

  it('answers 304 to its own ETag', async () => {
    const first = await docs.request(`/competition/${LEAGUE_ID}`);
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    const again = await docs.request(`/competition/${LEAGUE_ID}`, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('is a 404 document for a draft or an unknown competition', async () => {
    for (const id of [DRAFT_ID, 'no-such-competition']) {
      const res = await docs.request(`/competition/${id}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('Competition not found');
      expect(html).not.toContain('A draft cup');
    }
  });

  it('is drawn in Irish for a visitor who chose it', async () => {
    const html = await (
      await docs.request(`/competition/${LEAGUE_ID}`, { headers: { Cookie: 'pairc.locale=ga' } })
    ).text();
    expect(html).toContain('<html lang="ga">');
    expect(html).toContain('Tábla na sraithe');
  });
});

describe('the sitemap', () => {
  it('lists active competitions, not drafts', async () => {
    const xml = await (await s.call('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${s.url}/competition/${LEAGUE_ID}</loc>`);
    expect(xml).not.toContain(DRAFT_ID);
  });
});
