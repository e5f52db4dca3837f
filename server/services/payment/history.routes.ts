/**
 * Payment history (seed 3 §2, §3, §7): GET /api/payment-history?orgId=&type=&direction=&from=&to=&sort=
 * &size=&cursor= answers one page, sorted by processed-on (descending by default), with `next` for the page
 * after; GET /api/payment-history/csv with the same filters streams every line as CSV (csv-stringify), one
 * provider page at a time, so a long history is never held whole. Policy payment.read on `orgId`
 * (payment.policy.ts); the lines come from the provider (local-history.ts, or Stripe's balance transactions).
 */
import { stringify } from 'csv-stringify';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { stream } from 'hono/streaming';
import { spreadsheetText } from '../../../domain/lib/spreadsheet-cell.ts';
import { HISTORY_CSV_COLUMNS, HistoryQuery } from '../../../domain/payment/history.ts';
import type { HistoryRequest, PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';

const CSV_PAGE = 500;

function request(q: HistoryQuery): HistoryRequest {
  return {
    type: q.type,
    direction: q.direction,
    from: q.from,
    to: q.to,
    ascending: q.sort === 'processedOn,asc',
    size: Number(q.size),
    cursor: q.cursor,
  };
}

export function paymentHistoryRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    describeRoute({ tags: ['payment'], summary: 'A club’s payment history, one page, by processed-on date' }),
    guard('payment.read', (c) => c.req.query('orgId')),
    validate('query', HistoryQuery),
    async (c) => {
      const q = c.req.valid('query');
      const page = await payments.history(q.orgId, request(q));
      return c.json({ _embedded: { paymentHistory: page.items }, next: page.next });
    },
  );

  app.get(
    '/csv',
    describeRoute({ tags: ['payment'], summary: 'A club’s payment history as CSV, streamed' }),
    guard('payment.read', (c) => c.req.query('orgId')),
    validate('query', HistoryQuery),
    (c) => {
      const q = c.req.valid('query');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="payment-history-${q.orgId}.csv"`);
      return stream(c, async (out) => {
        const csv = stringify({ header: true, columns: [...HISTORY_CSV_COLUMNS] });
        const done = (async () => {
          for await (const chunk of csv) await out.write(chunk as string);
        })();
        let cursor: string | undefined;
        do {
          const page = await payments.history(q.orgId, { ...request(q), size: CSV_PAGE, cursor });
          for (const item of page.items) {
            const row = { ...item, name: spreadsheetText(item.name) };
            if (!csv.write(row)) await new Promise((r) => csv.once('drain', r));
          }
          cursor = page.next ?? undefined;
        } while (cursor);
        csv.end();
        await done;
      });
    },
  );
  return app;
}
