/**
 * The supporting documents of an application (seed 2 §3, §5 Files): the VISA and INSURANCE the type asks
 * for, one file per upload (JPG, PNG or PDF, at most 10 MB — the server says "file too large" or "file type
 * not supported"), downloaded by the applicant and the reviewing units, removed while editable.
 */
import { Badge, Button, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { TransferFormSchema } from '../../../domain/transfer/form-schema';
import { DOCUMENT_LABELS, FIELD_LABELS } from '../../../domain/transfer/labels';
import type { TransferDocumentType } from '../../../domain/transfer/enums';
import { api, apiGet, apiSend } from '../../api/client';
import { downloadFile } from '../../api/download';
import { useServerAction } from '../../components/use-server-action';
import type { TransferDoc } from './transfer-api';

type Doc = TransferDoc['documents'][number];

export function TransferDocuments({
  transferId,
  schema,
  editable,
}: {
  transferId: string;
  /** The form (its FILE fields); without it, the documents held are listed only. */
  schema?: TransferFormSchema;
  editable: boolean;
}) {
  const { t, i18n } = useLingui();
  const action = useServerAction();
  const [docs, setDocs] = useState<Doc[]>([]);
  const reload = useCallback(
    () =>
      apiGet<{ documents: Doc[] }>(`/player-transfer/${transferId}/document`).then((r) =>
        setDocs(r.documents),
      ),
    [transferId],
  );
  useEffect(() => {
    void reload().catch(() => setDocs([]));
  }, [reload]);
  const files = (schema?.sections.flatMap((s) => s.fields) ?? []).filter((f) => f.type === 'FILE');
  const upload = (type: TransferDocumentType, file: File | undefined) => {
    if (!file) return;
    void action.run(
      async () => {
        const form = new FormData();
        form.set('file', file);
        form.set('additionalType', type);
        await api(`/player-transfer/${transferId}/document`, { method: 'POST', body: form });
        await reload();
      },
      t`Upload failed`,
    );
  };
  const remove = (id: string) =>
    void action.run(
      async () => {
        await apiSend('DELETE', `/player-transfer/${transferId}/document/${id}`);
        await reload();
      },
      t`Unable to save data - please try again later`,
    );

  return (
    <Stack gap={4} data-testid="transfer-documents">
      {editable &&
        files.map((f) => (
          <Field.Root key={f.name} required={f.required}>
            <Field.Label>
              {i18n._(FIELD_LABELS[f.name]!)}
              {f.required && <Field.RequiredIndicator />}
            </Field.Label>
            <Input
              type="file"
              accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
              data-testid={`upload-${f.documentType}`}
              onChange={(e) => {
                upload(f.documentType!, e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <Field.HelperText>
              <Trans>One file: JPG, PNG or PDF, at most 10 MB.</Trans>
            </Field.HelperText>
          </Field.Root>
        ))}
      {docs.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No documents yet.</Trans>
        </Text>
      ) : (
        <List.Root gap={2} aria-label={t`Supporting documents`}>
          {docs.map((d) => (
            <List.Item key={d.id}>
              <HStack gap={3} wrap="wrap">
                <Badge>{i18n._(DOCUMENT_LABELS[d.additionalType as TransferDocumentType])}</Badge>
                <Text>{d.fileName}</Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    void action.run(
                      () => downloadFile(`/player-transfer/${transferId}/document/${d.id}`, d.fileName),
                      t`Unable to download attachments - Please try again later`,
                    )
                  }
                >
                  <Trans>Download</Trans>
                </Button>
                {editable && (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => remove(d.id)}>
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
