/**
 * People and clubs (issue 53 item 2; domain/person/club-link/club-invitation.ts). A club's administrator invites an
 * existing person; the link to the club (which gives the club's admins their profile, teams and messages) is
 * made only when the person or a parent or guardian accepts — the consent a right over a person needs. The
 * invitation is mailed (to the person, or to their guardians when they have no address) with a link from
 * PUBLIC_URL, at most CLUB_INVITATIONS_PER_PERSON_PER_DAY a day per person (429 beyond). Removing a person
 * from a club is the admins' (not themselves; not a member with a membership or an office there, which are
 * ended first) and takes them out of the club's teams, as hibernation does.
 */
import { uuidv7 } from 'uuidv7';
import { lapsesWithMembership } from '../../../domain/membership/club-link.ts';
import {
  CLUB_INVITATION_DAYS,
  CLUB_INVITATION_ERRORS as E,
  CLUB_INVITATION_MAIL,
  CLUB_INVITATIONS_PER_PERSON_PER_DAY,
  invitationOpen,
  type ClubInvitationDoc,
} from '../../../domain/person/club-link/club-invitation.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import { DAY_MS, takeLimited } from '../../auth/mail-limit.ts';
import type { Db } from '../../db/client.ts';
import { pickLocale, translateMessage } from '../../i18n.ts';
import { guardiansOf } from '../family/guardianship.ts';
import { hasCountingMembership } from '../membership/club-link.repository.ts';
import { membershipError } from '../membership/membership-errors.ts';
import {
  activateLink,
  closeInvitation,
  expireInvitations,
  findByReference,
  findOrganization,
  insertInvitation,
  invitationById,
  lockedInvitation,
  lockedLink,
  openInvitations,
  removeLink,
  withdrawInvitations,
  type InvitationRow,
} from './club-invitation.repository.ts';
import { leaveClubGroups } from './organization-link.ts';

export function toInvitationDoc(r: InvitationRow): ClubInvitationDoc {
  return {
    id: r.id,
    personId: r.personId,
    organization: r.organization,
    status: r.status as ClubInvitationDoc['status'],
    invitedBy: r.invitedBy,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  };
}

interface Invite {
  personId: string;
  orgId: string;
  actorPersonId: string | null;
  publicUrl: string;
  lang?: string | null;
  now?: Date;
}

/** Invites the person to the club, or answers the invitation already open. */
export async function inviteToClub(tx: Db, i: Invite): Promise<ClubInvitationDoc> {
  const now = i.now ?? new Date();
  const target = await findByReference(tx, i.personId, false);
  if (!target) throw membershipError(404, E.personNotFound, i.lang, 'id');
  const club = await findOrganization(tx, i.orgId);
  if (!club) throw membershipError(404, E.notFound, i.lang, 'organizationId');
  const link = await lockedLink(tx, i.personId, i.orgId);
  if (link && !link.deletedAt && link.status === 'ACTIVE')
    throw membershipError(409, E.alreadyMember, i.lang, 'id');
  if (link && !link.deletedAt && link.status === 'HIBERNATED')
    throw membershipError(409, E.hibernated, i.lang, 'id');
  await expireInvitations(tx, i.personId, now);
  const [open] = await openInvitations(tx, i.personId, now, i.orgId);
  if (open) return toInvitationDoc(open);
  await takeLimited(
    tx,
    `club-invitation:${i.personId}`,
    CLUB_INVITATIONS_PER_PERSON_PER_DAY,
    translateMessage(E.tooMany, pickLocale(i.lang)),
    now.getTime(),
    DAY_MS,
  );
  const id = uuidv7();
  await insertInvitation(tx, {
    id,
    personId: i.personId,
    organizationId: i.orgId,
    invitedBy: i.actorPersonId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CLUB_INVITATION_DAYS * DAY_MS),
  });
  await mailInvitation(tx, id, target, club.name, i.publicUrl);
  return toInvitationDoc((await invitationById(tx, id))!);
}

