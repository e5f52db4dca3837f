import { Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import {
  COMPETITION_LEVELS,
  POOL_DESCRIPTION_MAX,
  POOL_NAME_MAX,
  PoolInput,
} from '../../../../domain/competition/competition';
import type { PoolKind } from '../../../../domain/competition/enums';
import { COMPETITION_MESSAGES as CM } from '../../../../domain/competition/messages';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ChoiceField } from '../../../components/choice-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showErrorAlert } from '../../../components/error-alert';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { errorCode, filterParam, itemsOf, query, type Place, type PoolDoc } from './competition-api';
import { useCompetitionAccess } from './competition-access';
import { choices, LEVEL_LABELS } from './competition-labels';
import { ListTable } from '../../../components/list-controls';
import { nullIfEmpty } from '../../../lib/form-values';

/**
 * The Venue Pools and Match Official Pools tabs (seed 2 §3 Pool): name, description, level, members —
 * places for a venue pool, people for a match-official pool. A pool an active competition uses cannot be
 * deleted: the server's 409 says so and is shown as it is.
 */
export function PoolsTab({ orgId, kind }: { orgId: string; kind: PoolKind }) {
  const { t, i18n } = useLingui();
  const access = useCompetitionAccess(orgId);
  const canEdit = kind === 'VENUE' ? access.manage : access.officials;
  const list = useApiGet<unknown>(
    `/admin/pool?${query({ filter: filterParam({ organization: orgId, kind }), size: 100 })}`,
  );
  const pools = list.status === 'ok' ? itemsOf<PoolDoc>(list.data, 'pools') : [];
  const [open, setOpen] = useState<{ kind: 'edit' | 'delete'; pool?: PoolDoc } | null>(null);
  const { run } = useServerAction();
  const close = () => setOpen(null);
  const remove = async (pool: PoolDoc) => {
    try {
      await apiSend('DELETE', `/admin/pool/${encodeURIComponent(pool.id)}`);
      showAlert('success', t`Pool deleted`);
      close();
      list.reload();
    } catch (err) {
      const inUse = errorCode(err);
      close();
      if (inUse)
        showAlert('error', i18n._({ id: CM.poolInUse.id, message: inUse.message || CM.poolInUse.message }));
      else showErrorAlert(t`Unable to save data`, err);
    }
  };
  return (
    <Stack gap={4} pt={4}>
      {canEdit && (
        <HStack>
          <Button size="sm" colorPalette="brand" onClick={() => setOpen({ kind: 'edit' })}>
            {kind === 'VENUE' ? <Trans>New venue pool</Trans> : <Trans>New match official pool</Trans>}
          </Button>
        </HStack>
      )}
      <ListTable
        state={list}
        count={pools.length}
        empty={<Trans>No pools yet.</Trans>}
        caption={kind === 'VENUE' ? t`Venue pools` : t`Match official pools`}
        titles={[t`Name`, t`Description`, t`Level`, t`Members`, t`Actions`]}
        testId="pools"
      >
        {pools.map((p) => (
          <Table.Row key={p.id}>
            <Table.Cell>{p.name}</Table.Cell>
            <Table.Cell>{p.description}</Table.Cell>
            <Table.Cell>
              {p.level ? i18n._(LEVEL_LABELS[p.level as keyof typeof LEVEL_LABELS] ?? { id: p.level }) : ''}
            </Table.Cell>
            <Table.Cell>{p.members.map((m) => m.name).join(', ')}</Table.Cell>
            <Table.Cell>
              {canEdit && (
                <HStack gap={2}>
                  <Button size="xs" variant="outline" onClick={() => setOpen({ kind: 'edit', pool: p })}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setOpen({ kind: 'delete', pool: p })}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </HStack>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      {open?.kind === 'edit' && (
        <PoolDialog orgId={orgId} kind={kind} pool={open.pool} onClose={close} onSaved={list.reload} />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t`Delete pool`}
        body={t`Delete ${open?.pool?.name ?? ''}?`}
        confirmLabel={t`Delete`}
        onCancel={close}
        onConfirm={() =>
          open?.pool ? run(() => remove(open.pool!), t`Unable to save data`).then(() => undefined) : undefined
        }
      />
    </Stack>
  );
}

type PoolForm = v.InferInput<typeof PoolInput>;

/** The members on offer: the places of the caller's clubs, or the people already in the kind's pools. */
function useMemberChoices(orgId: string, kind: PoolKind, pool?: PoolDoc) {
  const path =
    kind === 'VENUE'
      ? '/place?size=100'
      : `/admin/pool?${query({ filter: filterParam({ organization: orgId, kind }), size: 100 })}`;
  const state = useApiGet<unknown>(path);
  const found =
    state.status !== 'ok'
      ? []
      : kind === 'VENUE'
        ? itemsOf<Place>(state.data, 'places')
        : itemsOf<PoolDoc>(state.data, 'pools').flatMap((p) => p.members);
  const byId = new Map([...(pool?.members ?? []), ...found].map((m) => [m.id, m]));
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function PoolDialog(props: {
  orgId: string;
  kind: PoolKind;
  pool?: PoolDoc;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const p = props.pool;
  const members = useMemberChoices(props.orgId, props.kind, p);
  const form = useForm<PoolForm, unknown, v.InferOutput<typeof PoolInput>>({
    resolver: valibotResolver(PoolInput),
    defaultValues: {
      organizationId: props.orgId,
      kind: props.kind,
      name: p?.name ?? '',
      description: p?.description ?? '',
      level: (p?.level as PoolForm['level']) ?? null,
      memberIds: p?.members.map((m) => m.id) ?? [],
    },
  });
  const err = (name: keyof PoolForm) => form.formState.errors[name]?.message;
  const submit = form.handleSubmit((values) =>
    run(
      async () => {
        if (p) await apiSend('PUT', `/admin/pool/${encodeURIComponent(p.id)}`, values);
        else await apiSend('POST', '/admin/pool', values);
        showAlert('success', t`Pool saved`);
        props.onSaved();
        props.onClose();
      },
      t`Unable to save data`,
    ).then(() => undefined),
  );
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={p ? t`Edit pool` : t`New pool`}
      busy={busy}
      formId="pool-form"
      submitLabel={t`Save`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <TextField
          label={t`Name`}
          required
          register={form.register('name')}
          error={err('name')}
          maxLength={POOL_NAME_MAX}
        />
        <TextField
          label={t`Description`}
          register={form.register('description')}
          error={err('description')}
          maxLength={POOL_DESCRIPTION_MAX}
        />
        <ChoiceField
          label={t`Level`}
          options={choices(COMPETITION_LEVELS, LEVEL_LABELS, (d) => i18n._(d))}
          register={form.register('level', { setValueAs: nullIfEmpty })}
          error={err('level')}
        />
        <Controller
          control={form.control}
          name="memberIds"
          render={({ field }) => (
            <Stack as="fieldset" gap={1}>
              <Text as="legend" fontWeight="medium">
                {props.kind === 'VENUE' ? <Trans>Venues</Trans> : <Trans>Match officials</Trans>}
              </Text>
              {members.length === 0 && (
                <Text color="fg.muted" fontSize="sm">
                  <Trans>Nothing to choose from yet.</Trans>
                </Text>
              )}
              {members.map((m) => (
                <Checkbox.Root
                  key={m.id}
                  checked={field.value.includes(m.id)}
                  onCheckedChange={(e) =>
                    field.onChange(
                      e.checked === true ? [...field.value, m.id] : field.value.filter((x) => x !== m.id),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{m.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
        />
      </Stack>
    </FormDialog>
  );
}
