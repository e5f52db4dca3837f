/**
 * `/third-party-accounts-admin` (seed 1 §2, §6): a LINK_ACCOUNT_ADMIN searches every person's linked accounts
 * by system, identifier (its beginning) and the person's name, 25 a page, newest first; views a person's
 * accounts and history; and unlinks an account with a reason (audited). Adding and changing stay with the
 * person and their parents or guardians (the profile's Linked accounts tab).
 */
import { Box, Button, Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import {
  LINKED_ACCOUNT_PAGE_SIZE,
  LINKED_ACCOUNT_REASON_MAX,
  LINKED_ACCOUNT_TYPES,
  UnlinkInput,
  type LinkedAccountAdminRow,
} from '../../../../domain/linked-account/linked-account';
import { apiSend, ApiError } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import {
  LINKED_ACCOUNT_TYPE_LABELS,
  LinkedAccountCells,
  useLinkedAccountTitles,
} from '../../../components/linked-account-labels';
import {
  backToFirstPage,
  FilterSelect,
  ListIntro,
  LoadState,
  type PageInfo,
  Pager,
  SearchField,
} from '../../../components/list-controls';
import { ReasonDialog } from '../../../components/reason-dialog';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { PersonAccountsDialog } from './person-accounts-dialog';

interface SearchAnswer {
  _embedded: { linkedAccounts: LinkedAccountAdminRow[] };
  page: PageInfo;
}

export function LinkedAccountsAdminPage() {
  const { t } = useLingui();
  const titles = useLinkedAccountTitles();
  const [type, setType] = useState('');
  const [identifierText, setIdentifierText] = useState('');
  const [nameText, setNameText] = useState('');
  const [applied, setApplied] = useState({ identifier: '', name: '' });
  const [page, setPage] = useState(0);
  const firstPage = backToFirstPage(setPage);
  const [viewing, setViewing] = useState<{ id: string; name: string } | null>(null);
  const [unlinking, setUnlinking] = useState<LinkedAccountAdminRow | null>(null);
  const action = useServerAction();

  // The filter's values cannot hold a comma (domain/lib/list-query.ts): a typed one ends the identifier there.
  const identifier = applied.identifier.split(',')[0]!.trim();
  const filter = [type && `type:${type}`, identifier && `identifier:${identifier}`].filter(Boolean).join(',');
  const query = new URLSearchParams({ page: String(page), size: String(LINKED_ACCOUNT_PAGE_SIZE) });
  if (filter) query.set('filter', filter);
  if (applied.name) query.set('search', applied.name);
  const list = useApiGet<SearchAnswer>(`/linked-account?${query}`);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied({ identifier: identifierText.trim(), name: nameText.trim() });
    setPage(0);
  };
  const unlink = async (row: LinkedAccountAdminRow, reason: string) => {
    const done = await action.run(
      () => apiSend('POST', `/linked-account/${row.id}/unlink`, { reason }, crypto.randomUUID()),
      t`Unable to unlink the account`,
    );
    if (!done.ok) return;
    showAlert('success', t`Account unlinked`);
    setUnlinking(null);
    list.reload();
  };

  const forbidden = list.status === 'error' && list.error instanceof ApiError && list.error.status === 403;
  const rows = list.status === 'ok' ? list.data._embedded.linkedAccounts : [];
  return (
    <Stack gap={4}>
      <ListIntro title={<Trans>Linked accounts</Trans>}>
        <Trans>
          Accounts on other systems that people have linked to their Páirc profile. Find an account by its
          system, identifier or the person's name, and unlink one that should not be there.
        </Trans>
      </ListIntro>
      <Box as="form" role="search" onSubmit={submit}>
        <HStack gap={3} align="end" wrap="wrap">
          <FilterSelect
            label={t`System`}
            value={type}
            onChange={firstPage(setType)}
            all={t`All`}
            options={LINKED_ACCOUNT_TYPES.map((x) => [x, t(LINKED_ACCOUNT_TYPE_LABELS[x])] as const)}
          />
          <Field.Root maxW="xs" width="auto">
            <Field.Label>
              <Trans>Identifier begins with</Trans>
            </Field.Label>
            <Input
              size="sm"
              value={identifierText}
              onChange={(e) => setIdentifierText(e.target.value)}
              maxLength={100}
            />
          </Field.Root>
          <SearchField label={t`Person's name`} value={nameText} onChange={setNameText} />
        </HStack>
      </Box>
      {forbidden ? (
        <Text role="alert">
          <Trans>Only linked-account administrators can search linked accounts.</Trans>
        </Text>
      ) : (
        <LoadState state={list} />
      )}
      {list.status === 'ok' && rows.length === 0 && (
        <Text>
          <Trans>No linked accounts match.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="linked-accounts-admin">
            <Table.Caption srOnly>{t`Linked accounts`}</Table.Caption>
            <TableHead titles={[t`Person`, ...titles, t`Linked on`, t`Actions`]} />
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell>{r.personName}</Table.Cell>
                  <LinkedAccountCells account={r} />
                  <Table.Cell>{formatDisplayDate(r.createdAt.slice(0, 10))}</Table.Cell>
                  <Table.Cell>
                    <HStack gap={2}>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t`View the linked accounts of ${r.personName}`}
                        onClick={() => setViewing({ id: r.personId, name: r.personName })}
                      >
                        <Trans>View</Trans>
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t`Unlink ${r.identifier} from ${r.personName}`}
                        onClick={() => setUnlinking(r)}
                      >
                        <Trans>Unlink</Trans>
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
      {viewing && <PersonAccountsDialog person={viewing} onClose={() => setViewing(null)} />}
      <ReasonDialog
        open={unlinking !== null}
        title={t`Unlink account`}
        body={t`Unlink ${unlinking?.identifier ?? ''} from ${unlinking?.personName ?? ''}? The reason is kept in the person's linked-account history.`}
        submitLabel={t`Unlink`}
        busy={action.busy}
        schema={UnlinkInput}
        maxLength={LINKED_ACCOUNT_REASON_MAX}
        onClose={() => setUnlinking(null)}
        onSubmit={(reason) => (unlinking ? unlink(unlinking, reason) : Promise.resolve())}
      />
    </Stack>
  );
}
