import { Badge, Box, Button, HStack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import type { VettingStatus } from '../../../../domain/vetting/enums';
import { downloadFile } from '../../../api/download';
import { showErrorAlert } from '../../../components/error-alert';
import { TableHead } from '../../../components/table-head';
import { ACTION_LABELS, roleLabel, STATUS_LABELS, TYPE_LABELS } from '../vetting-labels';
import type { RowAction } from './action-dialogs';
import { nvbFileName, nvbPath, type VettingSummary } from './vetting-api';

/** The row actions in the order the table shows them (the server's `actions` decides which show). */
const ROW_ACTIONS: readonly RowAction[] = [
  'VALIDATE',
  'PROGRESS_TO_ACCESS_NI',
  'MARK_FINDINGS',
  'COMPLETE',
  'REJECT',
  'CANCEL',
];

const PALETTE: Partial<Record<VettingStatus, string>> = {
  AWAITING_REVIEW: 'orange',
  IN_REVIEW: 'blue',
  IN_PROGRESS: 'blue',
  AWAITING_ACCESS_NI_REVIEW: 'blue',
  PENDING_COMPLETION: 'purple',
  VALIDATED: 'green',
  COMPLETED: 'green',
  NO_FINDINGS: 'green',
  FINDINGS: 'red',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

function StatusBadge({ status }: { status: VettingStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} variant="outline">
      {i18n._(STATUS_LABELS[status])}
    </Badge>
  );
}

/**
 * The admin vetting table (seed 3 §2): reference, applicant, club, type, role, applied on, the three statuses
 * and the actions — details, the NVB1 form as a PDF, and only the transitions the server lists for the row.
 */
export function VettingTable(props: {
  rows: VettingSummary[];
  onDetails: (id: string) => void;
  onAction: (action: RowAction, row: VettingSummary) => void;
}) {
  const { t, i18n } = useLingui();
  const pdf = (r: VettingSummary) =>
    downloadFile(nvbPath(r.id, 'NVB1'), nvbFileName('NVB1', r.reference), { locale: i18n.locale }).catch(
      (e: unknown) => showErrorAlert(t`The file could not be downloaded.`, e),
    );
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid="vetting-applications">
        <TableHead
          titles={[
            t`Reference`,
            t`Applicant`,
            t`Club`,
            t`Type`,
            t`Role`,
            t`Applied on`,
            t`Status`,
            t`Authenticator status`,
            t`Governing agent status`,
            t`Actions`,
          ]}
        />
        <Table.Body>
          {props.rows.map((r) => (
            <Table.Row key={r.id} data-testid={`vetting-row-${r.reference}`} data-status={r.status}>
              <Table.Cell>{r.reference}</Table.Cell>
              <Table.Cell>
                {r.givenName} {r.familyName}
              </Table.Cell>
              <Table.Cell>{r.clubName}</Table.Cell>
              <Table.Cell>{i18n._(TYPE_LABELS[r.type])}</Table.Cell>
              <Table.Cell>{roleLabel(r.role, i18n._.bind(i18n))}</Table.Cell>
              <Table.Cell>{formatDisplayDate(r.appliedOn)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.status} />
              </Table.Cell>
              <Table.Cell data-testid="authenticator-status" data-value={r.authenticatorStatus}>
                <StatusBadge status={r.authenticatorStatus} />
              </Table.Cell>
              <Table.Cell data-testid="governing-agent-status" data-value={r.governingAgentStatus}>
                <StatusBadge status={r.governingAgentStatus} />
              </Table.Cell>
              <Table.Cell>
                <HStack gap={1} wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    data-action="DETAILS"
                    onClick={() => props.onDetails(r.id)}
                    aria-label={t`Details of ${r.reference}`}
                  >
                    <Trans>Details</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    data-action="DOWNLOAD_PDF"
                    onClick={() => void pdf(r)}
                    aria-label={t`Download PDF of ${r.reference}`}
                  >
                    {i18n._(ACTION_LABELS.DOWNLOAD_PDF)}
                  </Button>
                  {ROW_ACTIONS.filter((a) => r.actions.includes(a)).map((a) => (
                    <Button
                      key={a}
                      data-action={a}
                      size="xs"
                      variant={a === 'REJECT' || a === 'CANCEL' ? 'outline' : 'solid'}
                      colorPalette={a === 'REJECT' || a === 'CANCEL' ? 'red' : 'brand'}
                      onClick={() => props.onAction(a, r)}
                      aria-label={`${i18n._(ACTION_LABELS[a])} ${r.reference}`}
                    >
                      {i18n._(ACTION_LABELS[a])}
                    </Button>
                  ))}
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
