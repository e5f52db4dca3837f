/**
 * Hibernate or reactivate the club (seed 3 §3 "Status ACTIVE or HIBERNATED"; issue 27 item 1): its status and
 * one confirmed action. A hibernated club keeps its members, records and public page.
 */
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useServerAction } from '../../../components/use-server-action';

export function ClubStatus({
  orgId,
  status,
  disabled,
  onChanged,
}: {
  orgId: string;
  status: string;
  disabled?: boolean;
  onChanged: (status: string) => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const server = useServerAction();
  const hibernated = status === 'HIBERNATED';
  const change = async () => {
    const done = await server.run(
      () =>
        apiSend<{ status: string }>(
          'POST',
          `/organization/${encodeURIComponent(orgId)}/${hibernated ? 'reactivate' : 'hibernate'}`,
          {},
          key,
        ),
      t`The club's status could not be changed`,
    );
    setConfirming(false);
    if (!done.ok) return;
    setKey(crypto.randomUUID());
    showAlert('success', hibernated ? t`Club reactivated` : t`Club hibernated`);
    onChanged(done.value.status);
  };
  return (
    <Stack gap={2}>
      <HStack gap={3}>
        <Text>
          <Trans>Status</Trans>
        </Text>
        <Badge colorPalette={hibernated ? 'gray' : 'green'} data-testid="club-status">
          {hibernated ? <Trans>Hibernated</Trans> : <Trans>Active</Trans>}
        </Badge>
      </HStack>
      <Button
        alignSelf="start"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => setConfirming(true)}
      >
        {hibernated ? <Trans>Reactivate club</Trans> : <Trans>Hibernate club</Trans>}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={hibernated ? t`Reactivate club` : t`Hibernate club`}
        body={
          hibernated
            ? t`The club becomes active again.`
            : t`The club is marked hibernated. Its members, records and public page are kept, and it can be reactivated.`
        }
        confirmLabel={hibernated ? t`Reactivate` : t`Hibernate`}
        onConfirm={change}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
