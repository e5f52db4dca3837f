import { createFileRoute } from '@tanstack/react-router';
import { SurveyFillPage } from '../../features/survey/survey-fill-page';
import { adminCatalog } from '../../i18n/i18n';

/** A club fills one survey (offline too). */
export const Route = createFileRoute('/_authed/survey/$surveyId/$orgId')({
  loader: adminCatalog,
  component: function SurveyFillRoute() {
    const { surveyId, orgId } = Route.useParams();
    return <SurveyFillPage surveyId={surveyId} orgId={orgId} />;
  },
});
