/**
 * CSV export of a club's tickets (server/http/csv.ts: a BOM, formula cells neutralised) and bulk upload of
 * paper sales: each row is one sale through the same rule as a single sale (draw-tickets.ts), in its own
 * savepoint, and the answer counts attempted/successful/failed with a result file of every row's outcome.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { CSV_UPLOAD_COLUMNS, PaperSaleInput, type Ticket } from '../../../domain/draw/draw.ts';
import { messageText } from '../../../domain/messages.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { drawTicket } from '../../db/schema/index.ts';
import { readCsv, toCsv } from '../../http/csv.ts';
import { HttpError } from '../../http/errors.ts';
import { sellPaperTicket } from './draw-tickets.ts';

export const UPLOAD_MAX_ROWS = 5000;

export function ticketsCsv(tickets: Ticket[]): string {
  return toCsv(
    [
      'ticketNumber',
      'county',
      'club',
      'status',
      'ticketType',
      'name',
      'address',
      'phone',
      'date',
      'ticketSoldDate',
    ],
    tickets.map((t) => [
      t.number,
      t.county,
      t.organizationId,
      t.status,
      t.ticketType,
      t.name,
      t.address,
      t.phone,
      t.saleDate,
      t.soldAt,
    ]),
  );
}

export interface UploadResult {
  attempted: number;
  successful: number;
  failed: number;
  resultCsv: string;
}

export async function uploadPaperSales(
  db: Db,
  principal: Principal,
  drawId: string,
  organizationId: string,
  csv: string,
  lang?: string | null,
): Promise<UploadResult> {
  const rows = readCsv(csv)?.records;
  if (!rows) throw new HttpError(400, `The file is not CSV with the columns ${CSV_UPLOAD_COLUMNS.join(',')}`);
  if (rows.length > UPLOAD_MAX_ROWS) throw new HttpError(400, `At most ${UPLOAD_MAX_ROWS} rows per file`);
  const results: string[][] = [];
  let successful = 0;
  for (const row of rows) {
    // Each row in a savepoint of the caller's transaction: a row refused is taken back alone, the others stay.
    const outcome = await db
      .transaction(async (tx) => {
        const number = Number(row.ticketNumber);
        const input = v.safeParse(PaperSaleInput, row);
        if (!input.success) return input.issues.map((i) => messageText(i.message)).join('; ');
        const [t] = await tx
          .select({ id: drawTicket.id })
          .from(drawTicket)
          .where(
            and(
              eq(drawTicket.drawId, drawId),
              eq(drawTicket.organizationId, organizationId),
              eq(drawTicket.number, Number.isInteger(number) ? number : -1),
              isNull(drawTicket.deletedAt),
              sql`${drawTicket.status} not in ('FAILED', 'EXPIRED')`,
            ),
          );
        if (!t) return 'No such ticket for this club';
        const sale = await sellPaperTicket(tx, principal, t.id, input.output, lang);
        return sale.kind === 'applied' ? null : 'Already sold';
      })
      .catch((e: unknown) => {
        if (e instanceof HttpError && e.status < 500) return e.message;
        throw e;
      });
    if (outcome === null) successful++;
    results.push([
      row.ticketNumber ?? '',
      row.name ?? '',
      outcome === null ? 'SOLD' : 'FAILED',
      outcome ?? '',
    ]);
  }
  return {
    attempted: rows.length,
    successful,
    failed: rows.length - successful,
    resultCsv: toCsv(['ticketNumber', 'name', 'result', 'message'], results),
  };
}
