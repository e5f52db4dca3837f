import {
  Alert,
  Badge,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { INJURY_NOTIFICATION_DOCUMENTS } from '../../../../domain/injury/enums';
import type { InjuryNotification, NotificationAction } from '../../../../domain/injury/injury-notification';
import { formatDisplayDate } from '../../../../domain/lib/dates';
import { downloadFile } from '../../../api/download';
import { ApiError, api, apiSend } from '../../../api/client';
import { useSession } from '../../../auth/session';
import { STATUS_LABELS } from './notification-labels';

/**
 * One notification and the Player Actions tab: the claimant submits and adds supporting documents; the unit
 * secretary approves (with a document and the confirmed declaration), rejects and completes. The server
 * decides who may do what; refusals are shown with its message.
 */
export function NotificationActions({
  notification: n,
  onChange,
  onEdit,
}: {
  notification: InjuryNotification;
  onChange: (n: InjuryNotification) => void;
  /** Reopens a draft in the form (the claimant only). */
  onEdit: (n: InjuryNotification) => void;
}) {
  const { t, i18n } = useLingui();
  const me = useSession().person?.id;
  const [confirmed, setConfirmed] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [kind, setKind] = useState<string>('REFEREE_REPORT');
  const [failure, setFailure] = useState<string | null>(null);
  const claimant = n.claimantPersonId === me;
  const run = async (work: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await work();
      onChange(await api<InjuryNotification>(`/player-injury-notification/${n.id}`));
    } catch (e) {
      setFailure(e instanceof ApiError ? e.message : t`Unable to save data - please try again later`);
    }
  };
  const act = (action: NotificationAction) =>
    run(() => apiSend('PATCH', `/player-injury-notification/${n.id}`, { action, confirmed }));
  const upload = () =>
    run(async () => {
      if (!file) return;
      const form = new FormData();
      form.set('file', file);
      form.set('additionalType', kind);
      await api(`/player-injury-notification/${n.id}/document`, { method: 'POST', body: form });
    });
  const open = n.status === 'DRAFT' || n.status === 'AWAITING_APPROVAL';
  return (
    <Stack gap={4} borderWidth="1px" borderRadius="md" p={4}>
      <HStack>
        <Heading as="h2" size="md">
          <Trans>Player Actions</Trans>
        </Heading>
        <Badge data-testid="notification-status">{i18n._(STATUS_LABELS[n.status])}</Badge>
      </HStack>
      <Text>
        <Trans>Injury date: {formatDisplayDate(n.injuryDate)}</Trans>
      </Text>
      <Stack as="ul" ps={4}>
        {n.documents.map((d) => (
          <Text as="li" key={d.id}>
            {d.fileName}
          </Text>
        ))}
      </Stack>
      {n.documents.length > 1 && (
        <Button
          alignSelf="start"
          size="sm"
          variant="outline"
          onClick={() =>
            void run(() =>
              downloadFile(
                `/player-injury-notification/${n.id}/document/download-files`,
                'injury-notification-documents.zip',
                { method: 'POST', json: {} },
              ),
            )
          }
        >
          <Trans>Download all documents</Trans>
        </Button>
      )}
      {open && (
        <HStack wrap="wrap" align="end">
          <Field.Root maxW="xs">
            <Field.Label>
              <Trans>Supporting document (PDF or image, at most 10 MB)</Trans>
            </Field.Label>
            <Input
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          </Field.Root>
          <NativeSelect.Root maxW="xs">
            <NativeSelect.Field
              aria-label={t`Kind of document`}
              value={kind}
              onChange={(e) => setKind(e.currentTarget.value)}
            >
              {INJURY_NOTIFICATION_DOCUMENTS.map((d) => (
                <option key={d} value={d}>
                  {d === 'REFEREE_REPORT'
                    ? t`Referee report`
                    : d === 'CLUB_LETTER'
                      ? t`Club letter`
                      : t`County letter`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button variant="outline" disabled={!file} onClick={() => void upload()}>
            <Trans>Upload</Trans>
          </Button>
        </HStack>
      )}
      {claimant && n.status === 'DRAFT' && (
        <HStack>
          <Button variant="outline" onClick={() => onEdit(n)}>
            <Trans>Edit draft</Trans>
          </Button>
          <Button colorPalette="brand" onClick={() => void act('submit')}>
            <Trans>Submit notification</Trans>
          </Button>
        </HStack>
      )}
      {!claimant && n.status === 'AWAITING_APPROVAL' && (
        <Stack gap={2}>
          <label style={{ display: 'flex', gap: '0.5rem' }}>
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(e) => setConfirmed(e.currentTarget.checked)}
            />
            <span>
              <Trans>I have checked the supporting documents and approve this notification.</Trans>
            </span>
          </label>
          <HStack>
            <Button colorPalette="green" onClick={() => void act('approve')}>
              <Trans>Approve</Trans>
            </Button>
            <Button colorPalette="red" variant="outline" onClick={() => void act('reject')}>
              <Trans>Reject</Trans>
            </Button>
          </HStack>
        </Stack>
      )}
      {!claimant && n.status === 'APPROVED' && (
        <Button onClick={() => void act('complete')}>
          <Trans>Mark completed</Trans>
        </Button>
      )}
      {n.status === 'REJECTED' && claimant && (
        <Text>
          <Trans>This notification was rejected. Start a new notification to apply again.</Trans>
        </Text>
      )}
      {failure && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
