/**
 * Server-side translation of domain message ids (validation messages) from the same Lingui catalogs the app
 * uses (locales/{en,ga}/messages.po and admin.po). Read once, at first use.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Locale = 'en' | 'ga';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogs = new Map<Locale, Map<string, string>>();

function unquote(s: string): string {
  return JSON.parse(s) as string;
}

/** Minimal .po reader: msgid/msgstr pairs with continuation lines; enough for Lingui's output. */
export function parsePo(text: string): Map<string, string> {
  const out = new Map<string, string>();
  let id: string | null = null;
  let str: string | null = null;
  let field: 'id' | 'str' | null = null;
  const flush = () => {
    if (id && str) out.set(id, str);
    id = str = null;
    field = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && field) {
      if (field === 'id') id = (id ?? '') + unquote(line);
      else str = (str ?? '') + unquote(line);
    } else if (line === '') {
      flush();
    }
  }
  flush();
  return out;
}

function catalog(locale: Locale): Map<string, string> {
  let c = catalogs.get(locale);
  if (!c) {
    try {
      // Both catalogs: domain messages of lingui.config.ts ADMIN_DOMAINS are in `admin`.
      c = new Map(
        ['messages', 'admin'].flatMap((file) => [
          ...parsePo(readFileSync(path.join(root, 'locales', locale, `${file}.po`), 'utf8')),
        ]),
      );
    } catch {
      c = new Map();
    }
    catalogs.set(locale, c);
  }
  return c;
}

/** Parses both locales' catalogs now (warm start: the first error message in Irish does not wait for it). */
export function preloadCatalogs(): void {
  catalog('en');
  catalog('ga');
}

export function translate(id: string, locale: Locale, fallback?: string): string {
  return catalog(locale).get(id) ?? catalog('en').get(id) ?? fallback ?? id;
}

/** A Lingui descriptor in `locale`, its `{name}` placeholders filled from `values`. */
export function translateMessage(
  m: { id: string; message: string },
  locale: Locale,
  values: Record<string, string> = {},
): string {
  return translate(m.id, locale, m.message).replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);
}

export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return 'en';
  const first = acceptLanguage
    .split(',')
    .map((p) => p.trim().split(';')[0]?.toLowerCase() ?? '')
    .find((l) => l.startsWith('ga') || l.startsWith('en'));
  return first?.startsWith('ga') ? 'ga' : 'en';
}
