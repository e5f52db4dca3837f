import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { saveBlob } from '../../../api/download';
import type { UploadResult } from './use-draw-admin';

/** Bulk upload result (seed 2 §8): totals attempted, successful and failed, and the result file. */
export function UploadResultView({ result }: { result: UploadResult }) {
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
        onClick={() =>
          saveBlob(new Blob([result.resultCsv], { type: 'text/csv;charset=utf-8' }), 'upload-result.csv')
        }
      >
        <Trans>Download result file</Trans>
      </Button>
    </HStack>
  );
}
