/**
 * GET and POST /api/certification; DELETE /api/certification/{id}; POST and GET /api/certification/{id}/certificate.
 * Policy: certification.policy.ts (`certification.list`, `.create`, `.delete`, `.upload`, `.certificate`).
 * Contracts: domain/vetting/certification.contract.ts. SQL in certification.repository.ts; the upload checks
 * in server/http/one-file.ts.
 */
import { Hono, type Context } from 'hono';
import { uuidv7 } from 'uuidv7';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { parseFilter } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TYPES,
  CERTIFICATION_FILTER_KEYS,
  expiryStatus,
} from '../../../domain/vetting/certification.ts';
import { certificationApi } from '../../../domain/vetting/certification.contract.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/contract.ts';
import { bodyText } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { bodyLimitFor, readOneFile, type OneFileRules } from '../../http/one-file.ts';
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

  route(app, certificationApi.list, {
    resource: listTarget,
    handler: async (c, { query: q }) => {
      const { db, principal } = c.get('auth');
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
      return { ...listBody('certifications', docs, total, q.page, q.size), mayManage };
    },
  });

  route(app, certificationApi.create, {
    bodyResource: (b) => bodyText(b, 'personId'),
    handler: async (c, { body: input }) => {
      const { db, principal } = c.get('auth');
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
      return toCertificationDoc((await findCertification(db, id))!);
    },
  });

  route(app, certificationApi.delete, {
    resource: byId,
    handler: async (c, { params }) => {
      await markDeleted(c.get('auth').db, params.id);
    },
  });

  route(app, certificationApi.uploadCertificate, {
    resource: byId,
    before: [bodyLimitFor(UPLOAD, () => UPLOAD.messages.tooLarge)],
    handler: async (c, { params: { id } }) => {
      const { db } = c.get('auth');
      const { file } = await readOneFile(c, UPLOAD);
      await storeCertificate(db, id, {
        name: file.name.slice(0, 200) || 'certificate',
        contentType: file.type,
        data: Buffer.from(await file.arrayBuffer()),
      });
      return toCertificationDoc((await findCertification(db, id))!);
    },
  });

  route(app, certificationApi.certificate, {
    resource: byId,
    handler: async (c, { params }) => {
      const file = await readCertificate(c.get('auth').db, params.id);
      if (!file) throw notFound('This certification has no certificate');
      return c.body(new Uint8Array(file.data), 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${encodeURIComponent(file.fileName)}"`,
      });
    },
  });

  return app;
}
