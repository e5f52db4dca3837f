/**
 * The privacy notice, `GET /privacy.html` (the landing page's "Privacy policy", seed 1 §2): a server document,
 * public, no script, in English or Irish — `?lang=ga|en` first (the page links to the other language), then
 * the app's stored choice and the browser's Accept-Language, as the other public documents (localeOf). The words are domain/privacy/privacy-notice.ts (GDPR Art. 13); the contact
 * address is the deployment's SUPPORT_EMAIL. Not under /api: no policy, no contract.
 */
import { Hono } from 'hono';
import { PRIVACY_TEXT } from '../../../domain/privacy/privacy-notice.ts';
import { esc, page } from '../../auth/html.ts';
import { translateMessage, type Locale } from '../../i18n.ts';
import { localeOf } from '../opendata/document.routes.ts';

const SECTIONS = [
  ['whoHeading', 'who'],
  ['whatHeading', 'what'],
  ['whyHeading', 'why'],
  ['recipientsHeading', 'recipients'],
  ['retentionHeading', 'retention'],
  ['rightsHeading', 'rights'],
  ['complaintHeading', 'complaint'],
] as const satisfies readonly (readonly [keyof typeof PRIVACY_TEXT, keyof typeof PRIVACY_TEXT])[];

/** The notice's HTML in `lang`, with `email` as the contact address. */
export function privacyNotice(lang: Locale, email: string): string {
  const tr = (m: { id: string; message: string }) => esc(translateMessage(m, lang, { email }));
  const other: Locale = lang === 'ga' ? 'en' : 'ga';
  const body = [
    // Named in the other language: "Leagan Gaeilge" on the English page, "English version" on the Irish one.
    `<p><a href="/privacy.html?lang=${other}" hreflang="${other}" lang="${other}">${tr(PRIVACY_TEXT.otherLanguage)}</a></p>`,
    ...SECTIONS.map(([h, p]) => `<h2>${tr(PRIVACY_TEXT[h])}</h2>\n<p>${tr(PRIVACY_TEXT[p])}</p>`),
    `<p>${tr(PRIVACY_TEXT.automated)}</p>`,
  ].join('\n');
  return page({ lang, title: translateMessage(PRIVACY_TEXT.title, lang), body });
}

export function privacyRoutes(opts: { supportEmail: string }) {
  const app = new Hono();
  app.get('/privacy.html', (c) => {
    const asked = c.req.query('lang');
    const lang: Locale =
      asked === 'ga' || asked === 'en'
        ? asked
        : localeOf(c.req.header('cookie'), c.req.header('accept-language'));
    return c.html(privacyNotice(lang, opts.supportEmail), 200, {
      'Cache-Control': 'public, max-age=3600',
      'Content-Language': lang,
      Vary: 'Accept-Language, Cookie',
    });
  });
  return app;
}
