/**
 * The potential-duplicates job runner (seed 1 §3 "Duplicate-merge job"): every few seconds, and at start-up,
 * each SCHEDULED job is claimed (skip locked: several processes may run this) and run: IN_PROGRESS → its
 * groups → PENDING_REVIEW (or REVIEWED when there is nothing to review), or FAILED with the error
 * (server/services/membership/duplicates.ts runJob). A job left IN_PROGRESS for STALE_MS by a process that
 * stopped mid-run is set FAILED ("interrupted"), so its club can start another (a run takes seconds).
 */
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { claimScheduledJob, failStaleJobs } from '../services/membership/duplicates.repository.ts';
import { runJob } from '../services/membership/duplicates.ts';
import { every, type RunningJob } from './interval.ts';

export const DUPLICATES_INTERVAL_MS = 3_000;
export const STALE_MS = 15 * 60_000;

/** Runs every scheduled job; answers how many ran. */
export async function runDuplicateJobs(db: Db, now: Date = new Date()): Promise<number> {
  await failStaleJobs(db, new Date(now.getTime() - STALE_MS));
  let ran = 0;
  const claim = () => db.transaction((tx) => claimScheduledJob(tx));
  for (let job = await claim(); job; job = await claim()) {
    await runJob(db, job);
    ran++;
  }
  return ran;
}

export function startDuplicateJobs(db: Db, log: Logger): RunningJob {
  return every(
    DUPLICATES_INTERVAL_MS,
    async () => {
      const ran = await runDuplicateJobs(db);
      if (ran > 0) log.info({ ran }, 'potential-duplicates jobs run');
    },
    log,
    'potential-duplicates job failed',
  );
}
