/**
 * `/survey/{surveyId}/{orgId}`: the club fills a survey — the generic renderer over the definition kept on
 * the device, the club's open submission from the device (or a new one, its id made here). Saving is a local
 * action, so answers typed with no signal are kept and sent once; submitting waits until they reached the
 * server. A submitted survey is shown locked (read-only), with its status; after a request for more
 * information the club sees the reason and edits again.
 */
import { Alert, Badge, HStack, Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { uuidv7 } from 'uuidv7';
import { inLanguage } from '../../../domain/survey/definition';
import { LEVEL_LABELS } from '../../../domain/survey/labels';
import { SURVEY_ERRORS } from '../../../domain/survey/messages';
import { REPORT_MESSAGES } from '../../../domain/survey/report';
import { editableByClub } from '../../../domain/survey/status';
import { Loading } from '../../components/loading';
import { useServerAction } from '../../components/use-server-action';
import { useCall } from '../../api/use-call';
import { committeeApi } from '../../../domain/committee/committee.contract';
import { useOnline } from '../../offline/status';
import { saveDraft, submitSurvey, uploadSurveyFile, useDefinition, useOpenSubmission } from './survey-data';
import { SurveyForm } from './survey-form';
import { SurveyReportButton, useSurveyReport } from './survey-report-button';
import { formatEuro, statusLabel } from './survey-labels';

export function SurveyFillPage({ surveyId, orgId }: { surveyId: string; orgId: string }) {
  const { t, i18n } = useLingui();
  const def = useDefinition(surveyId);
  const open = useOpenSubmission(surveyId, orgId);
  const [newId] = useState(uuidv7);
  const [saved, setSaved] = useState(false);
  const online = useOnline();
  const action = useServerAction();
  const report = useSurveyReport(open?.submission?.id ?? newId);
  const check = useCall(committeeApi.check, online ? { params: { id: orgId } } : null);
  const missing = check.status === 'ok' ? check.data.missing : [];
  if (def === undefined || open === undefined) return <Loading />;
  if (def === null)
    return (
      <Text>
        <Trans>This survey is not on this device yet. Open it once with a connection.</Trans>
      </Text>
    );
  const sub = open.submission;
  const id = sub?.id ?? newId;
  const editable = !sub || editableByClub(sub.status);
  const title = inLanguage(def.definition.title, i18n.locale);

  const save = async (answers: Record<string, unknown>) => {
    const done = await saveDraft(id, surveyId, orgId, answers);
    setSaved(done.ok);
  };

  return (
    <Stack gap={5}>
      <HStack gap={3} wrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {sub && (
          <Badge variant="subtle" data-testid="survey-status">
            {i18n._(statusLabel(def.kind, sub.status))}
          </Badge>
        )}
      </HStack>
      {def.definition.description && <Text>{inLanguage(def.definition.description, i18n.locale)}</Text>}
      {sub?.status === 'REJECTED_MORE_INFO' && (
        <Alert.Root status="warning" data-testid="more-info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The assessor asked for more information</Trans>
            </Alert.Title>
            <Alert.Description>{sub.reason}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {sub && !editable && (
        <Alert.Root status="info" data-testid="survey-locked">
          <Alert.Indicator />
          <Alert.Description>
            <Trans>This survey has been submitted and can no longer be edited.</Trans>
            {sub.level && (
              <>
                {' '}
                <Trans>Level awarded: {i18n._(LEVEL_LABELS[sub.level])}.</Trans>
              </>
            )}
            {sub.amountApproved !== null && (
              <>
                {' '}
                <Trans>Amount approved: {formatEuro(sub.amountApproved, i18n.locale)}.</Trans>
              </>
            )}
          </Alert.Description>
        </Alert.Root>
      )}
      {open.pending > 0 && (
        <Text data-testid="survey-pending" color="fg.muted">
          <Trans>Saved on device — it will be sent when there is signal.</Trans>
        </Text>
      )}
      {saved && open.pending === 0 && (
        <Text data-testid="survey-saved" color="fg.muted">
          <Trans>Draft saved.</Trans>
        </Text>
      )}
      {editable && missing.length > 0 && <CommitteeMissing orgId={orgId} missing={missing} />}
      <SurveyForm
        key={`${id}:${editable}`}
        definition={def.definition}
        answers={sub?.answers ?? {}}
        readOnly={!editable}
        busy={action.busy || report.busy}
        onSave={save}
        onReport={online ? (answers) => report.generate(() => save(answers)) : undefined}
        upload={online && editable ? (file, year) => uploadSurveyFile(orgId, file, year) : undefined}
        onSubmit={
          online && missing.length === 0
            ? async (answers) => {
                await save(answers);
                await action.run(() => submitSurvey(id), t(SURVEY_ERRORS.submit));
                check.reload();
              }
            : undefined
        }
      />
      {editable && !online && (
        <Text color="fg.muted">
          <Trans>You can submit once you are back online.</Trans> {t(REPORT_MESSAGES.offline)}
        </Text>
      )}
      {sub && !editable && <SurveyReportButton id={sub.id} />}
    </Stack>
  );
}

/** §5: the committee check fails — what is missing (the server refuses the submission with the same ids). */
function CommitteeMissing({ orgId, missing }: { orgId: string; missing: string[] }) {
  const { i18n } = useLingui();
  return (
    <Alert.Root status="warning" data-testid="survey-committee-check">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>Before this survey can proceed to review</Trans>
        </Alert.Title>
        <Alert.Description>
          <List.Root>
            {missing.map((id) => (
              <List.Item key={id}>{i18n._(id)}</List.Item>
            ))}
          </List.Root>
          <ChakraLink asChild fontWeight="semibold">
            <Link to="/administration/committees/$orgId" params={{ orgId }} search={{}}>
              <Trans>Open the club committee</Trans>
            </Link>
          </ChakraLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
