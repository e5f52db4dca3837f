/**
 * Organisation bulk upload (seed 3 §2 "Super admin": bulk upload; §8: totals attempted, successful and failed,
 * and a result file). The super admin chooses a CSV file; the browser reads it and sends its text once (one
 * Idempotency-Key per file); each record is created or refused with its reason (domain/super-admin/
 * bulk-upload.ts lists the columns).
 */
import { Button, Code, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import {
  BULK_UPLOAD_COLUMNS,
  BULK_UPLOAD_MAX_CHARS,
  BULK_UPLOAD_MAX_ROWS,
  type BulkUploadResult,
} from '../../../../domain/super-admin/bulk-upload';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { TableHead } from '../../../components/table-head';
import { UploadResultView } from '../../../components/upload-result';
import { useServerAction } from '../../../components/use-server-action';

export function BulkUploadTab() {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [result, setResult] = useState<BulkUploadResult | null>(null);
  const server = useServerAction();

  async function upload(file: File) {
    if (file.size > BULK_UPLOAD_MAX_CHARS) {
      showAlert('error', t`The file is too large: at most ${BULK_UPLOAD_MAX_ROWS} rows`);
      return;
    }
    const csv = await file.text();
    const done = await server.run(
      () =>
        apiSend<BulkUploadResult>(
          'POST',
          '/super-admin/organization/bulk-upload',
          { csv },
          crypto.randomUUID(),
        ),
      t`Bulk upload failed`,
    );
    if (!done.ok) return;
    setResult(done.value);
    if (done.value.successful === 0) showAlert('error', t`No entries were processed`);
    else showAlert('success', t`Organisations uploaded`);
  }

  const failed = result?.rows.filter((r) => r.result === 'FAILED') ?? [];
  return (
    <Stack gap={4} maxW="4xl">
      <Text>
        <Trans>
          A CSV file with a header row, at most {BULK_UPLOAD_MAX_ROWS} organisations. Columns: name
          (required), parentId (required: the county or other parent's id), and optionally the others below.
          Associations are separated by semicolons (default GAA); the type defaults to Club and the web
          address is made from the name.
        </Trans>
      </Text>
      <Code whiteSpace="normal" p={2}>
        {BULK_UPLOAD_COLUMNS.join(',')}
      </Code>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={t`Choose a CSV file of organisations`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button alignSelf="start" loading={server.busy} onClick={() => input.current?.click()}>
        <Trans>Upload organisations</Trans>
      </Button>
      {result && <UploadResultView result={result} fileName="organisation-upload-result.csv" />}
      {failed.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="bulk-upload-failures">
            <Table.Caption srOnly>{t`Rows not uploaded`}</Table.Caption>
            <TableHead titles={[t`Line`, t`Name`, t`Reason`]} />
            <Table.Body>
              {failed.map((r) => (
                <Table.Row key={r.line}>
                  <Table.Cell>{r.line}</Table.Cell>
                  <Table.Cell>{r.name}</Table.Cell>
                  <Table.Cell>{r.reason}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
