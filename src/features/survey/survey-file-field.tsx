/**
 * A FILE question (seed 3 §5 Surveys: one file per upload, at most 10 MB): each chosen file is uploaded at
 * once (online) and its id added to the answer; a file listed is downloaded with the bearer token (the club's
 * officers and the reviewers may read it: the server decides). Offline, uploads wait for a connection.
 */
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { M } from '../../../domain/messages';
import type { Answers } from '../../../domain/survey/answers';
import type { SurveyQuestion } from '../../../domain/survey/definition';
import { SURVEY_FILE_MAX_BYTES, SURVEY_FILE_TYPES, type SurveyFileDoc } from '../../../domain/survey/files';
import { SURVEY_ERRORS } from '../../../domain/survey/messages';
import { downloadFile } from '../../api/download';
import { pathOf } from '../../../domain/lib/contract';
import { surveyApi } from '../../../domain/survey/survey.contract';
import { showErrorAlert } from '../../components/error-alert';
import { useOnline } from '../../offline/status';

/** Names of the files uploaded in this session (a stored answer keeps ids only). */
const names = new Map<string, string>();

export function FileField(props: {
  q: SurveyQuestion;
  control: Control<Answers>;
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  readOnly: boolean;
  upload?: (file: File) => Promise<SurveyFileDoc>;
}) {
  const { q, label, required, hint, readOnly, upload } = props;
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const [local, setLocal] = useState<string | null>(null);
  const max = q.maxCount ?? 1;
  return (
    <Controller
      control={props.control}
      name={q.id}
      render={({ field }) => {
        const ids = Array.isArray(field.value) ? field.value : [];
        const error = local ?? props.error;
        const choose = async (file: File | undefined) => {
          if (!file || !upload) return;
          if (file.size > SURVEY_FILE_MAX_BYTES) return setLocal(M.surveyFileTooLarge.id);
          if (!(SURVEY_FILE_TYPES as readonly string[]).includes(file.type))
            return setLocal(M.surveyFileType.id);
          setLocal(null);
          setBusy(true);
          try {
            const doc = await upload(file);
            names.set(doc.id, doc.fileName);
            field.onChange([...ids, doc.id]);
          } catch (err) {
            showErrorAlert(i18n._(SURVEY_ERRORS.upload), err);
          } finally {
            setBusy(false);
          }
        };
        return (
          <Field.Root invalid={Boolean(error)} required={required}>
            <Field.Label>
              {label}
              {required && <Field.RequiredIndicator />}
            </Field.Label>
            <Stack gap={2} w="full">
              {ids.map((id, i) => (
                <HStack key={id} gap={3} data-testid={`file-${q.id}`}>
                  <Button
                    size="xs"
                    variant="plain"
                    textDecoration="underline"
                    onClick={() =>
                      void downloadFile(
                        pathOf(surveyApi.file, { params: { id } }),
                        names.get(id) ?? `file-${i + 1}`,
                      ).catch((err: unknown) => showErrorAlert(i18n._(SURVEY_ERRORS.retrieve), err))
                    }
                  >
                    {names.get(id) ?? t`File ${i + 1}`}
                  </Button>
                  {!readOnly && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={t`Remove ${names.get(id) ?? t`File ${i + 1}`}`}
                      onClick={() => field.onChange(ids.filter((x) => x !== id))}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  )}
                </HStack>
              ))}
              {!readOnly && ids.length < max && (
                <Box>
                  {upload ? (
                    <Input
                      type="file"
                      p={1}
                      accept={SURVEY_FILE_TYPES.join(',')}
                      disabled={busy}
                      aria-label={label}
                      onChange={(e) => {
                        void choose(e.target.files?.[0]);
                        e.target.value = '';
                      }}
                    />
                  ) : online ? (
                    <Text color="fg.muted">
                      <Trans>Only the club’s officers upload its files.</Trans>
                    </Text>
                  ) : (
                    <Text color="fg.muted">
                      <Trans>Files can be uploaded once you are back online.</Trans>
                    </Text>
                  )}
                </Box>
              )}
            </Stack>
            {hint && <Field.HelperText>{hint}</Field.HelperText>}
            <Field.HelperText>
              <Trans>One file per upload: PDF, PNG or JPEG, at most 10 MB.</Trans>
            </Field.HelperText>
            {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
          </Field.Root>
        );
      }}
    />
  );
}
