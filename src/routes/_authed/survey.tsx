import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TitledPage } from '../../components/titled-page';

function SurveyPage() {
  const { t } = useLingui();
  return <TitledPage title={t`Surveys`} />;
}

export const Route = createFileRoute('/_authed/survey')({ component: SurveyPage });
