/**
 * Health questionnaire retention (seed 2 §5: data is retained 3 weeks): every hour, and at start-up, the
 * answers and names of questionnaires submitted more than RETENTION_DAYS days ago are deleted and the row
 * becomes a tombstone, so devices that hold it drop it at their next pull (health.repository.ts
 * deleteExpiredAnswers). Idempotent: several processes may run it.
 */
import type { Logger } from 'pino';
import { retentionCutoff } from '../../domain/health/health-questionnaire.ts';
import type { Db } from '../db/client.ts';
import { deleteExpiredAnswers } from '../services/health/health.repository.ts';
import { every, type RunningJob } from './interval.ts';

export const HEALTH_RETENTION_INTERVAL_MS = 3600_000;

/** One run: deletes what is past retention at `now`; answers how many questionnaires were deleted. */
export function runHealthRetention(db: Db, now: Date = new Date()): Promise<number> {
  return deleteExpiredAnswers(db, retentionCutoff(now));
}

export function startHealthRetention(db: Db, log: Logger, now: () => Date = () => new Date()): RunningJob {
  return every(
    HEALTH_RETENTION_INTERVAL_MS,
    async () => {
      const deleted = await runHealthRetention(db, now());
      if (deleted > 0) log.info({ deleted }, 'health questionnaires: answers past retention deleted');
    },
    log,
    'health questionnaire retention failed',
  );
}
