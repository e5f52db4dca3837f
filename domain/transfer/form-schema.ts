/**
 * The player transfer form as data (seed 2 §3, §5, §7): for each transfer type, sections of fields (TEXT,
 * SELECT, DATE, UUID, CHECKBOX, FILE) with their required flags and limits. The server serves it at
 * GET /api/assets/player-transfer/schema; the app renders it with one generic renderer; and
 * `transferInputSchema` builds from the same data the valibot schema that both the wizard's resolver and
 * the server's body check use.
 *
 * Values are flat: `{ personId, additionalType, association, originOrganizationId, <field>: string | boolean }`.
 * Dates are transported `yyyy-MM-dd` (shown d/M/yyyy). FILE fields are not in the body: they name the
 * documents (VISA, INSURANCE) the application needs before it can be submitted (`missingDocuments`).
 *
 * Rules (seed 2 §5): limits per field; start date after Dublin's today; end date after the start date;
 * overseas sanctions and permits only between 1 March and 31 October of one year; a camogie sanction abroad
 * at most 6 months; travel insurance confirmation for sanctions and permits; the declaration confirmed.
 */
import * as v from 'valibot';
import { isIsoDate, todayInDublin } from '../lib/dates.ts';
import { Id, objectMessage, requiredString } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { addMonths } from '../vetting/application.ts';
import {
  PLAYING_STATUSES,
  TRANSFER_TYPES,
  TransferAssociation,
  TransferType,
  type FormFieldType,
  type TransferDocumentType,
} from './enums.ts';
import {
  associationOf,
  COUNTY_DECLARATION_TYPES,
  PLAYING_SPORTS_BY_ASSOCIATION,
  TRANSFER_TYPE_RULES,
} from './type-rules.ts';

export const REASON_MAX = 2500;
export const TEXT_MAX = 50;
export const NOTES_MAX = 500;
export const PASSPORT_NUMBER_MAX = 16;
export const POSTCODE_MAX = 10;
/** Overseas season, month-day, inclusive (seed 2 §5). */
export const OVERSEAS_SEASON = { from: '03-01', to: '10-31' } as const;
export const TRANSFER_SECTIONS = ['APPLICATION', 'SUPPORTING', 'REVIEW', 'DOCUMENTS'] as const;
export type TransferSection = (typeof TRANSFER_SECTIONS)[number];

export interface TransferField {
  name: string;
  type: FormFieldType;
  required: boolean;
  max?: number;
  /** SELECT choices. */
  options?: readonly string[];
  /** FILE: the document it asks for. */
  documentType?: TransferDocumentType;
  /** Not required when this CHECKBOX is ticked ("not applicable"). */
  optionalWhen?: string;
  /** Message id of a too-long value. */
  maxMessage?: string;
}

export interface TransferFormSchema {
  additionalType: TransferType;
  association: TransferAssociation;
  sections: { id: TransferSection; fields: TransferField[] }[];
}

const text = (name: string, required: boolean, max = TEXT_MAX, maxMessage: string = M.transferTextMax.id) =>
  ({ name, type: 'TEXT', required, max, maxMessage }) as const satisfies TransferField;
const address = (prefix: 'origin' | 'destination'): TransferField[] => [
  text(`${prefix}StreetAddress`, true),
  text(`${prefix}StreetAddress2`, false),
  text(`${prefix}Locality`, true),
  text(`${prefix}Region`, false),
  text(`${prefix}Country`, true),
  { ...text(`${prefix}PostalCode`, false, POSTCODE_MAX, M.transferPostcode.id) },
];
export const playingStatusField = (sport: string) => `playingStatus${sport}`;

