/**
 * The documents of a vetting application (seed 3 §3 document categories, §5 "one file, maximum 10 MB", §7):
 * POST /{id}/file?category&subType (multipart `file`), GET /{id}/file, GET and DELETE /{id}/file/{fileId}.
 * The applicant adds and removes documents until the application is submitted; the club's children's officer
 * may add one (the ID validation form, say) while it awaits their review. Documents are special-category
 * data: stored privately (never in lists, never cached: `Cache-Control: no-store`), and every upload, read
 * and removal is written to the access log.
 */
import type { Context, Hono } from 'hono';
import { uuidv7 } from 'uuidv7';
import { M, messageText } from '../../../domain/messages.ts';
import {
  DOCUMENT_SUBTYPES,
  VETTING_FILE_MAX_BYTES,
  VETTING_FILE_TYPES,
  VETTING_MAX_DOCUMENTS,
} from '../../../domain/vetting/enums.ts';
import type { VettingActor } from '../../../domain/vetting/transitions.ts';
import { vettingApi } from '../../../domain/vetting/vetting.contract.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/contract.ts';
import { bodyLimitFor, readOneFile, type OneFileRules, documentDownload } from '../../http/one-file.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { callerText, fieldError } from './vetting-answers.ts';
import { actorsOf, vettingDesks } from './vetting.policy.ts';
import {
  deleteDocument,
  documentsOf,
  findApplication,
  findDocument,
  insertDocument,
  logAccess,
  type VettingRow,
} from './vetting.repository.ts';

function rules(c: Context<AppEnv>): OneFileRules {
  const t = callerText(c);
  return {
    maxBytes: VETTING_FILE_MAX_BYTES,
    types: VETTING_FILE_TYPES,
    messages: {
      tooLarge: t(M.fileTooBig),
      type: t(M.fileTypeNotSupported),
      tooMany: t(M.tooManyFiles),
      missing: t(M.required),
    },
  };
}

/** Whether `actors` may change the documents now: the applicant before submitting, the authenticator in review. */
function mayChange(row: VettingRow, actors: readonly VettingActor[]): boolean {
  return (
    (actors.includes('applicant') && row.status === 'PENDING_DOCUMENTATION') ||
    (actors.includes('authenticator') && row.authenticatorStatus === 'AWAITING_REVIEW')
  );
}

/** Refuses (409) unless the caller may change the application's documents now. */
async function checkMayChange(c: Context<AppEnv>, id: string) {
  const auth = c.get('auth');
  const row = await findApplication(auth.db, id);
  if (!row) throw notFound('Vetting application not found');
  if (!mayChange(row, actorsOf(auth.principal!, await vettingDesks(auth), row)))
    throw fieldError(c, 409, 'file', M.vettingActionNotAllowed.id);
}

export function documentRoutes(app: Hono<AppEnv>) {
  const byId = (c: Context<AppEnv>) => c.req.param('id');

  route(app, vettingApi.upload, {
    resource: byId,
    before: [bodyLimitFor({ maxBytes: VETTING_FILE_MAX_BYTES }, () => messageText(M.fileTooBig.id))],
    handler: async (c, { params: { id }, query: { category, subType } }) => {
      const { db, principal } = c.get('auth');
      await checkMayChange(c, id);
      if (!(DOCUMENT_SUBTYPES[category] as readonly string[]).includes(subType))
        throw fieldError(c, 400, 'subType', M.selectOption.id);
      if ((await documentsOf(db, id)).length >= VETTING_MAX_DOCUMENTS)
        throw fieldError(c, 400, 'file', M.tooManyFiles.id);
      const { file } = await readOneFile(c, rules(c));
      const docId = uuidv7();
      await insertDocument(db, {
        id: docId,
        applicationId: id,
        category,
        subType,
        fileName: file.name.slice(0, 200) || 'document',
        contentType: file.type,
        size: file.size,
        data: Buffer.from(await file.arrayBuffer()),
        uploadedBy: principal!.accountId,
      });
      await logAccess(db, {
        accountId: principal!.accountId,
        action: 'UPLOAD',
        applicationId: id,
        documentId: docId,
      });
      return { id: docId, category, subType, fileName: file.name, size: file.size };
    },
  });

  route(app, vettingApi.documents, {
    resource: byId,
    handler: async (c, { params }) => {
      const docs = await documentsOf(c.get('auth').db, params.id);
      c.header('Cache-Control', 'no-store');
      return { documents: docs.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })) };
    },
  });

  route(app, vettingApi.document, {
    resource: byId,
    handler: async (c, { params: { id, fileId } }) => {
      const { db, principal } = c.get('auth');
      const doc = await findDocument(db, id, fileId);
      if (!doc) throw notFound('Document not found');
      await logAccess(db, {
        accountId: principal!.accountId,
        action: 'READ',
        applicationId: id,
        documentId: fileId,
      });
      return documentDownload(c, doc);
    },
  });

  route(app, vettingApi.deleteDocument, {
    resource: byId,
    handler: async (c, { params: { id, fileId } }) => {
      const { db, principal } = c.get('auth');
      await checkMayChange(c, id);
      if (!(await findDocument(db, id, fileId))) throw notFound('Document not found');
      await deleteDocument(db, id, fileId);
      await logAccess(db, {
        accountId: principal!.accountId,
        action: 'DELETE',
        applicationId: id,
        documentId: fileId,
      });
    },
  });
}
