import { Box, Button, HStack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import { formatMoney } from '../../../../domain/lib/money';
import { RejectReasonForm, type ApprovalView } from '../../../../domain/payment/approval';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ReasonDialog } from '../../../components/reason-dialog';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { APPROVAL_TYPE_LABELS } from './payment-labels';

/**
 * Requests awaiting a second finance administrator (seed 3 §2 accept/reject dialog, §4): another admin
 * approves or rejects with a reason; the requester sees Cancel instead (their own cannot be approved by them).
 */
export function ApprovalsTable(props: {
  orgId: string;
  me: string;
  rows: ApprovalView[];
  onChange: () => void;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const [rejecting, setRejecting] = useState<ApprovalView | null>(null);
  const path = (id: string) => `/payment-account/${props.orgId}/approval/${id}`;
  const act = (work: () => Promise<unknown>, done: string) =>
    run(
      async () => {
        await work();
        showAlert('success', done);
        props.onChange();
      },
      t`Error processing payment`,
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="approvals">
        <TableHead titles={[t`Requested`, t`Type`, t`Amount`, t`Description`, t`Requested by`, t`Action`]} />
        <Table.Body>
          {props.rows.map((a) => (
            <Table.Row key={a.id} data-testid="approval" data-type={a.additionalType}>
              <Table.Cell>{formatDisplayDateTime(a.createDate)}</Table.Cell>
              <Table.Cell>{i18n._(APPROVAL_TYPE_LABELS[a.additionalType])}</Table.Cell>
              <Table.Cell>{formatMoney(a.amount, a.currency, i18n.locale)}</Table.Cell>
              <Table.Cell>{a.description}</Table.Cell>
              <Table.Cell>{a.requestedBy.name}</Table.Cell>
              <Table.Cell>
                <HStack gap={2}>
                  {a.requestedBy.id === props.me ? (
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={busy}
                      onClick={() =>
                        void act(
                          () => apiSend('DELETE', path(a.id), undefined, crypto.randomUUID()),
                          t`Request cancelled`,
                        )
                      }
                    >
                      <Trans>Cancel request</Trans>
                    </Button>
                  ) : (
                    <>
                      <Button
                        size="xs"
                        colorPalette="brand"
                        disabled={busy}
                        onClick={() =>
                          void act(
                            () => apiSend('PATCH', path(a.id), { status: 'APPROVED' }, crypto.randomUUID()),
                            t`Request approved`,
                          )
                        }
                      >
                        <Trans>Approve</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={busy}
                        onClick={() => setRejecting(a)}
                      >
                        <Trans>Reject</Trans>
                      </Button>
                    </>
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ReasonDialog
        open={rejecting !== null}
        title={t`Reject the request`}
        submitLabel={t`Reject`}
        busy={busy}
        schema={RejectReasonForm}
        maxLength={255}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          const a = rejecting;
          if (!a) return;
          await act(
            () =>
              apiSend('PATCH', path(a.id), { status: 'REJECTED', statusReason: reason }, crypto.randomUUID()),
            t`Request rejected`,
          );
          setRejecting(null);
        }}
      />
    </Box>
  );
}
