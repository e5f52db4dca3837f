import { Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { ASSET_KINDS, ASSET_PATHS, type AssetKind } from '../../../../domain/organization/asset';
import { apiSend } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { showAlert } from '../../../components/alerts';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { AssetDialog } from './asset-dialog';
import { ASSET_ADD_LABELS, ASSET_KIND_LABELS, ASSET_OPTION_LABELS } from './organization-admin-labels';

type Item = Record<string, unknown> & { id: string; name?: string; role?: string };

/**
 * The asset register tab (seed 3 §2 "asset register, annual accounts, employment"): locations (exactly one
 * primary), structures, licences, inspected equipment, annual accounts and employment, each with its add
 * form, and the register as a CSV report.
 */
export function AssetsTab({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  return (
    <Stack gap={8} pt={4}>
      <Button
        alignSelf="start"
        variant="outline"
        loading={busy}
        onClick={() =>
          void run(
            () => downloadFile(`/organization/${orgId}/report`, 'asset-register.csv'),
            t`Unable to generate report`,
          )
        }
      >
        <Trans>Download the register (CSV)</Trans>
      </Button>
      {ASSET_KINDS.map((kind) => (
        <AssetSection key={kind} orgId={orgId} kind={kind} />
      ))}
    </Stack>
  );
}

/** One line on an item: its type, dates or year. */
function summary(item: Item, i18n: { _: (d: never) => string }): string {
  const parts: string[] = [];
  for (const key of ['locationType', 'ownership', 'type'] as const) {
    const v = item[key];
    if (typeof v !== 'string') continue;
    const label = ASSET_OPTION_LABELS[key]?.[v];
    parts.push(label ? i18n._(label as never) : v);
  }
  if (typeof item.expiryDate === 'string') parts.push(formatDisplayDate(item.expiryDate));
  if (typeof item.financialYear === 'string') parts.push(item.financialYear);
  if (typeof item.startYear === 'string') parts.push(item.startYear);
  return parts.join(' · ');
}

function AssetSection({ orgId, kind }: { orgId: string; kind: AssetKind }) {
  const { t, i18n } = useLingui();
  const path = `/${ASSET_PATHS[kind]}`;
  const list = useApiGet<{ _embedded: { items: Item[] } }>(`${path}?organizationId=${orgId}`);
  const [adding, setAdding] = useState(false);
  const { run } = useServerAction();
  const title = i18n._(ASSET_KIND_LABELS[kind]);
  const remove = async (item: Item) => {
    const done = await run(() => apiSend('DELETE', `${path}/${item.id}`), t`Unable to delete data`);
    if (done.ok) {
      showAlert('success', t`Removed from the register`);
      list.reload();
    }
  };
  return (
    <Stack as="section" gap={3} aria-label={title}>
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
          {i18n._(ASSET_ADD_LABELS[kind])}
        </Button>
      </HStack>
      {list.status !== 'ok' ? (
        <LoadState state={list} />
      ) : list.data._embedded.items.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Nothing registered yet.</Trans>
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={title}>
          <TableHead titles={[t`Name`, t`Details`, t`Actions`]} />
          <Table.Body>
            {list.data._embedded.items.map((item) => {
              const name = String(item.name ?? item.role ?? '');
              return (
                <Table.Row key={item.id}>
                  <Table.Cell>{name}</Table.Cell>
                  <Table.Cell>{summary(item, i18n)}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => void remove(item)}
                      aria-label={t`Remove ${name}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      {adding && (
        <AssetDialog orgId={orgId} kind={kind} onClose={() => setAdding(false)} onSaved={list.reload} />
      )}
    </Stack>
  );
}
