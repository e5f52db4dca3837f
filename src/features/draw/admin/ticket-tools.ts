/**
 * Pure helpers of the draw admin screen: the ticket table's query string, the ticket summary, and copy /
 * paste of ticket rows (seed 2 §4 Draw: actions edit, deallocate, refund, copy, paste). Copy puts the
 * selected rows on the clipboard as tab-separated text (ticket number, name, address, phone, date), which
 * pastes straight into a spreadsheet; paste takes rows in that shape (tabs from a spreadsheet, or commas)
 * and sends them as paper sales through the bulk-upload route, so each row meets the rules of one sale.
 */
import { CSV_UPLOAD_COLUMNS, type Ticket } from '../../../../domain/draw/draw';
import { TICKET_STATUSES, type TicketStatus, type TicketType } from '../../../../domain/draw/enums';
import { fromSpreadsheet, spreadsheetText } from '../../../../domain/lib/spreadsheet-cell';

export interface TicketFilters {
  status?: TicketStatus;
  ticketType?: TicketType;
  numberFrom?: string;
  numberTo?: string;
  /** A buyer's name (part of it) or a ticket number. */
  search?: string;
}

export const PAGE_SIZE = 50;

/** The query string of the ticket table's GET (empty filters left out). */
export function ticketQuery(f: TicketFilters, page: number, size = PAGE_SIZE): string {
  const q = new URLSearchParams({ page: String(page), size: String(size) });
  if (f.status) q.set('status', f.status);
  if (f.ticketType) q.set('ticketType', f.ticketType);
  const from = f.numberFrom?.trim();
  const to = f.numberTo?.trim();
  if (from && /^\d{1,8}$/.test(from)) q.set('numberFrom', from);
  if (to && /^\d{1,8}$/.test(to)) q.set('numberTo', to);
  const search = f.search?.trim();
  if (search) q.set('search', search.slice(0, 100));
  return q.toString();
}

/** Counts per status in the spec's order, every status present (0 when none), and the total. */
export function summaryRows(summary: Record<string, number>): {
  rows: { status: TicketStatus; count: number }[];
  total: number;
} {
  const rows = TICKET_STATUSES.map((status) => ({ status, count: summary[status] ?? 0 }));
  return { rows, total: rows.reduce((n, r) => n + r.count, 0) };
}

/** One clipboard cell: no tabs or line breaks inside, and no formula a spreadsheet would run. */
const cell = (s: string | number | null) => spreadsheetText(String(s ?? '').replace(/[\t\r\n]+/g, ' '));

/** The selected tickets as tab-separated rows with a header, in ticket-number order. */
export function ticketsToTsv(tickets: Pick<Ticket, 'number' | 'name' | 'address' | 'phone' | 'saleDate'>[]) {
  const lines = [...tickets]
    .sort((a, b) => a.number - b.number)
    .map((t) => [t.number, t.name, t.address, t.phone, t.saleDate].map(cell).join('\t'));
  return [CSV_UPLOAD_COLUMNS.join('\t'), ...lines].join('\n');
}

export type PastedRow = Record<(typeof CSV_UPLOAD_COLUMNS)[number], string>;

/** Splits one line on tabs, or on commas outside double quotes when it has no tab. */
function splitLine(line: string): string[] {
  if (line.includes('\t')) return line.split('\t').map((c) => c.trim());
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '"' && quoted && line[i + 1] === '"') {
      cur += '"';
      i++;
    } else if (ch === '"') quoted = !quoted;
    else if (ch === ',' && !quoted) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/**
 * Rows pasted from a spreadsheet or from Copy: one sale per line, columns ticket number, name, address,
 * phone, date (a header line is skipped). Blank lines are dropped; a line with another number of columns is
 * reported by its line number (from 1) rather than guessed at.
 */
export function parsePastedRows(text: string): { rows: PastedRow[]; badLines: number[] } {
  const rows: PastedRow[] = [];
  const badLines: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const cells = splitLine(line).map(fromSpreadsheet);
    if (i === 0 && cells[0]?.toLowerCase() === CSV_UPLOAD_COLUMNS[0].toLowerCase()) return;
    if (cells.length !== CSV_UPLOAD_COLUMNS.length || !/^\d+$/.test(cells[0]!)) {
      badLines.push(i + 1);
      return;
    }
    const [ticketNumber, name, address, phone, date] = cells as [string, string, string, string, string];
    rows.push({ ticketNumber, name, address, phone, date: normaliseDate(date) });
  });
  return { rows, badLines };
}

/** Spreadsheets in Ireland write dates DD/MM/YYYY; the server takes YYYY-MM-DD. Other text is left alone. */
export function normaliseDate(s: string): string {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s.trim());
  if (!m) return s.trim();
  return `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
}

const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** Rows as the upload route's CSV (header ticketNumber,name,address,phone,date). */
export function rowsToCsv(rows: PastedRow[]): string {
  const lines = rows.map((r) => CSV_UPLOAD_COLUMNS.map((c) => csvCell(r[c])).join(','));
  return [CSV_UPLOAD_COLUMNS.join(','), ...lines].join('\n');
}