/** The form of one transfer type. */
export function transferFormSchema(additionalType: TransferType): TransferFormSchema {
  const rule = TRANSFER_TYPE_RULES[additionalType];
  const association = associationOf(additionalType);
  const temporary = rule.kind !== 'TRANSFER';
  const application: TransferField[] = [
    { name: 'destinationOrganizationId', type: 'UUID', required: true },
    { name: 'startDate', type: 'DATE', required: true },
    ...(temporary ? [{ name: 'endDate', type: 'DATE', required: true } as const] : []),
    text('reason', true, REASON_MAX, M.transferReasonMax.id),
  ];
  const supporting: TransferField[] = [
    ...address('origin'),
    ...(temporary ? address('destination') : [text('monthsInResidence', true)]),
    ...(rule.student ? [text('collegeName', true), text('course', true)] : []),
    ...PLAYING_SPORTS_BY_ASSOCIATION[association].map((sport): TransferField => ({
      name: playingStatusField(sport),
      type: 'SELECT',
      required: true,
      options: PLAYING_STATUSES,
    })),
    { name: 'lastGameNotApplicable', type: 'CHECKBOX', required: false },
    { ...text('lastGameCompetition', true), optionalWhen: 'lastGameNotApplicable' },
    { name: 'lastGameDate', type: 'DATE', required: true, optionalWhen: 'lastGameNotApplicable' },
    { ...text('lastGameGrade', true), optionalWhen: 'lastGameNotApplicable' },
    ...(rule.overseas
      ? [
          text('passportNationality', true),
          text('passportNumber', true, PASSPORT_NUMBER_MAX, M.transferPassportNumberMax.id),
        ]
      : []),
    ...(temporary
      ? [
          text('insurerName', true),
          { name: 'travelInsuranceConfirmed', type: 'CHECKBOX', required: true } as const,
        ]
      : []),
    ...(COUNTY_DECLARATION_TYPES.includes(additionalType)
      ? [{ name: 'countyDeclaration', type: 'CHECKBOX', required: true } as const]
      : []),
    text('notes', false, NOTES_MAX, M.transferNotesMax.id),
  ];
  return {
    additionalType,
    association,
    sections: [
      { id: 'APPLICATION', fields: application },
      { id: 'SUPPORTING', fields: supporting },
      { id: 'REVIEW', fields: [{ name: 'confirmation', type: 'CHECKBOX', required: true }] },
      {
        id: 'DOCUMENTS',
        fields: (['VISA', 'INSURANCE'] as const).map((d) => ({
          name: d === 'VISA' ? 'visaDocument' : 'insuranceDocument',
          type: 'FILE',
          required: rule.documents.includes(d),
          documentType: d,
        })),
      },
    ],
  };
}

export type TransferValues = Record<string, string | boolean>;
export interface TransferInput extends TransferValues {
  personId: string;
  additionalType: TransferType;
  association: TransferAssociation;
  originOrganizationId: string;
}

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const CHECKBOX_MESSAGES: Record<string, string> = {
  travelInsuranceConfirmed: M.transferTravelInsurance.id,
  confirmation: M.transferConfirmation.id,
  countyDeclaration: M.transferConfirmation.id,
};

function shapeOf(f: TransferField): v.GenericSchema {
  switch (f.type) {
    case 'CHECKBOX':
      return v.optional(v.boolean(M.invalid.id), false);
    case 'SELECT':
      return v.optional(v.union([v.literal(''), v.picklist(f.options ?? [], M.invalidOption.id)]), '');
    case 'DATE':
      return v.optional(
        v.pipe(
          v.string(M.transferDate.id),
          v.check((d) => d === '' || isIsoDate(d), M.transferDate.id),
        ),
        '',
      );
    case 'UUID':
      return v.optional(v.pipe(v.string(M.invalid.id), v.maxLength(64, M.invalid.id)), '');
    default: {
      const max = v.maxLength<string, number, string>(f.max ?? TEXT_MAX, f.maxMessage ?? M.tooLong.id);
      return v.optional(
        f.name.endsWith('PostalCode')
          ? v.pipe(
              v.string(M.invalid.id),
              v.trim(),
              max,
              v.check((p) => p === '' || POSTCODE.test(p), M.transferPostcode.id),
            )
          : v.pipe(v.string(M.invalid.id), v.trim(), max),
        '',
      );
    }
  }
}

const filled = (x: unknown) => x !== '' && x !== false && x !== undefined;

/**
 * A field's schema: its shape and limits, then "required" (a field that may be waived by a ticked box is
 * required by a rule across fields instead), and a start date after today. Rules on one field live here, so
 * a form shows every field's message at once.
 */
function fieldSchema(f: TransferField, today: () => string): v.GenericSchema {
  const checks: v.PipeAction<unknown, unknown, v.BaseIssue<unknown>>[] = [];
  if (f.required && !f.optionalWhen)
    checks.push(
      v.check(filled, f.type === 'CHECKBOX' ? (CHECKBOX_MESSAGES[f.name] ?? M.required.id) : M.required.id),
    );
  if (f.name === 'startDate')
    checks.push(v.check((d) => d === '' || String(d) > today(), M.transferStartFuture.id));
  return checks.length ? v.pipe(shapeOf(f), ...(checks as [never])) : shapeOf(f);
}
const inSeason = (d: string) => {
  const md = d.slice(5);
  return md >= OVERSEAS_SEASON.from && md <= OVERSEAS_SEASON.to;
};

/** One cross-field rule: the fields it reads, the one it reports on, the message and the check. */
interface Rule {
  on: string;
  /** Other fields it reads (it runs once they are valid). */
  reads?: string[];
  message: string;
  ok: (x: TransferValues) => boolean;
}

