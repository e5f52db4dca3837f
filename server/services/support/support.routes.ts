/**
 * /api/support-query (seed 3 §1, §2 "Support contact form", §7 "Support form", whose paths the spec does not
 * show): POST (multipart: `query`, the JSON of domain/support/support-query.ts, and at most one `file`),
 * open to signed-out visitors, rate limited per network address (429) and its acknowledgement per recipient
 * address (left out quietly, SUPPORT_ACKS_PER_RECIPIENT), idempotent by Idempotency-Key (the app's
 * middleware: a double click or a retry replays the first answer and sends nothing more); GET (the list, super
 * admins); GET /{id} and /{id}/attachment/{attachmentId} (super admins and the signed-in submitter); PUT
 * /{id}/case (super admins: the desk's case fields of seed 3 §3, which set the status; closing mails the
 * submitter).
 * Policy: support.policy.ts; mails: support-notify.ts; SQL: support.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { M, messageText } from '../../../domain/messages.ts';
import { SupportStatus } from '../../../domain/support/enums.ts';
import {
  SUPPORT_FILE_MAX_BYTES,
  SUPPORT_FILE_TYPES,
  SupportQueryInput,
  type SupportQueryReceipt,
} from '../../../domain/support/support-query.ts';
import { networkOf } from '../../auth/rate-limit.ts';
import { DAY_MS, takeLimited, takeQuietly } from '../../auth/mail-limit.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { bodyLimitFor, documentDownload, readOneFile, type OneFileRules } from '../../http/one-file.ts';
import { fieldErrors, IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { notifySupportClosed, notifySupportQuery } from './support-notify.ts';
import { SupportCaseInput, statusForCase } from '../../../domain/support/case.ts';
import {
  attachmentsOf,
  findAttachment,
  findQuery,
  insertAttachment,
  insertQuery,
  listQueries,
  recordCase,
} from './support.repository.ts';
import { clientAddress } from '../../http/client-address.ts';

/**
 * Acknowledgements one address receives in a day, whoever sends the queries and from wherever (issue 48): the
 * form is open to anyone, who may type anyone's address. Over it, the query is still stored and sent to the
 * desk; only the acknowledgement is left out, and the sender's answer is the same.
 */
export const SUPPORT_ACKS_PER_RECIPIENT = 5;

/** The submit path, for the app's list of routes that take bodies over 1 MB (route-rules.ts). */
export const SUPPORT_UPLOAD_PATH = /^\/api\/support-query\/?$/;

const SupportListQuery = v.object({
  ...listQuery({ maxSize: 200, defaultSize: 50 }).entries,
  status: v.optional(SupportStatus),
});
const AttachmentParam = v.object({
  ...IdParam.entries,
  attachmentId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const t = (c: Context<AppEnv>, id: string) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));
const fileRules = (c: Context<AppEnv>): OneFileRules => ({
  maxBytes: SUPPORT_FILE_MAX_BYTES,
  types: SUPPORT_FILE_TYPES,
  messages: {
    tooLarge: t(c, M.supportFileTooLarge.id),
    type: t(c, M.supportFileType.id),
    tooMany: t(c, M.supportFileOne.id),
    missing: t(c, M.supportFileRejected.id),
  },
});

/** The `query` field of the multipart body, checked by the shared schema. */
function parseQuery(c: Context<AppEnv>, raw: unknown) {
  let json: unknown;
  try {
    json = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    json = undefined;
  }
  if (json === undefined)
    throw badRequest(INVALID_INPUT, [{ field: 'query', message: t(c, M.required.id), code: M.required.id }]);
  const parsed = v.safeParse(SupportQueryInput, json);
  if (!parsed.success) {
    const issues = parsed.issues.map((i) => ({
      message: i.message,
      path: i.path?.map((seg) => ({ key: seg.key as PropertyKey })),
    }));
    throw badRequest(INVALID_INPUT, fieldErrors(issues, c.req.header('accept-language')));
  }
  return parsed.output;
}

