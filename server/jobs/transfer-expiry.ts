/**
 * Transfer review window (seed 2 §4, §9: a unit that does not review within 10 days is "expired / no
 * response"): every hour, and at start-up, each application whose PENDING step is past its due time gets that
 * step EXPIRED and becomes EXPIRED (the applicant may then submit it to the county), audited and notified
 * (transfer-actions.ts expireTransfer). Idempotent: several processes may run it; each application is locked.
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { expireTransfer } from '../services/transfer/transfer-actions.ts';
import { dueTransferIds } from '../services/transfer/transfer.repository.ts';
import { every, type RunningJob } from './interval.ts';

export const TRANSFER_EXPIRY_INTERVAL_MS = 3600_000;

/** One run at `now`: answers how many applications expired. */
export async function runTransferExpiry(db: Db, now: Date = new Date()): Promise<number> {
  const ids = await dueTransferIds(db, now);
  for (const id of ids) await db.transaction((tx) => expireTransfer(tx, id, now));
  return ids.length;
}

export function startTransferExpiry(db: Db, log: Logger, now: () => Date = () => new Date()): RunningJob {
  return every(
    TRANSFER_EXPIRY_INTERVAL_MS,
    async () => {
      const expired = await runTransferExpiry(db, now());
      if (expired > 0) log.info({ expired }, 'player transfers: reviews past 10 days expired');
    },
    log,
    'transfer expiry failed',
  );
}