type Target = NonNullable<Awaited<ReturnType<typeof findByReference>>>;

/** To the person, or (a child without an address) to each of their parents and guardians who has one. */
async function mailInvitation(tx: Db, id: string, target: Target, club: string, publicUrl: string) {
  const member = `${target.givenName} ${target.familyName}`;
  const recipients: Target[] = [];
  if (target.email) recipients.push(target);
  else {
    for (const g of (await guardiansOf(tx, [target.id])).get(target.id) ?? []) {
      const guardian = await findByReference(tx, g, false);
      if (guardian?.email) recipients.push(guardian);
    }
  }
  for (const r of recipients) {
    const locale = r.language === 'ga' ? 'ga' : 'en';
    const values = {
      name: r.givenName,
      club,
      member,
      days: String(CLUB_INVITATION_DAYS),
      link: `${publicUrl}/clubs`,
    };
    await localNotifications.send(tx, {
      channel: 'EMAIL',
      recipientPersonId: r.id,
      address: r.email,
      subject: translateMessage(CLUB_INVITATION_MAIL.subject, locale, values),
      body: translateMessage(CLUB_INVITATION_MAIL.body, locale, values),
      dedupeKey: `club-invitation:${id}`,
    });
  }
}

export async function invitationsOf(db: Db, personId: string, now = new Date()) {
  return (await openInvitations(db, personId, now)).map(toInvitationDoc);
}

interface Answer {
  personId: string;
  invitationId: string;
  accept: boolean;
  actorPersonId: string | null;
  lang?: string | null;
  now?: Date;
}

/** The person's (or a guardian's) answer: accepting makes them an ACTIVE member of the club. */
export async function answerInvitation(tx: Db, a: Answer): Promise<ClubInvitationDoc> {
  const now = a.now ?? new Date();
  const inv = await lockedInvitation(tx, a.personId, a.invitationId);
  if (!inv) throw membershipError(404, E.notFound, a.lang, 'invitationId');
  if (!invitationOpen(inv, now)) throw membershipError(409, E.notPending, a.lang, 'invitationId');
  if (a.accept) {
    const link = await lockedLink(tx, a.personId, inv.organizationId);
    if (link && !link.deletedAt && link.status === 'HIBERNATED')
      throw membershipError(409, E.hibernated, a.lang, 'invitationId');
    if (!(link && !link.deletedAt && link.status === 'ACTIVE'))
      await activateLink(tx, a.personId, inv.organizationId, link, now);
  }
  await closeInvitation(tx, inv.id, a.accept ? 'ACCEPTED' : 'DECLINED', a.actorPersonId, now);
  return toInvitationDoc((await invitationById(tx, inv.id))!);
}

interface Unlink {
  personId: string;
  orgId: string;
  actorPersonId: string | null;
  lang?: string | null;
  now?: Date;
}

/** Removes the person from the club (and withdraws an open invitation); 404 when neither exists. */
export async function unlinkFromClub(tx: Db, u: Unlink): Promise<void> {
  const now = u.now ?? new Date();
  if (u.actorPersonId === u.personId) throw membershipError(409, E.removeSelf, u.lang, 'id');
  const withdrawn = await withdrawInvitations(tx, u.personId, u.orgId, u.actorPersonId, now);
  const link = await lockedLink(tx, u.personId, u.orgId);
  if (!link || link.deletedAt) {
    if (withdrawn > 0) return;
    throw membershipError(404, E.notMember, u.lang, 'id');
  }
  if (await hasCountingMembership(tx, u.personId, u.orgId, now))
    throw membershipError(409, E.hasMembership, u.lang, 'id');
  if (!lapsesWithMembership(link)) throw membershipError(409, E.holdsOffice, u.lang, 'id');
  await removeLink(tx, u.personId, u.orgId, now);
  await leaveClubGroups(tx, u.personId, u.orgId, u.actorPersonId, 'REMOVED');
}
