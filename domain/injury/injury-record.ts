/**
 * The injury record (seed 2 §3 Injury record) and its rules (§5): the input a form, the server's body check,
 * the device's outbox and the tests all use, and the document REST, sync pull and the device store.
 *
 * Decisions where the spec is open:
 * - "In the past" for the injury and partial return dates is read as "today or earlier" in Dublin: an
 *   injury from this evening's match must be recordable tonight.
 * - A record is a DRAFT or COMPLETE. A draft may leave main tissue, activity type and mechanism empty (it
 *   is saved to be finished later); every date rule, the full-return rules and the note limits hold for
 *   both, and player, team (the "activity-for group") and injury date are always required.
 * - Private notes are in the input (injury specialists write them) but the document carries them only for
 *   readers allowed to see them; the server strips them for everyone else (server/services/injury).
 *
 * Date rules depend on the clock: `injuryRecordInput(now)` pins it for tests; `InjuryRecordInput` reads the
 * clock at each validation.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { isIsoDate, todayInDublin, TransportDate } from '../lib/dates.ts';
import { endPipeOnIssue, Id, strictObject } from '../lib/schema-helpers.ts';
import { isDiagnosisOf } from './diagnosis.ts';
import {
  INJURY_ACTIVITY_TYPES,
  INJURY_AREAS,
  INJURY_GRADES,
  INJURY_HISTORIES,
  INJURY_MECHANISMS,
  INJURY_ONSETS,
  INJURY_SEVERITIES,
  INJURY_SIDES,
  INJURY_SURFACES,
  INJURY_TISSUES,
  PLAYER_AVAILABILITIES,
} from './enums.ts';
import { addDays } from '../lib/days.ts';

export const INJURY_NOTES_MAX = 500;
export const FULL_RETURN_MAX_DAYS_AHEAD = 7;
export const INJURY_DETAILS_MAX = 20;

export const INJURY_RECORD_STATUSES = ['DRAFT', 'COMPLETE'] as const;
export type InjuryRecordStatus = (typeof INJURY_RECORD_STATUSES)[number];

/** A required choice: missing or empty says "required"; a value not in the list says "choose one". */
function requiredPick<const T extends readonly [string, ...string[]]>(options: T) {
  return v.pipe(
    v.string(M.required.id),
    v.minLength(1, M.required.id),
    endPipeOnIssue<string>(),
    v.picklist(options, M.invalidOption.id),
  );
}

/** An optional choice: missing, null or '' (an empty select) is null. */
function optionalPick<const T extends readonly [string, ...string[]]>(options: T) {
  return v.pipe(
    v.optional(v.nullable(v.string(M.invalidOption.id)), null),
    v.transform((s) => (s ? s : null)),
    v.nullable(v.picklist(options, M.invalidOption.id)),
  );
}

/** An optional transport date: missing, null or '' is null. */
const OptionalDate = v.pipe(
  v.optional(v.nullable(v.string(M.dateInvalid.id)), null),
  v.transform((s) => (s ? s : null)),
  v.nullable(v.pipe(v.string(), v.check(isIsoDate, M.dateInvalid.id))),
);

const Notes = v.pipe(
  v.optional(v.nullable(v.string(M.invalid.id)), null),
  v.transform((s) => s?.trim() ?? ''),
  v.maxLength(INJURY_NOTES_MAX, M.notesMax.id),
);

/** One injury detail: side, area, a diagnosis of that area, grade — each required (seed 2 §5). */
export const InjuryDetail = v.pipe(
  strictObject({
    side: requiredPick(INJURY_SIDES),
    area: requiredPick(INJURY_AREAS),
    diagnosis: v.pipe(v.string(M.required.id), v.minLength(1, M.required.id)),
    grade: requiredPick(INJURY_GRADES),
  }),
  v.forward(
    v.partialCheck([['area'], ['diagnosis']], (d) => isDiagnosisOf(d.area, d.diagnosis), M.diagnosisArea.id),
    ['diagnosis'],
  ),
);
export type InjuryDetail = v.InferOutput<typeof InjuryDetail>;

const RecordShape = strictObject({
  personId: Id,
  groupId: Id,
  status: v.optional(v.picklist(INJURY_RECORD_STATUSES, M.invalidOption.id), 'COMPLETE'),
  injuryDate: TransportDate,
  partialReturnDate: OptionalDate,
  fullReturnDate: OptionalDate,
  additionalType: optionalPick(INJURY_TISSUES),
  activityType: optionalPick(INJURY_ACTIVITY_TYPES),
  surface: optionalPick(INJURY_SURFACES),
  injuryOnset: optionalPick(INJURY_ONSETS),
  mechanism: optionalPick(INJURY_MECHANISMS),
  injuryHistory: optionalPick(INJURY_HISTORIES),
  injuryDetails: v.pipe(
    v.optional(v.array(InjuryDetail, M.invalid.id), []),
    v.maxLength(INJURY_DETAILS_MAX, M.detailsMax.id),
  ),
  availability: requiredPick(PLAYER_AVAILABILITIES),
  severity: optionalPick(INJURY_SEVERITIES),
  publicNotes: Notes,
  privateNotes: v.optional(Notes),
});

