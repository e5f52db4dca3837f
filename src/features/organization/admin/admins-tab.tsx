import { Button, Field, NativeSelect, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PRIVILEGES, type Privilege } from '../../../../domain/enums';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useSession } from '../../../auth/session';
import { useApiGet } from '../../../lib/use-api-get';
import { PRIVILEGE_LABELS } from '../organization-labels';
import { FinanceChanges } from './finance-changes';

interface AdminRow {
  personId: string;
  givenName: string;
  familyName: string;
  email: string | null;
  privileges: Privilege[];
}
type AdminList = { _embedded: { admins: AdminRow[] } };
/** PUT and DELETE answer 202 with the FINANCE change that waits for another finance administrator. */
type Pending = { pendingChange?: { id: string } } | undefined;

/**
 * The admins tab (seed 3 §6): the club's administrators with their privileges; a club admin gives a member
 * privileges or removes an administrator, never themself (the server refuses it too). Giving or removing the
 * finance privilege waits for another finance administrator of the club (issue 48): the changes that wait
 * are listed above the administrators, with Approve and Reject for those who may decide them.
 */
export function AdminsTab({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const me = useSession().person?.id;
  const admins = useApiGet<AdminList>(`/organization/${orgId}/admin`);
  const [removing, setRemoving] = useState<AdminRow | null>(null);
  const [changes, setChanges] = useState(0);
  const { run } = useServerAction();
  const changed = () => {
    admins.reload();
    setChanges((n) => n + 1);
  };
  if (admins.status !== 'ok') return <LoadState state={admins} />;
  const rows = admins.data._embedded.admins;
  const name = (a: AdminRow) => `${a.givenName} ${a.familyName}`;
  return (
    <Stack gap={6} pt={4}>
      <FinanceChanges key={changes} orgId={orgId} asAdmin onDecided={admins.reload} />
      <Table.Root size="sm" aria-label={t`Administrators`}>
        <TableHead titles={[t`Name`, t`Privileges`, t`Actions`]} />
        <Table.Body>
          {rows.map((a) => (
            <Table.Row key={a.personId}>
              <Table.Cell>{name(a)}</Table.Cell>
              <Table.Cell>
                {a.privileges.map((p) => i18n._(PRIVILEGE_LABELS[p])).join(', ') || '—'}
              </Table.Cell>
              <Table.Cell>
                {a.personId === me ? (
                  <Text color="fg.muted">
                    <Trans>You</Trans>
                  </Text>
                ) : (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setRemoving(a)}
                    aria-label={t`Remove ${name(a)}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <GrantForm orgId={orgId} onDone={changed} />
      <ConfirmDialog
        open={removing !== null}
        title={t`Remove administrator`}
        body={removing ? t`${name(removing)} loses every privilege in this organisation.` : ''}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const done = await run(
            () => apiSend<Pending>('DELETE', `/organization/${orgId}/admin/${removing.personId}`),
            t`Unable to remove the administrator`,
          );
          setRemoving(null);
          if (done.ok) {
            showAlert(
              'success',
              done.value?.pendingChange
                ? t`The other privileges are removed. Removing the finance privilege waits for another finance administrator's approval.`
                : t`Administrator removed`,
            );
            changed();
          }
        }}
      />
    </Stack>
  );
}

/** Give a member of the club privileges (replacing theirs). */
function GrantForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const members = useApiGet<AdminList>(`/organization/${orgId}/admin?members=true`);
  const [personId, setPersonId] = useState('');
  const [chosen, setChosen] = useState<Privilege[]>([]);
  const { busy, run } = useServerAction();
  const list = members.status === 'ok' ? members.data._embedded.admins : [];
  const grant = async () => {
    const done = await run(
      () =>
        apiSend<Pending>(
          'PUT',
          `/organization/${orgId}/admin/${personId}`,
          { privileges: chosen },
          crypto.randomUUID(),
        ),
      t`Unable to give the privileges`,
    );
    if (done.ok) {
      showAlert(
        'success',
        done.value?.pendingChange
          ? t`Privileges given. The finance privilege waits for another finance administrator's approval.`
          : t`Privileges given`,
      );
      setChosen([]);
      setPersonId('');
      onDone();
    }
  };
  return (
    <Stack as="section" gap={3} aria-label={t`Give privileges`} maxW="2xl">
      <Text fontWeight="semibold">
        <Trans>Give privileges to a member</Trans>
      </Text>
      <Field.Root>
        <Field.Label>
          <Trans>Member</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={personId} onChange={(e) => setPersonId(e.target.value)}>
            <option value="">—</option>
            {list.map((m) => (
              <option key={m.personId} value={m.personId}>
                {`${m.givenName} ${m.familyName}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Wrap gap={3} role="group" aria-label={t`Privileges`}>
        {PRIVILEGES.map((p) => (
          <Checkbox.Root
            key={p}
            checked={chosen.includes(p)}
            onCheckedChange={(e) =>
              setChosen((c) => (e.checked === true ? [...c, p] : c.filter((x) => x !== p)))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{i18n._(PRIVILEGE_LABELS[p])}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
      <Button
        alignSelf="start"
        colorPalette="brand"
        disabled={!personId || chosen.length === 0}
        loading={busy}
        onClick={() => void grant()}
      >
        <Trans>Give privileges</Trans>
      </Button>
    </Stack>
  );
}
