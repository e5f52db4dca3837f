import { createFileRoute } from '@tanstack/react-router';
import { adminCatalog } from '../../i18n/i18n';
import { ReviewPage } from '../../features/survey/admin/review-page';

/** The submissions table of assessors and the central financial council. */
export const Route = createFileRoute('/_authed/survey/review/')({
  loader: adminCatalog,
  component: ReviewPage,
});
