/**
 * The daily certification expiry (issue 25; seed 3 §4 Certification statuses): once per Dublin calendar day,
 * ACTIVE certifications within 60 days of their last day become EXPIRING_SOON and live ones past it EXPIRED
 * (the rule is domain/vetting/certification.ts `expiryStatus`; the SQL is expireCertifications). It checks
 * hourly whether the day has turned, and runs at start-up. Several processes may run it: the update is
 * idempotent, so a second run the same day changes nothing.
 */
import type { Logger } from 'pino';
import { todayInDublin } from '../../domain/lib/dates.ts';
import type { Db } from '../db/client.ts';
import { expireCertifications } from '../services/certification/certification.repository.ts';
import { every, type RunningJob } from './interval.ts';

export const EXPIRY_CHECK_INTERVAL_MS = 3600_000;

export function startCertificationExpiry(
  db: Db,
  log: Logger,
  now: () => Date = () => new Date(),
): RunningJob {
  let lastDay = '';
  return every(
    EXPIRY_CHECK_INTERVAL_MS,
    async () => {
      const today = todayInDublin(now());
      if (today === lastDay) return;
      const moved = await expireCertifications(db, today);
      lastDay = today;
      if (moved > 0) log.info({ moved, today }, 'certifications: expiry statuses moved');
    },
    log,
    'certification expiry failed',
  );
}
