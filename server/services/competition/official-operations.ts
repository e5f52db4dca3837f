/**
 * The sync operations of match officials (domain/sync/protocol.ts SYNC_OPERATIONS): availability and the
 * referee report's submission, each through the same rule as its REST route.
 */
import { SetAvailabilityInput } from '../../../domain/competition/officials.ts';
import { RefereeReport } from '../../../domain/competition/referee-report.ts';
import { operation, type SyncOperation } from '../../sync/operations.ts';
import { setAvailability } from './officials.ts';
import { submitReport } from './referee-report.ts';

export const OFFICIAL_OPERATIONS = {
  'fixture.setAvailability': operation({
    action: 'fixture.setAvailability',
    input: SetAvailabilityInput,
    apply: (tx, principal, m, input) => setAvailability(tx, principal, m.entityId, input),
  }),
  'fixture.submitReport': operation({
    action: 'fixture.writeReport',
    input: RefereeReport,
    apply: (tx, principal, m, input) => submitReport(tx, principal, m.entityId, input),
  }),
} satisfies Record<string, SyncOperation>;
