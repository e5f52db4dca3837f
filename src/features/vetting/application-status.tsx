import { Badge, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { addDays } from '../../../domain/lib/days';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { addMonths } from '../../../domain/vetting/application';
import { CLOSED_STATUSES, REASON_MAX, VETTING_VALID_YEARS } from '../../../domain/vetting/enums';
import { downloadFile } from '../../api/download';
import { actOn, nvbFileName, nvbPath, type NvbForm } from './admin/vetting-api';
import { showAlert } from '../../components/alerts';
import { useServerAction } from '../../components/use-server-action';
import { ReasonDialog } from '../../components/reason-dialog';
import { VettingReasonForm } from '../../../domain/vetting/transitions';
import type { VettingApplicationDoc } from './vetting-api';
import { ROLE_LABELS, STATUS_LABELS, TYPE_LABELS } from './vetting-labels';

/**
 * Where an application stands (seed 3 §2: the in-review and completed states): reference, kind, club and
 * role, its status, what happens next, the NVB forms to print, and — while it is open — cancelling it with a
 * reason, after which a new one can start at once.
 */
export function ApplicationStatus({ app, onChanged }: { app: VettingApplicationDoc; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const [cancelling, setCancelling] = useState(false);
  const action = useServerAction();
  const status = app.status;
  const open = !CLOSED_STATUSES.includes(status);
  const validTo = app.completedOn && addDays(addMonths(app.completedOn, 12 * VETTING_VALID_YEARS), -1);
  const cancel = async (reason: string) => {
    const done = await action.run(
      () => actOn(app.id, { action: 'CANCEL', reason }),
      t`Unable to save data - please try again later`,
    );
    if (done.ok) {
      showAlert('success', t`Application cancelled`);
      onChanged();
    }
    return done.ok;
  };
  const pdf = (type: NvbForm) =>
    action.run(
      () => downloadFile(nvbPath(app.id, type), nvbFileName(type, app.reference), { locale: i18n.locale }),
      t`Unable to load data - please try again later`,
    );

  return (
    <Stack gap={4} borderWidth="1px" borderRadius="md" p={4} data-testid="vetting-status">
      <HStack gap={3} wrap="wrap">
        <Text fontWeight="semibold">{i18n._(TYPE_LABELS[app.type])}</Text>
        <Badge
          data-testid="vetting-status-badge"
          colorPalette={status === 'COMPLETED' ? 'green' : status === 'REJECTED' ? 'red' : 'blue'}
        >
          {i18n._(STATUS_LABELS[status])}
        </Badge>
      </HStack>
      <DataList.Root orientation="horizontal">
        {(
          [
            [t`Reference`, app.reference],
            [t`Club`, app.clubName],
            [t`Role`, i18n._(ROLE_LABELS[app.role])],
            [t`Applied on`, formatDisplayDate(app.appliedOn)],
            ...(app.gardaReference ? [[t`Garda reference`, app.gardaReference]] : []),
            ...(validTo ? [[t`Valid until`, formatDisplayDate(validTo)]] : []),
            ...(app.rejectionReason ? [[t`Reason for rejection`, app.rejectionReason]] : []),
            ...(app.cancelReason ? [[t`Reason for cancelling`, app.cancelReason]] : []),
          ] as [string, string][]
        ).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text>
        {status === 'PENDING_DOCUMENTATION' && (
          <Trans>Upload your documents, then submit the application for review.</Trans>
        )}
        {status === 'IN_REVIEW' && (
          <Trans>
            Your application is in review. Your club's children's officer will meet you to check your ID in
            person.
          </Trans>
        )}
        {(status === 'IN_PROGRESS' || status === 'PENDING_COMPLETION') && (
          <Trans>Your application is with the vetting bureau. You will hear when it is complete.</Trans>
        )}
        {status === 'COMPLETED' && (
          <Trans>Your vetting is complete: it shows in your profile's qualifications.</Trans>
        )}
        {(status === 'REJECTED' || status === 'CANCELLED') && (
          <Trans>You can start a new application below.</Trans>
        )}
      </Text>
      <HStack gap={3} wrap="wrap">
        {app.type === 'GARDA_VETTING' && (
          <Button variant="outline" size="sm" onClick={() => void pdf('NVB1')}>
            <Trans>Download NVB1 form</Trans>
          </Button>
        )}
        {app.guardian && (
          <Button variant="outline" size="sm" onClick={() => void pdf('NVB3')}>
            <Trans>Download NVB3 form</Trans>
          </Button>
        )}
        {open && (
          <Button variant="outline" colorPalette="red" size="sm" onClick={() => setCancelling(true)}>
            <Trans>Cancel application</Trans>
          </Button>
        )}
      </HStack>
      <ReasonDialog
        open={cancelling}
        title={t`Cancel this application?`}
        submitLabel={t`Cancel application`}
        schema={VettingReasonForm}
        maxLength={REASON_MAX}
        busy={action.busy}
        onClose={() => setCancelling(false)}
        onSubmit={async (reason) => {
          if (await cancel(reason)) setCancelling(false);
        }}
      />
    </Stack>
  );
}
