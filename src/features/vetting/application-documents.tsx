import { Button, Field, HStack, Input, List, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { needsGuardianVetting } from '../../../domain/family/family';
import { todayInDublin } from '../../../domain/lib/dates';
import { requiredDocuments } from '../../../domain/vetting/application';
import { DOCUMENT_CATEGORIES, DOCUMENT_SUBTYPES, type DocumentCategory } from '../../../domain/vetting/enums';
import { call } from '../../api/call';
import { vettingApi } from '../../../domain/vetting/vetting.contract';
import { actOn } from './admin/vetting-api';
import { showAlert } from '../../components/alerts';
import { useServerAction } from '../../components/use-server-action';
import { fieldErrors } from '../../components/field-errors';
import type { VettingApplicationDoc } from './vetting-api';
import { DOCUMENT_CATEGORY_LABELS, DOCUMENT_SUBTYPE_LABELS } from './vetting-labels';

/**
 * The "Upload Documents" tab (seed 3 §2, §5): what this application needs (the ID validation form, photo ID,
 * proof of address, the NVB1 form for Garda vetting, the NVB3 consent for 16 to 18-year-olds), one file per
 * upload (PDF, JPEG or PNG, at most 10 MB), the documents sent so far, and Submit once they are all there.
 */
export function ApplicationDocuments({
  app,
  onChanged,
}: {
  app: VettingApplicationDoc;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const [category, setCategory] = useState<DocumentCategory>('PHOTO_ID');
  const [subType, setSubType] = useState<string>(DOCUMENT_SUBTYPES.PHOTO_ID[0]);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const action = useServerAction();
  const guardian = needsGuardianVetting(app.applicant.birthDate, todayInDublin());
  const needed = requiredDocuments(app.type, guardian);
  const held = new Set(app.documents.map((d) => d.category));
  const editable = app.status === 'PENDING_DOCUMENTATION';

  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.set('file', file);
    const done = await action.run(
      () => call(vettingApi.upload, { params: { id: app.id }, query: { category, subType }, body: form }),
      t`The file was rejected`,
    );
    if (done.ok) {
      setFile(null);
      showAlert('success', t`Document uploaded`);
      onChanged();
    }
  };
  const remove = async (id: string) => {
    if (
      (
        await action.run(
          () => call(vettingApi.deleteDocument, { params: { id: app.id, fileId: id } }),
          t`Unable to save data - please try again later`,
        )
      ).ok
    )
      onChanged();
  };
  const submit = async () => {
    const done = await action.run(
      () => actOn(app.id, { action: 'SUBMIT' }),
      t`Unable to submit the application`,
    );
    setProblems(done.ok ? [] : fieldErrors(done.error).map((e) => i18n._(e.message)));
    if (done.ok) {
      showAlert('success', t`Application submitted for review`);
      onChanged();
    }
  };

  return (
    <Stack gap={5}>
      <Stack gap={2}>
        <Text fontWeight="semibold">
          <Trans>This application needs:</Trans>
        </Text>
        <List.Root ps={4} data-testid="required-documents">
          {needed.map((c) => (
            <List.Item key={c}>
              {i18n._(DOCUMENT_CATEGORY_LABELS[c])} — {held.has(c) ? t`uploaded` : t`missing`}
            </List.Item>
          ))}
        </List.Root>
        <Text color="fg.muted">
          <Trans>
            Upload one file at a time: PDF, JPEG or PNG, at most 10 MB. Your proof of address must be dated
            within the last 6 months. Documents are private: only you and the vetting officers can open them.
          </Trans>
        </Text>
      </Stack>

      {editable && (
        <Stack gap={3} borderWidth="1px" borderRadius="md" p={4}>
          <HStack gap={4} wrap="wrap" align="end">
            <Field.Root maxW="xs">
              <Field.Label>{t`Document`}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={category}
                  onChange={(e) => {
                    const next = e.target.value as DocumentCategory;
                    setCategory(next);
                    setSubType(DOCUMENT_SUBTYPES[next][0]);
                  }}
                >
                  {DOCUMENT_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {i18n._(DOCUMENT_CATEGORY_LABELS[c])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root maxW="xs">
              <Field.Label>{t`Kind`}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={subType} onChange={(e) => setSubType(e.target.value)}>
                  {DOCUMENT_SUBTYPES[category].map((s) => (
                    <option key={s} value={s}>
                      {i18n._(DOCUMENT_SUBTYPE_LABELS[s])}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root maxW="sm">
              <Field.Label>{t`File`}</Field.Label>
              <Input
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                p={1}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Field.Root>
            <Button onClick={() => void upload()} disabled={!file} loading={action.busy}>
              <Trans>Upload</Trans>
            </Button>
          </HStack>
        </Stack>
      )}

      <Stack gap={2}>
        <Text fontWeight="semibold">
          <Trans>Documents sent</Trans>
        </Text>
        {app.documents.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No documents yet.</Trans>
          </Text>
        ) : (
          <List.Root ps={4} data-testid="vetting-documents">
            {app.documents.map((d) => (
              <List.Item key={d.id}>
                <HStack gap={3}>
                  <Text>
                    {i18n._(DOCUMENT_CATEGORY_LABELS[d.category as DocumentCategory])}: {d.fileName}
                  </Text>
                  {editable && (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void remove(d.id)}
                      aria-label={t`Remove ${d.fileName}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>

      {editable && (
        <Stack gap={2}>
          {problems.length > 0 && (
            <Text role="alert" color="fg.error">
              {problems[0]}
            </Text>
          )}
          <Button colorPalette="brand" alignSelf="start" onClick={() => void submit()} loading={action.busy}>
            <Trans>Submit application</Trans>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
