import { Badge, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showErrorAlert } from '../../../components/error-alert';
import { useApiGet } from '../../../lib/use-api-get';
import { formatMoney } from '../../../../domain/lib/money';
import { TableHead } from '../../../components/table-head';
import { Loading } from '../../../components/loading';
import { LoadFailureText } from '../../../components/load-failure';

interface Levy {
  id: string;
  association: string;
  season: number;
  amountMinor: number;
  currency: string;
  paid: boolean;
  paidOn: string | null;
}

/**
 * The club's annual levies (seed 1 §3 Annual levy; seed 3 §2 "Annual levy payment dialogs"): an unpaid one
 * blocks registering members with its association, so the admin pays it here from the club's balance.
 */
export function LeviesPanel({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const list = useApiGet<{ _embedded: { annualLevies: Levy[] } }>(
    `/annual-levy?organizationId=${encodeURIComponent(orgId)}`,
  );
  const [paying, setPaying] = useState<Levy | null>(null);
  const pay = async (levy: Levy) => {
    try {
      await apiSend('POST', `/annual-levy/${levy.id}/pay`, { organizationId: orgId }, crypto.randomUUID());
      showAlert('success', t`Annual levy paid`);
      setPaying(null);
      list.reload();
    } catch (err) {
      showErrorAlert(t`Unable to pay the annual levy`, err);
    }
  };
  return (
    <Stack as="section" aria-labelledby="levies-heading" gap={3}>
      <Heading as="h2" size="lg" id="levies-heading">
        <Trans>Annual levies</Trans>
      </Heading>
      {list.status === 'loading' && <Loading />}
      {list.status === 'error' && (
        <Text role="alert">
          <LoadFailureText error={list.error} />
        </Text>
      )}
      {list.status === 'ok' && list.data._embedded.annualLevies.length === 0 && (
        <Text color="fg.muted">
          <Trans>No annual levies.</Trans>
        </Text>
      )}
      {list.status === 'ok' && list.data._embedded.annualLevies.length > 0 && (
        <Table.Root size="sm" data-testid="annual-levies">
          <TableHead titles={[t`Season`, t`Association`, t`Amount`, t`Status`]} />
          <Table.Body>
            {list.data._embedded.annualLevies.map((l) => (
              <Table.Row key={l.id}>
                <Table.Cell>{l.season}</Table.Cell>
                <Table.Cell>{l.association}</Table.Cell>
                <Table.Cell>{formatMoney(l.amountMinor, l.currency, i18n.locale)}</Table.Cell>
                <Table.Cell>
                  {l.paid ? (
                    <Badge colorPalette="green">
                      {l.paidOn ? <Trans>Paid on {formatDisplayDate(l.paidOn)}</Trans> : <Trans>Paid</Trans>}
                    </Badge>
                  ) : (
                    <Button size="xs" colorPalette="brand" onClick={() => setPaying(l)}>
                      <Trans>
                        Pay the {l.association} levy for {l.season}
                      </Trans>
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {paying && (
        <ConfirmDialog
          open
          title={t`Pay the annual levy`}
          body={t`Pay ${formatMoney(paying.amountMinor, paying.currency, i18n.locale)} from the club’s balance?`}
          confirmLabel={t`Pay`}
          onCancel={() => setPaying(null)}
          onConfirm={() => pay(paying)}
        />
      )}
    </Stack>
  );
}
