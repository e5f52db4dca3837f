import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import type { OrganizationAuditEvent } from '../../../../domain/organization/admin';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useApiGet } from '../../../lib/use-api-get';
import { AUDIT_EVENT_LABELS } from './organization-admin-labels';

interface AuditEntry {
  id: string;
  event: OrganizationAuditEvent;
  createdAt: string;
  actorName: string | null;
  subjectName: string | null;
  detail: { fields?: string[]; name?: string; from?: unknown; to?: unknown };
}

/** What the entry changed, in a line: the fields, the place or item's name, the new slug. */
function detailLine(e: AuditEntry): string {
  if (e.detail.fields) return e.detail.fields.join(', ');
  if (e.detail.name) return e.detail.name;
  if (Array.isArray(e.detail.to)) return e.detail.to.join(', ');
  if (typeof e.detail.to === 'string') return e.detail.to;
  return '';
}

/** The audit log tab: every change to the organisation's administration, newest first (seed 3 §9). */
export function AuditTab({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const list = useApiGet<{ _embedded: { audit: AuditEntry[] } }>(`/organization/${orgId}/audit?size=100`);
  if (list.status !== 'ok') return <LoadState state={list} />;
  const rows = list.data._embedded.audit;
  return (
    <Stack gap={3} pt={4}>
      {rows.length === 0 ? (
        <Text>
          <Trans>Nothing has been changed yet.</Trans>
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={t`Audit log`}>
          <TableHead titles={[t`When`, t`What`, t`By`, t`Details`]} />
          <Table.Body>
            {rows.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell>{formatDisplayDateTime(e.createdAt)}</Table.Cell>
                <Table.Cell>{i18n._(AUDIT_EVENT_LABELS[e.event])}</Table.Cell>
                <Table.Cell>{e.actorName ?? '—'}</Table.Cell>
                <Table.Cell>{[e.subjectName, detailLine(e)].filter(Boolean).join(': ')}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
