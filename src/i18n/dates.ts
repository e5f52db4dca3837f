/** Display dates per the spec: d/M/yyyy, and a long form with the weekday, in English or Irish. */
import { format, parseISO } from 'date-fns';
import { enIE } from 'date-fns/locale/en-IE';
import { ga } from '../../locales/date-fns-ga';

const localeOf = (l: string) => (l === 'ga' ? ga : enIE);
const asDate = (d: Date | string) => (typeof d === 'string' ? parseISO(d) : d);

export const formatShortDate = (d: Date | string) => format(asDate(d), 'd/M/yyyy');
export const formatLongDate = (d: Date | string, locale: string) =>
  format(asDate(d), 'EEEE d MMMM yyyy', { locale: localeOf(locale) });
export const formatTime = (d: Date | string) => format(asDate(d), 'HH:mm');
/** A month and year ("November 2026", "Samhain 2026"). */
export const formatMonth = (d: Date | string, locale: string) =>
  format(asDate(d), 'LLLL yyyy', { locale: localeOf(locale) });
/** A short weekday name ("Mon", "Luan"). */
export const formatWeekday = (d: Date | string, locale: string) =>
  format(asDate(d), 'EEE', { locale: localeOf(locale) });
