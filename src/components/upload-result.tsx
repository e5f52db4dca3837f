import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { saveBlob } from '../api/download';

/** What a bulk upload answers: totals, and the result file of every row's outcome. */
export interface UploadTotals {
  attempted: number;
  successful: number;
  failed: number;
  resultCsv: string;
}

/**
 * Bulk upload result (seed 2 §8, seed 1 §7): totals attempted, successful and failed, and the result file
 * (paper draw sales, club members).
 */
export function UploadResultView({
  result,
  fileName = 'upload-result.csv',
}: {
  result: UploadTotals;
  fileName?: string;
}) {
  return (
    <HStack wrap="wrap" role="status" data-testid="upload-result">
      <Text>
        <Trans>
          Attempted: {result.attempted} · successful: {result.successful} · failed: {result.failed}
        </Trans>
      </Text>
      <Button
        size="xs"
        variant="outline"
        onClick={() => saveBlob(new Blob([result.resultCsv], { type: 'text/csv;charset=utf-8' }), fileName)}
      >
        <Trans>Download result file</Trans>
      </Button>
    </HStack>
  );
}
