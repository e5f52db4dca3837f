import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatDisplayDate } from '../../../domain/lib/dates';
import { db } from '../../offline/db';

export const PROFILE_TABS = [
  'profile',
  'family',
  'membership-history',
  'subscriptions',
  'qualifications',
  'injuries',
  'crbot',
  'transfers',
  'player-actions',
] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export function useTabLabels(): Record<ProfileTab, string> {
  const { t } = useLingui();
  return {
    profile: t`Profile`,
    family: t`Family`,
    'membership-history': t`Membership history`,
    subscriptions: t`Subscriptions`,
    qualifications: t`Qualifications and vetting`,
    injuries: t`Injuries`,
    crbot: t`CRBOT`,
    transfers: t`Player transfers`,
    'player-actions': t`Player actions`,
  };
}

/** A tab whose feature is not built yet says so; it shows no made-up content. */
export function NotAvailableTab({ label }: { label: string }) {
  return (
    <Text color="fg.muted" data-testid="not-available">
      <Trans>{label} is not available in Páirc yet.</Trans>
    </Text>
  );
}

/** The person's injury records that are on this device (the injuries feature keeps them). */
export function InjuriesTab({ personId }: { personId: string }) {
  const records = useLiveQuery(() => db.injuries.where('personId').equals(personId).toArray(), [personId]);
  if (records === undefined) return null;
  const live = records.filter((r) => !r.deleted);
  if (live.length === 0) {
    return (
      <Text color="fg.muted">
        <Trans>No injury records for this person on this device.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ul" gap={2} listStyleType="none">
      {live.map((r) => (
        <li key={r.id}>
          <ChakraLink asChild>
            <Link to="/injuries/$injuryId" params={{ injuryId: r.id }}>
              <Trans>Injury of {formatDisplayDate(r.injuryDate)}</Trans>
            </Link>
          </ChakraLink>
        </li>
      ))}
    </Stack>
  );
}
