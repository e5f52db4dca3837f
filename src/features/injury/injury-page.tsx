import {
  Alert,
  Badge,
  Button,
  DataList,
  Heading,
  HStack,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { InjuryRecord } from '../../../domain/injury/injury-record';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { runAction } from '../../offline/actions';
import { useSavedAhead } from '../../offline/use-saved-on-device';
import { InjuryForm } from './injury-form';
import {
  ACTIVITY_LABELS,
  AREA_LABELS,
  AVAILABILITY_LABELS,
  diagnosisLabel,
  GRADE_WORD_LABELS,
  HISTORY_LABELS,
  MECHANISM_LABELS,
  ONSET_LABELS,
  SEVERITY_LABELS,
  SIDE_LABELS,
  SURFACE_LABELS,
  TISSUE_LABELS,
} from './injury-labels';
import { deleteInjury } from './save-injury.action';
import { displayNames, useInjury, useLocalPeople } from './use-injuries';
import { Loading } from '../../components/loading';

export const SAVED_ON_DEVICE = 'saved-on-device';

/** One injury record: what it says (public notes for all who may read it, private ones for specialists), edit, delete. */
export function InjuryPage({ injuryId }: { injuryId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const local = useInjury(injuryId);
  const people = useLocalPeople();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { ahead, saves } = useSavedAhead(local);
  if (local.status === 'loading') return <Loading />;
  if (local.status === 'missing' || local.doc.deleted) {
    return (
      <Text>
        <Trans>This injury record is not on this device.</Trans>
      </Text>
    );
  }
  const { doc: record, outbox } = local;
  const names = displayNames(record, people);
  const label = (d: { id: string } | undefined | null, code: string | null) =>
    d ? i18n._(d) : (code ?? '—');
  const row = (name: string, value: string) => (
    <DataList.Item key={name}>
      <DataList.ItemLabel>{name}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
  const pick = <K extends string>(labels: Record<K, { id: string }>, code: K | null) =>
    label(code ? labels[code] : null, code);
  const failed = outbox.filter((e) => e.state === 'failed');
  return (
    <Stack gap={5} maxW="3xl">
      <ChakraLink asChild>
        <Link to="/injuries">
          <Trans>Back to injuries</Trans>
        </Link>
      </ChakraLink>
      <HStack wrap="wrap">
        <Heading as="h1" size="xl">
          {names.person}
        </Heading>
        {record.status === 'DRAFT' && (
          <Badge>
            <Trans>Draft</Trans>
          </Badge>
        )}
      </HStack>
      {failed.map((e) => (
        <Alert.Root status="error" key={e.id}>
          <Alert.Indicator />
          <Alert.Title>
            <Trans>The server refused this change:</Trans> {e.error?.message}
          </Alert.Title>
        </Alert.Root>
      ))}
      {(ahead || outbox.some((e) => e.state === 'pending')) && (
        <Text role="status" data-testid={SAVED_ON_DEVICE} data-save-count={saves}>
          <Trans>Saved on device — it will be sent when there is signal.</Trans>
        </Text>
      )}
      {editing ? (
        <InjuryForm id={injuryId} existing={record} onSaved={() => setEditing(false)} />
      ) : (
        <>
          <DataList.Root orientation="horizontal">
            {row(t`Team`, names.group)}
            {row(t`Injury date`, formatDisplayDate(record.injuryDate))}
            {row(
              t`Partial return date`,
              record.partialReturnDate ? formatDisplayDate(record.partialReturnDate) : '—',
            )}
            {row(t`Full return date`, record.fullReturnDate ? formatDisplayDate(record.fullReturnDate) : '—')}
            {row(t`Player availability`, pick(AVAILABILITY_LABELS, record.availability))}
            {row(t`Severity`, pick(SEVERITY_LABELS, record.severity))}
            {row(t`Main tissue`, pick(TISSUE_LABELS, record.additionalType))}
            {row(t`Activity type`, pick(ACTIVITY_LABELS, record.activityType))}
            {row(t`Mechanism`, pick(MECHANISM_LABELS, record.mechanism))}
            {row(t`Surface`, pick(SURFACE_LABELS, record.surface))}
            {row(t`Onset`, pick(ONSET_LABELS, record.injuryOnset))}
            {row(t`History`, pick(HISTORY_LABELS, record.injuryHistory))}
          </DataList.Root>
          <DetailsList record={record} />
          <Stack gap={1}>
            <Heading as="h2" size="md">
              <Trans>Public notes</Trans>
            </Heading>
            <Text data-testid="public-notes">{record.publicNotes || '—'}</Text>
          </Stack>
          {record.privateNotes !== undefined && (
            <Stack gap={1}>
              <Heading as="h2" size="md">
                <Trans>Private notes</Trans>
              </Heading>
              <Text data-testid="private-notes">{record.privateNotes || '—'}</Text>
            </Stack>
          )}
          <HStack>
            <Button onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirmDelete(true)}>
              <Trans>Delete</Trans>
            </Button>
          </HStack>
        </>
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t`Delete this injury record?`}
        body={t`It is removed from this device at once, and from the server when the device syncs.`}
        confirmLabel={t`Delete`}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={async () => {
          setConfirmDelete(false);
          await runAction(deleteInjury, injuryId, null);
          await navigate({ to: '/injuries' });
        }}
      />
    </Stack>
  );
}

const codeLabel = (
  i18n: { _: (d: { id: string }) => string },
  d: { id: string } | undefined | null,
  code: string,
) => (d ? i18n._(d) : code);

function DetailsList({ record }: { record: InjuryRecord }) {
  const { i18n } = useLingui();
  if (record.injuryDetails.length === 0) return null;
  return (
    <Stack gap={1}>
      <Heading as="h2" size="md">
        <Trans>Injury details</Trans>
      </Heading>
      <Stack as="ul" gap={1} ps={4}>
        {record.injuryDetails.map((d, i) => (
          <Text as="li" key={i} data-testid="injury-detail-row">
            {codeLabel(i18n, SIDE_LABELS[d.side], d.side)} · {codeLabel(i18n, AREA_LABELS[d.area], d.area)} ·{' '}
            {codeLabel(i18n, diagnosisLabel(d.diagnosis), d.diagnosis)} ·{' '}
            {codeLabel(i18n, GRADE_WORD_LABELS[d.grade], d.grade)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
