/**
 * Organisation bulk upload (seed 3 §2 "Super admin": bulk upload; §7 POST /organization/bulk-upload-
 * organizations; §8: "bulk upload failed or no entries processed (reports totals attempted, successful and
 * failed and downloads a result file)"). A CSV with a header row; each record is checked on its own with the
 * organisation rules of §5 and created or refused with its reason, so one bad row does not stop the others.
 * Columns (ours; the spec shows none): name (required), alternateName, additionalType (default Club),
 * associations (separated by ";", default GAA), parentId (required: the parent in each association), slug
 * (default: from the name), email, telephone, town, county, postalCode.
 */
import * as v from 'valibot';
import { strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import {
  isValidClubTelephone,
  ORG_ADDRESS_LINE_MAX,
  ORG_POSTCODE_MAX,
  OrgName,
} from '../organization/details.ts';
import { CLUB_ASSOCIATIONS, ClubAssociation, OrganizationType } from '../organization/enums.ts';
import { Slug } from '../organization/slug.ts';

export const BULK_UPLOAD_MAX_ROWS = 1000;
export const BULK_UPLOAD_MAX_CHARS = 1024 * 1024 - 1024;
export const BULK_UPLOAD_COLUMNS = [
  'name',
  'alternateName',
  'additionalType',
  'associations',
  'parentId',
  'slug',
  'email',
  'telephone',
  'town',
  'county',
  'postalCode',
] as const;

/** POST /api/super-admin/organization/bulk-upload: the CSV file's text (the browser reads the chosen file). */
export const BulkUploadInput = strictObject({
  csv: v.pipe(
    v.string(M.required.id),
    v.minLength(1, M.bulkNoEntries.id),
    v.maxLength(BULK_UPLOAD_MAX_CHARS, M.bulkTooLarge.id),
  ),
});

const blankToUndefined = (s: unknown) => (typeof s === 'string' && s.trim() === '' ? undefined : s);
const optional = <T extends v.GenericSchema<string, unknown>>(schema: T) =>
  v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema));

/** One record of the file, as the §5 organisation rules check it. */
export const BulkOrganizationRow = v.object({
  name: OrgName,
  alternateName: optional(OrgName),
  additionalType: v.pipe(
    v.unknown(),
    v.transform((s) => blankToUndefined(s) ?? 'Club'),
    OrganizationType,
  ),
  associations: v.pipe(
    v.unknown(),
    v.transform((s) =>
      typeof s === 'string' && s.trim()
        ? s
            .split(';')
            .map((a) => a.trim())
            .filter(Boolean)
        : ['GAA'],
    ),
    v.array(ClubAssociation),
    v.maxLength(CLUB_ASSOCIATIONS.length, M.invalidOption.id),
  ),
  parentId: v.pipe(v.string(M.bulkParentMissing.id), v.trim(), v.minLength(1, M.bulkParentMissing.id)),
  slug: optional(Slug),
  email: optional(v.pipe(v.string(), v.trim(), v.email(M.invalidEmail.id))),
  telephone: optional(v.pipe(v.string(), v.check(isValidClubTelephone, M.telephoneCode.id))),
  town: optional(v.pipe(v.string(), v.trim(), v.maxLength(ORG_ADDRESS_LINE_MAX, M.orgAddressLineMax.id))),
  county: optional(v.pipe(v.string(), v.trim(), v.maxLength(ORG_ADDRESS_LINE_MAX, M.orgAddressLineMax.id))),
  postalCode: optional(v.pipe(v.string(), v.trim(), v.maxLength(ORG_POSTCODE_MAX, M.tooLong.id))),
});
export type BulkOrganizationRow = v.InferOutput<typeof BulkOrganizationRow>;

export interface BulkRowResult {
  /** The record's line in the file (the header is line 1). */
  line: number;
  name: string;
  result: 'CREATED' | 'FAILED';
  id?: string;
  reason?: string;
}

export interface BulkUploadResult {
  attempted: number;
  successful: number;
  failed: number;
  rows: BulkRowResult[];
  /** The result file (CSV): BULK_RESULT_COLUMNS, one line per record. */
  resultCsv: string;
}

/** The result file's columns: one line per record of the uploaded file. */
export const BULK_RESULT_COLUMNS = ['line', 'name', 'result', 'id', 'reason'] as const;
