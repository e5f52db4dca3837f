/**
 * The review steps of a submission on a track of more than one step (property and borrowing: the club's
 * chairperson, the county board's secretary, the central financial council; domain/survey/approval.ts), in
 * the submission's view: each step's status, approver, reason and dates, and for the open step approve or
 * reject with a reason (PATCH /survey-submission/{id}/approval/{approvalId}; the server decides who may).
 */
import { Badge, Box, Button, HStack, Heading, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import type {
  ApprovalDecisionInput,
  ApprovalStatus,
  ApprovalStep,
  SurveyApprovalDoc,
} from '../../../../domain/survey/approval';
import { SURVEY_ERRORS } from '../../../../domain/survey/messages';
import { ReasonInput, REASON_MAX } from '../../../../domain/survey/submission';
import { surveyApi } from '../../../../domain/survey/survey.contract';
import { call } from '../../../api/call';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useServerAction } from '../../../components/use-server-action';

const STEP_LABELS: Record<ApprovalStep, MessageDescriptor> = {
  CLUB: msg`Club chairperson`,
  COUNTY: msg`County board secretary`,
  CENTRAL_FINANCIAL_COUNCIL: msg`Central financial council`,
};

const STATUS_LABELS: Record<ApprovalStatus, MessageDescriptor> = {
  WAITING: msg`Waiting`,
  PENDING: msg`Awaiting decision`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  CANCELLED: msg`Cancelled`,
};

export function ApprovalSteps(props: {
  submissionId: string;
  steps: SurveyApprovalDoc[];
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const action = useServerAction();
  const [rejecting, setRejecting] = useState<string | null>(null);
  if (props.steps.length === 0) return null;
  const decide = async (approvalId: string, body: ApprovalDecisionInput) => {
    const done = await action.run(
      () => call(surveyApi.decideApproval, { params: { id: props.submissionId, approvalId }, body }),
      t(SURVEY_ERRORS.approval),
    );
    if (!done.ok) return;
    setRejecting(null);
    props.onChanged();
  };
  return (
    <Box>
      <Heading as="h2" size="md">
        <Trans>Approval steps</Trans>
      </Heading>
      <List.Root as="ol" data-testid="approval-steps">
        {props.steps.map((s) => (
          <List.Item key={s.id} data-testid={`approval-step-${s.position}`}>
            <HStack gap={2} wrap="wrap">
              <Text fontWeight="medium">
                {s.position}. {i18n._(STEP_LABELS[s.step])}
                {s.approverOrganizationName ? ` (${s.approverOrganizationName})` : ''}
              </Text>
              <Badge variant="subtle">{i18n._(STATUS_LABELS[s.status])}</Badge>
              {s.status === 'PENDING' && (
                <>
                  <Button
                    size="xs"
                    loading={action.busy}
                    onClick={() => void decide(s.id, { status: 'APPROVED' })}
                  >
                    <Trans>Approve step</Trans>
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => setRejecting(s.id)}>
                    <Trans>Reject step</Trans>
                  </Button>
                </>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {s.openedAt && (
                <>
                  <Trans>Opened:</Trans> {formatDisplayDateTime(s.openedAt)}{' '}
                </>
              )}
              {s.decidedAt && (
                <>
                  <Trans>Decided:</Trans> {formatDisplayDateTime(s.decidedAt)}
                  {s.decidedByName ? ` — ${s.decidedByName}` : ''}{' '}
                </>
              )}
              {s.reason && (
                <>
                  <Trans>Reason given:</Trans> {s.reason}
                </>
              )}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      <ReasonDialog
        open={rejecting !== null}
        title={t`Reject step`}
        submitLabel={t`Reject`}
        busy={action.busy}
        schema={ReasonInput}
        maxLength={REASON_MAX}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => decide(rejecting ?? '', { status: 'REJECTED', reason })}
      />
    </Box>
  );
}
