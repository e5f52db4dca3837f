/** The SQL of the super admin's accounts and exchange rates (accounts.routes.ts, exchange-rate.routes.ts). */
import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../db/client.ts';
import { exchangeRate, organization, paymentAccount, paymentAccountSetting } from '../../db/schema/index.ts';
import {
  normalizeRate,
  type ExchangeRateInput,
  type ExchangeRateStatus,
  type ExchangeRateUpdateInput,
  type ExchangeRateView,
} from '../../../domain/super-admin/exchange-rate.ts';
import { containsPattern } from '../../http/list.ts';

export const CUSTOMER_SEARCH_LIMIT = 50;

/** Organisations by name (clubs with a payment account first), at most 50. */
export async function searchCustomers(db: Db, search: string) {
  const where = and(
    isNull(organization.deletedAt),
    search ? ilike(organization.name, containsPattern(search)) : undefined,
  );
  return db
    .select({
      organizationId: organization.id,
      name: organization.name,
      hasPaymentAccount: sql<boolean>`${paymentAccount.id} is not null`,
      payoutsFrozen: sql<boolean>`coalesce(${paymentAccountSetting.payoutsFrozen}, false)`,
    })
    .from(organization)
    .leftJoin(paymentAccount, eq(paymentAccount.id, organization.id))
    .leftJoin(paymentAccountSetting, eq(paymentAccountSetting.organizationId, organization.id))
    .where(where)
    .orderBy(sql`${paymentAccount.id} is null`, asc(organization.name), asc(organization.id))
    .limit(CUSTOMER_SEARCH_LIMIT);
}

export async function findCustomer(db: Db, orgId: string) {
  const [row] = await db
    .select({
      organizationId: organization.id,
      name: organization.name,
      hasPaymentAccount: sql<boolean>`${paymentAccount.id} is not null`,
      payoutsFrozen: sql<boolean>`coalesce(${paymentAccountSetting.payoutsFrozen}, false)`,
    })
    .from(organization)
    .leftJoin(paymentAccount, eq(paymentAccount.id, organization.id))
    .leftJoin(paymentAccountSetting, eq(paymentAccountSetting.organizationId, organization.id))
    .where(and(eq(organization.id, orgId), isNull(organization.deletedAt)));
  return row;
}

type RateRow = typeof exchangeRate.$inferSelect;

function rateView(r: RateRow): ExchangeRateView {
  return {
    id: r.id,
    sourceCurrency: r.sourceCurrency,
    destinationCurrency: r.destinationCurrency,
    rate: normalizeRate(r.rate),
    status: r.status as ExchangeRateStatus,
    createdBy: r.createdBy,
    updatedBy: r.updatedBy,
    createDate: r.createdAt.toISOString(),
    updateDate: r.updatedAt.toISOString(),
  };
}

/** Seed 3 §7: status ascending, then updateDate descending. */
export async function listRates(db: Db, page: number, size: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(exchangeRate)
      .orderBy(asc(exchangeRate.status), desc(exchangeRate.updatedAt), desc(exchangeRate.id))
      .limit(size)
      .offset(page * size),
    db.select({ n: sql<number>`count(*)::int` }).from(exchangeRate),
  ]);
  return { items: rows.map(rateView), total: count?.n ?? 0 };
}

/** Null when the pair already has an ACTIVE rate and this one would be ACTIVE too. */
export async function insertRate(db: Db, input: ExchangeRateInput, by: string | null) {
  const [row] = await db
    .insert(exchangeRate)
    .values({ id: uuidv7(), ...input, createdBy: by, updatedBy: by })
    .onConflictDoNothing()
    .returning();
  return row ? rateView(row) : null;
}

/** 'missing' when there is no such rate, 'conflict' when activating it would make two ACTIVE for a pair. */
export async function updateRate(
  db: Db,
  id: string,
  input: ExchangeRateUpdateInput,
  by: string | null,
): Promise<ExchangeRateView | 'missing' | 'conflict'> {
  const [current] = await db.select().from(exchangeRate).where(eq(exchangeRate.id, id));
  if (!current) return 'missing';
  if (input.status === 'ACTIVE') {
    const [other] = await db
      .select({ id: exchangeRate.id })
      .from(exchangeRate)
      .where(
        and(
          eq(exchangeRate.sourceCurrency, current.sourceCurrency),
          eq(exchangeRate.destinationCurrency, current.destinationCurrency),
          eq(exchangeRate.status, 'ACTIVE'),
          ne(exchangeRate.id, id),
        ),
      );
    if (other) return 'conflict';
  }
  const [row] = await db
    .update(exchangeRate)
    .set({ rate: input.rate, status: input.status, updatedBy: by, updatedAt: new Date() })
    .where(eq(exchangeRate.id, id))
    .returning();
  return rateView(row!);
}

export async function ratesByIds(db: Db, ids: string[]) {
  return ids.length
    ? (await db.select().from(exchangeRate).where(inArray(exchangeRate.id, ids))).map(rateView)
    : [];
}
