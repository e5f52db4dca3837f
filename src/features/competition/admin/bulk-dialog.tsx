import { Stack } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import type * as v from 'valibot';
import { BulkFixturesInput, REASON_MAX } from '../../../../domain/competition/competition';
import { COMPETITION_MESSAGES as CM } from '../../../../domain/competition/messages';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ChoiceField } from '../../../components/choice-field';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';

type BulkForm = v.InferInput<typeof BulkFixturesInput>;

/**
 * One action on up to 20 chosen fixtures (seed 2 §5): postpone, move to a date (times kept) or delete with a
 * reason; the server refuses deleting fixtures that have a start date and says which.
 */
export function BulkDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const form = useForm<BulkForm, unknown, v.InferOutput<typeof BulkFixturesInput>>({
    resolver: valibotResolver(BulkFixturesInput),
    defaultValues: { action: 'POSTPONE', ids, reason: '' },
  });
  const action = useWatch({ control: form.control, name: 'action' });
  const err = (name: keyof BulkForm) => form.formState.errors[name]?.message;
  const submit = form.handleSubmit((values) =>
    run(async () => {
      await apiSend('POST', '/admin/fixture/bulk', {
        ...values,
        ...(values.action === 'MOVE' ? {} : { date: undefined }),
      });
      showAlert(
        'success',
        t`${plural(ids.length, { one: '# fixture updated', other: '# fixtures updated' })}`,
      );
      onDone();
    }, i18n._(CM.bulkUpdateFailed)).then(() => undefined),
  );
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t`Bulk action on ${plural(ids.length, { one: '# fixture', other: '# fixtures' })}`}
      busy={busy}
      formId="bulk-form"
      submitLabel={t`Apply`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <ChoiceField
          label={t`Action`}
          required
          options={[
            ['POSTPONE', t`Postpone`],
            ['MOVE', t`Move to a date`],
            ['DELETE', t`Delete`],
          ]}
          register={form.register('action')}
          error={err('action') ?? err('ids')}
        />
        {action === 'MOVE' && (
          <TextField
            label={t`New date`}
            type="date"
            required
            register={form.register('date')}
            error={err('date')}
          />
        )}
        <TextField
          label={t`Reason`}
          required={action === 'DELETE'}
          register={form.register('reason')}
          error={err('reason')}
          multiline
          maxLength={REASON_MAX}
        />
      </Stack>
    </FormDialog>
  );
}
