/**
 * Runs the follow-up queue inside the server process: schedules follow-ups for refereed fixtures that have
 * none (the demo seed, fixtures imported before this feature), then runs due jobs every minute. Several
 * processes on one PostgreSQL may all run it: jobs are claimed with `skip locked` and sent once.
 */
import type { Logger } from 'pino';
import { localNotifications, type NotificationAdapter } from '../adapters/notifications/notifications.ts';
import type { Db } from '../db/client.ts';
import { runDueFollowUps, scheduleMissingFollowUps } from './follow-ups.ts';
import { every, type RunningJob } from './interval.ts';

export const FOLLOW_UP_INTERVAL_MS = 60_000;

export async function startFollowUpRunner(
  db: Db,
  log: Logger,
  notify: NotificationAdapter = localNotifications,
): Promise<RunningJob> {
  await scheduleMissingFollowUps(db);
  return every(
    FOLLOW_UP_INTERVAL_MS,
    async () => {
      const sent = await runDueFollowUps(db, notify, new Date());
      if (sent > 0) log.info({ sent }, 'follow-up notifications sent');
    },
    log,
    'follow-up run failed',
  );
}
