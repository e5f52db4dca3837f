/**
 * The calendar's part of sync: the `teamFixtures` pull collection — fixtures of the teams the caller and
 * their dependants belong to, from the device window on (domain/calendar deviceWindowStart), so the month
 * and week views read with no signal. Officials are left out (a member's calendar needs the match, not the
 * appointments; the referee's own collection is `fixtures`).
 *
 * Scope: the checkpoint carries a fingerprint of the team ids; when the caller joins or leaves a team (or a
 * dependant does), the collection starts again with `reset`, dropping what the device may no longer hold.
 */
import { deviceWindowStart, type TeamFixtureDoc } from '../../../domain/calendar/calendar.ts';
import type { SyncCollection, SyncedDocument } from '../../../domain/sync/protocol.ts';
import { scopedPageOf, scopedStart, scopeOf, type Puller } from '../../sync/operation.ts';
import { toFixtureDoc, toTombstone } from '../competition/fixture.dto.ts';
import { teamFixturesChangedSince } from '../competition/fixture.repository.ts';
import { viewerOf } from '../event/event-docs.ts';
import { teamIdsOf } from './calendar.repository.ts';

const pullTeamFixtures: Puller = async (db, p, after, limit) => {
  const viewer = await viewerOf(db, p);
  const teamIds = await teamIdsOf(db, viewer.personIds);
  const scope = scopeOf(teamIds);
  const start = scopedStart(after, scope);
  const rows = await teamFixturesChangedSince(db, teamIds, deviceWindowStart(), start.from, limit + 1);
  const mine = new Set(teamIds);
  const documents = rows.slice(0, limit).map((r): SyncedDocument => {
    if (!r.visible) return toTombstone(r.record);
    const doc = toFixtureDoc(r.record, [], { officials: false });
    const sides = [doc.homeTeam.id, doc.awayTeam.id].filter((id): id is string => !!id && mine.has(id));
    return { ...doc, forTeamIds: sides } satisfies TeamFixtureDoc;
  });
  return scopedPageOf(documents, start, rows.length > limit, scope);
};

export const CALENDAR_PULLERS = {
  teamFixtures: pullTeamFixtures,
} satisfies Partial<Record<SyncCollection, Puller>>;