/** The date rules of seed 2 §5, each reported on the field it concerns. */
function withDateRules(today: () => string) {
  return v.pipe(
    RecordShape,
    v.forward(
      v.partialCheck([['injuryDate']], (r) => r.injuryDate <= today(), M.injuryDateFuture.id),
      ['injuryDate'],
    ),
    v.forward(
      v.partialCheck(
        [['injuryDate'], ['partialReturnDate']],
        (r) => !r.partialReturnDate || r.partialReturnDate >= r.injuryDate,
        M.partialReturnBeforeInjury.id,
      ),
      ['partialReturnDate'],
    ),
    v.forward(
      v.partialCheck(
        [['partialReturnDate']],
        (r) => !r.partialReturnDate || r.partialReturnDate <= today(),
        M.partialReturnFuture.id,
      ),
      ['partialReturnDate'],
    ),
    v.forward(
      v.partialCheck(
        [['injuryDate'], ['fullReturnDate']],
        (r) => !r.fullReturnDate || r.fullReturnDate >= r.injuryDate,
        M.fullReturnBeforeInjury.id,
      ),
      ['fullReturnDate'],
    ),
    v.forward(
      v.partialCheck(
        [['partialReturnDate'], ['fullReturnDate']],
        (r) => !r.fullReturnDate || !r.partialReturnDate || r.fullReturnDate >= r.partialReturnDate,
        M.fullReturnBeforePartial.id,
      ),
      ['fullReturnDate'],
    ),
    v.forward(
      v.partialCheck(
        [['fullReturnDate']],
        (r) => !r.fullReturnDate || r.fullReturnDate <= addDays(today(), FULL_RETURN_MAX_DAYS_AHEAD),
        M.fullReturnTooFar.id,
      ),
      ['fullReturnDate'],
    ),
  );
}

export function injuryRecordInput(now?: () => Date) {
  const today = () => todayInDublin(now?.());
  const complete = (r: { status: InjuryRecordStatus }) => r.status !== 'DRAFT';
  return v.pipe(
    withDateRules(today),
    // Complete records need main tissue, activity type and mechanism; drafts may leave them for later.
    v.forward(
      v.partialCheck(
        [['status'], ['additionalType']],
        (r) => !complete(r) || r.additionalType !== null,
        M.required.id,
      ),
      ['additionalType'],
    ),
    v.forward(
      v.partialCheck(
        [['status'], ['activityType']],
        (r) => !complete(r) || r.activityType !== null,
        M.required.id,
      ),
      ['activityType'],
    ),
    v.forward(
      v.partialCheck([['status'], ['mechanism']], (r) => !complete(r) || r.mechanism !== null, M.required.id),
      ['mechanism'],
    ),
    // A full return date closes the injury: surface, onset, history and at least one detail are needed.
    v.forward(
      v.partialCheck(
        [['fullReturnDate'], ['surface']],
        (r) => !r.fullReturnDate || r.surface !== null,
        M.requiredWithFullReturn.id,
      ),
      ['surface'],
    ),
    v.forward(
      v.partialCheck(
        [['fullReturnDate'], ['injuryOnset']],
        (r) => !r.fullReturnDate || r.injuryOnset !== null,
        M.requiredWithFullReturn.id,
      ),
      ['injuryOnset'],
    ),
    v.forward(
      v.partialCheck(
        [['fullReturnDate'], ['injuryHistory']],
        (r) => !r.fullReturnDate || r.injuryHistory !== null,
        M.requiredWithFullReturn.id,
      ),
      ['injuryHistory'],
    ),
    v.forward(
      v.partialCheck(
        [['fullReturnDate'], ['injuryDetails']],
        (r) => !r.fullReturnDate || r.injuryDetails.length > 0,
        M.detailRequired.id,
      ),
      ['injuryDetails'],
    ),
  );
}

export const InjuryRecordInput = injuryRecordInput();
export type InjuryRecordInput = v.InferOutput<typeof InjuryRecordInput>;
/** What a form holds before validation (selects and dates as strings, '' when empty). */
export type InjuryRecordFormValues = v.InferInput<typeof InjuryRecordInput>;

/** The record as REST answers it and devices store it. `privateNotes` is present only for injury specialists. */
export type InjuryRecord = Omit<InjuryRecordInput, 'privateNotes'> & {
  id: string;
  version: number;
  updatedAt: string;
  deleted?: boolean;
  createdAt?: string;
  person: { id: string; name: string };
  group: { id: string; name: string };
  privateNotes?: string;
};

/** The filter keys of `GET /api/injury` (seed 2 §2: `injuryStatus:RESTRICTED,injuryStatus:INJURED`). */
export const INJURY_FILTER_KEYS = ['injuryStatus', 'person', 'group', 'status'] as const;

/** A player the caller may record an injury for, with the teams of their clubs (`GET /api/injury/person-search`). */
export interface InjuryPerson {
  id: string;
  name: string;
  teams: { id: string; name: string }[];
}
