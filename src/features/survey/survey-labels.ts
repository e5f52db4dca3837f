/** How a submission's status and amounts read (the status rule lives in domain/survey/labels.ts). */
export { statusLabel } from '../../../domain/survey/labels';

export const formatEuro = (amount: number | null, locale: string) =>
  amount === null
    ? '—'
    : new Intl.NumberFormat(locale === 'ga' ? 'ga-IE' : 'en-IE', {
        style: 'currency',
        currency: 'EUR',
      }).format(amount);
