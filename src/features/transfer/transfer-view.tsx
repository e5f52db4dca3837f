/**
 * One application (seed 2 §2, §4): its details, the approval chain with each unit's status, the documents,
 * the history, and the actions the caller may take now (the server lists them in `actions`): a unit
 * approves, rejects, asks for rework, expedites or completes; the applicant submits, appeals, submits to
 * the county; either adds the return date of a sanction or permit.
 */
import { Badge, Button, DataList, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { formatDisplayDate, formatDisplayDateTime } from '../../../domain/lib/dates';
import { REASON_MAX } from '../../../domain/transfer/form-schema';
import { reviewDeadline, TransferReasonInput } from '../../../domain/transfer/approval';
import type { TransferStatus, TransferType } from '../../../domain/transfer/enums';
import {
  historyActionLabel,
  STEP_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
  TRANSFER_TYPE_LABELS,
  UNIT_LEVEL_LABELS,
} from '../../../domain/transfer/labels';
import { apiSend } from '../../api/client';
import { useSession } from '../../auth/session';
import { LoadState } from '../../components/list-controls';
import { ReasonDialog } from '../../components/reason-dialog';
import { useServerAction } from '../../components/use-server-action';
import { useApiGet } from '../../lib/use-api-get';
import { reopenInWizard, type TransferDoc } from './transfer-api';
import { TransferDocuments } from './transfer-documents';

type ReasonAction = 'REJECT' | 'REQUEST_REWORK' | 'EXPEDITE_APPROVE' | 'EXPEDITE_REJECT' | 'APPEAL';

export function TransferViewPage({ transferId }: { transferId: string }) {
  const state = useApiGet<TransferDoc>(`/player-transfer/${transferId}`);
  return (
    <Stack gap={6}>
      <Link to="/player-transfer">
        <Trans>Back to player transfers</Trans>
      </Link>
      <LoadState state={state} />
      {state.status === 'ok' && <TransferView doc={state.data} reload={state.reload} />}
    </Stack>
  );
}

export function TransferStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const palette =
    status === 'COMPLETED' || status === 'APPROVED'
      ? 'green'
      : status === 'REJECTED' || status === 'EXPIRED'
        ? 'red'
        : 'gray';
  return (
    <Badge colorPalette={palette} data-testid="transfer-status">
      {i18n._(TRANSFER_STATUS_LABELS[status as TransferStatus])}
    </Badge>
  );
}

