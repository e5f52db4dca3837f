import { Button, Field, NativeSelect, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiSend } from '../../../api/client';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction } from '../../../components/form-dialog';
import { useServerAction } from '../../../components/use-server-action';
import { HIBERNATE_REASON_LABELS, HIBERNATE_REASONS } from '../../../../domain/person/organization-link';
import type { ClubMembershipView } from '../membership-types';

/**
 * Hibernate a member (seed 1 §4): their link to the club becomes HIBERNATED, with a reason from the list
 * `/asset/hibernateReason` serves (the same domain list, so the picker needs no request). The server takes
 * them off the club's teams and groups and removes their match-official codes, as the dialog says.
 */
export function HibernateDialog(props: {
  membership: ClubMembershipView;
  orgId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { membership: m, orgId, onClose, onDone } = props;
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const { busy, run } = useServerAction();
  const submit = () =>
    run(
      async () => {
        await apiSend('PUT', `/person/${m.personId}/organization/${orgId}`, {
          status: 'HIBERNATED',
          ...(reason ? { hibernateReason: reason } : {}),
        });
        onDone();
      },
      t`Unable to hibernate this member`,
    );
  return (
    <AppDialog
      open
      onClose={onClose}
      busy={busy}
      role="alertdialog"
      testId="hibernate-dialog"
      title={<Trans>Hibernate {m.name}</Trans>}
      footer={
        <CancelAndAction onCancel={onClose} busy={busy}>
          <Button colorPalette="red" onClick={() => void submit()} disabled={busy} loading={busy}>
            <Trans>Hibernate</Trans>
          </Button>
        </CancelAndAction>
      }
    >
      <Text mb={3}>
        <Trans>
          Hibernating removes the member from the club’s teams and groups and removes their match-official
          codes.
        </Trans>
      </Text>
      <Field.Root>
        <Field.Label>
          <Trans>Reason</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={reason} onChange={(e) => setReason(e.target.value)}>
            <option value="">—</option>
            {HIBERNATE_REASONS.map((r) => (
              <option key={r} value={r}>
                {i18n._(HIBERNATE_REASON_LABELS[r])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </AppDialog>
  );
}
