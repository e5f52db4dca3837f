import { addDays } from '../../domain/lib/days.ts';
import { todayInDublin } from '../../domain/lib/dates.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { teamId } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { NOTIFICATION_ANSWERS } from '../domain/injury/notification-answers.ts';

/**
 * A complete notification body for POST /api/player-injury-notification: `personId` injured 10 days ago with
 * the demo main club's senior football team, `over` replacing any field.
 */
export const notificationBody = (personId: string, over: Record<string, unknown> = {}) => ({
  personId,
  organizationId: orgId.club(MAIN_CLUB_KEY),
  groupId: teamId(MAIN_CLUB_KEY, 'Football', 'SENIOR'),
  injuryDate: addDays(todayInDublin(), -10),
  ...NOTIFICATION_ANSWERS,
  ...over,
});
