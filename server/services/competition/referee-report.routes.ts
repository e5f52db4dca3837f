/**
 * /api/fixture/{id}/referee-report: the draft (GET, PUT), POST …/submit, its documents (POST, GET, DELETE).
 * Policy: officials.policy.ts (`fixture.readReport`, `fixture.writeReport`).
 * Use cases in referee-report.ts; SQL in referee-report.repository.ts (the fixture lock in
 * fixture.repository.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  DOCUMENT_MAX_BYTES,
  DocumentUploadFields,
  RefereeReport,
  RefereeReportDraft,
  isAcceptedDocument,
} from '../../../domain/competition/referee-report.ts';
import { RM } from '../../../domain/competition/report-messages.ts';
import { CONFLICT_MESSAGES } from '../../../domain/messages.ts';
import { badRequest, ConflictError, HttpError, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { sniffFile } from '../../http/sniff.ts';
import { fieldErrors, IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { findReport, readDocument } from './referee-report.repository.ts';
import { deleteDocument, saveDraft, storeDocument, submitReport } from './referee-report.ts';

/** The upload route's path pattern, which app.ts exempts from the API's 1 MB body limit. */
export const DOCUMENT_UPLOAD_PATH = /^\/api\/fixture\/[^/]+\/referee-report\/document$/;
/** Multipart framing around one file of at most 10 MB. */
const UPLOAD_BODY_MAX = DOCUMENT_MAX_BYTES + 64 * 1024;

const DocParam = v.object({ id: IdParam.entries.id, docId: v.pipe(v.string(), v.uuid()) });

/**
 * The referee report of a fixture (seed 2 §7 "Fixture report: create, get, …, document upload by category,
 * document get and delete"), mounted under /fixture:
 * GET and PUT /{id}/referee-report (the draft; PUT is refused with 409 once submitted),
 * POST /{id}/referee-report/submit (final; 409 with reason reportSubmitted when already submitted),
 * POST /{id}/referee-report/document (multipart: id, category, one file ≤ 10 MB, jpg/jpeg/png/pdf by name,
 * declared type and bytes),
 * GET and DELETE /{id}/referee-report/document/{docId}.
 */
export function refereeReportRoutes() {
  const app = new Hono<AppEnv>();
  const id = (c: { req: { param(name: 'id'): string } }) => c.req.param('id');

  app.get(
    '/:id/referee-report',
    describeRoute({ tags: ['referee report'], summary: "The fixture's referee report (its author's draft)" }),
    guard('fixture.readReport', id),
    validate('param', IdParam),
    async (c) => {
      const report = await findReport(c.get('auth').db, c.req.valid('param').id);
      if (!report) throw notFound('There is no referee report for this fixture yet');
      return c.json(report);
    },
  );

  app.put(
    '/:id/referee-report',
    describeRoute({ tags: ['referee report'], summary: 'Save the draft report; 409 once it was submitted' }),
    guard('fixture.writeReport', id),
    validate('param', IdParam),
    validate('json', RefereeReportDraft),
    async (c) => {
      const { db, principal } = c.get('auth');
      const doc = await saveDraft(db, principal, c.req.valid('param').id, c.req.valid('json'));
      return c.json(doc);
    },
  );

  app.post(
    '/:id/referee-report/submit',
    describeRoute({ tags: ['referee report'], summary: 'Submit the report (final)' }),
    guard('fixture.writeReport', id),
    validate('param', IdParam),
    validate('json', RefereeReport),
    async (c) => {
      const { db, principal } = c.get('auth');
      const fixtureId = c.req.valid('param').id;
      const outcome = await submitReport(db, principal, fixtureId, c.req.valid('json'));
      if (outcome.kind === 'applied') return c.json((await findReport(db, fixtureId))!);
      // The report-final wording, with the sync conflict's English as its fallback.
      const text = { id: RM.reportFinal.id, message: CONFLICT_MESSAGES.reportSubmitted.message };
      throw new ConflictError(text, { reason: outcome.reason, document: outcome.doc });
    },
  );

  app.post(
    '/:id/referee-report/document',
    describeRoute({
      tags: ['referee report'],
      summary: 'Upload one document (multipart: id, category, file; jpg, jpeg, png or pdf; at most 10 MB)',
    }),
    guard('fixture.writeReport', id),
    bodyLimit({
      maxSize: UPLOAD_BODY_MAX,
      onError: () => {
        throw new HttpError(413, RM.fileTooLarge.message);
      },
    }),
    validate('param', IdParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const lang = c.req.header('accept-language');
      const form = await c.req.parseBody({ all: true });
      const fields = await DocumentUploadFields['~standard'].validate({
        id: form.id,
        category: form.category,
      });
      if (fields.issues) throw new HttpError(400, INVALID_INPUT, fieldErrors(fields.issues, lang));
      const files = Object.values(form)
        .flat()
        .filter((x): x is File => x instanceof File);
      if (files.length > 1) throw badRequest(RM.maxFilesExceeded.message);
      const file = files[0];
      if (!file || !(form.file instanceof File)) throw badRequest(RM.fileRejected.message);
      if (file.size > DOCUMENT_MAX_BYTES) throw new HttpError(413, RM.fileTooLarge.message);
      if (file.size === 0) throw badRequest(RM.fileRejected.message);
      const contentType = file.type.split(';')[0]!.trim().toLowerCase();
      // The bytes must be what was declared: the stored type is the one the document is served back with.
      if (!isAcceptedDocument(file.name, contentType) || (await sniffFile(file)) !== contentType)
        throw new HttpError(415, RM.fileTypeNotSupported.message);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const fixtureId = c.req.valid('param').id;
      const created = await storeDocument(db, principal, fixtureId, {
        ...fields.value,
        fileName: file.name,
        contentType,
        bytes,
      });
      return c.json({ id: fields.value.id, size: bytes.byteLength }, created ? 201 : 200);
    },
  );

  app.get(
    '/:id/referee-report/document/:docId',
    describeRoute({ tags: ['referee report'], summary: 'A document of the report' }),
    guard('fixture.readReport', id),
    validate('param', DocParam),
    async (c) => {
      const { id: fixtureId, docId } = c.req.valid('param');
      const row = await readDocument(c.get('auth').db, fixtureId, docId);
      if (!row) throw notFound('Document not found');
      return c.body(new Uint8Array(row.content), 200, {
        'Content-Type': row.contentType,
        'Content-Disposition': `attachment; filename="${row.fileName.replace(/["\\\r\n]/g, '_')}"`,
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );

  app.delete(
    '/:id/referee-report/document/:docId',
    describeRoute({ tags: ['referee report'], summary: 'Delete a document of a draft report' }),
    guard('fixture.writeReport', id),
    validate('param', DocParam),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id: fixtureId, docId } = c.req.valid('param');
      await deleteDocument(db, principal, fixtureId, docId);
      return c.body(null, 204);
    },
  );
  return app;
}
