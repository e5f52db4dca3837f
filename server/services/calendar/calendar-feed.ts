/**
 * The personal .ics feed: the person's and their dependants' events (as recipients, cancelled ones marked)
 * and the fixtures of their teams, from FEED_PAST_DAYS back onwards. Only that person's data: the secret
 * names one person, and nothing in the feed depends on the caller.
 */
import { createHash, randomBytes } from 'node:crypto';
import { FEED_PAST_DAYS, fromEvent, fromFixture, toIcsEvent } from '../../../domain/calendar/calendar.ts';
import { writeCalendar, type IcsEvent } from '../../../domain/calendar/ics.ts';
import type { Db } from '../../db/client.ts';
import { toFixtureDoc } from '../competition/fixture.dto.ts';
import { teamFixturesChangedSince } from '../competition/fixture.repository.ts';
import { eventDocs } from '../event/event-docs.ts';
import { listEventIds } from '../event/event.repository.ts';
import { dependantIds } from '../family/guardianship.ts';
import { teamIdsOf } from './calendar.repository.ts';

const FEED_MAX = 500;

/** A new secret (256 bits, URL-safe) and the hash that is stored. */
export function newFeedSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashFeedToken(token) };
}

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function feedCalendar(db: Db, personId: string, name: string, now = new Date()) {
  const personIds = [personId, ...(await dependantIds(db, personId))];
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const { ids } = await listEventIds(db, {
    page: 0,
    size: FEED_MAX,
    personIds,
    managedGroupIds: [],
    from,
    direction: 'asc',
  });
  const events = await eventDocs(db, { personIds, managed: new Set() }, ids);
  const teamIds = await teamIdsOf(db, personIds);
  const fixtures = (await teamFixturesChangedSince(db, teamIds, from, null, FEED_MAX))
    .filter((r) => r.visible)
    .map((r) => toFixtureDoc(r.record, [], { officials: false }));
  const mine = new Set(teamIds);
  const entries: IcsEvent[] = [
    ...events.map((e) => toIcsEvent(fromEvent(e), e, `${e.groupName}\n${e.message}`)),
    ...fixtures.map((f) => toIcsEvent(fromFixture(f, mine), f, f.competition?.name)),
  ].sort((a, b) => a.start.getTime() - b.start.getTime());
  return writeCalendar(name, entries);
}
