/**
 * POST /api/organization/{id}/bulk-upload (multipart: `file`, a CSV; `firstLine`, the file line of its first
 * record when the app sends a file a chunk at a time) and GET /api/organization/{id}/bulk-retrieve (the club's
 * members as the same CSV; format=FULL, search). The club's admins and super admins: `membership.clubAdmin`.
 * An upload applied twice changes nothing the second time (bulk-members.ts); a retried chunk with the same
 * Idempotency-Key replays its answer.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { BULK_MAX_ROWS, BULK_MEMBER_TEXT } from '../../../domain/membership/bulk-members.ts';
import { SEARCH_MAX } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import { readCsv } from '../../http/csv.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';
import { clubMembers, membersCsv, uploadMembers } from './bulk-members.ts';

/** A chunk of the app's or a whole file of BULK_MAX_ROWS rows fits well under this. */
const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

const RetrieveQuery = v.object({
  format: v.optional(v.picklist(['FULL'], M.invalidOption.id)),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SEARCH_MAX, M.searchMax.id))),
});

export function bulkMemberRoutes() {
  const app = new Hono<AppEnv>();
  const club = (c: Context<AppEnv>) => c.req.param('id');

  app.post(
    '/:id/bulk-upload',
    describeRoute({
      tags: ['membership'],
      summary: 'Upload members (multipart: file, a CSV; firstLine); a result per row',
    }),
    guard('membership.clubAdmin', club),
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES,
      onError: (c: Context<AppEnv>) => {
        const locale = pickLocale(c.get('auth').principal?.preferredLanguage);
        throw new HttpError(413, translateMessage(BULK_MEMBER_TEXT.tooLarge, locale));
      },
    }),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const locale = pickLocale(principal?.preferredLanguage);
      const body = await c.req.parseBody({ all: true });
      const file = body.file;
      const notCsv = translateMessage(BULK_MEMBER_TEXT.notCsv, locale);
      if (!(file instanceof File)) throw badRequest(notCsv, [{ field: 'file', message: notCsv }]);
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
      } catch {
        throw badRequest(notCsv, [{ field: 'file', message: notCsv }]);
      }
      const csv = readCsv(text);
      if (!csv?.columns.includes('givenName')) throw badRequest(notCsv, [{ field: 'file', message: notCsv }]);
      const { records } = csv;
      if (records.length > BULK_MAX_ROWS) {
        const tooMany = translateMessage(BULK_MEMBER_TEXT.tooMany, locale, { max: String(BULK_MAX_ROWS) });
        throw badRequest(tooMany, [{ field: 'file', message: tooMany }]);
      }
      const first = Number(typeof body.firstLine === 'string' ? body.firstLine : '2');
      const firstLine = Number.isInteger(first) && first >= 2 && first <= 1_000_000 ? first : 2;
      return c.json(await uploadMembers(db, c.req.valid('param').id, records, firstLine, locale));
    },
  );

  app.get(
    '/:id/bulk-retrieve',
    describeRoute({ tags: ['membership'], summary: "The club's members as CSV (the upload's columns)" }),
    guard('membership.clubAdmin', club),
    validate('param', IdParam),
    validate('query', RetrieveQuery),
    async (c) => {
      const { search } = c.req.valid('query');
      const members = await clubMembers(c.get('auth').db, c.req.valid('param').id, search || undefined);
      return c.body(membersCsv(members), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="members.csv"',
        'cache-control': 'no-store',
      });
    },
  );
  return app;
}
