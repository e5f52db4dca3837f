import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useServerAction } from '../../../components/use-server-action';
import { parsePastedRows, rowsToCsv } from './ticket-tools';
import { uploadSales, type UploadResult } from './use-draw-admin';
import { UploadResultView } from '../../../components/upload-result';

/**
 * Paste rows (from a spreadsheet, or copied from the table): ticket number, name, address, phone, date —
 * each row is recorded as a paper sale through the bulk-upload route, with the same totals and result file.
 */
export function PasteDialog(props: {
  open: boolean;
  drawId: string;
  orgId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { open, drawId, orgId, onClose, onDone } = props;
  const { t } = useLingui();
  const [text, setText] = useState('');
  const { busy, run } = useServerAction();
  const [result, setResult] = useState<UploadResult | null>(null);
  const parsed = parsePastedRows(text);
  const close = () => {
    setText('');
    setResult(null);
    onClose();
  };
  const send = () =>
    run(
      async () => {
        setResult(await uploadSales(drawId, orgId, rowsToCsv(parsed.rows)));
        onDone();
      },
      t`The rows could not be recorded.`,
    );
  return (
    <AppDialog
      open={open}
      onClose={close}
      busy={busy}
      title={t`Paste rows`}
      testId="paste-dialog"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={busy}>
            <Trans>Close</Trans>
          </Button>
          <Button
            colorPalette="brand"
            onClick={() => void send()}
            loading={busy}
            disabled={parsed.rows.length === 0 || parsed.badLines.length > 0}
          >
            <Trans>Record {parsed.rows.length} sales</Trans>
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <Field.Root invalid={parsed.badLines.length > 0}>
          <Field.Label>
            <Trans>Rows: ticket number, name, address, phone, date</Trans>
          </Field.Label>
          <Textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} fontFamily="mono" />
          <Field.HelperText>
            <Trans>One sale per line, columns separated by tabs (from a spreadsheet) or commas.</Trans>
          </Field.HelperText>
          {parsed.badLines.length > 0 && (
            <Field.ErrorText>
              <Trans>These lines do not have the five columns: {parsed.badLines.join(', ')}</Trans>
            </Field.ErrorText>
          )}
        </Field.Root>
        {result && <UploadResultView result={result} />}
        {result && result.failed > 0 && (
          <Text color="fg.muted">
            <Trans>The result file says why each failed row was refused.</Trans>
          </Text>
        )}
      </Stack>
    </AppDialog>
  );
}
