/**
 * Organisation bulk upload (domain/super-admin/bulk-upload.ts): each CSV record checked on its own and, when
 * valid, created in the caller's (the request's) transaction — a record refused (a taken slug, a missing
 * parent) is refused before anything of it is written and reported with its reason; the others stay. Any
 * other failure fails the whole upload, and the request's transaction takes every record back. The slug is the
 * given one (refused when taken, current or historical) or one made from the name, numbered until free.
 */
import { and, eq, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import { uuidv7 } from 'uuidv7';
import {
  BULK_RESULT_COLUMNS,
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_MAX_ROWS,
  BulkOrganizationRow,
  type BulkRowResult,
  type BulkUploadResult,
} from '../../../domain/super-admin/bulk-upload.ts';
import { M } from '../../../domain/messages.ts';
import { organizationSearchText } from '../../../domain/organization/search-text.ts';
import { slugFromName } from '../../../domain/organization/slug.ts';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../http/csv.ts';
import { organization, organizationParent } from '../../db/schema/index.ts';
import { slugTakenByOther } from '../organization/organization-slug.ts';

const NO_COLUMNS = Object.fromEntries(BULK_UPLOAD_COLUMNS.map((k) => [k, '']));

class RowRefused extends Error {
  constructor(readonly messageId: string) {
    super(messageId);
  }
}

export async function freeSlug(db: Db, id: string, base: string): Promise<string> {
  const root = base || 'club';
  for (let n = 1; n < 1000; n++) {
    const slug = n === 1 ? root : `${root}-${n}`;
    if (!(await slugTakenByOther(db, id, slug))) return slug;
  }
  return `${root}-${id.slice(-8)}`;
}

/** Creates the valid records; `translate` gives each refusal's reason in the super admin's language. */
export async function bulkCreate(
  db: Db,
  records: Record<string, string>[],
  translate: (messageId: string) => string,
): Promise<BulkUploadResult> {
  const rows: BulkRowResult[] = [];
  for (const [i, record] of records.slice(0, BULK_UPLOAD_MAX_ROWS).entries()) {
    const line = i + 2;
    const name = (record.name ?? '').trim();
    // A column the file leaves out is blank in every record (only `name` must be there).
    const parsed = v.safeParse(BulkOrganizationRow, { ...NO_COLUMNS, ...record });
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const field = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      rows.push({ line, name, result: 'FAILED', reason: `${field}: ${translate(issue.message)}` });
      continue;
    }
    const row = parsed.output;
    const id = uuidv7();
    try {
      const [parent] = await db
        .select({ id: organization.id })
        .from(organization)
        .where(and(eq(organization.id, row.parentId), isNull(organization.deletedAt)))
        .limit(1);
      if (!parent) throw new RowRefused(M.bulkParentMissing.id);
      if (row.slug && (await slugTakenByOther(db, id, row.slug))) throw new RowRefused(M.slugTaken.id);
      const slug = row.slug ?? (await freeSlug(db, id, slugFromName(row.name)));
      await db.insert(organization).values({
        id,
        name: row.name,
        alternateName: row.alternateName ?? null,
        additionalType: row.additionalType,
        associations: row.associations,
        slug,
        contactEmail: row.email ?? null,
        telephone: row.telephone?.replace(/[\s-]/g, '') ?? null,
        address: {
          ...(row.town ? { addressLocality: row.town } : {}),
          ...(row.county ? { addressRegion: row.county } : {}),
          ...(row.postalCode ? { postalCode: row.postalCode } : {}),
        },
        searchText: organizationSearchText(row.name, row.alternateName),
      });
      await db
        .insert(organizationParent)
        .values(
          row.associations.map((association) => ({ organizationId: id, association, parentId: parent.id })),
        );
      rows.push({ line, name: row.name, result: 'CREATED', id });
    } catch (err) {
      if (!(err instanceof RowRefused)) throw err;
      rows.push({ line, name: row.name, result: 'FAILED', reason: translate(err.messageId) });
    }
  }
  const successful = rows.filter((r) => r.result === 'CREATED').length;
  const resultCsv = toCsv(
    BULK_RESULT_COLUMNS,
    rows.map((r) => [r.line, r.name, r.result, r.id ?? '', r.reason ?? '']),
  );
  return { attempted: rows.length, successful, failed: rows.length - successful, rows, resultCsv };
}
