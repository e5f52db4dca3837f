import { Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useApiGet } from '../../../lib/use-api-get';

interface Relation {
  association: string;
  id: string;
  name: string;
}

/**
 * The relations tab: the organisation's parent in each association (seed 3 §3 "parents per association").
 * Read-only: the spec gives a club administrator no way to move the club; the association's staff do.
 */
export function RelationsTab({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const list = useApiGet<{ _embedded: { relations: Relation[] } }>(`/organization/${orgId}/relation`);
  if (list.status !== 'ok') return <LoadState state={list} />;
  const rows = list.data._embedded.relations;
  return (
    <Stack gap={3} pt={4}>
      <Text color="fg.muted">
        <Trans>The unit above the club in each association. The association's staff change these.</Trans>
      </Text>
      {rows.length === 0 ? (
        <Text>
          <Trans>No parent organisation is recorded.</Trans>
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={t`Relations`}>
          <TableHead titles={[t`Association`, t`Parent organisation`]} />
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={r.association}>
                <Table.Cell>{r.association}</Table.Cell>
                <Table.Cell>{r.name}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
