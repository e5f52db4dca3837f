/** How a submission's status and amounts read (the status rule lives in domain/survey/labels.ts). */
import { formatEuroAmount } from '../../../domain/survey/report';

export { statusLabel } from '../../../domain/survey/labels';

/** An amount applied for or approved, or a dash when there is none. */
export const formatEuro = (amount: number | null, locale: string) =>
  amount === null ? '—' : formatEuroAmount(amount, locale);
