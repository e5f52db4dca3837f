/** Step 4 of the report wizard: documents, kept on the device (IndexedDB Blobs) until uploaded. */
import { Badge, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { REPORT_DOCUMENT_TYPES, type ReportDocumentType } from '../../../../domain/competition/enums';
import type { ReportFileRow } from '../../../offline/report-tables';
import { DOCUMENT_LABELS } from './match-official-labels';
import { attachFile, removeFile } from './report-store';

const sizeText = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

export function FileList({ files, editable }: { files: ReportFileRow[]; editable: boolean }) {
  const { i18n } = useLingui();
  if (files.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No documents</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" gap={2}>
      {files.map((f) => (
        <HStack
          as="li"
          key={f.id}
          listStyleType="none"
          justify="space-between"
          wrap="wrap"
          data-testid="report-file"
        >
          <Text>
            {i18n._(DOCUMENT_LABELS[f.category as ReportDocumentType])}: {f.fileName} ({sizeText(f.size)})
          </Text>
          <HStack>
            {f.state === 'local' && (
              <Badge colorPalette="orange">
                <Trans>On this device</Trans>
              </Badge>
            )}
            {f.state === 'uploading' && (
              <Badge colorPalette="blue">
                <Trans>Uploading {Math.round((f.progress ?? 0) * 100)}%</Trans>
              </Badge>
            )}
            {f.state === 'uploaded' && (
              <Badge colorPalette="green">
                <Trans>Uploaded</Trans>
              </Badge>
            )}
            {f.state === 'failed' && (
              <Badge colorPalette="red">
                <Trans>Upload refused:</Trans> {f.error}
              </Badge>
            )}
            {editable && (
              <Button size="xs" variant="ghost" onClick={() => void removeFile(f.id)}>
                <Trans>Remove</Trans>
              </Button>
            )}
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

export function DocumentsStep(props: { personId: string; fixtureId: string; files: ReportFileRow[] }) {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<ReportDocumentType>('TEAM_SHEET');
  const [error, setError] = useState<string | null>(null);
  const onFile = async (input: HTMLInputElement) => {
    const chosen = input.files ? [...input.files] : [];
    input.value = '';
    if (chosen.length === 0) return;
    if (chosen.length > 1) {
      setError('upload.maxFilesExceeded');
      return;
    }
    const result = await attachFile(props.personId, props.fixtureId, category, chosen[0]!);
    setError(result.ok ? null : (result.issues[0]?.message ?? 'upload.fileRejected'));
  };
  return (
    <Stack gap={4}>
      <Text>
        <Trans>
          Team sheets, substitution slips and other documents: jpg, jpeg, png or pdf, one file at a time, at
          most 10 MB.
        </Trans>
      </Text>
      <HStack align="end" wrap="wrap" gap={3}>
        <Field.Root maxW="xs">
          <Field.Label>{t`Document type`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={category}
              onChange={(e) => setCategory(e.target.value as ReportDocumentType)}
            >
              {REPORT_DOCUMENT_TYPES.map((c) => (
                <option key={c} value={c}>
                  {i18n._(DOCUMENT_LABELS[c])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="sm" invalid={Boolean(error)}>
          <Field.Label>{t`Attach a file`}</Field.Label>
          <Input
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            onChange={(e) => void onFile(e.currentTarget)}
            p={1}
          />
          {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
        </Field.Root>
      </HStack>
      <FileList files={props.files} editable />
    </Stack>
  );
}
