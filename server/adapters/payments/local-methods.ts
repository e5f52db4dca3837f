/**
 * The local provider's payment methods of organisations and people (seed 3 §3 Payment method): rows of
 * `payment_method` owned by an organisation (its account id) or a person (`owner_kind`). A card is added by
 * one of Stripe's test tokens (TEST_CARD_TOKENS: brand and last 4 as Stripe's); a bank account keeps only its
 * last 4 digits. Adding is once per reference; removing marks the row removed (top-ups that name it stay
 * whole) and it is never listed again. Every read and write is scoped to the owner, so one owner's id never
 * reaches another's method.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { paymentMethod } from '../../db/schema/index.ts';
import type { PaymentMethodType } from '../../../domain/payment/account.ts';
import { TEST_CARD_TOKENS, type PaymentMethodView } from '../../../domain/payment/method.ts';
import { PaymentMethodRefusedError, type AddPaymentMethodInput, type MethodOwner } from './provider.ts';

type Row = typeof paymentMethod.$inferSelect;

export function methodView(m: Row): PaymentMethodView {
  return {
    id: m.id,
    type: m.type as PaymentMethodType,
    description: m.description,
    status: 'active',
    cardType: m.cardBrand,
    last4: m.cardLast4,
    routingNumber: m.routingNumber,
    country: m.country,
    currency: m.currency,
  };
}

const ownedBy = (owner: MethodOwner) =>
  and(
    eq(paymentMethod.accountId, owner.id),
    eq(paymentMethod.ownerKind, owner.kind),
    eq(paymentMethod.status, 'active'),
    isNotNull(paymentMethod.description),
  );

export async function ownerMethods(db: Db, owner: MethodOwner): Promise<PaymentMethodView[]> {
  const rows = await db.select().from(paymentMethod).where(ownedBy(owner)).orderBy(paymentMethod.createdAt);
  return rows.map(methodView);
}

export async function addOwnerMethod(db: Db, input: AddPaymentMethodInput): Promise<PaymentMethodView> {
  const [done] = await db
    .select()
    .from(paymentMethod)
    .where(and(eq(paymentMethod.accountId, input.owner.id), eq(paymentMethod.reference, input.reference)));
  if (done) return methodView(done);
  let card: { brand: string; last4: string } | null = null;
  if (input.type === 'CARD') {
    card = TEST_CARD_TOKENS[input.token as keyof typeof TEST_CARD_TOKENS] ?? null;
    if (!card) throw new PaymentMethodRefusedError(`Unknown test card token ${input.token}`);
  }
  const [row] = await db
    .insert(paymentMethod)
    .values({
      id: `pm_${uuidv7().replace(/-/g, '')}`,
      accountId: input.owner.id,
      ownerKind: input.owner.kind,
      type: input.type,
      description: input.description,
      currency: input.currency,
      cardLast4: card ? card.last4 : input.type === 'CARD' ? '' : input.accountNumber.slice(-4),
      cardBrand: card?.brand ?? null,
      country: input.type === 'CARD' ? null : input.country,
      routingNumber: input.type === 'CARD' ? null : input.routingNumber || null,
      reference: input.reference,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return methodView(row);
  // A concurrent add with the same reference won: answer its method.
  const [other] = await db
    .select()
    .from(paymentMethod)
    .where(and(eq(paymentMethod.accountId, input.owner.id), eq(paymentMethod.reference, input.reference)));
  return methodView(other!);
}

export async function updateOwnerMethod(
  db: Db,
  owner: MethodOwner,
  id: string,
  description: string,
): Promise<PaymentMethodView | null> {
  const [row] = await db
    .update(paymentMethod)
    .set({ description })
    .where(and(eq(paymentMethod.id, id), ownedBy(owner)))
    .returning();
  return row ? methodView(row) : null;
}

export async function removeOwnerMethod(db: Db, owner: MethodOwner, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentMethod)
    .set({ status: 'removed' })
    .where(and(eq(paymentMethod.id, id), ownedBy(owner)))
    .returning({ id: paymentMethod.id });
  return rows.length > 0;
}

/** One of the owner's own active cards: its id is what `chargeSaved` takes. */
export async function ownerCard(db: Db, owner: MethodOwner, id: string): Promise<string | null> {
  const [row] = await db
    .select({ id: paymentMethod.id })
    .from(paymentMethod)
    .where(and(eq(paymentMethod.id, id), eq(paymentMethod.type, 'CARD'), ownedBy(owner)));
  return row?.id ?? null;
}
