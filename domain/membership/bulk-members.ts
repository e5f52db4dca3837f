/**
 * Bulk member upload and retrieve (seed 1 §7 "Duplicate members and bulk"; issue 28 item 5): a club's admins
 * upload a CSV of members and get a result per row; they download the club's members as the same CSV.
 *
 * Columns (a header row; names as below, in any order; unknown columns are ignored): uniqueId, givenName*,
 * familyName*, alternateGivenName, alternateFamilyName, gender* (MALE or FEMALE), birthDate* (d/M/yyyy or
 * yyyy-MM-dd), email, telephone (+353…). The columns of the retrieve file are the same, so a downloaded file
 * uploads back unchanged.
 *
 * A row is matched to one of the club's own members, in order: by uniqueId; else by e-mail; else by first
 * name, surname and date of birth. Matched: the differences are applied (UPDATED) or there are none
 * (UNCHANGED); not matched: a new person linked to the club (CREATED). So uploading a file twice changes
 * nothing the second time. What a row can never do (FAILED, with the reason): link someone who is not a member
 * of the club (a uniqueId or e-mail of a person elsewhere: invite them instead), change the record of a member
 * who has an account (they keep their own profile), or touch a person twice in one file.
 */
import * as v from 'valibot';
import { Gender } from '../enums.ts';
import { isIsoDate, parseFormDate } from '../lib/dates.ts';
import { M } from '../messages.ts';
import { BirthDate, Email, OptionalPersonName, PersonName, Telephone, UniqueId } from '../person/fields.ts';

export const BULK_MEMBER_COLUMNS = [
  'uniqueId',
  'givenName',
  'familyName',
  'alternateGivenName',
  'alternateFamilyName',
  'gender',
  'birthDate',
  'email',
  'telephone',
] as const;
export type BulkMemberColumn = (typeof BULK_MEMBER_COLUMNS)[number];

/** Rows per file, and per request: the app sends a file a chunk at a time, so its progress bar moves. */
export const BULK_MAX_ROWS = 5000;
export const BULK_CHUNK_ROWS = 100;

const blankToUndefined = (s: unknown) => (typeof s === 'string' && s.trim() === '' ? undefined : s);
const optional = <T extends v.GenericSchema<string | undefined, unknown>>(schema: T) =>
  v.optional(v.pipe(v.unknown(), v.transform(blankToUndefined), v.optional(schema)));

/** d/M/yyyy (as people type it) or yyyy-MM-dd (as the retrieve file writes it) → yyyy-MM-dd. */
const CsvDate = v.pipe(
  v.string(M.required.id),
  v.trim(),
  v.transform((s) => (isIsoDate(s) ? s : (parseFormDate(s) ?? ''))),
  v.check((s) => s !== '', M.bulkBirthDate.id),
  BirthDate,
);

/** One row of the upload, after trimming; blank optional cells are absent. */
export const BulkMemberRow = v.object({
  uniqueId: optional(UniqueId),
  givenName: PersonName,
  familyName: PersonName,
  alternateGivenName: v.pipe(
    OptionalPersonName,
    v.transform((s) => s || undefined),
  ),
  alternateFamilyName: v.pipe(
    OptionalPersonName,
    v.transform((s) => s || undefined),
  ),
  gender: v.pipe(
    v.string(M.required.id),
    v.transform((s) => s.trim().toUpperCase()),
    Gender,
  ),
  birthDate: CsvDate,
  email: optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), Email)),
  telephone: optional(Telephone),
});
export type BulkMemberRow = v.InferOutput<typeof BulkMemberRow>;

export const BULK_OUTCOMES = ['CREATED', 'UPDATED', 'UNCHANGED', 'FAILED'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/** One row's result: its line in the file (the header is line 1), what happened, the member, the reasons. */
export interface BulkRowResult {
  line: number;
  outcome: BulkOutcome;
  uniqueId?: string;
  name: string;
  reasons: string[];
}

export interface BulkUploadAnswer {
  attempted: number;
  successful: number;
  failed: number;
  rows: BulkRowResult[];
}

export const BULK_MEMBER_TEXT = {
  notMember: /*i18n*/ {
    id: 'bulk.members.notMember',
    message: 'This person is not a member of the club: invite them instead',
  },
  unknownUniqueId: /*i18n*/ { id: 'bulk.members.unknownUniqueId', message: 'No member has this unique ID' },
  ownProfile: /*i18n*/ {
    id: 'bulk.members.ownProfile',
    message: 'This member has an account and keeps their own profile: the changes were not applied',
  },
  twice: /*i18n*/ { id: 'bulk.members.twice', message: 'The same member is on line {line} of the file' },
  notCsv: /*i18n*/ {
    id: 'bulk.members.notCsv',
    message: 'The file is not CSV with a header row (givenName, familyName, gender, birthDate…)',
  },
  tooMany: /*i18n*/ { id: 'bulk.members.tooMany', message: 'At most {max} rows at a time' },
  tooLarge: /*i18n*/ {
    id: 'bulk.members.tooLarge',
    message: 'The file is too large (at most 2 MB at a time)',
  },
} as const;

/** The fields a row sets on a person (uniqueId identifies, it is not set). */
export const BULK_PERSON_FIELDS = [
  'givenName',
  'familyName',
  'alternateGivenName',
  'alternateFamilyName',
  'gender',
  'birthDate',
  'email',
  'telephone',
] as const satisfies readonly BulkMemberColumn[];

/** A key that finds the same person by name and date of birth whatever the case and spacing. */
export const nameKey = (givenName: string, familyName: string, birthDate: string) =>
  `${givenName.trim().toLowerCase().replace(/\s+/g, ' ')}|${familyName.trim().toLowerCase().replace(/\s+/g, ' ')}|${birthDate}`;
