/**
 * Pull of the `teams` and `events` collections: the coach's teams with their members, and the events
 * (from the start of yesterday on, so today's session and the next 7 days are there) that the person
 * receives, answers for a dependant, or manages. Same checkpoint rules as pull.ts.
 *
 * Window: an event is pulled when it changes; one created long ago that drifts into the 7-day schedule is
 * already on the device, since all future events are pulled, not only the next 7 days.
 */
import type { Checkpoint, PullPage, SyncedDocument } from '../../domain/sync/protocol.ts';
import type { GroupMemberRole } from '../../domain/team/enums.ts';
import type { Db } from '../db/client.ts';
import type { Principal } from '../auth/principal.ts';
import { eventDocs, eventTombstone, viewerOf } from '../services/event/event-docs.ts';
import { eventsChangedSince } from '../services/event/event.repository.ts';
import { accessFrom } from '../services/team/group-access.ts';
import { groupTombstone, toGroupDoc, toMemberDoc } from '../services/team/team.dto.ts';
import { groupsChangedSince, membersOf } from '../services/team/team.repository.ts';
import type { Puller } from './pull.ts';

/** Roles whose device holds the team with its members. */
const HOLDING_ROLES: readonly string[] = ['COACH', 'SENDER', 'MEDIC'];

function pageOf(documents: SyncedDocument[], after: Checkpoint | null, more: boolean): PullPage {
  const last = documents.at(-1);
  return { documents, checkpoint: last ? { updatedAt: last.updatedAt, id: last.id } : after, hasMore: more };
}

const pullTeams: Puller = async (db: Db, p: Principal, after, limit) => {
  if (!p.personId) return pageOf([], after, false);
  const rows = await groupsChangedSince(db, p.personId, after, limit + 1);
  const page = rows.slice(0, limit);
  const visible = page.filter(
    (r) => !r.team.deletedAt && r.myRole !== null && HOLDING_ROLES.includes(r.myRole),
  );
  const members = await membersOf(
    db,
    visible.map((r) => r.team.id),
  );
  const documents = page.map((r) => {
    if (!visible.includes(r)) return groupTombstone(r.team);
    const a = accessFrom(p, r.team, r.myRole as GroupMemberRole);
    return toGroupDoc(r.team, {
      organizationName: r.organizationName,
      myRole: a.myRole,
      canManage: a.canManage,
      members: members.filter((m) => m.groupId === r.team.id).map((m) => toMemberDoc(m, a.canSeeMedical)),
    });
  });
  return pageOf(documents, after, rows.length > limit);
};

export function startOfYesterday(now = new Date()): Date {
  return new Date(now.getTime() - 36 * 3600_000);
}

const pullEvents: Puller = async (db, p, after, limit) => {
  const viewer = await viewerOf(db, p);
  const rows = await eventsChangedSince(
    db,
    viewer.personIds,
    [...viewer.managed],
    startOfYesterday(),
    after,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const docs = await eventDocs(
    db,
    viewer,
    page.filter((r) => !r.deletedAt).map((r) => r.id),
  );
  const byId = new Map(docs.map((d) => [d.id, d]));
  const documents = page.map((r) => byId.get(r.id) ?? eventTombstone(r));
  return pageOf(documents, after, rows.length > limit);
};

export const TEAM_PULLERS: Record<'teams' | 'events', Puller> = {
  teams: pullTeams,
  events: pullEvents,
};
