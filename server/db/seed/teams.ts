/**
 * Demo teams and events: the `coach` (Niamh) coaches two teams of Naomh Pádraig — senior football and U14
 * hurling — with 20+ players each, a training session today for each, a match in three days and a
 * session last week (the past tab). The `member` (Seán) plays on the senior team, and the parent's two
 * children on the U14 team, so a member's own answer and a coach's attendance meet on the same event.
 */
import { uuidv7 } from 'uuidv7';
import type { Tx } from '../client.ts';
import { event, eventRecipient, groupAudit, groupMember } from '../schema/index.ts';
import { MAIN_CLUB_KEY } from './clubs.ts';
import { dublinInstant, groundsId, teamId } from './competition.ts';
import type { DemoContext } from './demo.ts';
import { personId } from './people.ts';
import { seedId } from './random.ts';

export const COACH_TEAMS = {
  senior: teamId(MAIN_CLUB_KEY, 'Football', 'SENIOR'),
  u14: teamId(MAIN_CLUB_KEY, 'Hurling', 'U14'),
};
export const trainingTodayId = (team: keyof typeof COACH_TEAMS) => seedId('event', `training-today:${team}`);

function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export async function seedDemoGroups(tx: Tx, ctx: DemoContext): Promise<void> {
  const members = ctx.membersByClub.get(ctx.mainClubId) ?? [];
  const u = ctx.userPersonIds;
  const children = [personId('demo:parent:child-older'), personId('demo:parent:child-younger')];
  type Roster = { personId: string; role: string }[];
  const rosters: Record<keyof typeof COACH_TEAMS, Roster> = {
    senior: [
      { personId: u.coach!, role: 'COACH' },
      { personId: u.member!, role: 'PLAYER' },
      ...members.slice(0, 22).map((m) => ({ personId: m.id, role: 'PLAYER' })),
      { personId: members[22]!.id, role: 'MEDIC' },
    ],
    u14: [
      { personId: u.coach!, role: 'COACH' },
      ...children.map((id) => ({ personId: id, role: 'PLAYER' })),
      ...members.slice(8, 28).map((m) => ({ personId: m.id, role: 'PLAYER' })),
      { personId: u.parent!, role: 'SENDER' },
    ],
  };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(ctx.now);
  for (const [key, roster] of Object.entries(rosters) as [keyof typeof COACH_TEAMS, Roster][]) {
    const groupId = COACH_TEAMS[key];
    await tx
      .insert(groupMember)
      .values(roster.map((r) => ({ id: seedId('group-member', `${groupId}:${r.personId}`), groupId, ...r })));
    await tx.insert(groupAudit).values(
      roster.map((r) => ({
        id: uuidv7(),
        groupId,
        event: 'MEMBER_ADDED',
        actorPersonId: u.officer!,
        subjectPersonId: r.personId,
        detail: { role: r.role },
      })),
    );
    const events = [
      {
        id: trainingTodayId(key),
        category: 'training',
        subject: 'Training',
        date: today,
        time: key === 'senior' ? '19:30' : '18:00',
        duration: 90,
      },
      {
        id: seedId('event', `match:${key}`),
        category: 'match',
        subject: 'League match',
        date: addDays(today, 3),
        time: '11:00',
        duration: 60,
      },
      {
        id: seedId('event', `past:${key}`),
        category: 'training',
        subject: 'Training',
        date: addDays(today, -7),
        time: '19:00',
        duration: 90,
      },
    ];
    for (const e of events) {
      await tx.insert(event).values({
        id: e.id,
        groupId,
        organizationId: ctx.mainClubId,
        senderPersonId: u.coach!,
        placeId: groundsId(MAIN_CLUB_KEY),
        category: e.category,
        subject: e.subject,
        message:
          e.category === 'match'
            ? 'Meet at the clubhouse 45 minutes before throw-in.'
            : 'Bring a hurley, helmet and water.',
        startDate: dublinInstant(e.date, e.time),
        duration: e.duration,
        requestResponse: true,
        viewOtherRecipientsNames: false,
        sendNotificationReminder: true,
      });
      await tx.insert(eventRecipient).values(
        roster.map((r) => ({
          id: seedId('event-recipient', `${e.id}:${r.personId}`),
          eventId: e.id,
          personId: r.personId,
        })),
      );
    }
  }
}