function TransferView({ doc, reload }: { doc: TransferDoc; reload: () => void }) {
  const { t, i18n } = useLingui();
  const action = useServerAction();
  const [asking, setAsking] = useState<ReasonAction | null>(null);
  const [returnDate, setReturnDate] = useState('');
  const me = useSession().person?.id ?? '';
  const navigate = useNavigate();
  const can = (a: string) => doc.actions.includes(a);
  const send = (route: 'applicant' | 'unit', body: Record<string, unknown>) =>
    action.run(
      async () => {
        await apiSend(
          'PATCH',
          route === 'unit' ? `/player-transfer-approval/${doc.id}` : `/player-transfer/${doc.id}`,
          body,
        );
        reload();
      },
      t`Failed to update the application`,
    );
  const reasonTitles: Record<ReasonAction, string> = {
    REJECT: t`Reject the application`,
    REQUEST_REWORK: t`Ask the applicant for rework`,
    EXPEDITE_APPROVE: t`Expedite: approve now`,
    EXPEDITE_REJECT: t`Expedite: reject now`,
    APPEAL: t`Appeal the rejection`,
  };
  const onReason = async (reason: string) => {
    const a = asking!;
    const r =
      a === 'APPEAL'
        ? await send('applicant', { action: 'APPEAL', reason })
        : a.startsWith('EXPEDITE')
          ? await send('unit', {
              action: 'EXPEDITE',
              decision: a === 'EXPEDITE_APPROVE' ? 'APPROVE' : 'REJECT',
              reason,
            })
          : await send('unit', { action: a, reason });
    if (r.ok) setAsking(null);
  };
  const returnRoute = can('applicant:ADD_RETURN_DATE')
    ? 'applicant'
    : can('unit:ADD_RETURN_DATE')
      ? 'unit'
      : null;

  const deadline = reviewDeadline(doc.approvals, new Date());

  return (
    <Stack gap={6}>
      <HStack gap={3} wrap="wrap">
        <Heading as="h1" size="2xl">
          {i18n._(TRANSFER_TYPE_LABELS[doc.additionalType as TransferType])}
        </Heading>
        <TransferStatusBadge status={doc.status} />
      </HStack>
      <DataList.Root orientation="horizontal">
        <Item label={t`Player`}>{doc.personName}</Item>
        <Item label={t`Leaving club`}>{doc.originOrganizationName}</Item>
        <Item label={t`Joining club`}>{doc.destinationOrganizationName}</Item>
        <Item label={t`Start date`}>{formatDisplayDate(doc.startDate)}</Item>
        {doc.endDate && <Item label={t`End date`}>{formatDisplayDate(doc.endDate)}</Item>}
        {doc.returnDate && <Item label={t`Return date`}>{formatDisplayDate(doc.returnDate)}</Item>}
        <Item label={t`Reason`}>{String(doc.values.reason ?? '')}</Item>
        {deadline && (
          <Item label={t`Review due by`}>
            <span data-testid="review-deadline">
              {formatDisplayDate(deadline.dueAt.slice(0, 10))} ·{' '}
              {deadline.daysLeft >= 0
                ? t`${plural(deadline.daysLeft, { one: '# day left', other: '# days left' })}`
                : t`overdue`}
            </span>
          </Item>
        )}
      </DataList.Root>

      <Stack gap={2} as="section" aria-labelledby="chain-title">
        <Heading as="h2" size="md" id="chain-title">
          <Trans>Approval chain</Trans>
        </Heading>
        {doc.approvals.length === 0 ? (
          <Text color="fg.muted">
            <Trans>The units review the application once it is submitted.</Trans>
          </Text>
        ) : (
          <Table.Root size="sm" data-testid="approval-chain">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>Side</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Unit</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Status</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>Reason</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {doc.approvals.map((s) => (
                <Table.Row key={s.order} data-testid={`step-${s.order}`}>
                  <Table.Cell>{s.side === 'LEAVING' ? t`Leaving` : t`Joining`}</Table.Cell>
                  <Table.Cell>
                    {s.organizationName} ({i18n._(UNIT_LEVEL_LABELS[s.level])})
                  </Table.Cell>
                  <Table.Cell>
                    {i18n._(STEP_STATUS_LABELS[s.status])}
                    {s.expedited && ` · ${t`expedited`}`}
                  </Table.Cell>
                  <Table.Cell>{s.reason ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>

      <Stack gap={2} as="section" aria-labelledby="documents-title">
        <Heading as="h2" size="md" id="documents-title">
          <Trans>Supporting documents</Trans>
        </Heading>
        <TransferDocuments transferId={doc.id} editable={false} />
      </Stack>

      <HStack gap={3} wrap="wrap" data-testid="transfer-actions">
        {can('unit:APPROVE') && (
          <Button onClick={() => void send('unit', { action: 'APPROVE' })} loading={action.busy}>
            <Trans>Approve</Trans>
          </Button>
        )}
        {can('unit:REJECT') && (
          <Button variant="outline" colorPalette="red" onClick={() => setAsking('REJECT')}>
            <Trans>Reject</Trans>
          </Button>
        )}
        {can('unit:REQUEST_REWORK') && (
          <Button variant="outline" onClick={() => setAsking('REQUEST_REWORK')}>
            <Trans>Request rework</Trans>
          </Button>
        )}
        {can('unit:EXPEDITE') && (
          <>
            <Button variant="outline" onClick={() => setAsking('EXPEDITE_APPROVE')}>
              <Trans>Expedite approval</Trans>
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setAsking('EXPEDITE_REJECT')}>
              <Trans>Expedite rejection</Trans>
            </Button>
          </>
        )}
        {can('unit:COMPLETE') && (
          <Button onClick={() => void send('unit', { action: 'COMPLETE' })} loading={action.busy}>
            <Trans>Complete</Trans>
          </Button>
        )}
        {can('applicant:EDIT') && (
          <Button
            variant="outline"
            loading={action.busy}
            onClick={() =>
              void action.run(
                async () => {
                  await reopenInWizard(me, doc);
                  await navigate({ to: '/player-transfer' });
                },
                t`Unable to load data - please try again later`,
              )
            }
          >
            <Trans>Edit application</Trans>
          </Button>
        )}
        {can('applicant:SUBMIT') && (
          <Button onClick={() => void send('applicant', { action: 'SUBMIT' })} loading={action.busy}>
            <Trans>Submit application</Trans>
          </Button>
        )}
        {can('applicant:APPEAL') && (
          <Button onClick={() => setAsking('APPEAL')}>
            <Trans>Appeal</Trans>
          </Button>
        )}
        {can('applicant:SUBMIT_TO_COUNTY') && (
          <Button
            onClick={() => void send('applicant', { action: 'SUBMIT_TO_COUNTY' })}
            loading={action.busy}
          >
            <Trans>Submit to county</Trans>
          </Button>
        )}
      </HStack>
      {returnRoute && (
        <HStack
          as="form"
          align="end"
          gap={3}
          onSubmit={(e) => {
            e.preventDefault();
            if (returnDate) void send(returnRoute, { action: 'ADD_RETURN_DATE', returnDate });
          }}
        >
          <Field.Root maxW="xs">
            <Field.Label>
              <Trans>Return date</Trans>
            </Field.Label>
            <Input type="date" value={returnDate} onChange={(e) => setReturnDate(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline" loading={action.busy}>
            <Trans>Add return date</Trans>
          </Button>
        </HStack>
      )}

      {doc.history && doc.history.length > 0 && (
        <Stack gap={2} as="section" aria-labelledby="history-title">
          <Heading as="h2" size="md" id="history-title">
            <Trans>Application history</Trans>
          </Heading>
          {doc.history.map((h, i) => (
            <Text key={i} fontSize="sm">
              {formatDisplayDateTime(h.at)} · {i18n._(historyActionLabel(h.action))}
              {h.toStatus ? ` → ${i18n._(TRANSFER_STATUS_LABELS[h.toStatus as TransferStatus])}` : ''}
              {h.reason ? ` · ${h.reason}` : ''}
            </Text>
          ))}
        </Stack>
      )}

      <ReasonDialog
        open={asking !== null}
        title={asking ? reasonTitles[asking] : ''}
        submitLabel={t`Send`}
        busy={action.busy}
        schema={TransferReasonInput}
        maxLength={REASON_MAX}
        onClose={() => setAsking(null)}
        onSubmit={onReason}
      />
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
