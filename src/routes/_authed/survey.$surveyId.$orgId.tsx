import { createFileRoute } from '@tanstack/react-router';
import { SurveyFillPage } from '../../features/survey/survey-fill-page';

/** A club fills one survey (offline too). */
export const Route = createFileRoute('/_authed/survey/$surveyId/$orgId')({
  component: function SurveyFillRoute() {
    const { surveyId, orgId } = Route.useParams();
    return <SurveyFillPage surveyId={surveyId} orgId={orgId} />;
  },
});
