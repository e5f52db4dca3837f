import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { MATRIX_NAME_MAX, MatrixInput } from '../../../../domain/competition/competition';
import { COMPETITION_MESSAGES as CM } from '../../../../domain/competition/messages';
import { predefinedMatrix } from '../../../../domain/competition/round-robin';
import { M } from '../../../../domain/messages';
import { apiSend } from '../../../api/client';
import { AppDialog } from '../../../components/app-dialog';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { filterParam, itemsOf, query, type MatrixDoc } from './competition-api';
import { useCompetitionAccess } from './competition-access';
import { ListTable } from '../../../components/list-controls';

/** A matrix's rounds as text, one round a line: "1-6, 2-5, 3-4" (home-away by team position). */
export function roundsToText(rounds: MatrixDoc['rounds']): string {
  return rounds.map((r) => r.pairings.map((p) => `${p.home}-${p.away}`).join(', ')).join('\n');
}

export function textToRounds(text: string): { pairings: { home: number; away: number }[] }[] {
  return text
    .split('\n')
    .map((line) =>
      [...line.matchAll(/(\d+)\s*-\s*(\d+)/g)].map((m) => ({ home: Number(m[1]), away: Number(m[2]) })),
    )
    .filter((pairings) => pairings.length > 0)
    .map((pairings) => ({ pairings }));
}

const MatrixForm = v.object({
  name: v.string(),
  totalTeams: v.unknown(),
  rounds: v.string(),
});
type MatrixFormValues = v.InferOutput<typeof MatrixForm>;

/**
 * The Matrix Templates tab (seed 2 §3, §5): the organisation's matrices and the predefined ones (read-only:
 * "Predefined matrices cannot be edited, only viewed"); create, edit and delete the organisation's own.
 */
