/**
 * Supporting documents of a player transfer (seed 2 §3, §5 Files, §7): GET and POST
 * /player-transfer/{id}/document (multipart: file, additionalType VISA or INSURANCE), GET and DELETE
 * /{docId}. One file per upload, at most 10 MB, JPG, PNG or PDF by what it declares and by its bytes ("file
 * too large" 413, "file type not supported" 415). Only the applicant side and the units of the chain reach
 * them (`transfer.document`); only the applicant side adds and removes them (`transfer.update`), while it
 * may still edit (draft, rework).
 */
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../domain/injury/injury-notification.ts';
import { M, messageText } from '../../../domain/messages.ts';
import { TransferDocumentType } from '../../../domain/transfer/enums.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { bodyLimitFor, readOneFile, type OneFileRules, documentDownload } from '../../http/one-file.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import {
  deleteDocument,
  documentsOf,
  findDocument,
  findTransfer,
  insertDocument,
} from './transfer.repository.ts';

const EDITABLE = ['DRAFT', 'REWORK_REQUESTED'];
const DocParam = v.object({ ...IdParam.entries, docId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const t = (c: Context<AppEnv>, id: string) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));
const rulesFor = (c: Context<AppEnv>): OneFileRules => ({
  maxBytes: DOCUMENT_MAX_BYTES,
  types: DOCUMENT_TYPES,
  messages: {
    tooLarge: t(c, M.transferFileTooLarge.id),
    type: t(c, M.transferFileType.id),
    tooMany: t(c, M.transferFileOne.id),
    missing: t(c, M.transferFileMissing.id),
  },
});

async function editable(c: Context<AppEnv>, id: string) {
  const row = await findTransfer(c.get('auth').db, id);
  if (!row) throw notFound('Player transfer not found');
  if (!EDITABLE.includes(row.status))
    throw conflict('Documents cannot be changed once the application is submitted');
  return row;
}

export function transferDocumentRoutes(app: Hono<AppEnv>) {
  const byId = (c: Context<AppEnv>) => c.req.param('id');

  app.post(
    '/:id/document',
    describeRoute({
      tags: ['transfer'],
      summary: 'Upload one document (multipart: file, additionalType; at most 10 MB)',
    }),
    guard('transfer.update', byId),
    (c, next) =>
      bodyLimitFor({ maxBytes: DOCUMENT_MAX_BYTES }, () => t(c, M.transferFileTooLarge.id))(c, next),
    validate('param', IdParam),
    async (c) => {
      const { id } = c.req.valid('param');
      await editable(c, id);
      const { file, body } = await readOneFile(c, rulesFor(c));
      const type = v.safeParse(TransferDocumentType, body.additionalType);
      if (!type.success)
        throw badRequest(t(c, M.invalidOption.id), [
          { field: 'additionalType', message: t(c, M.invalidOption.id), code: M.invalidOption.id },
        ]);
      const docId = uuidv7();
      await insertDocument(c.get('auth').db, {
        id: docId,
        transferId: id,
        additionalType: type.output,
        fileName: file.name.slice(0, 200) || 'document',
        contentType: file.type,
        size: file.size,
        data: Buffer.from(await file.arrayBuffer()),
        uploadedBy: c.get('auth').principal!.personId ?? '',
      });
      return c.json({ id: docId, additionalType: type.output, fileName: file.name, size: file.size }, 201);
    },
  );

  app.get(
    '/:id/document',
    describeRoute({ tags: ['transfer'], summary: 'The documents of an application' }),
    guard('transfer.document', byId),
    validate('param', IdParam),
    async (c) => {
      const docs = await documentsOf(c.get('auth').db, [c.req.valid('param').id]);
      return c.json({ documents: docs.map(({ transferId: _, ...d }) => d) });
    },
  );

  app.get(
    '/:id/document/:docId',
    describeRoute({ tags: ['transfer'], summary: 'Download a document' }),
    guard('transfer.document', byId),
    validate('param', DocParam),
    async (c) => {
      const { id, docId } = c.req.valid('param');
      const doc = await findDocument(c.get('auth').db, id, docId);
      if (!doc) throw notFound('Document not found');
      return documentDownload(c, doc);
    },
  );

  app.delete(
    '/:id/document/:docId',
    describeRoute({ tags: ['transfer'], summary: 'Remove a document' }),
    guard('transfer.update', byId),
    validate('param', DocParam),
    async (c) => {
      const { id, docId } = c.req.valid('param');
      await editable(c, id);
      if (!(await findDocument(c.get('auth').db, id, docId))) throw notFound('Document not found');
      await deleteDocument(c.get('auth').db, id, docId);
      return c.body(null, 204);
    },
  );
}
