/**
 * The privacy notice (issue 53 item 8): `/privacy.html` answers 200 in English and in Irish, as a server
 * document with the parts GDPR Art. 13 asks for (who, what, why, recipients, how long, rights, complaints) and
 * the deployment's contact address; no sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
}, 120_000);
afterAll(() => s.close());

const headings = (html: string) => [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((m) => m[1]);

describe('GET /privacy.html', () => {
  it('answers 200 in English with who, what, why, recipients, how long, rights and complaints', async () => {
    const res = await s.call('/privacy.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Privacy notice</h1>');
    expect(headings(html)).toEqual([
      'Who we are',
      'What we collect',
      'Why, and on what legal basis',
      'Who receives it',
      'How long we keep it',
      'Your rights',
      'Complaints',
    ]);
    expect(html).toContain('support@pairc.ie');
    expect(html).toContain('Health questionnaire answers for 3 weeks');
    expect(html).toContain('href="/privacy.html?lang=ga"');
    expect(html).not.toContain('<script');
  });

  it('answers 200 in Irish by ?lang=ga, by the browser, and by the app’s stored choice', async () => {
    const cases: { path: string; headers?: Record<string, string> }[] = [
      { path: '/privacy.html?lang=ga' },
      { path: '/privacy.html', headers: { 'Accept-Language': 'ga-IE,ga;q=0.9' } },
      { path: '/privacy.html', headers: { Cookie: 'pairc.locale=ga' } },
    ];
    for (const init of cases) {
      const res = await s.call(init.path, { headers: init.headers });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<html lang="ga">');
      expect(html).toContain('<h1>Fógra príobháideachais</h1>');
      expect(headings(html)).toHaveLength(7);
      expect(headings(html)).not.toContain('Who we are');
      expect(html).toContain('support@pairc.ie');
      expect(html).toContain('href="/privacy.html?lang=en"');
    }
    const back = await (
      await s.call('/privacy.html?lang=en', { headers: { Cookie: 'pairc.locale=ga' } })
    ).text();
    expect(back).toContain('<html lang="en">');
  });
});
