import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import type {
  LinkedAccount,
  LinkedAccountAuditEntry,
} from '../../../../domain/linked-account/linked-account';
import { AppDialog } from '../../../components/app-dialog';
import {
  LINKED_ACCOUNT_EVENT_LABELS,
  LinkedAccountCells,
  useLinkedAccountTitles,
} from '../../../components/linked-account-labels';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useApiGet } from '../../../lib/use-api-get';

/**
 * A LINK_ACCOUNT_ADMIN's view of one person: their linked accounts now, and the history of every link,
 * change, removal and unlink (who, when, and an unlink's reason), newest first.
 */
export function PersonAccountsDialog({
  person,
  onClose,
}: {
  person: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useLingui();
  const titles = useLinkedAccountTitles();
  const accounts = useApiGet<{ _embedded: { linkedAccounts: LinkedAccount[] } }>(
    `/person/${person.id}/linked-account?size=100`,
  );
  const history = useApiGet<{ _embedded: { history: LinkedAccountAuditEntry[] } }>(
    `/person/${person.id}/linked-account/history?size=100`,
  );
  return (
    <AppDialog open onClose={onClose} title={t`Linked accounts of ${person.name}`} testId="person-accounts">
      <Stack gap={4}>
        <LoadState state={accounts} />
        {accounts.status === 'ok' &&
          (accounts.data._embedded.linkedAccounts.length === 0 ? (
            <Text color="fg.muted">
              <Trans>No linked accounts.</Trans>
            </Text>
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm">
                <Table.Caption srOnly>{t`Current linked accounts`}</Table.Caption>
                <TableHead titles={titles} />
                <Table.Body>
                  {accounts.data._embedded.linkedAccounts.map((a) => (
                    <Table.Row key={a.id}>
                      <LinkedAccountCells account={a} />
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          ))}
        <Heading as="h3" size="sm">
          <Trans>History</Trans>
        </Heading>
        <LoadState state={history} />
        {history.status === 'ok' && (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="linked-account-history">
              <Table.Caption srOnly>{t`History`}</Table.Caption>
              <TableHead titles={[t`When`, t`What`, t`Identifier`, t`By`, t`Reason`]} />
              <Table.Body>
                {history.data._embedded.history.map((h) => (
                  <Table.Row key={h.id}>
                    <Table.Cell>{formatDisplayDateTime(h.createdAt)}</Table.Cell>
                    <Table.Cell>{t(LINKED_ACCOUNT_EVENT_LABELS[h.event])}</Table.Cell>
                    <Table.Cell>{h.identifier}</Table.Cell>
                    <Table.Cell>{h.actorName ?? '—'}</Table.Cell>
                    <Table.Cell>{h.reason ?? ''}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </AppDialog>
  );
}
