/**
 * Supporting documents of an injury notification (seed 2 §3, §5 Files, §7): POST, GET and DELETE on
 * /player-injury-notification/{id}/document and /{docId}. One file per upload, at most 10 MB, PDF or image;
 * too large answers 413, a wrong type (declared, or by the file's bytes) 415, more than one file 400.
 * Documents can be added and removed until the notification is decided. `POST …/document/download-files`
 * answers several (or all) as one ZIP.
 */
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { InjuryNotificationDocument } from '../../../domain/injury/enums.ts';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '../../../domain/injury/injury-notification.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { bodyLimitFor, readOneFile, type OneFileRules, documentDownload } from '../../http/one-file.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { uniqueNames, zip } from '../../lib/zip.ts';
import type { AppEnv } from '../../http/app-env.ts';
import {
  deleteDocument,
  documentsOf,
  findDocument,
  findNotification,
  insertDocument,
} from './notification.repository.ts';

const RULES: OneFileRules = {
  maxBytes: DOCUMENT_MAX_BYTES,
  types: DOCUMENT_TYPES,
  messages: {
    tooLarge: 'The file is too large (at most 10 MB)',
    type: 'This file type is not supported (PDF, JPEG or PNG)',
    tooMany: 'Upload one file at a time',
    missing: 'Add a file',
  },
};
const OPEN = ['DRAFT', 'AWAITING_APPROVAL'];
/** The documents to download together; none named: all of them. */
const DownloadFilesInput = v.strictObject({
  ids: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))), v.maxLength(50))),
});
const DocParam = v.object({ ...IdParam.entries, docId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });

export function documentRoutes(app: Hono<AppEnv>) {
  const byId = (c: Context<AppEnv>) => c.req.param('id');

  app.post(
    '/:id/document',
    describeRoute({
      tags: ['injury'],
      summary: 'Upload one supporting document (multipart: file, additionalType; at most 10 MB)',
    }),
    guard('injuryNotification.document', byId),
    bodyLimitFor(RULES, () => RULES.messages.tooLarge),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const row = await findNotification(db, id);
      if (!row) throw notFound('Injury notification not found');
      if (!OPEN.includes(row.status))
        throw conflict('Documents cannot be changed once the notification is decided');
      const { file, body } = await readOneFile(c, RULES);
      const type = v.safeParse(InjuryNotificationDocument, body.additionalType);
      if (!type.success) {
        throw badRequest('Choose the kind of document', [
          { field: 'additionalType', message: 'Choose the kind of document' },
        ]);
      }
      const docId = uuidv7();
      await insertDocument(db, {
        id: docId,
        notificationId: id,
        additionalType: type.output,
        fileName: file.name.slice(0, 200) || 'document',
        contentType: file.type,
        data: Buffer.from(await file.arrayBuffer()),
      });
      return c.json({ id: docId, additionalType: type.output, fileName: file.name, size: file.size }, 201);
    },
  );

  app.get(
    '/:id/document',
    describeRoute({ tags: ['injury'], summary: 'The supporting documents of a notification' }),
    guard('injuryNotification.document', byId),
    validate('param', IdParam),
    async (c) => c.json({ documents: await documentsOf(c.get('auth').db, [c.req.valid('param').id]) }),
  );

  app.post(
    '/:id/document/download-files',
    describeRoute({
      tags: ['injury'],
      summary: 'Download supporting documents together as a ZIP (body: ids, or none for all)',
    }),
    guard('injuryNotification.document', byId),
    validate('param', IdParam),
    validate('json', DownloadFilesInput),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const listed = await documentsOf(db, [id]);
      const wanted = c.req.valid('json').ids;
      if (wanted?.some((w) => !listed.some((d) => d.id === w))) throw notFound('Document not found');
      const chosen = wanted ? listed.filter((d) => wanted.includes(d.id)) : listed;
      if (chosen.length === 0) throw notFound('This notification has no documents');
      const docs = [];
      for (const d of chosen) docs.push((await findDocument(db, id, d.id))!);
      const names = uniqueNames(docs.map((d) => d.fileName));
      const archive = zip(docs.map((d, i) => ({ name: names[i]!, data: d.data, modified: d.createdAt })));
      return c.body(new Uint8Array(archive), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="injury-notification-documents.zip"`,
      });
    },
  );

  app.get(
    '/:id/document/:docId',
    describeRoute({ tags: ['injury'], summary: 'Download a supporting document' }),
    guard('injuryNotification.document', byId),
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
    describeRoute({ tags: ['injury'], summary: 'Remove a supporting document' }),
    guard('injuryNotification.document', byId),
    validate('param', DocParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id, docId } = c.req.valid('param');
      const row = await findNotification(db, id);
      if (!row || !OPEN.includes(row.status))
        throw conflict('Documents cannot be changed once the notification is decided');
      if (!(await findDocument(db, id, docId))) throw notFound('Document not found');
      await deleteDocument(db, id, docId);
      return c.body(null, 204);
    },
  );
}
