/**
 * The local provider's payment history: every record of an account (charges, refunds, top-ups, payouts,
 * debits) as one line each, newest first (processed-on, then id), read a page at a time by keyset so a CSV of
 * a long history streams without holding it (the `cursor` is the last line's processed-on and id).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { HistoryType, PaymentHistoryItem } from '../../../domain/payment/history.ts';
import type { HistoryPage, HistoryRequest } from './provider.ts';

type Line = {
  id: string;
  name: string;
  type: HistoryType;
  direction: 'IN' | 'OUT';
  amount: number;
  fees: number;
  currency: string;
  status: string;
  processed_on: Date | string;
  completion: Date | string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Every line; processed-on to the millisecond, the precision of the cursor. */
function lines(accountId: string, now: string): SQL {
  return sql`select u.id, u.name, u.type, u.direction, u.amount, u.fees, u.currency, u.status,
    date_trunc('milliseconds', u.processed_on) as processed_on, u.completion from (
    select i.id, case when i.metadata->>'purpose' = 'terminal' then coalesce(i.metadata->>'description', 'terminal')
        else coalesce(i.metadata->>'purpose', 'payment') end as name,
      case i.metadata->>'purpose' when 'draw' then 'DRAW' when 'membership' then 'MEMBERSHIP'
        when 'pif-invoice' then 'PIF' else 'OTHER' end as type,
      'IN' as direction, i.amount_minor as amount, i.fee_minor as fees, i.currency,
      case when i.refunded_minor > 0 then 'refunded' when i.available_at > ${now}::timestamptz then 'pending'
        else 'succeeded' end as status,
      i.created_at as processed_on, i.available_at as completion
    from payment_intent i where i.account_id = ${accountId} and i.status = 'succeeded'
    union all
    select r.id, 'refund', 'REFUND', 'OUT', r.amount_minor - i.fee_minor, r.fee_minor,
      i.currency, 'succeeded', r.created_at, r.created_at
    from payment_refund r join payment_intent i on i.id = r.payment_intent_id where r.account_id = ${accountId}
    union all
    select t.id, t.description, 'TOPUP', 'IN', t.amount_minor, t.fee_minor, t.currency,
      case when t.available_at > ${now}::timestamptz then 'pending' else 'succeeded' end, t.created_at, t.available_at
    from payment_top_up t where t.account_id = ${accountId}
    union all
    select p.id, p.description, 'PAYOUT', 'OUT', p.amount_minor, 0, p.currency,
      case when p.arrival_at > ${now}::timestamptz then 'in_transit' else 'paid' end, p.created_at, p.arrival_at
    from payment_payout p where p.account_id = ${accountId}
    union all
    select d.id, d.description, case when d.reference like 'annual-levy:%' then 'LEVY' else 'OTHER' end, 'OUT',
      d.amount_minor, 0, d.currency, 'paid', d.created_at, d.created_at
    from payment_debit d where d.account_id = ${accountId}) u`;
}

export function encodeCursor(item: PaymentHistoryItem): string {
  return Buffer.from(`${item.processedOn}|${item.id}`).toString('base64url');
}

function decodeCursor(cursor: string): { at: string; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  return at && id && !Number.isNaN(Date.parse(at)) ? { at, id } : null;
}

export async function historyPage(
  db: Db,
  accountId: string,
  q: HistoryRequest,
  now: Date,
): Promise<HistoryPage> {
  const where: SQL[] = [sql`true`];
  if (q.type) where.push(sql`h.type = ${q.type}`);
  if (q.direction) where.push(sql`h.direction = ${q.direction}`);
  if (q.from) where.push(sql`h.processed_on >= ${q.from}::date`);
  if (q.to) where.push(sql`h.processed_on < (${q.to}::date + 1)`);
  const asc = q.ascending === true;
  const after = q.cursor ? decodeCursor(q.cursor) : null;
  if (after) {
    where.push(
      asc
        ? sql`(h.processed_on, h.id) > (${after.at}::timestamptz, ${after.id})`
        : sql`(h.processed_on, h.id) < (${after.at}::timestamptz, ${after.id})`,
    );
  }
  const order = asc ? sql`h.processed_on asc, h.id asc` : sql`h.processed_on desc, h.id desc`;
  const result = await db.execute(
    sql`select * from (${lines(accountId, now.toISOString())}) h where ${sql.join(where, sql` and `)} order by ${order} limit ${q.size + 1}`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Line[];
  const items = rows.slice(0, q.size).map((r): PaymentHistoryItem => {
    const out = r.direction === 'OUT';
    const fees = Number(r.fees);
    const amount = Number(r.amount);
    return {
      id: r.id,
      name: r.name,
      type: r.type,
      direction: r.direction,
      amount,
      totalFees: fees,
      amountCredited: out ? -(amount + fees) : amount - fees,
      currency: r.currency,
      status: r.status,
      processedOn: iso(r.processed_on)!,
      completionDate: iso(r.completion),
    };
  });
  return { items, next: rows.length > q.size ? encodeCursor(items[items.length - 1]!) : null };
}
