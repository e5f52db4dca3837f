/**
 * The parts of the public documents (issue 20) that do not need the built renderer: the language a document
 * is drawn in, and the sanitising of a club's description (the app uses DOMPurify with the same list). The
 * documents themselves are checked end to end in e2e/public-pages.spec.ts and e2e/club-page.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { localeOf } from '../../server/services/opendata/document.routes.ts';
import { sanitizeDescription } from '../../server/services/organization/description.ts';

describe('a public document’s language', () => {
  it('follows the app’s stored choice, then the browser, else English', () => {
    expect(localeOf('a=1; pairc.locale=ga', 'en-IE,en')).toBe('ga');
    expect(localeOf('pairc.locale=en', 'ga-IE,ga;q=0.9')).toBe('en');
    expect(localeOf(undefined, 'ga-IE,ga;q=0.9,en;q=0.8')).toBe('ga');
    expect(localeOf('pairc.locale=fr', 'de-DE')).toBe('en');
    expect(localeOf(undefined, undefined)).toBe('en');
  });
});

describe('a club description in a document', () => {
  it('keeps formatting and links, and drops scripts, handlers, images and javascript: links', () => {
    const html = sanitizeDescription(
      '<p onclick="steal()">Fáilte <strong>go léir</strong> <script>alert(1)</script>' +
        '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> ' +
        '<a href="https://naomhpadraig.example" title="site">site</a></p><ul><li>U8</li></ul>',
    );
    expect(html).toBe(
      '<p>Fáilte <strong>go léir</strong> <a>bad</a> <a href="https://naomhpadraig.example" title="site">site</a></p><ul><li>U8</li></ul>',
    );
  });
});
