/**
 * Subscriptions (seed 3 §2 "Subscriptions list, with a dialog to change the payment method and an action to
 * cancel a subscription plan", §3 Subscription: id, paymentMethodId; §7 GET /subscription, PATCH
 * /subscription/{id}, DELETE /subscription/{id}/customer/{personId}): the payer's membership orders paid in
 * instalments. Changing the method takes one of the payer's own cards; cancelling stops further instalments
 * (what is paid stays paid).
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { requiredString, strictObject } from '../lib/schema-helpers.ts';

export const SubscriptionMethodInput = strictObject({
  paymentMethodId: v.pipe(requiredString(), v.maxLength(64, M.tooLong.id)),
});
export type SubscriptionMethodInput = v.InferOutput<typeof SubscriptionMethodInput>;

export interface SubscriptionView {
  id: string;
  organizationId: string;
  organizationName: string;
  amountMinor: number;
  paidMinor: number;
  currency: string;
  /** The card later instalments are charged to (a provider id); null when none is saved. */
  paymentMethodId: string | null;
  planCancelled: boolean;
  status: string;
  createDate: string;
}
