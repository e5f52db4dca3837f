/**
 * Season fees of the player injury fund (seed 3 §2 "Season fee (PIF) administration", §3 Season and fees,
 * §4 Season, §5 Season fees): the season, its fee levels (prices), grades and claims bands, and the inputs
 * that change them. One schema per shape: the server validates each request with it, the forms resolve with
 * the `*Form` variant (amounts typed in euro, dates typed dd/mm/yyyy) whose output is the request body.
 *
 * The season's life (§4): created DRAFT with an end date, its levels, grades and bands migrated from the
 * previous season (the highest FINAL year); levels and grades edited while DRAFT; bands edited until they are
 * finalised; then the season is finalised to FINAL — irreversible, and only once its bands are final and it
 * has at least one level and one grade. Invoices are made only for a FINAL season.
 */
import * as v from 'valibot';
import { Activity } from '../enums.ts';
import { isIsoDate, parseFormDate, TransportDate } from '../lib/dates.ts';
import { euroToMinor } from '../lib/money.ts';
import { Id, optionalText, requiredString, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import { OrganizationType } from '../organization/enums.ts';
import { AgeLevel } from '../team/enums.ts';

export const SEASON_STATUSES = ['DRAFT', 'FINAL'] as const;
export type SeasonStatus = (typeof SEASON_STATUSES)[number];

/** Claims band names: fixed, A to E (§9); only the penalty is editable. */
export const BAND_NAMES = ['A', 'B', 'C', 'D', 'E'] as const;
export type BandName = (typeof BAND_NAMES)[number];
export const MAX_PENALTY_PERCENT = 100;

/** Invoice group covered states (§3 PIF invoice: "invoice groups with a coveredStatus"). */
export const COVERED_STATUSES = ['COVERED', 'NOT_COVERED'] as const;
export type CoveredStatus = (typeof COVERED_STATUSES)[number];

export const SeasonYear = v.pipe(
  v.number(M.feeSeasonYear.id),
  v.integer(M.feeSeasonYear.id),
  v.minValue(2000, M.feeSeasonYear.id),
  v.maxValue(2100, M.feeSeasonYear.id),
);

/** A season runs from 1 June of its year (the PIF season start) to its end date, at most two years on. */
export function endDateFits(year: number, endDate: string): boolean {
  return isIsoDate(endDate) && endDate > `${year}-06-01` && endDate <= `${year + 2}-06-01`;
}

export const SeasonCreateInput = v.pipe(
  strictObject({ year: SeasonYear, endDate: TransportDate }),
  v.forward(
    v.partialCheck([['year'], ['endDate']], (s) => endDateFits(s.year, s.endDate), M.feeEndDateRange.id),
    ['endDate'],
  ),
);
export type SeasonCreateInput = v.InferOutput<typeof SeasonCreateInput>;

/** A form's dd/mm/yyyy end date: required, a real date. */
const FormEndDate = v.pipe(
  requiredString(M.required.id),
  v.check((s) => parseFormDate(s) !== null, M.feeEndDateFormat.id),
);

/** The Create Season form (year typed as text, end date dd/mm/yyyy); outputs SeasonCreateInput. */
export const SeasonForm = v.pipe(
  strictObject({
    year: v.pipe(
      requiredString(M.required.id),
      v.regex(/^\d{4}$/, M.feeSeasonYear.id),
      v.transform(Number),
      SeasonYear,
    ),
    endDate: FormEndDate,
  }),
  v.transform((f) => ({ year: f.year, endDate: parseFormDate(f.endDate)! })),
  v.forward(
    v.partialCheck([['year'], ['endDate']], (s) => endDateFits(s.year, s.endDate), M.feeEndDateRange.id),
    ['endDate'],
  ),
);

export const SeasonEndDateInput = strictObject({ endDate: TransportDate });
export const SeasonEndDateForm = v.pipe(
  strictObject({ endDate: FormEndDate }),
  v.transform((f) => ({ endDate: parseFormDate(f.endDate)! })),
);
export const SeasonStatusInput = strictObject({ seasonStatus: v.literal('FINAL', M.invalidOption.id) });
export const SeasonTarget = strictObject({ season: SeasonYear });

const Penalty = v.pipe(
  v.number(M.feePenaltyNumber.id),
  v.finite(M.feePenaltyNumber.id),
  v.minValue(0, M.feePenaltyNumber.id),
  v.maxValue(MAX_PENALTY_PERCENT, M.feePenaltyMax.id),
);

export const BandInput = strictObject({
  season: SeasonYear,
  name: v.picklist(BAND_NAMES, M.feeBandName.id),
  penaltyPercent: Penalty,
});
export type BandInput = v.InferOutput<typeof BandInput>;

/** The band dialog: the penalty typed as text ("12.5"). */
export const BandForm = strictObject({
  penaltyPercent: v.pipe(
    requiredString(M.required.id),
    v.regex(/^\d+(\.\d{1,2})?$/, M.feePenaltyNumber.id),
    v.transform(Number),
    Penalty,
  ),
});

/** A club's claims band for a season (from its claims history; set by the fee administrators). */
export const OrganizationBandInput = strictObject({
  season: SeasonYear,
  organizationId: Id,
  name: v.nullable(v.picklist(BAND_NAMES, M.feeBandName.id)),
});

const PricePerTeam = v.pipe(
  v.number(M.feePricePerTeam.id),
  v.integer(M.feePricePerTeam.id),
  v.minValue(0, M.feePricePerTeam.id),
  v.maxValue(10_000_000, M.feePricePerTeam.id),
);
const PriceCeiling = v.nullable(
  v.pipe(
    v.number(M.feePriceCeiling.id),
    v.integer(M.feePriceCeiling.id),
    v.minValue(1, M.feePriceCeiling.id),
    v.maxValue(100_000_000, M.feePriceCeiling.id),
  ),
);
const LevelNumber = v.pipe(
  v.number(M.feeLevelNumber.id),
  v.integer(M.feeLevelNumber.id),
  v.minValue(1, M.feeLevelNumber.id),
  v.maxValue(99, M.feeLevelNumber.id),
);

/** A fee level's price for a season (§3 Fee level). Amounts in minor units; a blank ceiling is null. */
export const FeeLevelInput = strictObject({
  season: SeasonYear,
  level: LevelNumber,
  levelName: requiredText(50),
  pricePerTeam: PricePerTeam,
  priceCeiling: PriceCeiling,
});
export type FeeLevelInput = v.InferOutput<typeof FeeLevelInput>;

/** The fee level dialog: amounts typed in euro; outputs FeeLevelInput without the season. */
export const FeeLevelForm = strictObject({
  level: v.pipe(
    requiredString(M.required.id),
    v.regex(/^\d{1,2}$/, M.feeLevelNumber.id),
    v.transform(Number),
    LevelNumber,
  ),
  levelName: requiredText(50),
  pricePerTeam: v.pipe(requiredString(M.required.id), v.transform(euroToMinor), PricePerTeam),
  priceCeiling: v.pipe(v.string(), v.transform(euroToMinor), PriceCeiling),
});

const gradeEntries = {
  ageLevel: AgeLevel,
  organizationTypes: v.pipe(
    v.array(OrganizationType, M.feeOrganizationTypes.id),
    v.minLength(1, M.feeOrganizationTypes.id),
  ),
  activities: v.pipe(v.array(Activity, M.feeActivities.id), v.minLength(1, M.feeActivities.id)),
  priceId: requiredString(M.feeLevelRequired.id, false),
};

/** A grade (§3 Grade): which teams a fee level applies to. */
export const GradeInput = strictObject({ season: SeasonYear, ...gradeEntries });
/** What a new grade applies to until its dialog says otherwise. */
export const DEFAULT_GRADE_ORGANIZATION_TYPES = ['Club'] satisfies v.InferOutput<typeof OrganizationType>[];
export type GradeInput = v.InferOutput<typeof GradeInput>;
/** Editing a grade keeps its season; the grade dialog resolves with this too. */
export const GradePatch = strictObject(gradeEntries);
export type GradePatch = v.InferOutput<typeof GradePatch>;

/** Editable invoice fields (§4 Invoice): status by hand, the part paid, notes, a discount (minor units). */
export const INVOICE_HAND_STATUSES = ['DUE', 'PAID_OFFLINE', 'PART_PAID'] as const;
export const InvoicePatch = v.pipe(
  strictObject({
    status: v.optional(v.picklist(INVOICE_HAND_STATUSES, M.invalidOption.id)),
    amountPaid: v.optional(
      v.pipe(v.number(M.feeAmountPaid.id), v.integer(M.feeAmountPaid.id), v.minValue(1, M.feeAmountPaid.id)),
    ),
    notes: v.optional(v.nullable(v.pipe(v.string(M.invalid.id), v.trim(), v.maxLength(1000, M.tooLong.id)))),
    discount: v.optional(
      v.pipe(
        v.number(M.feeDiscount.id),
        v.integer(M.feeDiscount.id),
        v.minValue(0, M.feeDiscount.id),
        v.maxValue(100_000_000, M.feeDiscount.id),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['status'], ['amountPaid']],
      (p) => p.status !== 'PART_PAID' || p.amountPaid !== undefined,
      M.feeAmountPaid.id,
    ),
    ['amountPaid'],
  ),
);
export type InvoicePatch = v.InferOutput<typeof InvoicePatch>;

/** The part-paid dialog: the amount typed in euro. */
export const PartPaidForm = strictObject({
  amountPaid: v.pipe(
    requiredString(M.required.id),
    v.transform(euroToMinor),
    v.number(M.feeAmountPaid.id),
    v.integer(M.feeAmountPaid.id),
    v.minValue(1, M.feeAmountPaid.id),
  ),
  notes: optionalText(1000),
});

/** Generate a season's invoices: every club without one, or (with `organizationId`) regenerate one club's. */
export const InvoiceGenerateInput = strictObject({
  season: SeasonYear,
  organizationId: v.optional(Id),
});
export const InvoiceCreateInput = strictObject({ season: SeasonYear, organizationId: Id });
export const InvoiceRemindInput = strictObject({
  invoiceIds: v.pipe(
    v.array(Id, M.invalid.id),
    v.minLength(1, M.required.id),
    v.maxLength(500, M.tooLong.id),
  ),
});
export const InvoiceGroupPatch = strictObject({
  groupId: Id,
  coveredStatus: v.picklist(COVERED_STATUSES, M.invalidOption.id),
});
export const InvoiceGroupCreate = strictObject({ teamId: Id });

/** Invoices that still take money: online payment, and the reminder. */
export const INVOICE_OPEN_STATUSES = ['DUE', 'PART_PAID'] as const;

/** A season year in a query or path (`?season=2026`, `/season/2026`). */
export const SeasonYearText = v.pipe(
  v.string(M.feeSeasonYear.id),
  v.regex(/^\d{4}$/, M.feeSeasonYear.id),
  v.transform(Number),
  SeasonYear,
);
export const SeasonQuery = v.object({ season: SeasonYearText });
export const YearParam = v.object({ year: SeasonYearText });
