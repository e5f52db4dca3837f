/**
 * Upgrading a membership (seed 1 §4 Membership; §7 `GET and POST /membership/{id}/upgrade`): a club admin
 * moves a registered membership to a dearer option of the same club and season that covers the member's age
 * phase. The membership takes the new option at once; the difference is an UPGRADE order, due offline
 * (payment status PART_PAID) until the club marks it paid (→ PAID, with a receipt). Cancelling the upgrade
 * order puts the membership back on the option it left.
 */
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { agePhase } from '../../../domain/lib/dates.ts';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import type { Db } from '../../db/client.ts';
import {
  membership,
  membershipOption,
  membershipOrder,
  membershipPackage,
  person,
} from '../../db/schema/index.ts';
import { membershipError } from './membership-errors.ts';

/** Memberships that can move to another option: counted as members, not refunded. */
const UPGRADABLE = ['REGISTERED', 'ASSOCIATION_FEES_PENDING', 'ASSOCIATION_APPROVAL_PENDING'];

export interface UpgradeCandidate {
  id: string;
  name: string;
  packageId: string;
  packageName: string;
  price: number;
  priceCurrency: string;
  /** What the member owes for the move, in minor units. */
  differenceMinor: number;
}

async function current(db: Db, id: string) {
  const [row] = await db
    .select({ m: membership, birthDate: person.birthDate, option: membershipOption })
    .from(membership)
    .innerJoin(person, eq(person.id, membership.personId))
    .leftJoin(membershipOption, eq(membershipOption.id, membership.optionId))
    .where(and(eq(membership.id, id), isNull(membership.deletedAt)));
  return row;
}

/** The options a membership may be upgraded to, cheapest first. */
export async function upgradeCandidates(db: Db, membershipId: string): Promise<UpgradeCandidate[] | null> {
  const cur = await current(db, membershipId);
  if (!cur) return null;
  const { m, option, birthDate } = cur;
  if (!option || !birthDate || !UPGRADABLE.includes(m.membershipStatus) || m.refunded) return [];
  const phase = agePhase(birthDate, m.season);
  const rows = await db
    .select({ option: membershipOption, packageName: membershipPackage.name })
    .from(membershipOption)
    .innerJoin(membershipPackage, eq(membershipPackage.id, membershipOption.packageId))
    .where(
      and(
        eq(membershipPackage.organizationId, m.organizationId),
        eq(membershipPackage.status, 'ACTIVE'),
        isNull(membershipPackage.deletedAt),
        eq(membershipOption.status, 'ACTIVE'),
        isNull(membershipOption.deletedAt),
        eq(membershipOption.season, m.season),
        eq(membershipOption.priceCurrency, option.priceCurrency),
        ne(membershipOption.id, option.id),
      ),
    );
  return rows
    .filter(({ option: o }) => o.price > option.price)
    .filter(({ option: o }) => (phase === 'adult' ? o.adultSlots : o.youthSlots) > 0)
    .filter(({ option: o }) => o.associations.includes(m.association))
    .map(({ option: o, packageName }) => ({
      id: o.id,
      name: o.name,
      packageId: o.packageId,
      packageName,
      price: o.price,
      priceCurrency: o.priceCurrency,
      differenceMinor: o.price - option.price,
    }))
    .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name));
}

/** Moves the membership to `optionId` and opens the UPGRADE order for the difference; answers the order id. */
export async function upgradeMembership(
  db: Db,
  membershipId: string,
  optionId: string,
  lang?: string | null,
  now = new Date(),
): Promise<string> {
  const candidates = await upgradeCandidates(db, membershipId);
  if (!candidates) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, lang);
  const target = candidates.find((c) => c.id === optionId);
  if (!target) throw membershipError(409, MEMBERSHIP_ERRORS.upgradeFailed, lang, 'optionId');
  const [m] = await db
    .select()
    .from(membership)
    .where(and(eq(membership.id, membershipId), inArray(membership.membershipStatus, UPGRADABLE)))
    .for('update');
  if (!m || m.refunded) throw membershipError(409, MEMBERSHIP_ERRORS.upgradeFailed, lang);
  const [open] = await db
    .select({ id: membershipOrder.id })
    .from(membershipOrder)
    .where(
      and(
        eq(membershipOrder.membershipId, membershipId),
        eq(membershipOrder.kind, 'UPGRADE'),
        eq(membershipOrder.status, 'payment_due'),
      ),
    );
  if (open) throw membershipError(409, MEMBERSHIP_ERRORS.upgradePending, lang);
  const [payer] = m.orderId
    ? await db
        .select({ personId: membershipOrder.personId })
        .from(membershipOrder)
        .where(eq(membershipOrder.id, m.orderId))
    : [];
  const orderId = uuidv7();
  await db.insert(membershipOrder).values({
    id: orderId,
    personId: payer?.personId ?? m.personId,
    organizationId: m.organizationId,
    status: 'payment_due',
    paymentType: 'OFFLINE',
    amountMinor: target.differenceMinor,
    currency: target.priceCurrency,
    kind: 'UPGRADE',
    membershipId,
    fromOptionId: m.optionId,
    fromPackageId: m.packageId,
  });
  await db
    .update(membership)
    .set({ optionId: target.id, packageId: target.packageId, paymentStatus: 'PART_PAID', updatedAt: now })
    .where(eq(membership.id, membershipId));
  return orderId;
}

type UpgradeOrder = typeof membershipOrder.$inferSelect;

/** PAID when the registration order is paid in full, else PART_PAID (an instalment plan still running). */
async function registrationPaymentStatus(db: Db, membershipId: string) {
  const [row] = await db
    .select({ amount: membershipOrder.amountMinor, paid: membershipOrder.paidMinor })
    .from(membership)
    .leftJoin(membershipOrder, eq(membershipOrder.id, membership.orderId))
    .where(eq(membership.id, membershipId));
  return row?.amount == null || (row.paid ?? 0) >= row.amount ? 'PAID' : 'PART_PAID';
}

/** The club marked the upgrade paid: the membership is as paid as its registration order. */
export async function upgradePaid(db: Db, o: UpgradeOrder, today: string, now: Date) {
  const paymentStatus = await registrationPaymentStatus(db, o.membershipId!);
  await db
    .update(membership)
    .set({ paymentStatus, ...(paymentStatus === 'PAID' ? { feesPaidOn: today } : {}), updatedAt: now })
    .where(eq(membership.id, o.membershipId!));
}

/** The upgrade order was cancelled unpaid: the membership goes back to the option it left. */
export async function upgradeCancelled(db: Db, o: UpgradeOrder, now: Date) {
  await db
    .update(membership)
    .set({
      optionId: o.fromOptionId,
      packageId: o.fromPackageId,
      paymentStatus: await registrationPaymentStatus(db, o.membershipId!),
      updatedAt: now,
    })
    .where(eq(membership.id, o.membershipId!));
}
