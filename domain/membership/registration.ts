/**
 * Registration into the basket, checkout, and the admin actions on memberships and orders (seed 1 §4
 * Membership, §5 Membership options and registration, §7 Basket and checkout). One schema per shape.
 *
 * A registration names the package and, per member, the option chosen and the answers to its questions;
 * the code of conduct and the child safeguarding agreement must both be accepted. One member is guided
 * registration; several is one-click bulk registration (families).
 */
import * as v from 'valibot';
import { agePhase } from '../lib/dates.ts';
import { Id, strictObject } from '../lib/schema-helpers.ts';
import { M } from '../messages.ts';
import type { ORDER_STATUSES } from './enums.ts';
import { PAYMENT_TYPES } from './enums.ts';
import { ANSWER_MAX, MAX_ADULTS, MAX_YOUTHS } from './package.ts';

export { agePhase };
export type AgePhase = ReturnType<typeof agePhase>;

export const RegistrationMember = strictObject({
  personId: Id,
  optionId: Id,
  /** Question index → answer text (checkboxes: comma-separated). */
  answers: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^\d{1,2}$/, M.invalid.id)),
      v.pipe(v.string(M.invalid.id), v.maxLength(ANSWER_MAX, M.membershipAnswerMax.id)),
      M.invalid.id,
    ),
    {},
  ),
});
export type RegistrationMember = v.InferOutput<typeof RegistrationMember>;

export const RegistrationInput = strictObject({
  packageId: Id,
  members: v.pipe(
    v.array(RegistrationMember, M.membershipMemberRequired.id),
    v.minLength(1, M.membershipMemberRequired.id),
    v.maxLength(MAX_ADULTS + MAX_YOUTHS, M.tooLong.id),
  ),
  codeOfConduct: v.literal(true, M.membershipCodeOfConduct.id),
  safeguarding: v.literal(true, M.membershipSafeguarding.id),
});
export type RegistrationInput = v.InferOutput<typeof RegistrationInput>;

export const CheckoutInput = strictObject({
  paymentType: v.picklist(PAYMENT_TYPES, M.invalidOption.id),
  /** Confirm the card in page: a card payment answers 402 with a client secret (else 201, the hosted page). */
  inPage: v.optional(v.boolean(M.invalid.id)),
});
export type CheckoutInput = v.InferOutput<typeof CheckoutInput>;

/** `PATCH /order/{id}`: a club admin marks an offline order paid, or cancels an unpaid one. */
export const OrderPatch = strictObject({
  status: v.picklist(
    ['paid', 'abandoned'] as const satisfies readonly (typeof ORDER_STATUSES)[number][],
    M.invalidOption.id,
  ),
});
export type OrderPatch = v.InferOutput<typeof OrderPatch>;

/** `PATCH /membership/{id}`: approve (→ REGISTERED) or revoke (→ REVOKED). */
export const MembershipPatch = strictObject({
  membershipStatus: v.picklist(['REGISTERED', 'REVOKED'] as const, M.invalidOption.id),
});
export type MembershipPatch = v.InferOutput<typeof MembershipPatch>;

/** What a person's profile needs before a membership can progress (seed 1 §5). */
export function profileReady(p: { gender: string | null; birthDate: string | null }): boolean {
  return !!p.gender && !!p.birthDate;
}

/** `POST /membership/{id}/upgrade`: a club admin moves a membership to a dearer option; the difference is due. */
export const UpgradeInput = strictObject({ optionId: Id });
export type UpgradeInput = v.InferOutput<typeof UpgradeInput>;

/** `POST /annual-levy/{id}/pay`: the organisation whose balance pays the levy (seed 1 §7, seed 3 §7). */
export const LevyPayInput = strictObject({ organizationId: Id });
export type LevyPayInput = v.InferOutput<typeof LevyPayInput>;
