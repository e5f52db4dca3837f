/**
 * The Communications tab (seed 2 §2; §3 "Division communication settings … for match officials and
 * administrators (days and hours before a fixture)"; §7 "Fixture: … notifications (POST)"). Meaning chosen
 * where the spec is silent (issue 54 item 2):
 *
 * - A division's settings say how long before each of its fixtures the reminders go: to the appointed match
 *   officials (officials days + hours) and to the competition's administrators (admin days + hours); 0 and 0
 *   means no reminder. They are edited with the division (PUT /admin/division/{id}, DivisionInput), and a
 *   change reschedules the reminders of the division's fixtures (server/jobs/follow-ups.ts).
 * - A fixture notification is the admin's own message about one fixture (its details and a text) to its
 *   officials and/or the competition administrators. Each send that queued mail is recorded — when, which
 *   fixture, to whom (the audiences and how many people), by whom — in the same transaction as the mail, so
 *   the history shows exactly what went. The history is the owning organisation's, newest first, a page at a
 *   time; the page says whether there is more rather than counting every row.
 */
import * as v from 'valibot';
import { FIXTURE_NOTICE_AUDIENCES } from './competition.ts';

export const NOTIFICATION_PAGE_SIZE = 25;
export const NOTIFICATION_PAGE_MAX = 100;

export const FixtureNotificationRow = v.object({
  id: v.string(),
  sentAt: v.string(),
  fixtureId: v.string(),
  /** "Home v Away" as the fixture reads now. */
  fixture: v.string(),
  fixtureStart: v.string(),
  competitionName: v.nullable(v.string()),
  audiences: v.array(v.picklist(FIXTURE_NOTICE_AUDIENCES)),
  recipients: v.number(),
  message: v.nullable(v.string()),
  sentBy: v.nullable(v.string()),
});
export type FixtureNotificationRow = v.InferOutput<typeof FixtureNotificationRow>;
