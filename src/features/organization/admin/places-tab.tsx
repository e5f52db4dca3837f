import { Badge, Button, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { VenueType } from '../../../../domain/competition/enums';
import { apiSend } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { AppDialog } from '../../../components/app-dialog';
import { ClubPicker, type Club } from '../../../components/club-picker';
import { CancelAndAction } from '../../../components/form-dialog';
import { LoadState } from '../../../components/list-controls';
import { TableHead } from '../../../components/table-head';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';
import { VENUE_TYPE_LABELS } from './organization-admin-labels';
import { PlaceDialog } from './place-dialog';

interface PlaceDoc {
  id: string;
  name: string;
  additionalType: VenueType | null;
  address: Record<string, string>;
  officialFixtures: boolean;
  shared: boolean;
  ownerName?: string;
  sharedWith: { id: string; name: string }[];
}

/**
 * The places tab (seed 3 §2 "Places"): my club's places (with the clubs each is shared with) and the places
 * other clubs share with it; add a place in two steps; share one of the club's places with another club.
 */
export function PlacesTab({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const list = useApiGet<{ _embedded: { places: PlaceDoc[] } }>(`/organization/${orgId}/place`);
  const [adding, setAdding] = useState(false);
  const [sharing, setSharing] = useState<PlaceDoc | null>(null);
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
      <PlaceTable label={t`My club's places`} places={own} onShare={setSharing} />
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
      {sharing && <ShareDialog place={sharing} onClose={() => setSharing(null)} onSaved={list.reload} />}
    </Stack>
  );
}

function PlaceTable({
  label,
  places,
  onShare,
}: {
  label: string;
  places: PlaceDoc[];
  onShare?: (p: PlaceDoc) => void;
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
          onShare ? t`Shared with` : t`Club`,
          ...(onShare ? [t`Actions`] : []),
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
              {onShare ? p.sharedWith.map((c) => c.name).join(', ') || '—' : (p.ownerName ?? '—')}
            </Table.Cell>
            {onShare && (
              <Table.Cell>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => onShare(p)}
                  aria-label={t`Share ${p.name}`}
                >
                  <Trans>Share</Trans>
                </Button>
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
