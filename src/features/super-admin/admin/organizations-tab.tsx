/**
 * The super admin's organisation tab (seed 3 §2 "Super admin": organisation tab, club freeze and delete
 * dialogs; §6): search every organisation by name, id or slug (deleted ones too), 50 a page, and freeze,
 * unfreeze or delete (soft, with a reason) a club. Each action is confirmed, sent once (one Idempotency-Key
 * per confirmation) and written to the super admin audit log by the server.
 */
import { Badge, Button, Field, HStack, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import {
  DeleteOrganizationInput,
  SUPER_ADMIN_REASON_MAX,
  type SuperAdminOrganization,
} from '../../../../domain/super-admin/organization';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  FilterSelect,
  LoadState,
  Pager,
  SearchField,
  type PageInfo,
} from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';

interface SearchAnswer {
  _embedded: { organizations: SuperAdminOrganization[] };
  page: PageInfo;
}
type Action = { kind: 'freeze' | 'unfreeze' | 'delete'; org: SuperAdminOrganization };
const PAGE_SIZE = 50;

export function OrganizationsTab() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ search: '', status: 'ALL', page: 0 });
  const params = new URLSearchParams({
    search: query.search,
    status: query.status,
    page: String(query.page),
    size: String(PAGE_SIZE),
  });
  const list = useApiGet<SearchAnswer>(`/super-admin/organization?${params.toString()}`);
  const rows = list.status === 'ok' ? list.data._embedded.organizations : [];
  const [action, setAction] = useState<Action | null>(null);

  return (
    <Stack gap={4}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ ...query, search: text.trim(), page: 0 });
        }}
      >
        <HStack gap={3} align="end" wrap="wrap">
          <SearchField label={t`Name, id or web address`} value={text} onChange={setText} />
          <FilterSelect
            label={t`Status`}
            value={query.status}
            onChange={(status) => setQuery({ ...query, status, page: 0 })}
            options={[
              ['ALL', t`All`],
              ['ACTIVE', t`Active`],
              ['FROZEN', t`Frozen`],
              ['DELETED', t`Deleted`],
            ]}
          />
        </HStack>
      </form>
      <LoadState state={list} />
      {list.status === 'ok' && rows.length === 0 && (
        <Text>
          <Trans>No organisations match.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <Table.ScrollArea>
          <Table.Root size="sm" data-testid="super-admin-organizations">
            <Table.Caption srOnly>{t`Organisations`}</Table.Caption>
            <TableHead titles={[t`Name`, t`Type`, t`Parents`, t`Status`, t`Actions`]} />
            <Table.Body>
              {rows.map((o) => (
                <Table.Row key={o.id} data-testid={`org-${o.id}`}>
                  <Table.Cell>
                    <Text fontWeight="medium">{o.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      {o.slug ?? o.id}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{o.additionalType}</Table.Cell>
                  <Table.Cell>{o.parents.map((p) => p.name).join(', ')}</Table.Cell>
                  <Table.Cell>
                    <OrgStatus org={o} />
                  </Table.Cell>
                  <Table.Cell>
                    {!o.deleted && (
                      <HStack gap={2}>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={o.frozen ? t`Unfreeze ${o.name}` : t`Freeze ${o.name}`}
                          onClick={() => setAction({ kind: o.frozen ? 'unfreeze' : 'freeze', org: o })}
                        >
                          {o.frozen ? <Trans>Unfreeze</Trans> : <Trans>Freeze</Trans>}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={t`Delete ${o.name}`}
                          onClick={() => setAction({ kind: 'delete', org: o })}
                        >
                          <Trans>Delete</Trans>
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
      <Pager
        page={query.page}
        info={list.status === 'ok' ? list.data.page : undefined}
        onPage={(page) => setQuery({ ...query, page })}
      />
      {action && (
        <ActionDialog
          action={action}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            list.reload();
          }}
        />
      )}
    </Stack>
  );
}

function OrgStatus({ org }: { org: SuperAdminOrganization }) {
  if (org.deleted)
    return (
      <Stack gap={0}>
        <Badge colorPalette="red" alignSelf="start">
          <Trans>Deleted</Trans>
        </Badge>
        {org.deletedReason && <Text fontSize="xs">{org.deletedReason}</Text>}
      </Stack>
    );
  if (org.frozen)
    return (
      <Badge colorPalette="blue">
        <Trans>Frozen</Trans>
      </Badge>
    );
  return (
    <Badge colorPalette="green">
      <Trans>Active</Trans>
    </Badge>
  );
}

/** The freeze, unfreeze and delete dialogs; deleting asks for the reason (required, under 255 characters). */
function ActionDialog({
  action,
  onClose,
  onDone,
}: {
  action: Action;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { kind, org } = action;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const server = useServerAction();
  const titles = {
    freeze: t`Freeze ${org.name}`,
    unfreeze: t`Unfreeze ${org.name}`,
    delete: t`Delete ${org.name}`,
  };
  const confirm = async () => {
    if (kind === 'delete') {
      const parsed = v.safeParse(DeleteOrganizationInput, { reason });
      if (!parsed.success) {
        setError(parsed.issues[0].message);
        return;
      }
    }
    const done = await server.run(
      () =>
        apiSend(
          'POST',
          `/super-admin/organization/${encodeURIComponent(org.id)}/${kind}`,
          reason.trim() ? { reason } : {},
          key,
        ),
      t`The club could not be changed`,
    );
    if (!done.ok) return;
    showAlert(
      'success',
      kind === 'delete'
        ? t`${org.name} deleted`
        : kind === 'freeze'
          ? t`${org.name} frozen`
          : t`${org.name} unfrozen`,
    );
    onDone();
  };
  return (
    <ConfirmDialog
      open
      title={titles[kind]}
      confirmLabel={kind === 'delete' ? t`Delete` : kind === 'freeze' ? t`Freeze` : t`Unfreeze`}
      onCancel={onClose}
      onConfirm={confirm}
      body={
        <Stack gap={3}>
          <Text>
            {kind === 'delete' ? (
              <Trans>
                The club leaves public search and its page answers that it was deleted. Its members, teams and
                records are kept.
              </Trans>
            ) : kind === 'freeze' ? (
              <Trans>
                The club's administrators can no longer change its details, images or administrators until it
                is unfrozen.
              </Trans>
            ) : (
              <Trans>The club's administrators can change it again.</Trans>
            )}
          </Text>
          <Field.Root invalid={Boolean(error)} required={kind === 'delete'}>
            <Field.Label>
              {kind === 'delete' ? t`Reason` : t`Note (optional)`}
              {kind === 'delete' && <Field.RequiredIndicator />}
            </Field.Label>
            <Textarea
              value={reason}
              maxLength={SUPER_ADMIN_REASON_MAX}
              rows={3}
              onChange={(e) => {
                setReason(e.target.value);
                setError(null);
              }}
            />
            {error && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
          </Field.Root>
        </Stack>
      }
    />
  );
}
