/**
 * The dashboard's injury fund panel (issue 53 item 3; seed 1 §2 /user-home "injury fund"): for the signed-in
 * person and their dependants, at each club they are active members of, whether the player injury fund covers
 * them today. The rule is the eligibility check's (pif-eligibility.ts, applied on the server by
 * server/services/injury/pif-check.ts with today as the day), and a club that opted out of the fund covers
 * nobody.
 */
import * as v from 'valibot';
import { pagedList } from '../lib/contract.ts';
import { PIF_INVOICE_STATUSES, PIF_REASONS } from './pif-eligibility.ts';

export const PifCover = v.object({
  personId: v.string(),
  personName: v.string(),
  /** The caller themself (false: one of their dependants). */
  isMe: v.boolean(),
  clubId: v.string(),
  clubName: v.string(),
  /** Covered today: the eligibility check passes and the club has not opted out. */
  covered: v.boolean(),
  /** The club opted out of the injury fund. */
  optedOut: v.boolean(),
  /** The eligibility check's reasons when it does not pass (empty when it does). */
  reasons: v.array(v.picklist(PIF_REASONS)),
  /** The injury fund season year today falls in, when it has been set up. */
  season: v.nullable(v.number()),
  invoiceStatus: v.nullable(v.picklist(PIF_INVOICE_STATUSES)),
});
export type PifCover = v.InferOutput<typeof PifCover>;

export const PifCoverList = pagedList('injuryFund', PifCover);
export type PifCoverList = v.InferOutput<typeof PifCoverList>;
