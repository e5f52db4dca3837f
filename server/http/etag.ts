/**
 * Document versions on the wire: a document's answer carries `ETag: "<version>"` (strong, so compress.ts
 * leaves it alone), and a write based on a version sends it back in `If-Match`. The one parser of If-Match
 * for every route that checks it; what a stale version means (a 409 with the current document, or not) is
 * the use case's rule.
 */
import type { Context } from 'hono';
import { badRequest } from './errors.ts';
import { INVALID_INPUT } from './validate.ts';

/** The strong ETag of a document version: `"3"`. */
export const versionTag = (version: number): string => `"${version}"`;

/**
 * `If-Match: "3"` (or `3`, `W/"3"`) → 3; absent or `*` → undefined (the write is not checked). Anything else
 * is a 400 naming the header, `what` saying whose version it must be ("the fixture").
 */
export function ifMatchVersion(c: Context, what: string): number | undefined {
  const header = c.req.header('if-match')?.trim();
  if (!header || header === '*') return undefined;
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  if (!m) {
    throw badRequest(INVALID_INPUT, [
      { field: 'If-Match', message: `If-Match must be the version (ETag) of ${what}` },
    ]);
  }
  return Number(m[1]);
}