export function supportRoutes(deskAddress: string, queriesPerAddress: number) {
  const app = new Hono<AppEnv>();

  app.post(
    '/',
    describeRoute({
      tags: ['support'],
      summary: 'Send a support query (multipart: query JSON, at most one file of 10 MB); signed out too',
    }),
    guard('support.submit'),
    (c, next) =>
      bodyLimitFor({ maxBytes: SUPPORT_FILE_MAX_BYTES }, () => t(c, M.supportFileTooLarge.id))(c, next),
    async (c) => {
      const { db, principal } = c.get('auth');
      const body = await c.req.parseBody({ all: true });
      const query = parseQuery(c, body.query);
      const file =
        body.file === undefined || body.file === '' ? null : (await readOneFile(c, fileRules(c))).file;
      await takeLimited(
        db,
        `support:${networkOf(clientAddress(c))}`,
        queriesPerAddress,
        t(c, M.supportTooMany.id),
      );
      const acknowledge = await takeQuietly(
        db,
        `support-ack:${query.email.trim().toLowerCase()}`,
        SUPPORT_ACKS_PER_RECIPIENT,
        DAY_MS,
      );
      const id = uuidv7();
      const language = pickLocale(c.req.header('accept-language'));
      const personId = principal?.personId ?? null;
      const data = file ? Buffer.from(await file.arrayBuffer()) : null;
      // The query, its attachment and its two mails: all or nothing.
      const { reference } = await insertQuery(db, { ...query, id, personId, language });
      if (file && data)
        await insertAttachment(db, {
          id: uuidv7(),
          queryId: id,
          fileName: file.name.slice(0, 200) || 'attachment',
          contentType: file.type,
          size: file.size,
          data,
        });
      await notifySupportQuery(
        db,
        { ...query, id, reference, personId },
        language,
        deskAddress,
        file?.name ?? null,
        acknowledge,
      );
      const receipt: SupportQueryReceipt = { id, reference, status: 'SUBMITTED', attachments: file ? 1 : 0 };
      return c.json(receipt, 201);
    },
  );

  app.get(
    '/',
    describeRoute({ tags: ['support'], summary: 'Support queries, newest first (super admins)' }),
    guard('support.list'),
    validate('query', SupportListQuery),
    async (c) => {
      const { page, size, status } = c.req.valid('query');
      const { rows, total } = await listQueries(c.get('auth').db, { page, size, status });
      return c.json(
        listBody(
          'supportQueries',
          rows.map(({ caseDetails: _, ...r }) => r),
          total,
          page,
          size,
        ),
      );
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['support'], summary: 'One support query with its attachments' }),
    guard('support.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const row = await findQuery(db, c.req.valid('param').id);
      if (!row) throw notFound(t(c, M.supportNotFound.id));
      return c.json({ ...row, attachments: await attachmentsOf(db, row.id) });
    },
  );

  app.put(
    '/:id/case',
    describeRoute({
      tags: ['support'],
      summary: 'Record the case of a query (super admins); a resolution closes it and tells the submitter',
    }),
    guard('support.case', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', SupportCaseInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const id = c.req.valid('param').id;
      const input = c.req.valid('json');
      const status = statusForCase(input);
      const caseDetails = {
        ...input,
        recordedBy: principal!.username,
        recordedAt: new Date().toISOString(),
      };
      const before = await recordCase(db, id, caseDetails, status);
      if (before && status === 'CLOSED' && before.status !== 'CLOSED') await notifySupportClosed(db, before);
      if (!before) throw notFound(t(c, M.supportNotFound.id));
      return c.json({ ...before, caseDetails, status });
    },
  );

  app.get(
    '/:id/attachment/:attachmentId',
    describeRoute({ tags: ['support'], summary: 'Download a query’s attachment' }),
    guard('support.read', (c) => c.req.param('id')),
    validate('param', AttachmentParam),
    async (c) => {
      const { id, attachmentId } = c.req.valid('param');
      const doc = await findAttachment(c.get('auth').db, id, attachmentId);
      if (!doc) throw notFound(t(c, M.supportNotFound.id));
      return documentDownload(c, doc);
    },
  );
  return app;
}