function rulesOf(form: TransferFormSchema): Rule[] {
  const fields = form.sections.flatMap((s) => s.fields).filter((f) => f.type !== 'FILE');
  const rule = TRANSFER_TYPE_RULES[form.additionalType];
  // Fields waived by a ticked box ("not applicable") are required unless it is ticked.
  const rules: Rule[] = fields
    .filter((f) => f.required && f.optionalWhen)
    .map((f) => ({
      on: f.name,
      message: M.required.id,
      reads: [f.optionalWhen!],
      ok: (x) => filled(x[f.name]) || x[f.optionalWhen!] === true,
    }));
  const start = (x: TransferValues) => String(x.startDate ?? '');
  const end = (x: TransferValues) => String(x.endDate ?? '');
  if (rule.kind !== 'TRANSFER')
    rules.push({
      on: 'endDate',
      message: M.transferEndAfterStart.id,
      reads: ['startDate'],
      ok: (x) => !start(x) || !end(x) || end(x) > start(x),
    });
  if (rule.overseas)
    rules.push({
      on: 'endDate',
      message: M.transferOverseasSeason.id,
      reads: ['startDate'],
      ok: (x) =>
        !start(x) ||
        !end(x) ||
        (inSeason(start(x)) && inSeason(end(x)) && start(x).slice(0, 4) === end(x).slice(0, 4)),
    });
  if (rule.maxMonths !== undefined) {
    const months = rule.maxMonths;
    rules.push({
      on: 'endDate',
      message: M.transferCamogieSixMonths.id,
      reads: ['startDate'],
      ok: (x) => !start(x) || !end(x) || end(x) <= addMonths(start(x), months),
    });
  }
  return rules;
}

/**
 * The valibot schema of one type's form: the fixed keys, every field with its limits, then the required
 * flags and the cross-field rules, each reported on its own field. `now` makes "today" testable.
 */
export function transferInputSchema(
  form: TransferFormSchema,
  now?: () => Date,
  /** Only these sections' fields (a wizard's steps so far); other keys are then ignored, not refused. */
  sections?: readonly TransferSection[],
) {
  const today = () => todayInDublin(now?.());
  const part = sections ? { ...form, sections: form.sections.filter((s) => sections.includes(s.id)) } : form;
  const fields = part.sections.flatMap((s) => s.fields).filter((f) => f.type !== 'FILE');
  const entries: v.ObjectEntries = {
    personId: Id,
    additionalType: v.literal(form.additionalType, M.invalidOption.id),
    association: v.literal(form.association, M.invalidOption.id),
    originOrganizationId: requiredString(M.required.id, false),
  };
  for (const f of fields) entries[f.name] = fieldSchema(f, today);
  const names = new Set(fields.map((f) => f.name));
  const checks = rulesOf(part)
    .filter((r) => [r.on, ...(r.reads ?? [])].every((k) => names.has(k)))
    .map((r) =>
      v.forward(
        v.partialCheck(
          [[r.on], ...(r.reads ?? []).map((k) => [k])] as [[string]],
          (x: Record<string, unknown>) => r.ok(x as TransferValues),
          r.message,
        ),
        [r.on] as never,
      ),
    );
  // The checks are data-driven, so their number is not known to valibot's typed `pipe` overloads.
  const pipe = v.pipe as unknown as (...items: unknown[]) => v.GenericSchema<unknown, TransferValues>;
  return pipe(
    sections ? v.object(entries, objectMessage) : v.strictObject(entries, objectMessage),
    ...checks,
  );
}

/** The schema for a body whose type is not known yet: the type picked first, refused with the spec's words. */
export const TransferTypePick = v.pipe(
  v.object({ additionalType: TransferType, association: TransferAssociation }, objectMessage),
  v.forward(
    v.partialCheck(
      [['additionalType']],
      (x) => x.additionalType !== 'GAA_INTRA_COUNTY',
      M.transferIntraCounty.id,
    ),
    ['additionalType'],
  ),
  v.forward(
    v.partialCheck(
      [['additionalType'], ['association']],
      (x) => associationOf(x.additionalType) === x.association,
      M.transferNoEligibleType.id,
    ),
    ['additionalType'],
  ),
);

/** The documents the type requires that are not among `held`. */
export function missingDocuments(form: TransferFormSchema, held: readonly string[]): TransferDocumentType[] {
  return form.sections
    .flatMap((s) => s.fields)
    .filter((f) => f.type === 'FILE' && f.required && !held.includes(f.documentType!))
    .map((f) => f.documentType!);
}

const SCHEMAS = new Map(TRANSFER_TYPES.map((t) => [t, transferInputSchema(transferFormSchema(t))] as const));

/**
 * A whole application body of any type (POST and PUT /player-transfer): the type is picked first (GAA
 * intra-county refused with the spec's message), then the type's own schema checks the rest.
 */
export const TransferBody = v.pipe(
  v.looseObject(
    { additionalType: v.string(M.required.id), association: v.string(M.required.id) },
    objectMessage,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const pick = v.safeParse(TransferTypePick, dataset.value);
    const issues = pick.success ? undefined : pick.issues;
    const r = pick.success ? v.safeParse(SCHEMAS.get(pick.output.additionalType)!, dataset.value) : undefined;
    for (const i of issues ?? (r && !r.success ? r.issues : []))
      addIssue({ message: i.message, path: i.path?.length ? i.path : undefined });
    return r?.success ? (r.output as TransferInput) : NEVER;
  }),
);
