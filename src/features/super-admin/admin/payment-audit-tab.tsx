/**
 * A club's payment audit log for the super admin (seed 3 §2 "Super admin": payment audit log; issue 54 item
 * 5): pick a club, see its account events and money actions, newest first, from GET
 * /api/account/{orgId}/audit-log (super admins read every club's: payment.policy.ts `payment.read`).
 */
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import type { PaymentAuditView } from '../../../../domain/payment/account';
import { ClubPicker, type Club } from '../../../components/club-picker';
import { AUDIT_ACTION_LABELS } from '../../../components/payment-audit/labels';
import { LoadState, Pager, type PageInfo } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useApiGet } from '../../../lib/use-api-get';

interface AuditAnswer {
  _embedded: { auditEvents: PaymentAuditView[] };
  page: PageInfo;
}
const PAGE_SIZE = 50;

const amount = (minor: number, currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(minor / 100);

export function PaymentAuditTab() {
  const { t, i18n } = useLingui();
  const [club, setClub] = useState<Club | null>(null);
  const [page, setPage] = useState(0);
  const list = useApiGet<AuditAnswer>(
    club ? `/account/${encodeURIComponent(club.id)}/audit-log?page=${page}&size=${PAGE_SIZE}` : null,
  );
  const rows = list.status === 'ok' ? list.data._embedded.auditEvents : [];
  return (
    <Stack gap={4}>
      <Text color="fg.muted">
        <Trans>A club's payment account events and money actions, newest first.</Trans>
      </Text>
      <ClubPicker
        value={club}
        onPick={(c) => {
          setClub(c);
          setPage(0);
        }}
      />
      {club && <LoadState state={list} />}
      {club && list.status === 'ok' && rows.length === 0 && (
        <Text>
          <Trans>No payment events for this club.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="payment-audit-log">
            <Table.Caption srOnly>{t`Payment audit log`}</Table.Caption>
            <TableHead titles={[t`When`, t`Event`, t`Amount`, t`By`, t`Detail`]} />
            <Table.Body>
              {rows.map((e) => (
                <Table.Row key={e.id}>
                  <Table.Cell>{formatDisplayDateTime(e.createDate)}</Table.Cell>
                  <Table.Cell>{i18n._(AUDIT_ACTION_LABELS[e.action])}</Table.Cell>
                  <Table.Cell>
                    {e.amountMinor !== null && e.currency ? amount(e.amountMinor, e.currency) : '—'}
                  </Table.Cell>
                  <Table.Cell>{e.actorName ?? '—'}</Table.Cell>
                  <Table.Cell>{e.detail ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {club && (
        <Box>
          <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
        </Box>
      )}
    </Stack>
  );
}
