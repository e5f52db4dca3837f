import { Field, Input, Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import {
  CERTIFICATE_TYPES,
  CertificationInput,
  MEMBER_CERTIFICATION_TYPES,
  SAFEGUARDING_LEVELS,
  type Certification,
} from '../../../domain/vetting/certification';
import { call } from '../../api/call';
import { certificationApi } from '../../../domain/vetting/certification.contract';
import { showAlert } from '../../components/alerts';
import { CERTIFICATION_TYPE_LABELS, SAFEGUARDING_LEVEL_LABELS } from '../../components/certification-labels';
import { CheckField } from '../../components/check-field';
import { ChoiceField } from '../../components/choice-field';
import { showErrorAlert } from '../../components/error-alert';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/text-field';
import { applyServerErrors } from './server-errors';

type FormInput = v.InferInput<typeof CertificationInput>;

/** Add a qualification (seed 3 §5 Certification), with its certificate if there is one; VETTING is not offered. */
export function CertificationDialog({
  personId,
  onClose,
  onCreated,
}: {
  personId: string;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<FormInput, unknown, CertificationInput>({
    resolver: valibotResolver(CertificationInput),
    defaultValues: {
      personId,
      type: '',
      name: '',
      reference: '',
      label: '',
      validFrom: '',
      validTo: '',
      description: '',
      certificatePrivate: true,
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const reg = (name: keyof FormInput) => form.register(name);

  const submit = form.handleSubmit(async (input) => {
    let created: Certification;
    try {
      created = await call(certificationApi.create, { body: input });
    } catch (err) {
      if (!applyServerErrors(err, form.setError)) showErrorAlert(t`Unable to create certification`, err);
      return;
    }
    if (file) {
      const body = new FormData();
      body.set('file', file);
      try {
        await call(certificationApi.uploadCertificate, { params: { id: created.id }, body });
      } catch (err) {
        showErrorAlert(t`The certification was created, but its certificate could not be uploaded`, err);
      }
    }
    showAlert('success', t`Created new Certification`);
    onCreated();
    onClose();
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      busy={isSubmitting}
      title={t`Add qualification`}
      testId="certification-dialog"
      formId="certification-form"
      onSubmit={submit}
      submitLabel={<Trans>Save qualification</Trans>}
    >
      <Stack gap={3}>
        <ChoiceField
          label={t`Category`}
          required
          options={MEMBER_CERTIFICATION_TYPES.map((x) => [x, t(CERTIFICATION_TYPE_LABELS[x])] as const)}
          register={reg('type')}
          error={errors.type?.message}
        />
        <TextField label={t`Name`} required register={reg('name')} error={errors.name?.message} />
        <TextField
          label={t`Reference`}
          required
          register={reg('reference')}
          error={errors.reference?.message}
        />
        {type === 'SAFEGUARDING' ? (
          <ChoiceField
            label={t`Level`}
            required
            options={SAFEGUARDING_LEVELS.map((x) => [x, t(SAFEGUARDING_LEVEL_LABELS[x])] as const)}
            register={reg('label')}
            error={errors.label?.message}
          />
        ) : (
          <TextField
            label={t`Awarding body`}
            required
            register={reg('label')}
            error={errors.label?.message}
          />
        )}
        <TextField
          label={t`Valid from`}
          type="date"
          required
          register={reg('validFrom')}
          error={errors.validFrom?.message}
        />
        <TextField
          label={t`Active until`}
          type="date"
          register={reg('validTo')}
          error={errors.validTo?.message}
          helper={t`Leave empty if it does not expire`}
        />
        <TextField
          label={t`Description`}
          multiline
          register={reg('description')}
          error={errors.description?.message}
        />
        <Field.Root>
          <Field.Label>
            <Trans>Certificate (PDF, JPEG or PNG, at most 10 MB)</Trans>
          </Field.Label>
          <Input
            type="file"
            accept={CERTIFICATE_TYPES.join(',')}
            p={1}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field.Root>
        <CheckField
          control={form.control}
          name="certificatePrivate"
          label={t`Keep the certificate private (only you, your guardians and support can open it)`}
        />
      </Stack>
    </FormDialog>
  );
}
