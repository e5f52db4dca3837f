/**
 * An Irish (ga) locale for date-fns, which ships none (and Debian's Chromium has no Irish Intl date data).
 * Month and day names per the glossary; formats follow the product (d/M/yyyy).
 */
import type { Locale } from 'date-fns';
import { enIE } from 'date-fns/locale/en-IE';

const months = [
  'Eanáir',
  'Feabhra',
  'Márta',
  'Aibreán',
  'Bealtaine',
  'Meitheamh',
  'Iúil',
  'Lúnasa',
  'Meán Fómhair',
  'Deireadh Fómhair',
  'Samhain',
  'Nollaig',
];
const monthsShort = [
  'Ean',
  'Feabh',
  'Márta',
  'Aib',
  'Beal',
  'Meith',
  'Iúil',
  'Lún',
  'MFómh',
  'DFómh',
  'Samh',
  'Noll',
];
const days = ['Dé Domhnaigh', 'Dé Luain', 'Dé Máirt', 'Dé Céadaoin', 'Déardaoin', 'Dé hAoine', 'Dé Sathairn'];
const daysShort = ['Domh', 'Luan', 'Máirt', 'Céad', 'Déar', 'Aoine', 'Sath'];
const daysNarrow = ['D', 'L', 'M', 'C', 'D', 'A', 'S'];

type Width = 'narrow' | 'short' | 'abbreviated' | 'wide';
const pick =
  (wide: string[], short: string[], narrow?: string[]) => (index: number, opts?: { width?: Width }) => {
    const w = opts?.width ?? 'wide';
    if (w === 'wide') return wide[index]!;
    if (w === 'narrow' && narrow) return narrow[index]!;
    return short[index]!;
  };

export const ga: Locale = {
  ...enIE,
  code: 'ga',
  localize: {
    ...enIE.localize,
    month: pick(
      months,
      monthsShort,
      months.map((m) => m[0]!),
    ) as Locale['localize']['month'],
    day: pick(days, daysShort, daysNarrow) as Locale['localize']['day'],
    dayPeriod: (p: string) => (p === 'am' ? 'r.n.' : p === 'pm' ? 'i.n.' : p),
  },
  formatLong: enIE.formatLong,
  options: { weekStartsOn: 1, firstWeekContainsDate: 4 },
};
