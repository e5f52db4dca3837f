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
