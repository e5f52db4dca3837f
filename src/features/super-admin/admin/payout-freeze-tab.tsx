/**
 * Payout freeze (seed 3 §2 "Super admin", §4 "Super admin can freeze or unfreeze payouts"): find the club,
 * see whether its payouts are frozen, and freeze or unfreeze them with a reason
 * (`PUT /api/super-admin/organization/{id}/payout-freeze`). While frozen, the club's payout requests and
 * approvals are refused.
 */
import { Badge, Button, Field, Input, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { PaymentCustomerView } from '../../../../domain/super-admin/accounts';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { PaymentCustomers } from './payment-customers';

export function PayoutFreezeTab() {
  const { t } = useLingui();
  const [target, setTarget] = useState<{ c: PaymentCustomerView; reload: () => void } | null>(null);
  return (
    <PaymentCustomers>
      {(customers, reload) =>
        customers.length === 0 ? (
          <Text>
            <Trans>No organisations match.</Trans>
          </Text>
        ) : (
          <>
            <Table.Root size="sm" data-testid="payout-freeze">
              <TableHead titles={[t`Organisation`, t`Payouts`, t`Actions`]} />
              <Table.Body>
                {customers.map((c) => (
                  <Table.Row key={c.organizationId} data-testid="payout-freeze-row" data-name={c.name}>
                    <Table.Cell>{c.name}</Table.Cell>
                    <Table.Cell>
                      {c.payoutsFrozen ? (
                        <Badge colorPalette="red">
                          <Trans>Frozen</Trans>
                        </Badge>
                      ) : (
                        <Badge colorPalette="green">
                          <Trans>Allowed</Trans>
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      <Button size="xs" variant="outline" onClick={() => setTarget({ c, reload })}>
                        {c.payoutsFrozen ? <Trans>Unfreeze payouts</Trans> : <Trans>Freeze payouts</Trans>}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
            {target && (
              <FreezeDialog
                customer={target.c}
                onClose={() => setTarget(null)}
                onDone={() => {
                  target.reload();
                  setTarget(null);
                }}
              />
            )}
          </>
        )
      }
    </PaymentCustomers>
  );
}

function FreezeDialog(props: { customer: PaymentCustomerView; onClose: () => void; onDone: () => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const [reason, setReason] = useState('');
  const frozen = !props.customer.payoutsFrozen;
  const name = props.customer.name;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await run(
      () =>
        apiSend(
          'PUT',
          `/super-admin/organization/${encodeURIComponent(props.customer.organizationId)}/payout-freeze`,
          { frozen, ...(reason.trim() ? { reason } : {}) },
          crypto.randomUUID(),
        ),
      t`The payouts could not be updated`,
    );
    if (r.ok) {
      showAlert('success', frozen ? t`Payouts frozen for ${name}` : t`Payouts unfrozen for ${name}`);
      props.onDone();
    }
  };
  return (
    <FormDialog
      open
      onClose={props.onClose}
      busy={busy}
      testId="payout-freeze-dialog"
      formId="payout-freeze-form"
      onSubmit={submit}
      submitLabel={frozen ? <Trans>Freeze payouts</Trans> : <Trans>Unfreeze payouts</Trans>}
      title={frozen ? <Trans>Freeze payouts of {name}</Trans> : <Trans>Unfreeze payouts of {name}</Trans>}
    >
      <Field.Root>
        <Field.Label>
          <Trans>Reason</Trans>
        </Field.Label>
        <Input maxLength={255} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      </Field.Root>
    </FormDialog>
  );
}
