import { Badge, Link as ChakraLink } from '@chakra-ui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatTime } from '../i18n/dates';
import { useSyncStatus } from '../offline/status';

/** The shell's sync indicator: offline / N pending / syncing / synced at hh:mm / N need attention. */
export function SyncIndicator() {
  const s = useSyncStatus();
  const attention = s.failed + s.conflicts;
  let label;
  let palette = 'gray';
  if (attention > 0) {
    palette = 'red';
    label = <Plural value={attention} one="# needs attention" other="# need attention" />;
  } else if (!s.online) {
    palette = 'orange';
    label =
      s.pending > 0 ? (
        <Plural value={s.pending} one="Offline · # pending" other="Offline · # pending" />
      ) : (
        <Trans>Offline</Trans>
      );
  } else if (s.syncing) {
    label = <Trans>Syncing…</Trans>;
  } else if (s.pending > 0) {
    palette = 'orange';
    label = <Plural value={s.pending} one="# pending" other="# pending" />;
  } else if (s.lastSyncedAt) {
    palette = 'green';
    label = <Trans>Synced at {formatTime(s.lastSyncedAt)}</Trans>;
  } else {
    return null;
  }
  return (
    <ChakraLink asChild>
      <Link to="/sync" aria-live="polite" data-testid="sync-indicator">
        <Badge colorPalette={palette} size="md">
          {label}
        </Badge>
      </Link>
    </ChakraLink>
  );
}
