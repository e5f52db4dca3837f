/**
 * Event documents as a given person sees them: recipients all listed for those who manage the group or
 * when the sender shares names (viewOtherRecipientsNames); otherwise only the person's own row and their
 * dependants'.
 */
import type { EventCategory, EventDoc, EventRecipientDoc } from '../../../domain/event/event.ts';
import { groupDisplayName } from '../../../domain/team/group.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { dependantIds } from '../family/guardianship.ts';
import { eventsWithGroup, managedGroupIds, recipientsOf, type EventRow } from './event.repository.ts';

export interface Viewer {
  /** The person and their dependants. */
  personIds: string[];
  /** Groups the person manages (COACH or SENDER, or club admin). */
  managed: Set<string>;
}

export async function viewerOf(db: Db, p: Principal): Promise<Viewer> {
  const personIds: string[] = [];
  if (p.personId) {
    personIds.push(p.personId);
    personIds.push(...(await dependantIds(db, p.personId)));
  }
  const managed = new Set(await managedGroupIds(db, p.personId, orgsWhere(p, 'admin')));
  return { personIds, managed };
}

export const eventTombstone = (r: { id: string; version: number; updatedAt: Date }) => ({
  id: r.id,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  deleted: true as const,
});

function toDoc(
  row: {
    event: EventRow;
    groupName: string;
    groupSuffix: string | null;
    place: { id: string; name: string } | null;
  },
  recipients: EventRecipientDoc[],
  viewer: Viewer,
): EventDoc {
  const e = row.event;
  const canManage = viewer.managed.has(e.groupId);
  const shown =
    canManage || e.viewOtherRecipientsNames
      ? recipients
      : recipients.filter((r) => viewer.personIds.includes(r.personId));
  return {
    id: e.id,
    version: e.version,
    updatedAt: e.updatedAt.toISOString(),
    toGroupId: e.groupId,
    groupName: groupDisplayName({ name: row.groupName, suffix: row.groupSuffix }),
    organizationId: e.organizationId,
    category: e.category as EventCategory,
    subject: e.subject,
    message: e.message,
    startDate: e.startDate.toISOString(),
    duration: e.duration,
    place: row.place?.id ? row.place : null,
    requestResponse: e.requestResponse,
    viewOtherRecipientsNames: e.viewOtherRecipientsNames,
    commsConsentAdditionalClub: e.commsConsentAdditionalClub,
    sendNotificationReminder: e.sendNotificationReminder,
    status: e.status === 'CANCELLED' ? 'CANCELLED' : 'ACTIVE',
    cancelReason: e.cancelReason,
    canManage,
    recipients: shown,
  };
}

/** Documents of the given events, in the order of `ids`. */
export async function eventDocs(db: Db, viewer: Viewer, ids: string[]): Promise<EventDoc[]> {
  const rows = await eventsWithGroup(db, ids);
  const recipients = await recipientsOf(db, ids);
  const byEvent = new Map<string, EventRecipientDoc[]>();
  for (const r of recipients) {
    const list = byEvent.get(r.eventId) ?? [];
    list.push({
      id: r.id,
      personId: r.personId,
      givenName: r.givenName,
      familyName: r.familyName,
      response: r.response as EventRecipientDoc['response'],
      attendance: r.attendance as EventRecipientDoc['attendance'],
    });
    byEvent.set(r.eventId, list);
  }
  const byId = new Map(rows.map((r) => [r.event.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDoc(row, byEvent.get(id) ?? [], viewer)] : [];
  });
}
