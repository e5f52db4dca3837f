/**
 * Membership packages and options as club administrators edit them (seed 1 §3 Membership package, Membership
 * option; §5 Membership options and registration; §9 limits). One schema per shape: the editor form, the
 * server's body check and the tests use these.
 */
import * as v from 'valibot';
import { Id, optionalText, requiredText, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import {
  ASSOCIATIONS,
  AVAILABILITY,
  MEMBERSHIP_TYPES,
  OPTION_STATUSES,
  PACKAGE_STATUSES,
  PLAYER_TYPES,
  QUESTION_TYPES,
} from './enums.ts';

/** Seed 1 §9: at most 20 adults or youths per option, 10 question options, answers of 200 characters. */
export const MAX_ADULTS = 20;
export const MAX_YOUTHS = 20;
export const MAX_QUESTION_OPTIONS = 10;
export const ANSWER_MAX = 200;
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const QUESTION_MAX = 200;
export const MAX_QUESTIONS = 20;
export const MAX_OPTIONS = 50;
/** Instalment plans: at most 12 monthly payments (ours; the spec gives no figure). */
export const MAX_INSTALMENTS = 12;

const pick = <T extends readonly [string, ...string[]]>(list: T) => v.picklist(list, M.invalidOption.id);

/**
 * Seed 1 §9: "Seasons list 2021 to 2026". A season is chosen from that list, never typed; the list was written
 * with the next season as its last, so it stays open to next season as the years pass.
 */
export const FIRST_SEASON = 2021;
export const SPEC_LAST_SEASON = 2026;
export function seasonChoices(today: Date = new Date()): number[] {
  const last = Math.max(SPEC_LAST_SEASON, today.getFullYear() + 1);
  return Array.from({ length: last - FIRST_SEASON + 1 }, (_, i) => FIRST_SEASON + i);
}

export const Season = v.pipe(
  v.number(M.membershipSeason.id),
  v.integer(M.membershipSeason.id),
  v.check((s) => seasonChoices().includes(s), M.membershipSeason.id),
);
export const Currency = v.pipe(
  v.string(M.membershipCurrency.id),
  v.regex(/^[A-Z]{3}$/, M.membershipCurrency.id),
);
/** Money in minor units (cent). */
export const PriceMinor = v.pipe(
  v.number(M.membershipPriceMinor.id),
  v.integer(M.membershipPriceMinor.id),
  v.minValue(0, M.membershipPriceMinor.id),
  v.maxValue(10_000_000, M.membershipPriceMinor.id),
);

/** Comma-separated options of a RADIO or CHECKBOX question, at most 10. */
export function splitQuestionOptions(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/**
 * Seed 1 §5: "a link must start with http:// or {host}" — an http:// link, or a link on the product's own
 * host (`productOrigin`, e.g. https://pairc.ie: the server's PUBLIC_URL, the app's own origin). Any other
 * https:// site, a relative path or another scheme is refused.
 */
export function labelHrefAllowed(href: string, productOrigin?: string): boolean {
  if (/^http:\/\/[^\s/]\S*$/.test(href)) return true;
  if (!productOrigin) return false;
  const origin = productOrigin.replace(/\/+$/, '');
  return !/\s/.test(href) && (href === origin || href.startsWith(`${origin}/`));
}

const labelHref = (productOrigin?: string) =>
  v.pipe(
    v.string(M.membershipLink.id),
    v.trim(),
    v.check((href) => labelHrefAllowed(href, productOrigin), M.membershipLink.id),
    v.maxLength(500, M.tooLong.id),
  );

const additionalQuestion = (productOrigin?: string) =>
  v.pipe(
    strictObject({
      questionText: requiredText(QUESTION_MAX),
      labelHref: v.optional(v.union([v.literal(''), labelHref(productOrigin)], M.membershipLink.id)),
      inputRequired: v.optional(v.boolean(M.invalid.id), false),
      inputType: pick(QUESTION_TYPES),
      questionOptions: v.optional(
        v.pipe(v.string(M.invalid.id), v.trim(), v.maxLength(1000, M.tooLong.id)),
        '',
      ),
    }),
    v.forward(
      v.check(
        (q) => q.inputType === 'TEXT' || splitQuestionOptions(q.questionOptions).length > 0,
        M.membershipQuestionOptionsRequired.id,
      ),
      ['questionOptions'],
    ),
    v.forward(
      v.check(
        (q) => splitQuestionOptions(q.questionOptions).length <= MAX_QUESTION_OPTIONS,
        M.membershipQuestionOptionsMax.id,
      ),
      ['questionOptions'],
    ),
  );
/** A question whose link may only be http:// (no product host known): see `packageSchemas` for the real check. */
export const AdditionalQuestion = additionalQuestion();
export type AdditionalQuestion = v.InferOutput<typeof AdditionalQuestion>;

const Slots = (max: number, msg: string) =>
  v.pipe(v.number(msg), v.integer(msg), v.minValue(0, msg), v.maxValue(max, msg));

const membershipOptionInput = (productOrigin?: string) =>
  v.pipe(
    strictObject({
      season: Season,
      name: requiredText(NAME_MAX),
      description: requiredText(DESCRIPTION_MAX),
      status: pick(OPTION_STATUSES),
      adultSlots: Slots(MAX_ADULTS, M.membershipAdultsMax.id),
      youthSlots: Slots(MAX_YOUTHS, M.membershipYouthsMax.id),
      playerType: pick(PLAYER_TYPES),
      membershipType: pick(MEMBERSHIP_TYPES),
      associations: v.pipe(
        v.array(pick(ASSOCIATIONS), M.membershipAssociationRequired.id),
        v.minLength(1, M.membershipAssociationRequired.id),
        v.maxLength(ASSOCIATIONS.length, M.tooLong.id),
      ),
      priceCurrency: Currency,
      price: PriceMinor,
      visibleOnline: v.boolean(M.invalid.id),
      availableOnlineFor: pick(AVAILABILITY),
      onlineSinglePaymentAllowed: v.boolean(M.invalid.id),
      onlinePayLaterOptionAllowed: v.boolean(M.invalid.id),
      onlineInstalmentPaymentAllowed: v.boolean(M.invalid.id),
      instalmentPrice: v.optional(v.nullable(PriceMinor), null),
      instalmentNumber: v.optional(
        v.nullable(
          v.pipe(
            v.number(M.membershipInstalmentRequired.id),
            v.integer(M.membershipInstalmentRequired.id),
            v.minValue(2, M.membershipInstalmentRequired.id),
            v.maxValue(MAX_INSTALMENTS, M.outOfRange.id),
          ),
        ),
        null,
      ),
      additionalQuestions: v.optional(
        v.pipe(
          v.array(additionalQuestion(productOrigin), M.invalid.id),
          v.maxLength(MAX_QUESTIONS, M.tooLong.id),
        ),
        [],
      ),
    }),
    v.forward(
      v.check((o) => o.adultSlots + o.youthSlots > 0, M.membershipSlotsMin.id),
      ['adultSlots'],
    ),
    v.forward(
      v.check(
        (o) =>
          !o.onlineInstalmentPaymentAllowed || (o.instalmentPrice !== null && (o.instalmentPrice ?? 0) > 0),
        M.membershipInstalmentRequired.id,
      ),
      ['instalmentPrice'],
    ),
    v.forward(
      v.check(
        (o) => !o.onlineInstalmentPaymentAllowed || o.instalmentNumber !== null,
        M.membershipInstalmentRequired.id,
      ),
      ['instalmentNumber'],
    ),
  );
export const MembershipOptionInput = membershipOptionInput();
export type MembershipOptionInput = v.InferOutput<typeof MembershipOptionInput>;
export type MembershipOptionForm = v.InferInput<typeof MembershipOptionInput>;

const membershipPackageInput = (productOrigin?: string) =>
  strictObject({
    organizationId: Id,
    name: requiredText(NAME_MAX),
    description: optionalText(DESCRIPTION_MAX),
    season: Season,
    status: pick(PACKAGE_STATUSES),
    /** ADULT, YOUTH, FAMILY, … (free text kind of package, for filtering). */
    additionalType: v.optional(v.pipe(v.string(M.invalid.id), v.trim(), v.maxLength(30, M.tooLong.id)), ''),
    bulkRegisterEnabled: v.optional(v.boolean(M.invalid.id), true),
    options: v.optional(
      v.pipe(
        v.array(membershipOptionInput(productOrigin), M.invalid.id),
        v.maxLength(MAX_OPTIONS, M.tooLong.id),
      ),
      [],
    ),
  });
export const MembershipPackageInput = membershipPackageInput();

/**
 * The package schemas with the question-link rule for the product's own host: the server builds them with
 * its PUBLIC_URL, the package form with the app's origin. The constants above know no host (http:// only).
 */
export function packageSchemas(productOrigin: string) {
  return {
    MembershipOptionInput: membershipOptionInput(productOrigin),
    MembershipPackageInput: membershipPackageInput(productOrigin),
  };
}
export type MembershipPackageInput = v.InferOutput<typeof MembershipPackageInput>;

/** `POST /package/{id}/migrate`: copy the options to a new season, optionally hibernating the old ones. */
export const MigrateInput = strictObject({
  season: Season,
  newStatus: pick(['ACTIVE', 'DRAFT'] as const),
  hibernateOld: v.optional(v.boolean(M.invalid.id), false),
});
export type MigrateInput = v.InferOutput<typeof MigrateInput>;

/** Whether an answer satisfies its question (required, length, one of the options). */
export function answerProblem(q: AdditionalQuestion, answer: string | undefined): string | null {
  const a = (answer ?? '').trim();
  if (a.length > ANSWER_MAX) return M.membershipAnswerMax.id;
  if (!a) return q.inputRequired ? M.required.id : null;
  if (q.inputType === 'TEXT') return null;
  const allowed = splitQuestionOptions(q.questionOptions);
  const chosen = q.inputType === 'CHECKBOX' ? splitQuestionOptions(a) : [a];
  return chosen.every((c) => allowed.includes(c)) ? null : M.invalidOption.id;
}
