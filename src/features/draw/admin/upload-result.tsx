import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { UploadResult } from './use-draw-admin';

/** Saves text as a file through a temporary link (the result file is already in the answer). */
function saveText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Bulk upload result (seed 2 §8): totals attempted, successful and failed, and the result file. */
export function UploadResultView({ result }: { result: UploadResult }) {
  return (
    <HStack wrap="wrap" role="status" data-testid="upload-result">
      <Text>
        <Trans>
          Attempted: {result.attempted} · successful: {result.successful} · failed: {result.failed}
        </Trans>
      </Text>
      <Button size="xs" variant="outline" onClick={() => saveText(result.resultCsv, 'upload-result.csv')}>
        <Trans>Download result file</Trans>
      </Button>
    </HStack>
  );
}
