import { createFileRoute } from '@tanstack/react-router';
import { SubmissionReviewPage } from '../../features/survey/submission-review-page';

/** One submission and the reviewer's actions. */
export const Route = createFileRoute('/_authed/survey/review/$id')({
  component: function SubmissionReviewRoute() {
    const { id } = Route.useParams();
    return <SubmissionReviewPage key={id} id={id} />;
  },
});
