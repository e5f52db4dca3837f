/**
 * `/survey/review/{id}`: one submission for its reviewer — the club's answers in the generic renderer
 * (read-only), the level the items met give (Club Compas), the amounts, the notes and the audit; and the
 * actions the domain's transition table allows from its status (accept, back to pending review, approve with
 * a level or an amount, reject or request more information with a reason, complete, update the amount
 * approved, add a note, edit the answers in the same renderer, delete with a reason); the review steps of a
 * track of more than one step (approval-steps.tsx).
 */
import { Badge, Box, Button, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { LEVELS } from '../../../../domain/survey/enums';
import {
  LEVEL_LABELS,
  REVIEW_ACTION_LABELS,
  SURVEY_EVENT_LABELS,
  surveyLabel,
} from '../../../../domain/survey/labels';
import { SURVEY_ERRORS } from '../../../../domain/survey/messages';
import { allowedActions, type ReviewAction } from '../../../../domain/survey/status';
import { ReasonInput, REASON_MAX, type ReviewActionInput } from '../../../../domain/survey/submission';
import { ListIntro, LoadState } from '../../../components/list-controls';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useServerAction } from '../../../components/use-server-action';
import { useCall } from '../../../api/use-call';
import { surveyApi } from '../../../../domain/survey/survey.contract';
import { ApprovalSteps } from './approval-steps';
import { ApproveDialog, NoteDialog } from './review-dialogs';
import { reviewAction, useDefinition } from '../survey-data';
import { SurveyForm } from '../survey-form';
import { formatEuro, statusLabel } from '../survey-labels';
import { SurveyReportButton } from '../survey-report-button';

type Dialog = null | 'approve' | 'updateAmount' | 'reject' | 'requestMoreInfo' | 'addNote' | 'remove';

export function SubmissionReviewPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const state = useCall(surveyApi.submission, { params: { id } });
  const doc = state.status === 'ok' ? state.data : null;
  const def = useDefinition(doc?.surveyId ?? '');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState(false);
  const action = useServerAction();
  const navigate = useNavigate();

  if (!doc) return <LoadState state={state} />;
  const act = async (input: ReviewActionInput) => {
    const done = await action.run(() => reviewAction(id, input), t(SURVEY_ERRORS.approval));
    if (!done.ok) return;
    setDialog(null);
    setEditing(false);
    if (input.action === 'remove') void navigate({ to: '/survey/review' });
    else state.reload();
  };
  const eventLabel = (a: string) => {
    const label = SURVEY_EVENT_LABELS[a];
    return label ? i18n._(label) : a;
  };
  const actions = allowedActions(doc.status, 'reviewer') as ReviewAction[];
  const reasonAction =
    dialog === 'reject' || dialog === 'requestMoreInfo' || dialog === 'remove' ? dialog : null;
  const direct = (a: ReviewAction) => a === 'accept' || a === 'unaccept' || a === 'complete';

  return (
    <Stack gap={5}>
      <ListIntro title={`${i18n._(surveyLabel(doc.kind, doc.matterType))}: ${doc.organizationName}`}>
        {doc.county ?? ''}
      </ListIntro>
      <HStack gap={3} wrap="wrap">
        <Badge variant="subtle" data-testid="review-status">
          {i18n._(statusLabel(doc.kind, doc.status))}
        </Badge>
        {doc.level && <Badge colorPalette="yellow">{i18n._(LEVEL_LABELS[doc.level])}</Badge>}
      </HStack>
      <Stack gap={1}>
        {doc.kind === 'CLUB_COMPAS' && (
          <Text data-testid="computed-level">
            <Trans>Level from the items met:</Trans>{' '}
            {doc.computedLevel
              ? i18n._(LEVEL_LABELS[doc.computedLevel])
              : t`None (a must-do item is not met)`}
          </Text>
        )}
        {doc.amountAppliedFor !== null && (
          <Text data-testid="amounts">
            <Trans>Amount applied for:</Trans> {formatEuro(doc.amountAppliedFor, i18n.locale)} ·{' '}
            <Trans>Amount approved:</Trans> {formatEuro(doc.amountApproved, i18n.locale)}
          </Text>
        )}
        {doc.reason && (
          <Text>
            <Trans>Reason given:</Trans> {doc.reason}
          </Text>
        )}
      </Stack>
      <HStack gap={2} wrap="wrap" data-testid="review-actions">
        {actions.map((a) => (
          <Button
            key={a}
            size="sm"
            variant={a === 'approve' ? 'solid' : 'outline'}
            loading={action.busy && direct(a)}
            onClick={() =>
              a === 'edit' ? setEditing(true) : direct(a) ? void act({ action: a }) : setDialog(a)
            }
          >
            {i18n._(REVIEW_ACTION_LABELS[a])}
          </Button>
        ))}
      </HStack>
      <SurveyReportButton id={id} />
      {def && editing ? (
        <SurveyForm
          key={`${doc.version}:edit`}
          definition={def.definition}
          answers={doc.answers}
          readOnly={false}
          busy={action.busy}
          submitLabel={<Trans>Save answers</Trans>}
          onSubmit={(answers) => act({ action: 'edit', answers })}
          extraActions={
            <Button variant="ghost" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </Button>
          }
        />
      ) : def ? (
        <SurveyForm key={doc.version} definition={def.definition} answers={doc.answers} readOnly />
      ) : (
        <LoadState state={{ status: 'loading' }} />
      )}
      <ApprovalSteps submissionId={id} steps={doc.approvals} onChanged={state.reload} />
      <Box>
        <Heading as="h2" size="md">
          <Trans>Notes</Trans>
        </Heading>
        {doc.notes.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No notes yet.</Trans>
          </Text>
        ) : (
          <List.Root data-testid="survey-notes">
            {doc.notes.map((n) => (
              <List.Item key={n.id}>
                {n.text} — {n.authorName}, {formatDisplayDateTime(n.createdAt)}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Box>
      <Box>
        <Heading as="h2" size="md">
          <Trans>History</Trans>
        </Heading>
        <List.Root data-testid="survey-history">
          {doc.events.map((e) => (
            <List.Item key={e.id}>
              {formatDisplayDateTime(e.createdAt)} — {e.actorName ?? t`Automatic`}: {eventLabel(e.action)}
              {e.reason ? ` (${e.reason})` : ''}
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <ApproveDialog
        open={dialog === 'approve' || dialog === 'updateAmount'}
        mode={dialog === 'updateAmount' ? 'updateAmount' : 'approve'}
        busy={action.busy}
        compas={doc.kind === 'CLUB_COMPAS'}
        suggested={doc.computedLevel}
        applied={doc.amountAppliedFor}
        levels={LEVELS}
        onClose={() => setDialog(null)}
        onSubmit={act}
      />
      <ReasonDialog
        open={reasonAction !== null}
        title={reasonAction ? i18n._(REVIEW_ACTION_LABELS[reasonAction]) : ''}
        submitLabel={
          reasonAction === 'reject'
            ? t`Reject`
            : reasonAction === 'remove'
              ? t`Delete the submission`
              : t`Request more information`
        }
        busy={action.busy}
        schema={ReasonInput}
        maxLength={REASON_MAX}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => act({ action: reasonAction ?? 'reject', reason })}
      />
      <NoteDialog
        open={dialog === 'addNote'}
        busy={action.busy}
        onClose={() => setDialog(null)}
        onSubmit={(note) => act({ action: 'addNote', note })}
      />
    </Stack>
  );
}
