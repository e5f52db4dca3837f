/**
 * The super admin's API keys (seed 3 §2 "Super admin" tab, §7 "Open-data service"): the keys, newest first;
 * "New API key"; Regenerate (the old secret stops at once) and Revoke. A new secret is shown once, in a box
 * the super admin copies from; nothing keeps it afterwards (the server stores only a hash).
 */
import { Alert, Badge, Box, Button, Code, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatDisplayDateTime } from '../../../../domain/lib/dates';
import type { ApiKey, ApiKeyValues, ApiKeyWithSecret } from '../../../../domain/super-admin/api-key';
import { nationalApi } from '../../../../domain/super-admin/national.contract';
import { apiSend } from '../../../api/client';
import { call } from '../../../api/call';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadState, Pager, type PageInfo } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { ApiKeyFormDialog } from './api-key-form';
import { ApiKeyEditDialog, type ApiKeyEdit } from './api-key-edit';

interface KeysAnswer {
  _embedded: { apiKeys: ApiKey[] };
  page: PageInfo;
}
const PAGE_SIZE = 25;

export function ApiKeysTab() {
  const { t } = useLingui();
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [shown, setShown] = useState<{ description: string; secret: string } | null>(null);
  const action = useServerAction();
  const list = useApiGet<KeysAnswer>(`/api-key?page=${page}&size=${PAGE_SIZE}`);

  const create = async (values: ApiKeyValues) => {
    const done = await action.run(
      () => apiSend<ApiKeyWithSecret>('POST', '/api-key', values, crypto.randomUUID()),
      t`Unable to create the API key`,
    );
    if (!done.ok) return;
    setCreating(false);
    setShown({ description: done.value.description, secret: done.value.secret ?? '' });
    list.reload();
  };
  const regenerate = async (key: ApiKey) => {
    if (!key.credential) return;
    const done = await action.run(
      () =>
        apiSend<ApiKeyWithSecret>(
          'POST',
          `/api-key/${key.id}/credential/${key.credential!.id}/regenerate`,
          undefined,
          crypto.randomUUID(),
        ),
      t`Unable to regenerate the API key`,
    );
    if (!done.ok) return;
    setShown({ description: done.value.description, secret: done.value.secret ?? '' });
    list.reload();
  };
  const save = async (key: ApiKey, values: ApiKeyEdit) => {
    const done = await action.run(
      () => call(nationalApi.replaceApiKey, { params: { id: key.id }, body: values }),
      t`Unable to save the API key`,
    );
    if (!done.ok) return;
    setEditing(null);
    showAlert('success', t`API key saved: its next request reads with these filters`);
    list.reload();
  };
  const revoke = async (key: ApiKey) => {
    const done = await action.run(
      () => apiSend('DELETE', `/api-key/${key.id}`, undefined, crypto.randomUUID()),
      t`Unable to revoke the API key`,
    );
    if (!done.ok) return;
    setRevoking(null);
    showAlert('success', t`API key revoked`);
    list.reload();
  };

  const rows = list.status === 'ok' ? list.data._embedded.apiKeys : [];
  return (
    <Stack gap={4}>
      <HStack justify="space-between" wrap="wrap">
        <Text color="fg.muted">
          <Trans>
            Keys for the open-data API (fixtures and results, read with the key in the X-API-Key header).
          </Trans>
        </Text>
        <Button size="sm" onClick={() => setCreating(true)}>
          <Trans>New API key</Trans>
        </Button>
      </HStack>
      {shown && (
        <Alert.Root status="warning" data-testid="api-key-secret-box">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The secret of “{shown.description}”: copy it now, it will not be shown again</Trans>
            </Alert.Title>
            <Alert.Description>
              <Code data-testid="api-key-secret" wordBreak="break-all" userSelect="all">
                {shown.secret}
              </Code>
            </Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => setShown(null)}>
            <Trans>Done</Trans>
          </Button>
        </Alert.Root>
      )}
      <LoadState state={list} />
      {list.status === 'ok' && rows.length === 0 && (
        <Text>
          <Trans>No API keys yet.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="api-keys">
            <Table.Caption srOnly>{t`API keys`}</Table.Caption>
            <TableHead
              titles={[
                t`Description`,
                t`Contact e-mail`,
                t`Secret begins`,
                t`Created`,
                t`Status`,
                t`Actions`,
              ]}
            />
            <Table.Body>
              {rows.map((k) => (
                <Table.Row key={k.id}>
                  <Table.Cell>{k.description}</Table.Cell>
                  <Table.Cell>{k.contactEmail}</Table.Cell>
                  <Table.Cell>
                    <Code>{k.credential?.prefix ?? '—'}</Code>
                  </Table.Cell>
                  <Table.Cell>{formatDisplayDateTime(k.createdAt)}</Table.Cell>
                  <Table.Cell>
                    {k.revokedAt ? (
                      <Badge colorPalette="red">{t`Revoked`}</Badge>
                    ) : (
                      <Badge colorPalette="green">{t`Active`}</Badge>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {!k.revokedAt && (
                      <HStack gap={2}>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t`Edit ${k.description}`}
                          onClick={() => setEditing(k)}
                        >
                          <Trans>Edit</Trans>
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          loading={action.busy}
                          aria-label={t`Regenerate the secret of ${k.description}`}
                          onClick={() => void regenerate(k)}
                        >
                          <Trans>Regenerate</Trans>
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t`Revoke ${k.description}`}
                          onClick={() => setRevoking(k)}
                        >
                          <Trans>Revoke</Trans>
                        </Button>
                      </HStack>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Box>
        <Pager page={page} info={list.status === 'ok' ? list.data.page : undefined} onPage={setPage} />
      </Box>
      <ApiKeyFormDialog
        open={creating}
        busy={action.busy}
        onClose={() => setCreating(false)}
        onSubmit={create}
      />
      {editing && (
        <ApiKeyEditDialog
          apiKey={editing}
          busy={action.busy}
          onClose={() => setEditing(null)}
          onSubmit={(values) => save(editing, values)}
        />
      )}
      {revoking && (
        <ConfirmDialog
          open
          title={t`Revoke this API key?`}
          body={t`“${revoking.description}” stops working at once, and cannot be used again.`}
          confirmLabel={t`Revoke`}
          onCancel={() => setRevoking(null)}
          onConfirm={() => revoke(revoking)}
        />
      )}
    </Stack>
  );
}
