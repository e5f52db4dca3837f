/**
 * GET and POST /api/certification; DELETE /api/certification/{id}; POST and GET /api/certification/{id}/certificate.
 * Policy: certification.policy.ts (`certification.list`, `.create`, `.delete`, `.upload`, `.certificate`).
 * SQL in certification.repository.ts; the upload checks in server/http/one-file.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { listQuery, parseFilter } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TYPES,
  CERTIFICATION_FILTER_KEYS,
  CERTIFICATION_PAGE_MAX,
  CERTIFICATION_PAGE_SIZE,
  CertificationInput,
  expiryStatus,
} from '../../../domain/vetting/certification.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { notFound } from '../../http/errors.ts';
import { bodyText, guard, guardBody } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { bodyLimitFor, readOneFile, type OneFileRules } from '../../http/one-file.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { findPerson } from '../person/person.repository.ts';
import { toCertificationDoc } from './certification.dto.ts';
import { isCloseTo, type ListTarget } from './certification.policy.ts';
import {
  findCertification,
  insertCertification,
  listCertifications,
  markDeleted,
  readCertificate,
  storeCertificate,
} from './certification.repository.ts';

/** The upload route's path, which app.ts exempts from the API's 1 MB body limit. */
export const CERTIFICATE_UPLOAD_PATH = /^\/api\/certification\/[^/]+\/certificate$/;
const UPLOAD: OneFileRules = {
  maxBytes: CERTIFICATE_MAX_BYTES,
  types: CERTIFICATE_TYPES,
  messages: {
    tooLarge: M.fileTooBig.message,
    type: M.fileTypeNotSupported.message,
    tooMany: M.tooManyFiles.message,
    missing: 'Add a file',
  },
};
const ListQuery = listQuery({ maxSize: CERTIFICATION_PAGE_MAX, defaultSize: CERTIFICATION_PAGE_SIZE });
const byId = (c: Context<AppEnv>) => c.req.param('id');

/** Whose certifications a list names, read leniently for the guard (validation refuses a bad filter after). */
function listTarget(c: Context<AppEnv>): ListTarget {
  const parsed = parseFilter(c.req.query('filter') ?? '', CERTIFICATION_FILTER_KEYS);
  const values = (key: string) =>
    parsed.ok ? parsed.clauses.filter((x) => x.key === key).map((x) => x.value) : [];
  return { personIds: values('personId'), organizationIds: values('organizationId') };
}

export function certificationRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({
      tags: ['certification'],
      summary:
        "Certifications (filter personId, organizationId, type, status; none: the caller's own; 100 a page); mayManage: whether the caller may add and delete them",
    }),
    guard('certification.list', listTarget),
    validate('query', ListQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
      const f = eqFilter(q.filter, CERTIFICATION_FILTER_KEYS);
      const named = f('personId').length + f('organizationId').length > 0;
      const mine = principal!.personId ? [principal!.personId] : [];
      const { rows, total } = await listCertifications(db, {
        page: q.page,
        size: q.size,
        personIds: named ? f('personId') : isSuperAdmin(principal!) ? [] : mine,
        organizationIds: f('organizationId'),
        types: f('type'),
        statuses: f('status'),
        all: !named && isSuperAdmin(principal!),
      });
      // Whether the caller may add and delete this person's (one person named, or their own): the app's buttons.
      const people = named ? f('personId') : mine;
      const mayManage =
        people.length === 1 &&
        f('organizationId').length === 0 &&
        (await isCloseTo(c.get('auth'), principal!, people[0]!));
      const docs = rows.map(toCertificationDoc);
      return c.json({ ...listBody('certifications', docs, total, q.page, q.size), mayManage });
    },
  );

  app.post(
    '/',
    describeRoute({
      tags: ['certification'],
      summary: 'Add a certification (not VETTING: that comes from a completed vetting application)',
    }),
    guardBody('certification.create', (b) => bodyText(b, 'personId')),
    validate('json', CertificationInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      const personId = input.personId ?? principal!.personId!;
      if (!(await findPerson(db, personId))) throw notFound('Person not found');
      const id = uuidv7();
      await insertCertification(db, {
        id,
        personId,
        type: input.type,
        name: input.name,
        description: input.description ?? '',
        reference: input.reference,
        label: input.label,
        validFrom: input.validFrom,
        validTo: input.validTo || null,
        status: expiryStatus(input.validTo, todayInDublin()),
        certificatePrivate: input.certificatePrivate,
        createdBy: principal!.personId,
      });
      return c.json(toCertificationDoc((await findCertification(db, id))!), 201);
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['certification'], summary: 'Delete a certification (kept, as DELETED)' }),
    guard('certification.delete', byId),
    validate('param', IdParam),
    async (c) => {
      await markDeleted(c.get('auth').db, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  app.post(
    '/:id/certificate',
    describeRoute({
      tags: ['certification'],
      summary: 'Attach the certificate (multipart: file; one PDF, JPEG or PNG of at most 10 MB)',
    }),
    guard('certification.upload', byId),
    bodyLimitFor(UPLOAD, () => UPLOAD.messages.tooLarge),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const { file } = await readOneFile(c, UPLOAD);
      await storeCertificate(db, id, {
        name: file.name.slice(0, 200) || 'certificate',
        contentType: file.type,
        data: Buffer.from(await file.arrayBuffer()),
      });
      return c.json(toCertificationDoc((await findCertification(db, id))!));
    },
  );

  app.get(
    '/:id/certificate',
    describeRoute({
      tags: ['certification'],
      summary: 'Download the certificate (a private one: the person, their guardians and super admins only)',
    }),
    guard('certification.certificate', byId),
    validate('param', IdParam),
    async (c) => {
      const file = await readCertificate(c.get('auth').db, c.req.valid('param').id);
      if (!file) throw notFound('This certification has no certificate');
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${encodeURIComponent(file.fileName)}"`,
      });
    },
  );

  return app;
}
