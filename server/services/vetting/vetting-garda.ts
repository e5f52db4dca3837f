/**
 * The Garda reference files (seed 3 §4, §5, §7): the association's Garda vetting officer downloads the
 * applications awaiting their review (GET /vetting/json, at most the first 800, oldest first; the file's name
 * in the Vetting-File-Name header) and a reference template (GET /vetting/refjson) to fill in with the National
 * Vetting Bureau's references; uploading it (PATCH /vetting?association=, multipart, one or more JSON files)
 * moves each matching application to in review.
 *
 * A file is a JSON list of `{ "reference": "VET-000123", "gardaReference": "…" }`. An upload is all or
 * nothing: any error in any file (not JSON, not a list, a row whose reference matches no Garda application of
 * the association awaiting review, a bad Garda reference, a reference given twice) answers 400 with every
 * error, per file and row (`field`: `file.json[3].reference`), and changes nothing; a clean upload answers 201.
 */
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { M } from '../../../domain/messages.ts';
import { GARDA_DOWNLOAD_MAX } from '../../../domain/vetting/enums.ts';
import {
  GARDA_UPLOAD_PATCH,
  GardaReferenceRow,
  gardaRowApplies,
} from '../../../domain/vetting/transitions.ts';
import { vettingApi } from '../../../domain/vetting/vetting.contract.ts';
import { badRequest } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { route } from '../../http/contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { callerText } from './vetting-answers.ts';
import { stateOf } from './vetting.dto.ts';
import {
  applicationsByReference,
  awaitingGardaReview,
  logAccess,
  updateApplication,
} from './vetting.repository.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

interface Row {
  file: string;
  index: number;
  reference: string;
  gardaReference: string;
}

/** Every row of every file, or the errors that refuse the upload. */
async function readFiles(files: File[], t: (d: { id: string; message: string }) => string) {
  const rows: Row[] = [];
  const errors: FieldError[] = [];
  const fail = (field: string, d: { id: string; message: string }) =>
    errors.push({ field, message: t(d), code: d.id });
  for (const file of files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      parsed = undefined;
    }
    if (!Array.isArray(parsed)) {
      fail(file.name, M.gardaFileInvalid);
      continue;
    }
    parsed.forEach((raw, index) => {
      const row = v.safeParse(GardaReferenceRow, raw);
      if (row.success) rows.push({ file: file.name, index, ...row.output });
      else {
        const key = row.issues[0].path?.[0]?.key;
        fail(`${file.name}[${index}]${typeof key === 'string' ? `.${key}` : ''}`, {
          id: row.issues[0].message,
          message: row.issues[0].message,
        });
      }
    });
  }
  return { rows, errors, fail };
}

export function gardaRoutes(app: Hono<AppEnv>) {
  const association = (c: Context<AppEnv>) => c.req.query('association');

  route(app, vettingApi.gardaFile, {
    resource: association,
    handler: async (c, { query }) => {
      const { db, principal } = c.get('auth');
      const rows = await awaitingGardaReview(db, query.association, GARDA_DOWNLOAD_MAX);
      await logAccess(db, { accountId: principal!.accountId, action: 'GARDA_DOWNLOAD' });
      const name = `garda-vetting-${query.association}-${todayInDublin()}.json`;
      const body = rows.map(({ app: a, clubName }) => ({
        reference: a.reference,
        ...a.applicant,
        role: a.role,
        club: clubName,
        association: a.association,
        appliedOn: a.appliedOn,
      }));
      return c.json(body, 200, {
        ...NO_STORE,
        'Vetting-File-Name': name,
        'Access-Control-Expose-Headers': 'Vetting-File-Name',
        'Content-Disposition': `attachment; filename="${name}"`,
      });
    },
  });

  route(app, vettingApi.gardaTemplate, {
    resource: association,
    handler: async (c, { query }) => {
      const { db } = c.get('auth');
      const rows = await awaitingGardaReview(db, query.association, GARDA_DOWNLOAD_MAX);
      const name = `garda-references-${query.association}-${todayInDublin()}.json`;
      return c.json(
        rows.map(({ app: a }) => ({
          reference: a.reference,
          applicant: `${a.applicant.givenName} ${a.applicant.familyName}`,
          gardaReference: '',
        })),
        200,
        { ...NO_STORE, 'Vetting-File-Name': name, 'Content-Disposition': `attachment; filename="${name}"` },
      );
    },
  });

  route(app, vettingApi.gardaUpload, {
    resource: association,
    handler: async (c, { query }) => {
      const { db, principal } = c.get('auth');
      const t = callerText(c);
      const form: Record<string, unknown> = await c.req.parseBody({ all: true });
      const files = [form.file].flat().filter((f): f is File => f instanceof File);
      if (files.length === 0) throw badRequest(t(M.required), [{ field: 'file', message: t(M.required) }]);
      const { rows, errors, fail } = await readFiles(files, t);
      const found = new Map(
        (
          await applicationsByReference(
            db,
            rows.map((r) => r.reference),
          )
        ).map((a) => [a.reference, a]),
      );
      const seen = new Set<string>();
      for (const r of rows) {
        const a = found.get(r.reference);
        if (
          !a ||
          a.association !== query.association ||
          !gardaRowApplies(stateOf(a)) ||
          seen.has(r.reference)
        )
          fail(`${r.file}[${r.index}].reference`, M.gardaRowUnknown);
        seen.add(r.reference);
      }
      if (errors.length > 0) throw badRequest(t(M.gardaFileInvalid), errors);
      for (const r of rows) {
        const a = found.get(r.reference)!;
        await updateApplication(db, a.id, { ...GARDA_UPLOAD_PATCH, gardaReference: r.gardaReference });
      }
      await logAccess(db, { accountId: principal!.accountId, action: 'GARDA_UPLOAD' });
      return { updated: rows.length, references: rows.map((r) => r.reference) };
    },
  });
}
