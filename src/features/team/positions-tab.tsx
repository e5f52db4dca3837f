/**
 * A group's positions (seed 2 §7 "GET and POST /group/{id}/position"; issue 28 item 7): who holds which; the
 * group's managers assign a member or nobody, add a custom position and delete one. Each change is in the
 * group's audit log (the server writes it).
 */
import { Button, Field, HStack, Input, NativeSelect, Stack, Table } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  POSITION_NAME_MAX,
  PositionInput,
  type GroupPosition,
  type MemberRow,
} from '../../../domain/team/group';
import { apiSend } from '../../api/client';
import { ListTable } from '../../components/list-controls';
import { useServerAction } from '../../components/use-server-action';
import { useApiGet } from '../../lib/use-api-get';

export function PositionsTab(props: { groupId: string; members: MemberRow[]; canManage: boolean }) {
  const { t, i18n } = useLingui();
  const base = `/group/${encodeURIComponent(props.groupId)}/position`;
  const list = useApiGet<{ _embedded: { positions: GroupPosition[] } }>(base);
  const { busy, run } = useServerAction();
  const [name, setName] = useState('');
  const parsed = v.safeParse(PositionInput, { name });
  const nameError = name !== '' && parsed.issues?.[0] ? i18n._(parsed.issues[0].message) : undefined;

  const save = (work: () => Promise<unknown>) =>
    void run(
      async () => {
        await work();
        list.reload();
      },
      t`Unable to save, try again later`,
    );
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!parsed.success) return;
    save(async () => {
      await apiSend('POST', base, parsed.output);
      setName('');
    });
  };

  const positions = list.status === 'ok' ? list.data._embedded.positions : [];
  return (
    <Stack gap={4}>
      <ListTable
        state={list}
        count={positions.length}
        empty={<Trans>No positions yet.</Trans>}
        caption={t`Positions`}
        titles={[t`Position`, t`Held by`, ...(props.canManage ? [t`Actions`] : [])]}
        testId="group-positions"
      >
        {positions.map((p) => (
          <Table.Row key={p.id}>
            <Table.Cell>{p.name}</Table.Cell>
            <Table.Cell>
              {props.canManage ? (
                <NativeSelect.Root size="sm" maxW="xs" disabled={busy}>
                  <NativeSelect.Field
                    aria-label={t`Holder of ${p.name}`}
                    value={p.personId ?? ''}
                    onChange={(e) =>
                      save(() => apiSend('PATCH', `${base}/${p.id}`, { personId: e.target.value || null }))
                    }
                  >
                    <option value="">{t`Nobody`}</option>
                    {props.members.map((m) => (
                      <option key={m.personId} value={m.personId}>
                        {m.name}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                (p.personName ?? '—')
              )}
            </Table.Cell>
            {props.canManage && (
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  disabled={busy}
                  onClick={() => save(() => apiSend('DELETE', `${base}/${p.id}`))}
                >
                  {t`Delete ${p.name}`}
                </Button>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </ListTable>
      {props.canManage && (
        <form onSubmit={add}>
          <HStack align="end" gap={2}>
            <Field.Root invalid={Boolean(nameError)} maxW="sm">
              <Field.Label>
                <Trans>New position</Trans>
              </Field.Label>
              <Input value={name} maxLength={POSITION_NAME_MAX} onChange={(e) => setName(e.target.value)} />
              <Field.ErrorText>{nameError}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" size="sm" disabled={!parsed.success || busy}>
              <Trans>Add position</Trans>
            </Button>
          </HStack>
        </form>
      )}
    </Stack>
  );
}
