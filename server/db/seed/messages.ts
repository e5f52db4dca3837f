/**
 * Demo messages: the coach writes to the senior team (the `member` plays on it) and to the U14 team (the
 * parent's two children), and the club (the `officer`, a club admin) writes to everyone; the member has
 * archived one. So the inbox, the dependants' copies and the archive all show something.
 */
import type { Tx } from '../client.ts';
import { message, messageRecipient, groupMember, personOrganization } from '../schema/index.ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { DemoContext } from './demo.ts';
import { seedId } from './random.ts';
import { COACH_TEAMS } from './teams.ts';

export const DEMO_MESSAGE_IDS = {
  senior: seedId('message', 'senior'),
  u14: seedId('message', 'u14'),
  club: seedId('message', 'club'),
  archived: seedId('message', 'senior-archived'),
};

export async function seedDemoMessages(tx: Tx, ctx: DemoContext): Promise<void> {
  const u = ctx.userPersonIds;
  const hoursAgo = (h: number) => new Date(ctx.now.getTime() - h * 3_600_000);
  const teamMembers = async (groupId: string) =>
    (
      await tx
        .select({ personId: groupMember.personId })
        .from(groupMember)
        .where(and(eq(groupMember.groupId, groupId), isNull(groupMember.deletedAt)))
    ).map((r) => r.personId);
  const clubMembers = (
    await tx
      .select({ personId: personOrganization.personId })
      .from(personOrganization)
      .where(
        and(eq(personOrganization.organizationId, ctx.mainClubId), eq(personOrganization.status, 'ACTIVE')),
      )
  ).map((r) => r.personId);
  const messages = [
    {
      id: DEMO_MESSAGE_IDS.archived,
      groupIds: [COACH_TEAMS.senior],
      sender: u.coach!,
      categories: ['training'],
      subject: 'Gym session moved',
      text: 'Thursday’s gym session is moved to Friday at 7.',
      sentAt: hoursAgo(72),
      people: await teamMembers(COACH_TEAMS.senior),
    },
    {
      id: DEMO_MESSAGE_IDS.senior,
      groupIds: [COACH_TEAMS.senior],
      sender: u.coach!,
      categories: ['match'],
      subject: 'Panel for Sunday',
      text: 'The panel for Sunday’s league match is up on the dressing-room door. Meet at 1 o’clock.',
      sentAt: hoursAgo(5),
      people: await teamMembers(COACH_TEAMS.senior),
    },
    {
      id: DEMO_MESSAGE_IDS.u14,
      groupIds: [COACH_TEAMS.u14],
      sender: u.coach!,
      categories: ['training'],
      subject: 'Helmets at training',
      text: 'Every player needs a helmet with a faceguard at training tonight. Spare helmets in the shed.',
      sentAt: hoursAgo(3),
      people: await teamMembers(COACH_TEAMS.u14),
    },
    {
      id: DEMO_MESSAGE_IDS.club,
      groupIds: [],
      sender: u.officer!,
      categories: ['meeting'],
      subject: 'Club AGM',
      text: 'The club AGM is in the clubhouse on the last Friday of the month at 8. All members welcome.',
      sentAt: hoursAgo(24),
      people: clubMembers,
    },
  ];
  for (const m of messages) {
    await tx.insert(message).values({
      id: m.id,
      organizationId: ctx.mainClubId,
      senderPersonId: m.sender,
      toEveryone: m.groupIds.length === 0,
      groupIds: m.groupIds,
      categories: m.categories,
      subject: m.subject,
      message: m.text,
      sentAt: m.sentAt,
    });
    const people = [...new Set(m.people)];
    for (let i = 0; i < people.length; i += 500) {
      await tx.insert(messageRecipient).values(
        people.slice(i, i + 500).map((personId) => ({
          id: seedId('message-recipient', `${m.id}:${personId}`),
          messageId: m.id,
          personId,
          sentAt: m.sentAt,
          state: m.id === DEMO_MESSAGE_IDS.archived && personId === u.member ? 'ARCHIVED' : 'ACTIVE',
        })),
      );
    }
  }
}
