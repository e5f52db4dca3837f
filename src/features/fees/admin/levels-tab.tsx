import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { FeeLevelForm } from '../../../../domain/fees/season';
import { formatMoney, minorToEuroText } from '../../../../domain/lib/money';
import { apiSend } from '../../../api/client';
import { ConfirmRemove } from './confirm-remove';
import { FormDialog } from '../../../components/form-dialog';
import { ListTable } from '../../../components/list-controls';
import { TextField } from '../../../components/text-field';
import { useFormAction } from '../../../components/use-form-action';
import { useApiGet } from '../../../lib/use-api-get';
import type { FeeLevel } from '../fees-api';

/**
 * The fee levels tab (seed 3 §2; stepper step "Edit Levels"): each level's price per team and ceiling; while
 * the season is a draft, add, edit (the fee level dialog) and remove one no grade uses.
 */
export function LevelsTab({ season, editable }: { season: number; editable: boolean }) {
  const { t, i18n } = useLingui();
  const list = useApiGet<{ _embedded: { prices: FeeLevel[] } }>(`/price?season=${season}`);
  const [editing, setEditing] = useState<FeeLevel | 'new' | null>(null);
  const [removing, setRemoving] = useState<FeeLevel | null>(null);
  const levels = list.status === 'ok' ? list.data._embedded.prices : [];
  const money = (n: number | null) => (n === null ? t`No ceiling` : formatMoney(n, 'EUR', i18n.locale));
  return (
    <Stack gap={3}>
      {editable && (
        <HStack>
          <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
            <Trans>Add fee level</Trans>
          </Button>
        </HStack>
      )}
      <ListTable
        state={list}
        count={levels.length}
        empty={<Trans>This season has no fee levels yet.</Trans>}
        caption={t`Fee levels`}
        titles={[t`Level`, t`Name`, t`Price per team`, t`Ceiling`, ...(editable ? [t`Actions`] : [])]}
        testId="fee-levels"
      >
        {levels.map((l) => (
          <Table.Row key={l.priceId}>
            <Table.Cell>{l.level}</Table.Cell>
            <Table.Cell>{l.levelName}</Table.Cell>
            <Table.Cell>{money(l.pricePerTeam)}</Table.Cell>
            <Table.Cell>{money(l.priceCeiling)}</Table.Cell>
            {editable && (
              <Table.Cell>
                <HStack gap={2}>
                  <Button size="xs" variant="outline" onClick={() => setEditing(l)}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => setRemoving(l)}>
                    <Trans>Remove</Trans>
                  </Button>
                </HStack>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </ListTable>
      <FeeLevelDialog
        season={season}
        level={editing}
        nextLevel={Math.max(0, ...levels.map((l) => l.level)) + 1}
        onClose={() => setEditing(null)}
        onDone={list.reload}
      />
      <ConfirmRemove
        path={removing ? `/price/${removing.priceId}` : null}
        title={t`Remove fee level ${removing?.levelName ?? ''}`}
        body={t`The level and its prices are removed from this season.`}
        success={t`Fee level removed`}
        onClose={() => setRemoving(null)}
        onDone={list.reload}
      />
    </Stack>
  );
}

type LevelValues = v.InferInput<typeof FeeLevelForm>;

function FeeLevelDialog(props: {
  season: number;
  level: FeeLevel | 'new' | null;
  nextLevel: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const form = useForm<LevelValues, unknown, v.InferOutput<typeof FeeLevelForm>>({
    resolver: valibotResolver(FeeLevelForm),
  });
  const { busy, send } = useFormAction(form.setError);
  const { reset } = form;
  const { level, nextLevel } = props;
  useEffect(() => {
    if (level === null) return;
    reset(
      level === 'new'
        ? { level: String(nextLevel), levelName: '', pricePerTeam: '', priceCeiling: '' }
        : {
            level: String(level.level),
            levelName: level.levelName,
            pricePerTeam: minorToEuroText(level.pricePerTeam),
            priceCeiling: minorToEuroText(level.priceCeiling),
          },
    );
  }, [level, nextLevel, reset]);
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    const body = { ...values, season: props.season };
    await send(
      () => apiSend('POST', '/price', body),
      t`Fee level saved`,
      () => {
        props.onClose();
        props.onDone();
      },
    );
  });
  return (
    <FormDialog
      open={level !== null}
      onClose={props.onClose}
      title={level === 'new' ? t`Add fee level` : t`Edit fee level`}
      busy={busy}
      formId="fee-level-form"
      testId="fee-level-dialog"
      submitLabel={t`Save`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <TextField
          label={t`Level`}
          required
          maxLength={2}
          register={form.register('level')}
          error={errors.level?.message}
        />
        <TextField
          label={t`Level name`}
          required
          maxLength={50}
          register={form.register('levelName')}
          error={errors.levelName?.message}
        />
        <TextField
          label={t`Price per team (€)`}
          required
          register={form.register('pricePerTeam')}
          error={errors.pricePerTeam?.message}
        />
        <TextField
          label={t`Ceiling (€)`}
          register={form.register('priceCeiling')}
          error={errors.priceCeiling?.message}
          helper={t`The most a club pays for this level's teams together; blank for none.`}
        />
      </Stack>
    </FormDialog>
  );
}
