/**
 * The super admin's member search (seed 3 §6 "search members"; §3 "Admin list entry": person id, name, date
 * of birth, county, e-mail, username, gender, permissions, executive committee roles). By name, e-mail,
 * username or membership number, at least 2 characters, 50 a page. Nothing else about a member is shown.
 */
import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import type { SuperAdminMember } from '../../../../domain/super-admin/organization';
import { LoadState, Pager, SearchField, type PageInfo } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useApiGet } from '../../../lib/use-api-get';

interface SearchAnswer {
  _embedded: { members: SuperAdminMember[] };
  page: PageInfo;
}
const PAGE_SIZE = 50;

export function MembersTab() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ search: '', page: 0 });
  const [tooShort, setTooShort] = useState(false);
  const params = new URLSearchParams({
    search: query.search,
    page: String(query.page),
    size: String(PAGE_SIZE),
  });
  const list = useApiGet<SearchAnswer>(query.search ? `/super-admin/person?${params.toString()}` : null);
  const rows = list.status === 'ok' ? list.data._embedded.members : [];
  return (
    <Stack gap={4}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const search = text.trim();
          setTooShort(search.length < 2);
          if (search.length >= 2) setQuery({ search, page: 0 });
        }}
      >
        <Stack gap={1}>
          <Stack direction="row" gap={3} align="end" wrap="wrap">
            <SearchField
              label={t`Name, e-mail, username or membership number`}
              value={text}
              onChange={setText}
            />
          </Stack>
          {tooShort && (
            <Text role="alert" color="fg.error">
              <Trans>Type at least 2 characters</Trans>
            </Text>
          )}
        </Stack>
      </form>
      {query.search && <LoadState state={list} />}
      {list.status === 'ok' && rows.length === 0 && (
        <Text>
          <Trans>No members match.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="super-admin-members">
            <Table.Caption srOnly>{t`Members`}</Table.Caption>
            <TableHead
              titles={[
                t`Name`,
                t`Date of birth`,
                t`County`,
                t`E-mail`,
                t`Username`,
                t`Gender`,
                t`Permissions`,
                t`Executive committee`,
              ]}
            />
            <Table.Body>
              {rows.map((m) => (
                <Table.Row key={m.personId}>
                  <Table.Cell>
                    <Text fontWeight="medium">{m.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {m.personId}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{m.birthDate ? formatDisplayDate(m.birthDate) : ''}</Table.Cell>
                  <Table.Cell>{m.county ?? ''}</Table.Cell>
                  <Table.Cell>{m.email ?? ''}</Table.Cell>
                  <Table.Cell>{m.username ?? ''}</Table.Cell>
                  <Table.Cell>{m.gender ?? ''}</Table.Cell>
                  <Table.Cell>
                    {[
                      ...m.permissions.globalRoles,
                      ...m.permissions.clubs.map((c) => `${c.name}: ${c.privileges.join(', ')}`),
                    ].join('; ')}
                  </Table.Cell>
                  <Table.Cell>
                    {m.executiveCommitteeRoles.map((r) => `${r.name}: ${r.position}`).join('; ')}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager
        page={query.page}
        info={list.status === 'ok' ? list.data.page : undefined}
        onPage={(page) => setQuery({ ...query, page })}
      />
    </Stack>
  );
}
