/**
 * The club's members as a file (seed 1 §7 "Duplicate members and bulk"; issue 28 item 5): download them as
 * CSV (GET /organization/{id}/bulk-retrieve), and upload a CSV of members, sent a chunk of rows at a time so
 * the progress bar moves; the answer is a result per row (created, updated, unchanged, failed with its
 * reasons), its totals and a result file. A chunk that fails to send is tried again with the same
 * Idempotency-Key, and uploading a file twice changes nothing the second time.
 */
import { Button, Field, Heading, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import {
  BULK_CHUNK_ROWS,
  BULK_MAX_ROWS,
  BULK_MEMBER_COLUMNS,
  type BulkOutcome,
  type BulkRowResult,
  type BulkUploadAnswer,
} from '../../../../domain/membership/bulk-members';
import { csvChunks, csvRecord } from '../../../../domain/lib/csv-records';
import { api } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { showAlert } from '../../../components/alerts';
import { UploadResultView, type UploadTotals } from '../../../components/upload-result';
import { useServerAction } from '../../../components/use-server-action';

const RESULT_COLUMNS = ['line', 'outcome', 'uniqueId', 'name', 'reasons'];

function resultFile(rows: BulkRowResult[]): string {
  return `\uFEFF${[
    csvRecord(RESULT_COLUMNS),
    ...rows.map((r) => csvRecord([r.line, r.outcome, r.uniqueId ?? '', r.name, r.reasons.join('; ')])),
  ].join('\n')}\n`;
}

async function sendChunk(
  orgId: string,
  csv: string,
  firstLine: number,
  key: string,
): Promise<BulkUploadAnswer> {
  const body = new FormData();
  body.set('file', new File([csv], 'members.csv', { type: 'text/csv' }));
  body.set('firstLine', String(firstLine));
  const post = () =>
    api<BulkUploadAnswer>(`/organization/${encodeURIComponent(orgId)}/bulk-upload`, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': key },
    });
  try {
    return await post();
  } catch {
    return post(); // once more, the same key: a chunk the server applied replays its answer
  }
}

export function MembersFilePanel({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<
    (UploadTotals & { failures: BulkRowResult[]; counts: Record<BulkOutcome, number> }) | null
  >(null);
  const { busy, run } = useServerAction();

  const upload = (f: File) =>
    run(
      async () => {
        setResult(null);
        const chunks = csvChunks(await f.text(), BULK_CHUNK_ROWS);
        const total = chunks.reduce((n, c) => n + c.csv.split('\n').length - 1, 0);
        if (chunks.length === 0 || total > BULK_MAX_ROWS) {
          showAlert('error', t`Choose a CSV file of 1 to ${BULK_MAX_ROWS} members with a header row`);
          return;
        }
        const rows: BulkRowResult[] = [];
        setProgress({ done: 0, total });
        for (const chunk of chunks) {
          const answer = await sendChunk(orgId, chunk.csv, chunk.firstRecord + 2, crypto.randomUUID());
          rows.push(...answer.rows);
          setProgress({ done: rows.length, total });
        }
        const failures = rows.filter((r) => r.outcome === 'FAILED');
        const counts = { CREATED: 0, UPDATED: 0, UNCHANGED: 0, FAILED: 0 };
        for (const r of rows) counts[r.outcome]++;
        setResult({
          attempted: rows.length,
          successful: rows.length - failures.length,
          failed: failures.length,
          resultCsv: resultFile(rows),
          failures,
          counts,
        });
      },
      t`Unable to save data - please try again later`,
    );

  const download = () =>
    run(
      () =>
        downloadFile(`/organization/${encodeURIComponent(orgId)}/bulk-retrieve?format=FULL`, 'members.csv'),
      t`Unable to download attachments - Please try again later`,
    );

  return (
    <Stack as="section" aria-labelledby="members-file-heading" gap={3}>
      <Heading as="h2" size="lg" id="members-file-heading">
        <Trans>Members file</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          Download the club's members as a CSV file, or upload one to add and update members. Columns:{' '}
          {BULK_MEMBER_COLUMNS.join(', ')}. A member found by unique ID, e-mail, or name and date of birth is
          updated; anyone else is added. The same file uploaded twice changes nothing.
        </Trans>
      </Text>
      <HStack gap={3} align="end" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void download()} disabled={busy}>
          <Trans>Download members (CSV)</Trans>
        </Button>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>CSV file of members</Trans>
          </Field.Label>
          <Input
            ref={input}
            type="file"
            size="sm"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field.Root>
        <Button size="sm" disabled={!file || busy} loading={busy} onClick={() => file && void upload(file)}>
          <Trans>Upload members</Trans>
        </Button>
      </HStack>
      {progress && (
        <Stack gap={1}>
          <progress
            max={progress.total}
            value={progress.done}
            aria-label={t`Upload progress`}
            style={{ width: '100%', maxWidth: '32rem' }}
          />
          <Text fontSize="sm" aria-live="polite">
            <Trans>
              {progress.done} of {progress.total} rows
            </Trans>
          </Text>
        </Stack>
      )}
      {result && (
        <Stack gap={2}>
          <UploadResultView result={result} fileName="members-upload-result.csv" />
          <Text data-testid="upload-outcomes">
            <Trans>
              Added: {result.counts.CREATED} · updated: {result.counts.UPDATED} · unchanged:{' '}
              {result.counts.UNCHANGED}
            </Trans>
          </Text>
          {result.failures.length > 0 && (
            <List.Root data-testid="upload-failures" ps={5}>
              {result.failures.slice(0, 20).map((r) => (
                <List.Item key={r.line}>{t`Line ${r.line} (${r.name}): ${r.reasons.join('; ')}`}</List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      )}
    </Stack>
  );
}
