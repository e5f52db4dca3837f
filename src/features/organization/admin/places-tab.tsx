import { Badge, Button, CloseButton, HStack, Heading, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { AppDialog } from '../../../components/app-dialog';
import { ClubPicker, type Club } from '../../../components/club-picker';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CancelAndAction } from '../../../components/form-dialog';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { VENUE_TYPE_LABELS } from './organization-admin-labels';
import { PlaceDialog, type PlaceDoc } from './place-dialog';

/** What a row action asks for: change, remove, share, or stop sharing with one club. */
type RemoveAction =
  | { kind: 'remove'; place: PlaceDoc }
  | { kind: 'unshare'; place: PlaceDoc; club: { id: string; name: string } };
type PlaceAction = { kind: 'change' | 'share'; place: PlaceDoc } | RemoveAction;

/**
 * The places tab (seed 3 §2 "Places"): my club's places (with the clubs each is shared with) and the places
 * other clubs share with it; add a place in two steps, change one the same way, remove it, share one of the
 * club's places with another club and stop sharing it. A place for official fixtures is the competition
 * administrators' (the server refuses anyone else, with the spec's message).
 */
export function PlacesTab({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const list = useApiGet<{ _embedded: { places: PlaceDoc[] } }>(`/organization/${orgId}/place`);
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<PlaceAction | null>(null);
  if (list.status !== 'ok') return <LoadState state={list} />;
  const places = list.data._embedded.places;
  const own = places.filter((p) => !p.shared);
  const shared = places.filter((p) => p.shared);
  return (
    <Stack gap={6} pt={4}>
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          <Trans>My club's places</Trans>
        </Heading>
        <Button colorPalette="brand" onClick={() => setAdding(true)}>
          <Trans>Add a place</Trans>
        </Button>
      </HStack>
      <PlaceTable label={t`My club's places`} places={own} onAction={setAction} />
      <Heading as="h2" size="md">
        <Trans>Shared places</Trans>
      </Heading>
      {shared.length === 0 ? (
        <Text>
          <Trans>No other club shares a place with this club.</Trans>
        </Text>
      ) : (
        <PlaceTable label={t`Shared places`} places={shared} />
      )}
      <PlaceDialog orgId={orgId} open={adding} onClose={() => setAdding(false)} onSaved={list.reload} />
      {action?.kind === 'change' && (
        <PlaceDialog
          orgId={orgId}
          place={action.place}
          open
          onClose={() => setAction(null)}
          onSaved={list.reload}
        />
      )}
      {action?.kind === 'share' && (
        <ShareDialog place={action.place} onClose={() => setAction(null)} onSaved={list.reload} />
      )}
      {(action?.kind === 'remove' || action?.kind === 'unshare') && (
        <RemoveDialog action={action} onClose={() => setAction(null)} onSaved={list.reload} />
      )}
    </Stack>
  );
}

function PlaceTable({
  label,
  places,
  onAction,
}: {
  label: string;
  places: PlaceDoc[];
  onAction?: (a: PlaceAction) => void;
}) {
  const { t, i18n } = useLingui();
  if (places.length === 0)
    return (
      <Text>
        <Trans>No places yet.</Trans>
      </Text>
    );
  return (
    <Table.Root size="sm" aria-label={label}>
      <TableHead
        titles={[
          t`Name`,
          t`Venue type`,
          t`Town`,
          onAction ? t`Shared with` : t`Club`,
          ...(onAction ? [t`Actions`] : []),
        ]}
      />
      <Table.Body>
        {places.map((p) => (
          <Table.Row key={p.id}>
            <Table.Cell>
              {p.name}{' '}
              {p.officialFixtures && (
                <Badge colorPalette="blue">
                  <Trans>Official fixtures</Trans>
                </Badge>
              )}
            </Table.Cell>
            <Table.Cell>{p.additionalType ? i18n._(VENUE_TYPE_LABELS[p.additionalType]) : '—'}</Table.Cell>
            <Table.Cell>{p.address.addressLocality ?? '—'}</Table.Cell>
            <Table.Cell>
              {!onAction ? (
                (p.ownerName ?? '—')
              ) : p.sharedWith.length === 0 ? (
                '—'
              ) : (
                <Wrap gap={1}>
                  {p.sharedWith.map((club) => (
                    <Badge key={club.id} variant="subtle">
                      {club.name}
                      <CloseButton
                        size="2xs"
                        onClick={() => onAction({ kind: 'unshare', place: p, club })}
                        aria-label={t`Stop sharing ${p.name} with ${club.name}`}
                      />
                    </Badge>
                  ))}
                </Wrap>
              )}
            </Table.Cell>
            {onAction && (
              <Table.Cell>
                <HStack gap={1}>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => onAction({ kind: 'change', place: p })}
                    aria-label={t`Change ${p.name}`}
                  >
                    <Trans>Change</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => onAction({ kind: 'share', place: p })}
                    aria-label={t`Share ${p.name}`}
                  >
                    <Trans>Share</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => onAction({ kind: 'remove', place: p })}
                    aria-label={t`Remove ${p.name}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </HStack>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function ShareDialog({
  place,
  onClose,
  onSaved,
}: {
  place: PlaceDoc;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const [club, setClub] = useState<Club | null>(null);
  const { busy, run } = useServerAction();
  const share = async () => {
    if (!club) return;
    const done = await run(
      () =>
        apiSend('POST', `/place/${place.id}/organization`, { organizationId: club.id }, crypto.randomUUID()),
      t`Unable to share the place`,
    );
    if (done.ok) {
      showAlert('success', t`Place shared with ${club.name}`);
      onClose();
      onSaved();
    }
  };
  return (
    <AppDialog
      open
      onClose={onClose}
      busy={busy}
      title={t`Share ${place.name}`}
      footer={
        <CancelAndAction onCancel={onClose} busy={busy}>
          <Button colorPalette="brand" disabled={!club} loading={busy} onClick={() => void share()}>
            <Trans>Share</Trans>
          </Button>
        </CancelAndAction>
      }
    >
      <ClubPicker value={club} onPick={setClub} label={t`Club to share with`} />
    </AppDialog>
  );
}

/** Remove a place, or stop sharing it with one club, after the spec's confirmation. */
function RemoveDialog({
  action,
  onClose,
  onSaved,
}: {
  action: RemoveAction;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const { run } = useServerAction();
  const { place } = action;
  const unshare = action.kind === 'unshare' ? action.club : null;
  const confirm = async () => {
    const done = await run(
      () =>
        unshare
          ? apiSend('DELETE', `/place/${place.id}/organization/${unshare.id}`)
          : apiSend('DELETE', `/place/${place.id}`),
      unshare ? t`Unable to stop sharing the place` : t`Unable to remove the place`,
    );
    if (done.ok) {
      showAlert(
        'success',
        unshare ? t`${place.name} is no longer shared with ${unshare.name}` : t`${place.name} removed`,
      );
      onClose();
      onSaved();
    }
  };
  return (
    <ConfirmDialog
      open
      title={unshare ? t`Stop sharing ${place.name}?` : t`Remove ${place.name}?`}
      body={
        unshare
          ? t`${unshare.name} will no longer be able to use ${place.name} for its events and fixtures.`
          : t`${place.name} will no longer be offered for new events and fixtures. Fixtures already there keep it.`
      }
      confirmLabel={unshare ? t`Stop sharing` : t`Remove`}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
