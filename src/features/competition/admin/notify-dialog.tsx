import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useForm } from 'react-hook-form';
import type { Fixture } from '../../../../domain/competition/fixture';
import { apiSend } from '../../../api/client';
import { CheckField } from '../../../components/check-field';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { fixturePath } from './competition-api';

/**
 * Send a fixture notification (seed 2 §7 `POST /admin/fixture/{id}/notification`): its details and an
 * optional message by e-mail to its officials and/or the competition administrators. The same notice for the
 * same version of the fixture goes once.
 */
export function NotifyDialog(props: { fixture: Fixture; onClose: () => void }) {
  const { t } = useLingui();
  const { busy, run } = useServerAction();
  const form = useForm<{ officials: boolean; admins: boolean; message: string }>({
    defaultValues: { officials: true, admins: false, message: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    const audiences = [...(values.officials ? ['OFFICIALS'] : []), ...(values.admins ? ['ADMINS'] : [])];
    if (audiences.length === 0) {
      form.setError('officials', { message: t`Choose who to notify` });
      return;
    }
    await run(
      async () => {
        const { sent } = await apiSend<{ sent: number }>(
          'POST',
          `${fixturePath(props.fixture.id)}/notification`,
          {
            audiences,
            message: values.message,
          },
        );
        showAlert('success', plural(sent, { one: '# notification sent', other: '# notifications sent' }));
        props.onClose();
      },
      t`Error sending notifications`,
    );
  });
  return (
    <FormDialog
      open
      onClose={props.onClose}
      title={t`Notify about ${props.fixture.homeTeam.name ?? ''} v ${props.fixture.awayTeam.name ?? ''}`}
      busy={busy}
      formId="notify-form"
      submitLabel={t`Send`}
      onSubmit={submit}
    >
      <Stack gap={3}>
        <CheckField control={form.control} name="officials" label={t`Its officials`} />
        <CheckField control={form.control} name="admins" label={t`The competition administrators`} />
        {form.formState.errors.officials && (
          <Text role="alert" color="fg.error">
            {form.formState.errors.officials.message}
          </Text>
        )}
        <TextField label={t`Message`} register={form.register('message')} multiline maxLength={500} />
      </Stack>
    </FormDialog>
  );
}
