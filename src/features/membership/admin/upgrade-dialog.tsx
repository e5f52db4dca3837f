import { Button, Field, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiSend } from '../../../api/client';
import { AppDialog } from '../../../components/app-dialog';
import { CancelAndAction } from '../../../components/form-dialog';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { formatMoney } from '../../../../domain/lib/money';
import { type ClubMembershipView, type UpgradeCandidateView } from '../membership-types';
import { Loading } from '../../../components/loading';

type Candidates = { _embedded: { options: UpgradeCandidateView[] } };

/**
 * Upgrade a membership (seed 1 §4; `GET and POST /membership/{id}/upgrade`): the club admin picks a dearer
 * option of the same club and season; the membership moves at once and the difference is due to the club.
 */
export function UpgradeDialog(props: {
  membership: ClubMembershipView;
  onClose: () => void;
  onDone: () => void;
}) {
  const { membership: m, onClose, onDone } = props;
  const { t, i18n } = useLingui();
  const list = useApiGet<Candidates>(`/membership/${encodeURIComponent(m.id)}/upgrade`);
  const options = list.status === 'ok' ? list.data._embedded.options : null;
  const failed = list.status === 'error';
  const [chosen, setChosen] = useState('');
  const { busy, run } = useServerAction();
  const submit = () =>
    run(
      async () => {
        await apiSend('POST', `/membership/${m.id}/upgrade`, { optionId: chosen });
        onDone();
      },
      t`Unable to upgrade this membership`,
    );
  const pick = options?.find((o) => o.id === chosen);
  return (
    <AppDialog
      open
      onClose={onClose}
      busy={busy}
      testId="upgrade-dialog"
      title={<Trans>Upgrade the membership of {m.name}</Trans>}
      footer={
        <CancelAndAction onCancel={onClose} busy={busy}>
          <Button colorPalette="brand" onClick={() => void submit()} disabled={!pick || busy} loading={busy}>
            <Trans>Upgrade</Trans>
          </Button>
        </CancelAndAction>
      }
    >
      {failed && (
        <Text role="alert">
          <Trans>Unable to load data - please try again later</Trans>
        </Text>
      )}
      {!failed && !options && <Loading />}
      {options?.length === 0 && (
        <Text>
          <Trans>There is no dearer option of this club and season that covers this member.</Trans>
        </Text>
      )}
      {options && options.length > 0 && (
        <Stack gap={3}>
          <Field.Root required>
            <Field.Label>
              <Trans>New option</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={chosen} onChange={(e) => setChosen(e.target.value)}>
                <option value="">—</option>
                {options.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.packageName}: {o.name} ({formatMoney(o.price, o.priceCurrency, i18n.locale)})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {pick && (
            <Text role="status">
              <Trans>
                The difference, {formatMoney(pick.differenceMinor, pick.priceCurrency, i18n.locale)}, is due
                to the club as an order to mark paid.
              </Trans>
            </Text>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
