import { createFileRoute } from '@tanstack/react-router';
import { adminCatalog } from '../../i18n/i18n';
import { SubmissionReviewPage } from '../../features/survey/admin/submission-review-page';

/** One submission and the reviewer's actions. */
export const Route = createFileRoute('/_authed/survey/review/$id')({
  loader: adminCatalog,
  component: function SubmissionReviewRoute() {
    const { id } = Route.useParams();
    return <SubmissionReviewPage key={id} id={id} />;
  },
});
