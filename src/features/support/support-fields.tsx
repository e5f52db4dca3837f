/**
 * The fields of the support form's steps (seed 3 §2): what the query is about, where it comes from, its
 * message and attachment, the person it concerns, and who is asking. The general form and the issue wizard
 * arrange them in their own steps; the form's state, steps and sending live in support-form.tsx.
 */
import { Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SPORTS } from '../../../domain/enums';
import { M } from '../../../domain/messages';
import { COUNTIES } from '../../../domain/organization/enums';
import {
  SUPPORT_CATEGORIES,
  SUPPORT_ROLES,
  SUPPORT_SUBCATEGORIES,
  type SupportCategory,
} from '../../../domain/support/enums';
import {
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_ROLE_LABELS,
  SUPPORT_SUBCATEGORY_LABELS,
} from '../../../domain/support/labels';
import {
  SUPPORT_FILE_MAX_BYTES,
  SUPPORT_FILE_TYPES,
  SUPPORT_SUBJECT_MAX,
  type SupportQueryInput,
} from '../../../domain/support/support-query';
import { ChoiceField } from '../../components/choice-field';
import { TextField } from '../../components/text-field';

export type SupportForm = UseFormReturn<SupportQueryInput>;

/** Step 1: role, category, subcategory. */
export function AboutStep({ form }: { form: SupportForm }) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const category = useWatch({ control: form.control, name: 'category' }) as SupportCategory | '';
  const subs = category ? SUPPORT_SUBCATEGORIES[category] : [];
  return (
    <Stack gap={4}>
      <ChoiceField
        label={t`Your role`}
        required
        register={form.register('role')}
        error={errors.role?.message}
        options={SUPPORT_ROLES.map((r) => [r, i18n._(SUPPORT_ROLE_LABELS[r])] as const)}
      />
      <ChoiceField
        label={t`Category`}
        required
        register={form.register('category', {
          onChange: () => form.setValue('subcategory', '' as never),
        })}
        error={errors.category?.message}
        options={SUPPORT_CATEGORIES.map((c) => [c, i18n._(SUPPORT_CATEGORY_LABELS[c])] as const)}
      />
      <ChoiceField
        label={t`Subcategory`}
        required
        register={form.register('subcategory')}
        error={errors.subcategory?.message}
        options={subs.map((s) => [s, i18n._(SUPPORT_SUBCATEGORY_LABELS[s])] as const)}
      />
    </Stack>
  );
}

/** Where the query comes from: association and county, and the club as text (the issue wizard lists clubs). */
export function WhereFields({ form, clubText = true }: { form: SupportForm; clubText?: boolean }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <>
      <ChoiceField
        label={t`Association`}
        required
        register={form.register('association')}
        error={errors.association?.message}
        options={SPORTS.map((s) => [s, s] as const)}
      />
      <ChoiceField
        label={t`County`}
        required
        register={form.register('county')}
        error={errors.county?.message}
        options={COUNTIES.map((c) => [c, c] as const)}
      />
      {clubText && (
        <TextField
          label={t`Club or unit`}
          required
          register={form.register('club')}
          error={errors.club?.message}
        />
      )}
    </>
  );
}

export interface AttachmentProps {
  file: File | null;
  fileError: string | null;
  onFile: (file: File | null) => void;
}

/** Subject, message, previous reference and the one attachment. */
export function MessageFields({ form, file, fileError, onFile }: { form: SupportForm } & AttachmentProps) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={t`Subject`}
        required
        maxLength={SUPPORT_SUBJECT_MAX}
        register={form.register('subject')}
        error={errors.subject?.message}
      />
      <TextField
        label={t`Message`}
        required
        multiline
        register={form.register('message')}
        error={errors.message?.message}
      />
      <TextField
        label={t`Previous reference (if you wrote before)`}
        register={form.register('previousReference')}
        error={errors.previousReference?.message}
        helper={t`For example PAIRC-000123`}
      />
      <Field.Root invalid={Boolean(fileError)}>
        <Field.Label>
          <Trans>Attachment (one file: JPG, PNG or PDF, at most 10 MB)</Trans>
        </Field.Label>
        <Input
          type="file"
          p={1}
          accept={SUPPORT_FILE_TYPES.join(',')}
          data-testid="support-file"
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
        {file && !fileError && (
          <Field.HelperText>
            <Trans>Attached: {file.name}</Trans>
          </Field.HelperText>
        )}
        {fileError && <Field.ErrorText>{i18n._(fileError)}</Field.ErrorText>}
      </Field.Root>
    </>
  );
}

/** "My query is about another person", then who (the issue wizard's "Choose a Person"). */
export function PersonFields(props: {
  form: SupportForm;
  aboutPerson: boolean;
  onAboutPerson: (on: boolean) => void;
}) {
  const { t } = useLingui();
  const { form, aboutPerson } = props;
  const errors = form.formState.errors.relatedPerson;
  return (
    <>
      <Checkbox.Root checked={aboutPerson} onCheckedChange={(e) => props.onAboutPerson(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>My query is about another person</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      {aboutPerson && (
        <Stack gap={4} ps={4} borderStartWidth="2px">
          <TextField
            label={t`Their name`}
            required
            register={form.register('relatedPerson.name')}
            error={errors?.name?.message}
          />
          <TextField
            label={t`Their membership ID`}
            register={form.register('relatedPerson.membershipId')}
            error={errors?.membershipId?.message}
          />
          <TextField
            label={t`Their e-mail address`}
            type="email"
            register={form.register('relatedPerson.email')}
            error={errors?.email?.message}
          />
          <TextField
            label={t`Their Páirc username`}
            register={form.register('relatedPerson.username')}
            error={errors?.username?.message}
          />
        </Stack>
      )}
    </>
  );
}

/** Step 2 of the general form: where, subject, message, previous reference, the person concerned, the attachment. */
export function DetailsStep(
  props: { form: SupportForm; aboutPerson: boolean; onAboutPerson: (on: boolean) => void } & AttachmentProps,
) {
  return (
    <Stack gap={4}>
      <WhereFields form={props.form} />
      <MessageFields form={props.form} file={props.file} fileError={props.fileError} onFile={props.onFile} />
      <PersonFields form={props.form} aboutPerson={props.aboutPerson} onAboutPerson={props.onAboutPerson} />
    </Stack>
  );
}

/** The file's own check before it is sent (the server checks again, by its bytes). */
export function fileProblem(files: FileList | File[] | null): string | null {
  if (!files || files.length === 0) return null;
  if (files.length > 1) return M.supportFileOne.id;
  const f = files[0]!;
  if (f.size > SUPPORT_FILE_MAX_BYTES) return M.supportFileTooLarge.id;
  if (!(SUPPORT_FILE_TYPES as readonly string[]).includes(f.type)) return M.supportFileType.id;
  return null;
}

/** Step 3: who is asking. */
export function SenderStep({ form }: { form: SupportForm }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  return (
    <Stack gap={4}>
      <TextField
        label={t`Your name`}
        required
        autoComplete="name"
        register={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={t`Your e-mail address`}
        type="email"
        required
        autoComplete="email"
        register={form.register('email')}
        error={errors.email?.message}
      />
      <TextField label={t`Your Páirc username (if you have one)`} register={form.register('username')} />
      <Text fontSize="sm" color="fg.muted">
        <Trans>We reply to this address, and send you the reference of your query there.</Trans>
      </Text>
    </Stack>
  );
}
