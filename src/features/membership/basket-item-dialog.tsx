/**
 * An item of the basket changed (issue 53 item 5; `PATCH /basket/{id}/item/{itemId}`): another option of the
 * same package, or fewer of its members. Loaded lazily by the basket. The server keeps the registration's
 * rules (age phase, places, answers) and answers the basket.
 */
import { Button, Checkbox, Field, Fieldset, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiSend } from '../../api/client';
import { AppDialog } from '../../components/app-dialog';
import { showErrorAlert } from '../../components/error-alert';
import { CancelAndAction } from '../../components/form-dialog';
import { useApiGet } from '../../lib/use-api-get';
import type { BasketView, OptionView } from './membership-types';

export interface BasketItemDialogProps {
  basketId: string;
  item: BasketView['basketItems'][number];
  onSaved: () => void;
  onClose: () => void;
}

export default function BasketItemDialog({ basketId, item, onSaved, onClose }: BasketItemDialogProps) {
  const { t } = useLingui();
  const options = useApiGet<{ _embedded: { options: OptionView[] } }>(
    `/organization-package-options/${encodeURIComponent(item.packageId)}/options`,
  );
  const [optionId, setOptionId] = useState(item.option.id);
  const [kept, setKept] = useState(item.members.map((m) => m.id));
  const [busy, setBusy] = useState(false);
  const choices =
    options.status === 'ok'
      ? options.data._embedded.options.filter((o) => o.status === 'ACTIVE' || o.id === item.option.id)
      : [item.option];

  async function save() {
    setBusy(true);
    try {
      await apiSend('PATCH', `/basket/${basketId}/item/${item.id}`, {
        ...(optionId !== item.option.id ? { optionId } : {}),
        personIds: kept,
      });
      onSaved();
    } catch (err) {
      showErrorAlert(t`Failed to update the basket`, err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AppDialog
      open
      onClose={onClose}
      busy={busy}
      title={t`Change item`}
      testId="basket-item-dialog"
      footer={
        <CancelAndAction onCancel={onClose} busy={busy}>
          <Button
            colorPalette="brand"
            onClick={() => void save()}
            disabled={busy || kept.length === 0}
            loading={busy}
            loadingText={t`Please wait…`}
          >
            <Trans>Save</Trans>
          </Button>
        </CancelAndAction>
      }
    >
      <Stack gap={4}>
        <Field.Root>
          <Field.Label>
            <Trans>Option</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={optionId} onChange={(e) => setOptionId(e.target.value)}>
              {choices.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Fieldset.Root invalid={kept.length === 0}>
          <Fieldset.Legend>
            <Trans>Members</Trans>
          </Fieldset.Legend>
          <Stack gap={2}>
            {item.members.map((m) => (
              <Checkbox.Root
                key={m.id}
                checked={kept.includes(m.id)}
                onCheckedChange={(e) =>
                  setKept((k) => (e.checked === true ? [...k, m.id] : k.filter((x) => x !== m.id)))
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{m.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {kept.length === 0 && (
            <Fieldset.ErrorText>
              <Trans>Keep at least one member, or remove the item.</Trans>
            </Fieldset.ErrorText>
          )}
        </Fieldset.Root>
      </Stack>
    </AppDialog>
  );
}
