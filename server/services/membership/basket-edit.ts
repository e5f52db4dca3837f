/**
 * Basket edits (seed 1 §7 Basket and checkout; issue 53 item 5): the items kept, the basket emptied, one item
 * read or changed. Each runs in the request's one transaction.
 *
 * Invariants:
 * - An item whose members are being paid for (an order still `payment_processing` with nothing paid, holding
 *   an UNREGISTERED membership of the item's option for one of them: a card payment in progress) is not
 *   edited nor removed: 409 "being paid for". A declined or abandoned payment frees it again.
 * - An item edit keeps the registration's rules (registerIntoBasket): the option is one of the package's
 *   ACTIVE options offered online, it covers each member's age phase, the answers satisfy its questions, and
 *   the members fit its places (they may be split into several items, as a registration is).
 */
import { BASKET_ERRORS } from '../../../domain/payment/basket-messages.ts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { BasketItemPatch } from '../../../domain/membership/basket.contract.ts';
import { MEMBERSHIP_ERRORS } from '../../../domain/membership/messages.ts';
import type { AuthContext } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { basket, basketItem, membership, membershipOrder } from '../../db/schema/index.ts';
import { basketDto, registerIntoBasket, type BasketDto } from './basket.ts';
import { membershipError } from './membership-errors.ts';

type Lang = string | null | undefined;

/** The ids of the basket's items being paid for now (see the module comment). */
export async function itemsBeingPaid(db: Db, b: BasketDto): Promise<Set<string>> {
  const people = [...new Set(b.basketItems.flatMap((i) => i.members.map((m) => m.id)))];
  if (!people.length) return new Set();
  const rows = await db
    .select({ personId: membership.personId, optionId: membership.optionId })
    .from(membership)
    .innerJoin(membershipOrder, eq(membershipOrder.id, membership.orderId))
    .where(
      and(
        inArray(membership.personId, people),
        eq(membership.membershipStatus, 'UNREGISTERED'),
        eq(membershipOrder.status, 'payment_processing'),
        eq(membershipOrder.paidMinor, 0),
        eq(membershipOrder.personId, b.person.id),
        isNull(membership.deletedAt),
      ),
    );
  const paying = new Set(rows.map((r) => `${r.optionId}:${r.personId}`));
  return new Set(
    b.basketItems.filter((i) => i.members.some((m) => paying.has(`${i.option.id}:${m.id}`))).map((i) => i.id),
  );
}

async function lockedBasket(db: Db, basketId: string) {
  // Edits of one basket one at a time: the row is locked for the request's transaction.
  await db.select({ id: basket.id }).from(basket).where(eq(basket.id, basketId)).for('update');
  const b = await basketDto(db, basketId);
  if (!b) throw membershipError(404, MEMBERSHIP_ERRORS.notFound, null);
  return b;
}

/** PATCH /basket/{id}: keeps the items named, removes the others. */
export async function keepItems(db: Db, basketId: string, keep: string[], lang: Lang) {
  const b = await lockedBasket(db, basketId);
  const ids = new Set(b.basketItems.map((i) => i.id));
  const unknown = keep.findIndex((id) => !ids.has(id));
  if (unknown >= 0) {
    throw membershipError(404, BASKET_ERRORS.itemNotFound, lang, `basketItems.${unknown}.id`);
  }
  const kept = new Set(keep);
  const removed = b.basketItems.filter((i) => !kept.has(i.id)).map((i) => i.id);
  await removeItems(db, b, removed, lang);
  return (await basketDto(db, basketId))!;
}

/** DELETE /basket/{id}: removes every item. */
export async function emptyBasket(db: Db, basketId: string, lang: Lang) {
  const b = await lockedBasket(db, basketId);
  await removeItems(
    db,
    b,
    b.basketItems.map((i) => i.id),
    lang,
  );
  return (await basketDto(db, basketId))!;
}

async function removeItems(db: Db, b: BasketDto, ids: string[], lang: Lang) {
  if (!ids.length) return;
  const paying = await itemsBeingPaid(db, b);
  if (ids.some((id) => paying.has(id))) throw membershipError(409, BASKET_ERRORS.basketLocked, lang);
  await db.delete(basketItem).where(and(eq(basketItem.basketId, b.id), inArray(basketItem.id, ids)));
}

/** GET /basket/{id}/item/{itemId}. */
export async function findItem(db: Db, basketId: string, itemId: string, lang: Lang) {
  const b = await basketDto(db, basketId);
  const item = b?.basketItems.find((i) => i.id === itemId);
  if (!item) throw membershipError(404, BASKET_ERRORS.itemNotFound, lang);
  return item;
}

/**
 * PATCH /basket/{id}/item/{itemId}: the item registered again with its changes (the option, the members kept,
 * their answers), by the registration's rules; the members dropped leave the basket. Answers the basket.
 */
export async function editItem(
  auth: AuthContext,
  p: Principal,
  basketId: string,
  itemId: string,
  patch: BasketItemPatch,
  lang: Lang,
) {
  const { db } = auth;
  const b = await lockedBasket(db, basketId);
  const item = b.basketItems.find((i) => i.id === itemId);
  if (!item) throw membershipError(404, BASKET_ERRORS.itemNotFound, lang);
  if ((await itemsBeingPaid(db, b)).has(itemId)) throw membershipError(409, BASKET_ERRORS.basketLocked, lang);
  const members = item.members.map((m) => m.id);
  const kept = patch.personIds ?? members;
  const stranger = kept.findIndex((id) => !members.includes(id));
  if (stranger >= 0 || new Set(kept).size !== kept.length) {
    throw membershipError(400, BASKET_ERRORS.updateItemFailed, lang, `personIds.${Math.max(stranger, 0)}`);
  }
  for (const id of Object.keys(patch.answers ?? {})) {
    if (!kept.includes(id)) throw membershipError(400, BASKET_ERRORS.updateItemFailed, lang, 'answers');
  }
  // The item goes; its kept members are registered again into the basket's owner's basket (that is,
  // this one: the owner, or a parent or guardian acting for them, registers into the owner's basket).
  await db.delete(basketItem).where(eq(basketItem.id, itemId));
  await registerIntoBasket(
    auth,
    p,
    {
      packageId: item.packageId,
      members: kept.map((personId) => ({
        personId,
        optionId: patch.optionId ?? item.option.id,
        answers: patch.answers?.[personId] ?? item.answers[personId] ?? {},
      })),
      codeOfConduct: true,
      safeguarding: true,
    },
    lang,
    b.person.id,
  );
  return (await basketDto(db, basketId))!;
}
