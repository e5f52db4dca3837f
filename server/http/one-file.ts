/**
 * One uploaded file from a multipart body, checked the way every document upload checks it (seed 2 §5 Files,
 * seed 3 §5 Vetting): exactly one file in `file`, at most `maxBytes` (413), of one of `types` by what it
 * declares and by its bytes (415). The messages are the caller's, so each area answers in its own words.
 * The route sets a bodyLimit a little above `maxBytes` (bodyLimitFor) so an oversized body is refused before
 * it is read.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { badRequest, HttpError } from './errors.ts';
import { sniffFile } from './sniff.ts';

export interface OneFileRules {
  maxBytes: number;
  types: readonly string[];
  messages: { tooLarge: string; type: string; tooMany: string; missing: string };
}

/** The body limit of a one-file upload: the file plus room for the multipart framing and other fields. */
export function bodyLimitFor(rules: Pick<OneFileRules, 'maxBytes'>, tooLarge: () => string) {
  return bodyLimit({
    maxSize: rules.maxBytes + 64 * 1024,
    onError: () => {
      throw new HttpError(413, tooLarge());
    },
  });
}

/** The body's one file, and the body's other fields. */
export async function readOneFile(c: Context, rules: OneFileRules) {
  const body = await c.req.parseBody({ all: true });
  const file = body.file;
  if (Array.isArray(file))
    throw badRequest(rules.messages.tooMany, [{ field: 'file', message: rules.messages.tooMany }]);
  if (!(file instanceof File))
    throw badRequest(rules.messages.missing, [{ field: 'file', message: rules.messages.missing }]);
  if (file.size > rules.maxBytes) throw new HttpError(413, rules.messages.tooLarge);
  // The bytes must be what was declared: the stored type is the one the document is served back with.
  if (!rules.types.includes(file.type) || (await sniffFile(file)) !== file.type)
    throw new HttpError(415, rules.messages.type);
  return { file, body };
}

/** A stored document as a download: its own type and name, never kept by a cache (documents are private). */
export function documentDownload(
  c: Context,
  doc: { data: Uint8Array | Buffer; contentType: string; fileName: string },
): Response {
  return c.body(new Uint8Array(doc.data), 200, {
    'Cache-Control': 'private, no-store',
    'Content-Type': doc.contentType,
    'Content-Disposition': `attachment; filename="${encodeURIComponent(doc.fileName)}"`,
  });
}
