/**
 * A CSV file cut into its header and its records without reading the cells: a record ends at a line break
 * outside double quotes, so a quoted cell may hold line breaks. The app sends a long upload a chunk of
 * records at a time (each chunk is the header plus its records), so its progress can be shown.
 */
import { spreadsheetText } from './spreadsheet-cell.ts';

export function splitCsvRecords(text: string): { header: string; records: string[] } {
  const records: string[] = [];
  let quoted = false;
  let start = 0;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i <= body.length; i++) {
    const ch = body[i];
    if (ch === '"') quoted = !quoted;
    else if ((ch === '\n' || ch === undefined) && !quoted) {
      const record = body.slice(start, i).replace(/\r$/, '');
      if (record.trim() !== '') records.push(record);
      start = i + 1;
    }
  }
  const [header = '', ...rest] = records;
  return { header, records: rest };
}

/** The chunks of `size` records, each with the header first. */
export function csvChunks(text: string, size: number): { firstRecord: number; csv: string }[] {
  const { header, records } = splitCsvRecords(text);
  const out: { firstRecord: number; csv: string }[] = [];
  for (let i = 0; i < records.length; i += size) {
    out.push({ firstRecord: i, csv: [header, ...records.slice(i, i + size)].join('\n') });
  }
  return out;
}

/** One CSV record: a cell a spreadsheet would read as a formula is neutralised; quotes where needed. */
export function csvRecord(cells: readonly (string | number)[]): string {
  return cells
    .map((c) => {
      const text = spreadsheetText(String(c));
      return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    })
    .join(',');
}
