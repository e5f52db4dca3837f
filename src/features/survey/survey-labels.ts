/** How a submission's status reads: Club Compas shows an approved one as accredited (seed 3 §4). */
import type { SubmissionStatus, SurveyKind } from '../../../domain/survey/enums';
import { ACCREDITED, SUBMISSION_STATUS_LABELS } from '../../../domain/survey/labels';

export function statusLabel(kind: SurveyKind | '', status: SubmissionStatus) {
  return kind === 'CLUB_COMPAS' && status === 'APPROVED' ? ACCREDITED : SUBMISSION_STATUS_LABELS[status];
}

export const formatEuro = (amount: number | null, locale: string) =>
  amount === null
    ? '—'
    : new Intl.NumberFormat(locale === 'ga' ? 'ga-IE' : 'en-IE', {
        style: 'currency',
        currency: 'EUR',
      }).format(amount);
