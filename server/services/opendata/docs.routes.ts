/**
 * GET /api/docs: a browsable page of the OpenAPI document (issue 27 item 5) — every path by tag with its
 * summary, parameters and responses, server-rendered HTML with no script and nothing from another origin (the
 * page's CSP allows neither). Public. Built from the same document as /api/openapi.json, read once per
 * process (the routes do not change while it runs); its words in the caller's language (Accept-Language).
 */
import type { Context, Hono } from 'hono';
import { API_DOCS_MESSAGES as D } from '../../../domain/super-admin/messages.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translateMessage, type Locale } from '../../i18n.ts';

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema?: { type?: string };
}
interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: Parameter[];
  responses?: Record<string, { description?: string }>;
  security?: Record<string, unknown>[];
}
interface Document {
  info?: { title?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

let cached: Promise<Document> | undefined;

export function renderDocs(doc: Document, locale: Locale): string {
  const w = (m: { id: string; message: string }) => escape(translateMessage(m, locale));
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? 'api';
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> (${escape(p.in)}${p.schema?.type ? `, ${escape(p.schema.type)}` : ''}${p.required ? `, ${w(D.apiDocsRequired)}` : ''})${p.description ? ` — ${escape(p.description)}` : ''}</li>`,
        )
        .join('');
      const responses = Object.entries(op.responses ?? {})
        .map(([code, r]) => `<li><code>${escape(code)}</code> ${escape(r.description ?? '')}</li>`)
        .join('');
      const needsKey = op.security?.some((s) => 'apiKey' in s) ? ` <mark>${w(D.apiDocsNeedsKey)}</mark>` : '';
      const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
      const html = `<section id="${escape(id)}"><h3><code>${escape(method.toUpperCase())} /api${escape(path)}</code>${needsKey}</h3>
<p>${escape(op.summary ?? '')}</p>${params ? `<h4>${w(D.apiDocsParameters)}</h4><ul>${params}</ul>` : ''}${responses ? `<h4>${w(D.apiDocsResponses)}</h4><ul>${responses}</ul>` : ''}</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const tags = [...byTag.keys()].sort((a, b) => a.localeCompare(b));
  const nav = tags
    .map((t) => `<li><a href="#tag-${escape(t.replace(/\W+/g, '-'))}">${escape(t)}</a></li>`)
    .join('');
  const body = tags
    .map((t) => `<h2 id="tag-${escape(t.replace(/\W+/g, '-'))}">${escape(t)}</h2>${byTag.get(t)!.join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${w(D.apiDocsTitle)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5;color:#1a202c}
code{background:#edf2f7;padding:0 .25rem;border-radius:3px}h3{font-size:1rem;margin-bottom:0}section{border-top:1px solid #e2e8f0;padding:.5rem 0}
mark{background:#fefcbf;font-size:.8rem;padding:0 .3rem;margin-left:.5rem}a{color:#2c5282}</style></head>
<body><header><h1>${w(D.apiDocsTitle)}</h1><p>${w(D.apiDocsIntro)}</p><p><a href="/api/openapi.json">${w(D.apiDocsDocument)}</a></p></header>
<nav aria-label="${w(D.apiDocsTitle)}"><ul>${nav}</ul></nav><main>${body}</main></body></html>`;
}

export async function apiDocsPage(c: Context<AppEnv>, api: Hono<AppEnv>) {
  cached ??= Promise.resolve(api.request('/openapi.json', { headers: { Accept: 'application/json' } }, c.env))
    .then((r) => r.json() as Promise<Document>)
    .catch((e: unknown) => {
      cached = undefined;
      throw e;
    });
  const html = renderDocs(await cached, pickLocale(c.req.header('accept-language')));
  c.header('Cache-Control', 'public, max-age=300');
  return c.html(html);
}