export function MatricesTab({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const access = useCompetitionAccess(orgId);
  const list = useApiGet<unknown>(
    `/admin/matrix?${query({ filter: filterParam({ organization: orgId }), size: 100 })}`,
  );
  const matrices = list.status === 'ok' ? itemsOf<MatrixDoc>(list.data, 'matrices') : [];
  const [open, setOpen] = useState<{ kind: 'view' | 'edit' | 'delete'; matrix?: MatrixDoc } | null>(null);
  const { run } = useServerAction();
  const close = () => setOpen(null);
  const remove = (m: MatrixDoc) =>
    run(
      async () => {
        await apiSend('DELETE', `/admin/matrix/${encodeURIComponent(m.id)}`);
        showAlert('success', t`Matrix deleted`);
        close();
        list.reload();
      },
      t`Failed to delete matrix`,
    );
  return (
    <Stack gap={4} pt={4}>
      {access.manage && (
        <HStack>
          <Button size="sm" colorPalette="brand" onClick={() => setOpen({ kind: 'edit' })}>
            <Trans>New matrix</Trans>
          </Button>
        </HStack>
      )}
      <ListTable
        state={list}
        count={matrices.length}
        empty={<Trans>No matrix templates yet.</Trans>}
        caption={t`Matrix templates`}
        titles={[t`Name`, t`Total teams`, t`Rounds`, t`Actions`]}
        testId="matrices"
      >
        {matrices.map((m) => (
          <Table.Row key={m.id}>
            <Table.Cell>
              {m.name}{' '}
              {m.predefined && (
                <Badge>
                  <Trans>Predefined</Trans>
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>{m.totalTeams}</Table.Cell>
            <Table.Cell>{m.rounds.length}</Table.Cell>
            <Table.Cell>
              <HStack gap={2}>
                <Button size="xs" variant="outline" onClick={() => setOpen({ kind: 'view', matrix: m })}>
                  <Trans>View</Trans>
                </Button>
                {access.manage && !m.predefined && (
                  <>
                    <Button size="xs" variant="outline" onClick={() => setOpen({ kind: 'edit', matrix: m })}>
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => setOpen({ kind: 'delete', matrix: m })}
                    >
                      <Trans>Delete</Trans>
                    </Button>
                  </>
                )}
              </HStack>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      {open?.kind === 'view' && open.matrix && (
        <AppDialog open onClose={close} title={open.matrix.name}>
          <Stack gap={2}>
            {open.matrix.predefined && <Text color="fg.muted">{i18n._(CM.matrixPredefined)}</Text>}
            <Stack as="ol" ps={5} gap={1}>
              {open.matrix.rounds.map((r, i) => (
                <li key={i}>{r.pairings.map((p) => `${p.home} v ${p.away}`).join(' · ')}</li>
              ))}
            </Stack>
          </Stack>
        </AppDialog>
      )}
      {open?.kind === 'edit' && (
        <MatrixDialog orgId={orgId} matrix={open.matrix} onClose={close} onSaved={list.reload} />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={t`Delete matrix`}
        body={t`Delete ${open?.matrix?.name ?? ''}?`}
        confirmLabel={t`Delete`}
        onCancel={close}
        onConfirm={async () => {
          if (open?.matrix) await remove(open.matrix);
        }}
      />
    </Stack>
  );
}

function MatrixDialog(props: {
  orgId: string;
  matrix?: MatrixDoc;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const m = props.matrix;
  const form = useForm<MatrixFormValues>({
    resolver: valibotResolver(MatrixForm),
    defaultValues: {
      name: m?.name ?? '',
      totalTeams: m?.totalTeams ?? '',
      rounds: m ? roundsToText(m.rounds) : '',
    },
  });
  const err = (name: keyof MatrixFormValues) => form.formState.errors[name]?.message;
  const fillPredefined = () => {
    const n = Number(form.getValues('totalTeams'));
    if (Number.isInteger(n) && n >= 3 && n <= 24)
      form.setValue('rounds', roundsToText(predefinedMatrix(n).rounds));
    else form.setError('totalTeams', { message: CM.matrixTeams.id });
  };
  const submit = form.handleSubmit(async (values) => {
    const body = {
      organizationId: props.orgId,
      name: values.name,
      totalTeams: values.totalTeams === '' ? undefined : Number(values.totalTeams),
      rounds: textToRounds(values.rounds),
    };
    const parsed = v.safeParse(MatrixInput, body);
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue)?.split('.')[0] ?? 'rounds';
        const field = (
          ['name', 'totalTeams', 'rounds'].includes(key) ? key : 'rounds'
        ) as keyof MatrixFormValues;
        if (!form.getFieldState(field).error)
          form.setError(field, { message: issue.message ?? M.invalid.id });
      }
      return;
    }
    await run(
      async () => {
        if (m) await apiSend('PUT', `/admin/matrix/${encodeURIComponent(m.id)}`, parsed.output);
        else await apiSend('POST', '/admin/matrix', parsed.output);
        showAlert('success', t`Matrix saved`);
        props.onSaved();
        props.onClose();
      },
      t`Unable to save data`,
    );
  });
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={m ? t`Edit matrix` : t`New matrix`}
      busy={busy}
      formId="matrix-form"
      submitLabel={t`Save`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <TextField
          label={t`Name`}
          required
          register={form.register('name')}
          error={err('name')}
          maxLength={MATRIX_NAME_MAX}
        />
        <HStack align="end">
          <TextField
            label={t`Total teams`}
            type="number"
            required
            register={form.register('totalTeams')}
            error={err('totalTeams')}
          />
          <Button size="sm" variant="outline" onClick={fillPredefined}>
            <Trans>Start from the round robin</Trans>
          </Button>
        </HStack>
        <TextField
          label={t`Rounds`}
          helper={t`One round a line, games as home-away team positions: 1-6, 2-5, 3-4`}
          register={form.register('rounds')}
          error={err('rounds')}
          multiline
        />
      </Stack>
    </FormDialog>
  );
}
