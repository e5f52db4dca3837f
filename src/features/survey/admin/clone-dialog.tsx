/**
 * "Clone" in the survey review screen: a reviewer copies a survey they review (its sections and questions)
 * under a new name, in English and optionally Irish, published as a new survey the clubs can fill
 * (POST /survey/{id}/{org}/{version}/clone).
 */
import { Button, Field, NativeSelect } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { M } from '../../../../domain/messages';
import { ALL_CLUBS, CloneSurveyInput, surveyApi } from '../../../../domain/survey/survey.contract';
import { call } from '../../../api/call';
import { useCall } from '../../../api/use-call';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';

const CloneForm = v.object({
  surveyId: v.pipe(v.string(), v.minLength(1, M.required.id)),
  ...CloneSurveyInput.entries,
});
type CloneValues = v.InferInput<typeof CloneForm>;

export function CloneSurveyButton(props: { onCloned: (title: string) => void }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const list = useCall(surveyApi.definitions, open ? {} : null);
  const surveys = list.status === 'ok' ? list.data._embedded.surveys : [];
  const action = useServerAction();
  const form = useForm<CloneValues>({
    resolver: valibotResolver(CloneForm),
    defaultValues: { surveyId: '', name: '', nameGa: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ surveyId: '', name: '', nameGa: '' });
  }, [open, reset]);
  const title = (d: (typeof surveys)[number]) =>
    i18n.locale === 'ga' ? d.definition.title.ga : d.definition.title.en;
  return (
    <>
      <Button type="button" size="sm" variant="outline" onClick={() => setOpen(true)}>
        <Trans>Clone</Trans>
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Clone a survey`}
        busy={action.busy}
        formId="clone-survey-form"
        testId="clone-dialog"
        submitLabel={t`Clone`}
        onSubmit={form.handleSubmit(async ({ surveyId, name, nameGa }) => {
          const source = surveys.find((d) => d.id === surveyId);
          if (!source) return;
          const done = await action.run(
            () =>
              call(surveyApi.clone, {
                params: { id: source.id, orgId: ALL_CLUBS, version: String(source.version) },
                body: { name, ...(nameGa?.trim() ? { nameGa } : {}) },
              }),
            t`The survey could not be cloned.`,
          );
          if (!done.ok) return;
          setOpen(false);
          props.onCloned(name.trim());
        })}
      >
        <Field.Root required invalid={!!form.formState.errors.surveyId}>
          <Field.Label>{t`Survey to clone`}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('surveyId')}>
              <option value="">—</option>
              {surveys.map((d) => (
                <option key={d.id} value={d.id}>
                  {title(d)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{form.formState.errors.surveyId?.message}</Field.ErrorText>
        </Field.Root>
        <TextField
          label={t`New name`}
          register={form.register('name')}
          error={form.formState.errors.name?.message}
          required
          maxLength={200}
        />
        <TextField
          label={t`New name in Irish`}
          register={form.register('nameGa')}
          error={form.formState.errors.nameGa?.message}
          maxLength={200}
          helper={t`Left blank, the English name is used.`}
        />
      </FormDialog>
    </>
  );
}
