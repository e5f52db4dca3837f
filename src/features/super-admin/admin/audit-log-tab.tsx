/**
 * The super admin audit log (seed 3 §2, §6): every super admin action, newest first, 50 a page (d/M/yyyy
 * HH:mm, Europe/Dublin). The log is append-only: nothing here changes it.
 */
import { Stack, Table, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import type { SuperAdminAction, SuperAdminAuditEntry } from '../../../../domain/super-admin/audit';
import { LoadState, Pager, type PageInfo } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useApiGet } from '../../../lib/use-api-get';

const ACTION_LABELS = {
  API_KEY_CREATE: msg`API key created`,
  API_KEY_REGENERATE: msg`API key regenerated`,
  API_KEY_REVOKE: msg`API key revoked`,
  ORGANIZATION_FREEZE: msg`Club frozen`,
  ORGANIZATION_UNFREEZE: msg`Club unfrozen`,
  ORGANIZATION_DELETE: msg`Club deleted`,
  ORGANIZATION_MERGE: msg`Clubs merged`,
  PAYOUT_FREEZE: msg`Payouts frozen`,
  PAYOUT_UNFREEZE: msg`Payouts unfrozen`,
  CASH_BALANCE_FUND: msg`Bank transfer simulated`,
  CASH_BALANCE_CHARGE: msg`Cash balance charged`,
  EXCHANGE_RATE_CREATE: msg`Exchange rate added`,
  EXCHANGE_RATE_UPDATE: msg`Exchange rate changed`,
  ORGANIZATION_BULK_UPLOAD: msg`Organisations uploaded`,
  ORGANIZATION_CREATE: msg`Organisation created`,
  ORGANIZATION_UPDATE: msg`Organisation changed`,
  ORGANIZATION_RELATION: msg`Organisation moved`,
  ORGANIZATION_ANCESTORS_CHECK: msg`Organisation parents checked`,
  PUBLISH_ALL_UPDATES: msg`Public pages republished`,
  API_KEY_UPDATE: msg`API key changed`,
} satisfies Record<SuperAdminAction, unknown>;

interface AuditAnswer {
  _embedded: { auditLog: SuperAdminAuditEntry[] };
  page: PageInfo;
}
const PAGE_SIZE = 50;

export function AuditLogTab() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(0);
  const list = useApiGet<AuditAnswer>(`/super-admin/audit-log?page=${page}&size=${PAGE_SIZE}`);
  const rows = list.status === 'ok' ? list.data._embedded.auditLog : [];
  return (
    <Stack gap={4}>
      <LoadState state={list} />
      {list.status === 'ok' && rows.length === 0 && (
        <Text>
          <Trans>No super admin actions yet.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="super-admin-audit">
            <Table.Caption srOnly>{t`Audit log`}</Table.Caption>
            <TableHead titles={[t`When`, t`Action`, t`Subject`, t`By`, t`Reason`]} />
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>{formatDisplayDateTime(r.createdAt)}</Table.Cell>
                  <Table.Cell>{i18n._(ACTION_LABELS[r.action])}</Table.Cell>
                  <Table.Cell>
                    {typeof r.details.description === 'string'
                      ? r.details.description
                      : typeof r.details.name === 'string'
                        ? r.details.name
                        : r.targetId}
                  </Table.Cell>
                  <Table.Cell>{r.actor.name ?? '—'}</Table.Cell>
                  <Table.Cell>{r.reason ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
    </Stack>
  );
}
