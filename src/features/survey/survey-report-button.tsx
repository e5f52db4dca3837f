/**
 * "Generate report" (seed 3 §2 "a review and generate-report step"): downloads the submission's PDF report in
 * the reader's language, named by the server (§9 Content-Disposition). Online only: with no signal the button
 * is off and says why. Failure: "Unable to generate report"; success: "Successfully generated report" (§8).
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { REPORT_MESSAGES } from '../../../domain/survey/report';
import { showAlert } from '../../components/alerts';
import { useServerAction } from '../../components/use-server-action';
import { useOnline } from '../../offline/status';
import { downloadSurveyReport } from './survey-data';

/** Runs `before` (saving the form, say), then downloads the report, with the §8 messages. */
export function useSurveyReport(id: string) {
  const { t, i18n } = useLingui();
  const action = useServerAction();
  const { run } = action;
  const generate = useCallback(
    async (before?: () => Promise<void>) => {
      const done = await run(async () => {
        await before?.();
        await downloadSurveyReport(id, i18n.locale);
      }, t(REPORT_MESSAGES.failed));
      if (done.ok) showAlert('success', t(REPORT_MESSAGES.done));
    },
    [id, i18n.locale, run, t],
  );
  return { busy: action.busy, generate };
}

export function SurveyReportButton({ id }: { id: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const report = useSurveyReport(id);
  return (
    <HStack gap={3} wrap="wrap">
      <Button
        size="sm"
        variant="outline"
        loading={report.busy}
        disabled={!online}
        onClick={() => void report.generate()}
        data-testid="survey-report"
      >
        {t(REPORT_MESSAGES.generate)}
      </Button>
      {!online && <Text color="fg.muted">{t(REPORT_MESSAGES.offline)}</Text>}
    </HStack>
  );
}
