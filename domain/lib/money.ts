/**
 * The one money formatter of the product (app and server pages alike): an amount in minor units (cent) and
 * its currency code, in the reader's language. Seed 1 §5 "Lists": a currency code must be a 3-character
 * string, otherwise a generic symbol is shown — so a bad code shows "¤ 12.00" and never throws.
 */

/** The generic currency sign, shown for a code that is not three letters or that Intl does not know. */
export const GENERIC_CURRENCY_SYMBOL = '¤';

const tag = (locale: string) => (locale === 'ga' ? 'ga-IE' : locale === 'en' ? 'en-IE' : locale);

/** e.g. `formatMoney(1025, 'EUR', 'en')` → "€10.25"; `formatMoney(1025, 'euro', 'en')` → "¤10.25". */
export function formatMoney(minor: number, currency: string | null | undefined, locale: string): string {
  const amount = Number.isFinite(minor) ? minor / 100 : 0;
  const code = typeof currency === 'string' ? currency.trim().toUpperCase() : '';
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      return new Intl.NumberFormat(tag(locale), { style: 'currency', currency: code }).format(amount);
    } catch {
      // An unknown language tag or a code this runtime refuses: the generic form below.
    }
  }
  let number: string;
  try {
    number = new Intl.NumberFormat(tag(locale), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    number = amount.toFixed(2);
  }
  return `${GENERIC_CURRENCY_SYMBOL}${number}`;
}

/**
 * "12", "12.5", "12.50", "12,50", "€ 1,234.50" → minor units; blank → null; anything else (letters, three
 * decimals, a negative amount) → NaN, which the schema reports as an invalid price.
 */
export function euroToMinor(text: string): number | null {
  let s = text.replace(/[€\s]/g, '');
  if (s === '') return null;
  // A comma is the decimal mark only when it is the last separator and has 1–2 digits after it.
  if (/^\d+,\d{1,2}$/.test(s)) s = s.replace(',', '.');
  else s = s.replace(/,(?=\d{3}(\D|$))/g, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Minor units → the text the price field shows ("12.50"); null or NaN → "". */
export function minorToEuroText(minor: number | null | undefined): string {
  if (minor === null || minor === undefined || !Number.isFinite(minor)) return '';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
