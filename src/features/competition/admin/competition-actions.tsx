import {
  Button,
  Field,
  HStack,
  Link as ChakraLink,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import {
  REASON_MAX,
  ReasonInput,
  statusChange,
  type CompetitionStatusInput,
} from '../../../../domain/competition/competition';
import { COMPETITION_MESSAGES as CM } from '../../../../domain/competition/messages';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { FormDialog } from '../../../components/form-dialog';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useServerAction } from '../../../components/use-server-action';
import { competitionPath, type CompetitionDoc } from './competition-api';
import { STATUS_LABELS } from './competition-labels';
import { useConfirmedSend } from './use-confirmed-send';

type Target = CompetitionStatusInput['status'];
const TARGETS: readonly Target[] = ['ACTIVE', 'PENDING', 'DRAFT', 'ARCHIVED'];

/**
 * A competition's actions for its managers (seed 2 §4): open, edit in the wizard, clone, change status
 * (archive and unarchive ask a reason; Active → Draft deletes divisions and fixtures after confirmation),
 * delete with a reason.
 */
export function CompetitionActions({
  competition: c,
  onChanged,
  compact = true,
}: {
  competition: CompetitionDoc;
  onChanged: () => void;
  compact?: boolean;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { busy, run } = useServerAction();
  const [open, setOpen] = useState<'status' | 'archive' | 'unarchive' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const clone = () =>
    run(async () => {
      await apiSend('POST', `${competitionPath(c.id)}/clone`);
      showAlert('success', t`Competition cloned`);
      onChanged();
    }, i18n._(CM.cloneFailed));
  const archived = c.status === 'ARCHIVED';
  const setStatus = (status: Target, reason: string) =>
    run(
      async () => {
        await apiSend('PATCH', `${competitionPath(c.id)}/status`, { status, reason });
        showAlert('success', archived ? t`Competition unarchived` : t`Competition archived`);
        close();
        onChanged();
      },
      t`Unable to archive competition`,
    );
  const remove = (reason: string) =>
    run(
      async () => {
        await apiSend('DELETE', competitionPath(c.id), { reason });
        showAlert('success', t`Competition deleted`);
        close();
        if (compact) onChanged();
        else await navigate({ to: '/competitions/organizations', search: {} });
      },
      t`Unable to delete competition`,
    );
  const size = 'xs';
  return (
    <HStack gap={2} wrap="wrap">
      {compact && (
        <ChakraLink asChild>
          <Link to="/competitions/organizations/$competitionId" params={{ competitionId: c.id }}>
            <Trans>Open</Trans>
          </Link>
        </ChakraLink>
      )}
      {!archived && (
        <Button asChild size={size} variant="outline">
          <Link to="/competitions/organizations/wizard" search={{ id: c.id, step: 1 }}>
            <Trans>Edit</Trans>
          </Link>
        </Button>
      )}
      <Button size={size} variant="outline" disabled={busy} onClick={() => void clone()}>
        <Trans>Clone</Trans>
      </Button>
      <Button size={size} variant="outline" disabled={busy} onClick={() => setOpen('status')}>
        <Trans>Change status</Trans>
      </Button>
      <Button
        size={size}
        variant="outline"
        disabled={busy}
        onClick={() => setOpen(archived ? 'unarchive' : 'archive')}
      >
        {archived ? <Trans>Unarchive</Trans> : <Trans>Archive</Trans>}
      </Button>
      <Button
        size={size}
        variant="outline"
        colorPalette="red"
        disabled={busy}
        onClick={() => setOpen('delete')}
      >
        <Trans>Delete</Trans>
      </Button>
      <ReasonDialog
        open={open === 'archive' || open === 'unarchive'}
        title={archived ? t`Unarchive ${c.name}` : t`Archive ${c.name}`}
        submitLabel={archived ? t`Unarchive` : t`Archive`}
        schema={ReasonInput}
        maxLength={REASON_MAX}
        busy={busy}
        onClose={close}
        onSubmit={async (reason) => void (await setStatus(archived ? 'ACTIVE' : 'ARCHIVED', reason))}
      />
      <ReasonDialog
        open={open === 'delete'}
        title={t`Delete ${c.name}`}
        body={t`Deleting the competition removes its fixtures and results. This cannot be undone.`}
        submitLabel={t`Delete`}
        schema={ReasonInput}
        maxLength={REASON_MAX}
        busy={busy}
        onClose={close}
        onSubmit={async (reason) => void (await remove(reason))}
      />
      {open === 'status' && <StatusDialog competition={c} onClose={close} onChanged={onChanged} />}
    </HStack>
  );
}

/** Change a competition's status to one its current status allows (domain `statusChange`). */
function StatusDialog({
  competition: c,
  onClose,
  onChanged,
}: {
  competition: CompetitionDoc;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const { busy, run } = useServerAction();
  const { sendConfirmed, confirmDialog } = useConfirmedSend();
  const allowed = TARGETS.filter((s) => statusChange(c.status, s).allowed);
  const [status, setStatus] = useState<Target | ''>('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rule = status ? statusChange(c.status, status) : null;
  const submit = async () => {
    if (!status) return setError(CM.statusChange.id);
    if (rule?.needsReason) {
      const parsed = v.safeParse(ReasonInput, { reason });
      if (!parsed.success) return setError(parsed.issues[0].message);
    }
    setError(null);
    await run(
      async () => {
        const done = await sendConfirmed(
          (confirm) =>
            apiSend('PATCH', `${competitionPath(c.id)}/status`, {
              status,
              ...(reason.trim() ? { reason: reason.trim() } : {}),
              ...(confirm ? { confirm } : {}),
            }),
          CM.confirmRequired.id,
        );
        if (done === undefined) return;
        showAlert('success', t`Status changed`);
        onClose();
        onChanged();
      },
      t`Unable to update competition`,
    );
  };
  return (
    <>
      <FormDialog
        open
        onClose={onClose}
        title={t`Change the status of ${c.name}`}
        busy={busy}
        formId="status-form"
        submitLabel={t`Change status`}
        onSubmit={async (e) => {
          e.preventDefault();
          await submit();
        }}
      >
        <Stack gap={3}>
          <Text>
            <Trans>Current status: {i18n._(STATUS_LABELS[c.status])}</Trans>
          </Text>
          <Field.Root required invalid={error === CM.statusChange.id}>
            <Field.Label>
              <Trans>New status</Trans>
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={status} onChange={(e) => setStatus(e.target.value as Target)}>
                <option value="">—</option>
                {allowed.map((s) => (
                  <option key={s} value={s}>
                    {i18n._(STATUS_LABELS[s])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {error === CM.statusChange.id && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
          </Field.Root>
          {rule?.deletesFixtures && (
            <Text color="fg.warning">
              <Trans>
                Moving an active competition back to draft deletes all its divisions and fixtures.
              </Trans>
            </Text>
          )}
          {rule?.needsReason && (
            <Field.Root required invalid={Boolean(error && error !== CM.statusChange.id)}>
              <Field.Label>
                <Trans>Reason</Trans>
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={REASON_MAX} />
              {error && error !== CM.statusChange.id && <Field.ErrorText>{i18n._(error)}</Field.ErrorText>}
            </Field.Root>
          )}
        </Stack>
      </FormDialog>
      {confirmDialog}
    </>
  );
}
