/**
 * One support query on the desk (seed 3 §3 "Support query", "Case fields"): what was asked, by whom and
 * about whom, its attachment, and the case — is it closed (informal or formal resolution, ongoing, no), the
 * learnings, and the four yes/no questions (further support request, statutory referral, sanctions, appeal)
 * each with its details. Saving a resolution closes the query and the submitter is told by e-mail.
 */
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { uuidv7 } from 'uuidv7';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import {
  CASE_CLOSED_VALUES,
  CASE_DETAILS_MAX,
  CASE_QUESTIONS,
  NEW_CASE,
  SupportCaseInput,
  type CaseClosed,
  type CaseQuestion,
} from '../../../../domain/support/case';
import type { SupportCategory, SupportSubcategory } from '../../../../domain/support/enums';
import { SUPPORT_CATEGORY_LABELS, SUPPORT_SUBCATEGORY_LABELS } from '../../../../domain/support/labels';
import { apiSend } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { ChoiceField } from '../../../components/choice-field';
import { CheckField } from '../../../components/check-field';
import { FormDialog } from '../../../components/form-dialog';
import { LoadState } from '../../../components/list-controls';
import { TextField } from '../../../components/text-field';
import { useFormAction } from '../../../components/use-form-action';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';

interface SupportDetail {
  id: string;
  reference: string;
  name: string;
  email: string;
  username?: string | null;
  category: SupportCategory;
  subcategory: SupportSubcategory;
  association: string;
  county: string;
  club: string;
  subject: string;
  message: string;
  previousReference?: string | null;
  relatedPerson?: { name: string; membershipId?: string; email?: string } | null;
  clubs?: string[] | null;
  caseDetails: Partial<SupportCaseInput>;
  createdAt: string;
  attachments: { id: string; fileName: string }[];
}

/** The details field of a yes/no question of the case. */
const detailsField = (q: CaseQuestion) => `${q}Details` as const;

export function SupportCaseDialog(props: { id: string; onClose: () => void; onSaved: () => void }) {
  const detail = useApiGet<SupportDetail>(`/support-query/${props.id}`);
  if (detail.status !== 'ok') return <LoadState state={detail} />;
  return <CaseForm query={detail.data} onClose={props.onClose} onSaved={props.onSaved} />;
}

function CaseForm({
  query,
  onClose,
  onSaved,
}: {
  query: SupportDetail;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  // One key per opening of the dialog: a retried save is the same request.
  const [key] = useState(() => uuidv7());
  const { recordedBy: _by, recordedAt: _at, ...saved } = query.caseDetails as Record<string, unknown>;
  const form = useForm<SupportCaseInput>({
    resolver: valibotResolver(SupportCaseInput),
    mode: 'onTouched',
    defaultValues: { ...NEW_CASE, ...(saved as Partial<SupportCaseInput>) },
  });
  const { busy, send } = useFormAction(form.setError);
  const download = useServerAction();
  const answers = useWatch({ control: form.control });
  const errors = form.formState.errors;
  const closedLabels: Record<CaseClosed, string> = {
    INFORMAL_RESOLUTION: t`Yes: informal resolution`,
    FORMAL_RESOLUTION: t`Yes: formal resolution`,
    ONGOING: t`Ongoing`,
    NO: t`No`,
  };
  const questionLabels: Record<CaseQuestion, string> = {
    furtherSupportRequest: t`Further support request`,
    statutoryReferral: t`Statutory referral`,
    sanctions: t`Sanctions`,
    appeal: t`Appeal`,
  };
  const submit = form.handleSubmit((values) =>
    send(
      () => apiSend('PUT', `/support-query/${query.id}/case`, values, key),
      t`Case saved`,
      () => {
        onSaved();
        onClose();
      },
    ),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t`Support query ${query.reference}`}
      busy={busy}
      formId="support-case-form"
      submitLabel={t`Save case`}
      onSubmit={submit}
    >
      <Stack gap={4}>
        <Box data-testid="support-query-detail">
          <Text fontWeight="semibold">{query.subject}</Text>
          <Text fontSize="sm" color="fg.muted">
            {query.name} &lt;{query.email}&gt; · {formatDisplayDateTime(query.createdAt)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {i18n._(SUPPORT_CATEGORY_LABELS[query.category])} ·{' '}
            {i18n._(SUPPORT_SUBCATEGORY_LABELS[query.subcategory])} · {query.association}, {query.county},{' '}
            {query.club}
          </Text>
          <Text whiteSpace="pre-wrap" mt={2}>
            {query.message}
          </Text>
          {query.relatedPerson && (
            <Text fontSize="sm" mt={2}>
              <Trans>About:</Trans> {query.relatedPerson.name}
              {query.relatedPerson.membershipId ? ` #${query.relatedPerson.membershipId}` : ''}
            </Text>
          )}
          {query.clubs && query.clubs.length > 0 && (
            <Text fontSize="sm">
              <Trans>Clubs:</Trans> {query.clubs.join(', ')}
            </Text>
          )}
          {query.previousReference && (
            <Text fontSize="sm">
              <Trans>Previous reference:</Trans> {query.previousReference}
            </Text>
          )}
          {query.attachments.map((a) => (
            <Button
              key={a.id}
              variant="plain"
              size="sm"
              px={0}
              textDecoration="underline"
              onClick={() =>
                void download.run(
                  () => downloadFile(`/support-query/${query.id}/attachment/${a.id}`, a.fileName),
                  t`The file could not be downloaded.`,
                )
              }
            >
              {a.fileName}
            </Button>
          ))}
        </Box>
        <ChoiceField
          label={t`Is the case closed?`}
          required
          register={form.register('isCaseClosed')}
          options={CASE_CLOSED_VALUES.map((v) => [v, closedLabels[v]] as const)}
          error={errors.isCaseClosed?.message}
        />
        <TextField
          label={t`Details`}
          register={form.register('isCaseClosedDetails')}
          multiline
          maxLength={CASE_DETAILS_MAX}
          error={errors.isCaseClosedDetails?.message}
        />
        <TextField
          label={t`Learnings`}
          register={form.register('learnings')}
          multiline
          maxLength={CASE_DETAILS_MAX}
          error={errors.learnings?.message}
        />
        {CASE_QUESTIONS.map((q) => (
          <Stack key={q} gap={2}>
            <CheckField control={form.control} name={q} label={questionLabels[q]} />
            {answers[q] && (
              <TextField
                label={t`${questionLabels[q]}: details`}
                required
                register={form.register(detailsField(q))}
                multiline
                maxLength={CASE_DETAILS_MAX}
                error={errors[detailsField(q)]?.message}
              />
            )}
          </Stack>
        ))}
      </Stack>
    </FormDialog>
  );
}
