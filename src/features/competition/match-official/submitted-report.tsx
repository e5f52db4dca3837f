/** A submitted referee report on the device: read-only, with the state of its queued submission and files. */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { Fixture } from '../../../../domain/competition/fixture';
import type { RefereeReport } from '../../../../domain/competition/referee-report';
import type { LocalDoc } from '../../../offline/db';
import type { ReportDraftRow, ReportFileRow } from '../../../offline/report-tables';
import { FileList } from './report-documents';

export function SubmittedReport(props: {
  fixture: LocalDoc<Fixture>;
  draft: ReportDraftRow | null;
  files: ReportFileRow[];
}) {
  const report = props.draft?.status === 'submitted' ? (props.draft.content as RefereeReport) : null;
  return (
    <Stack gap={4} data-testid="report-readonly">
      <Text fontWeight="semibold">
        <Trans>Submitted: this report can no longer be edited.</Trans>
      </Text>
      {props.fixture._pending ? (
        <Text role="status" data-testid="report-sync">
          <Trans>Saved on device — it will be sent when there is signal.</Trans>
        </Text>
      ) : (
        <Text role="status" data-testid="report-sync">
          <Trans>Report sent.</Trans>
        </Text>
      )}
      {report && (
        <Box>
          <Heading as="h2" size="md" mb={2}>
            <Trans>Summary</Trans>
          </Heading>
          <Text>
            <Trans>
              First half {report.timings.firstHalfStart}–{report.timings.firstHalfEnd}, second half{' '}
              {report.timings.secondHalfStart}–{report.timings.secondHalfEnd}
            </Trans>
          </Text>
          <Text>
            <Trans>
              Score {report.score.homeGoals}-{report.score.homePoints} to {report.score.awayGoals}-
              {report.score.awayPoints}
            </Trans>
          </Text>
          <Text>
            <Trans>
              Substitutions: {report.substitutions.length} · Infractions: {report.infractions.length} ·
              Injuries: {report.injuries.length} · Comments: {report.comments.length}
            </Trans>
          </Text>
        </Box>
      )}
      <Heading as="h2" size="md">
        <Trans>Documents</Trans>
      </Heading>
      <FileList files={props.files} editable={false} />
    </Stack>
  );
}
