import { Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LINKED_ACCOUNT_PAGE_SIZE, type LinkedAccount } from '../../../domain/linked-account/linked-account';
import { apiSend, ApiError } from '../../api/client';
import { showAlert } from '../../components/alerts';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LinkedAccountCells, useLinkedAccountTitles } from '../../components/linked-account-labels';
import { LoadState, Pager, type PageInfo } from '../../components/list-controls';
import { TableHead } from '../../components/table-head';
import { useServerAction } from '../../components/use-server-action';
import { useApiGet } from '../../lib/use-api-get';
import { LinkedAccountDialog } from './linked-account-dialog';

interface LinkedAccountPage {
  _embedded: { linkedAccounts: LinkedAccount[] };
  page: PageInfo;
  mayManage: boolean;
}

/**
 * The profile's "Linked accounts" tab (seed 1 §3 Linked account): the person's accounts on other systems,
 * 25 a page; the person and their parent or guardian add, change and remove them.
 */
export function LinkedAccountsTab({ personId }: { personId: string }) {
  const { t } = useLingui();
  const titles = useLinkedAccountTitles();
  const [page, setPage] = useState(0);
  const list = useApiGet<LinkedAccountPage>(
    `/person/${personId}/linked-account?page=${page}&size=${LINKED_ACCOUNT_PAGE_SIZE}`,
  );
  const [editing, setEditing] = useState<LinkedAccount | 'new' | null>(null);
  const [removing, setRemoving] = useState<LinkedAccount | null>(null);
  const action = useServerAction();

  if (list.status === 'error' && list.error instanceof ApiError && list.error.status === 403) {
    return (
      <Text color="fg.muted">
        <Trans>Only this person and their parents or guardians can see their linked accounts.</Trans>
      </Text>
    );
  }
  if (list.status !== 'ok') return <LoadState state={list} />;
  const rows = list.data._embedded.linkedAccounts;
  const { mayManage } = list.data;

  async function remove(a: LinkedAccount) {
    const done = await action.run(
      () => apiSend('DELETE', `/linked-account/${a.id}`),
      t`Unable to remove the linked account`,
    );
    if (!done.ok) return;
    showAlert('success', t`Linked account removed`);
    setRemoving(null);
    list.reload();
  }

  return (
    <Stack gap={3}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          <Trans>Linked accounts</Trans>
        </Heading>
        {mayManage && (
          <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
            <Trans>Link an account</Trans>
          </Button>
        )}
      </HStack>
      <Text color="fg.muted">
        <Trans>
          Accounts on other systems, such as Foireann or a club app, that belong to this person or that they
          are registered under.
        </Trans>
      </Text>
      {rows.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No linked accounts.</Trans>
        </Text>
      ) : (
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="linked-accounts">
            <Table.Caption srOnly>{t`Linked accounts`}</Table.Caption>
            <TableHead titles={[...titles, t`Actions`]} />
            <Table.Body>
              {rows.map((a) => (
                <Table.Row key={a.id}>
                  <LinkedAccountCells account={a} />
                  <Table.Cell>
                    {mayManage && (
                      <HStack gap={2}>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t`Change ${a.identifier}`}
                          onClick={() => setEditing(a)}
                        >
                          <Trans>Change</Trans>
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t`Remove ${a.identifier}`}
                          onClick={() => setRemoving(a)}
                        >
                          <Trans>Remove</Trans>
                        </Button>
                      </HStack>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Pager page={page} info={list.data.page} onPage={setPage} />
      {editing && (
        <LinkedAccountDialog
          personId={personId}
          account={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove linked account`}
        body={t`Remove ${removing?.identifier ?? ''} from this person's linked accounts?`}
        confirmLabel={t`Remove`}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
