/**
 * A FILE question (seed 3 §5 Surveys: one file per upload, at most 10 MB): each chosen file is uploaded at
 * once (online) and its id added to the answer; a file listed is downloaded with the bearer token (the club's
 * officers and the reviewers may read it: the server decides). Offline, uploads wait for a connection.
 * A question of linked documents (`linkedByYear`) asks for the year each file stands for before its upload
 * and takes one file per year (domain/survey/files.ts): a year already listed is refused here with the
 * server's own message, and the server refuses it again (409) when the answer is saved.
 */
import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { M } from '../../../domain/messages';
import type { Answers } from '../../../domain/survey/answers';
import type { SurveyQuestion } from '../../../domain/survey/definition';
import {
  duplicateYears,
  SURVEY_FILE_MAX_BYTES,
  SURVEY_FILE_TYPES,
  type SurveyFileDoc,
} from '../../../domain/survey/files';
import { SURVEY_ERRORS } from '../../../domain/survey/messages';
import { downloadFile } from '../../api/download';
import { pathOf } from '../../../domain/lib/contract';
import { surveyApi } from '../../../domain/survey/survey.contract';
import { showErrorAlert } from '../../components/error-alert';
import { useOnline } from '../../offline/status';

/** Names of the files uploaded in this session (a stored answer keeps ids only). */
const names = new Map<string, string>();
/** Years of the linked documents uploaded in this session. */
const years = new Map<string, number>();

export function FileField(props: {
  q: SurveyQuestion;
  control: Control<Answers>;
  label: string;
  required: boolean;
  hint?: string;
  error?: string;
  readOnly: boolean;
  upload?: (file: File, associatedYear?: number) => Promise<SurveyFileDoc>;
}) {
  const { q, label, required, hint, readOnly, upload } = props;
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const [local, setLocal] = useState<string | null>(null);
  const [year, setYear] = useState('');
  const thisYear = new Date().getFullYear();
  const yearChoices = Array.from({ length: 6 }, (_, i) => String(thisYear - i));
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
          const associatedYear = q.linkedByYear ? Number(year) || undefined : undefined;
          if (q.linkedByYear) {
            if (associatedYear === undefined) return setLocal(i18n._(SURVEY_ERRORS.yearRequired));
            if (duplicateYears([...ids.map((id) => years.get(id)), associatedYear]).length > 0)
              return setLocal(
                i18n._(
                  SURVEY_ERRORS.duplicateYear.id,
                  { year: associatedYear },
                  { message: SURVEY_ERRORS.duplicateYear.message },
                ),
              );
          }
          setLocal(null);
          setBusy(true);
          try {
            const doc = await upload(file, associatedYear);
            names.set(doc.id, doc.fileName);
            if (doc.associatedYear) years.set(doc.id, doc.associatedYear);
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
                  {years.has(id) && <Text fontSize="sm">{t`Year ${String(years.get(id))}`}</Text>}
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
                  {upload && q.linkedByYear && (
                    <Field.Root mb={2} maxW="xs">
                      <Field.Label>
                        <Trans>Year this document is for</Trans>
                      </Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field value={year} onChange={(e) => setYear(e.target.value)}>
                          <option value="">{t`Choose a year`}</option>
                          {yearChoices.map((y) => (
                            <option key={y} value={y}>
                              {y}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  )}
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
