/**
 * What a committed match event enqueues (issue 52 item 3; docs/adr/0024-web-push.md): one push message per
 * subscription of every person who follows the fixture's teams, their clubs or its competition with the
 * event's setting on — one statement, in the event's transaction. A person reached through several follows
 * (the club and the team) is one person, so each of their browsers gets ONE message (DISTINCT persons, and a
 * unique (subscription, why) key makes a replay a no-op).
 *
 * Score changes coalesce: while a subscription has a score change of this fixture queued, the next score adds
 * nothing (a partial unique index: the queued one is written at sending time from the latest score); after one
 * was sent, the next waits until SCORE_COALESCE_MS after it.
 */
import { sql } from 'drizzle-orm';
import type { MatchEventKind } from '../../../domain/competition/match-event.ts';
import { SCORE_COALESCE_MS, type PushKind } from '../../../domain/follow/follow.ts';
import type { Db } from '../../db/client.ts';

const SETTING_COLUMN: Record<PushKind, string> = {
  THROW_IN: 'throw_in',
  SCORE: 'scores',
  HALF_TIME: 'half_time',
  FULL_TIME: 'full_time',
};

/** The notification a match event makes: a correction changes the score too; a second half tells nothing. */
export function pushKindOf(kind: MatchEventKind): PushKind | null {
  if (kind === 'CORRECTION' || kind === 'SCORE') return 'SCORE';
  if (kind === 'THROW_IN' || kind === 'HALF_TIME' || kind === 'FULL_TIME') return kind;
  return null;
}

let wanted = false;
const wakers = new Set<() => void>();

/** The push job's wake-up after a commit (app.ts calls wakePush after each write; a no-op unless wanted). */
export function onPushWanted(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}
export function wakePush(): void {
  if (!wanted) return;
  wanted = false;
  for (const w of wakers) w();
}

/** Enqueues the event's notifications; answers how many messages were queued. */
export async function enqueueMatchPush(
  tx: Db,
  fixtureId: string,
  event: { id: string; kind: MatchEventKind },
  now = new Date(),
): Promise<number> {
  const kind = pushKindOf(event.kind);
  if (!kind) return 0;
  const dedupe = kind === 'SCORE' ? `score:${event.id}` : `${kind}:${fixtureId}`;
  const setting = sql.raw(`fo.${SETTING_COLUMN[kind]}`);
  const nowIso = now.toISOString();
  const due =
    kind === 'SCORE'
      ? sql`greatest(${nowIso}::timestamptz, (select max(m.sent_at) from push_message m
          where m.subscription_id = s.id and m.fixture_id = ${fixtureId} and m.kind = 'SCORE')
          + ${`${SCORE_COALESCE_MS} milliseconds`}::interval)`
      : sql`${nowIso}::timestamptz`;
  const result = await tx.execute(sql`
    with f as (select home_team_id, away_team_id, competition_id from fixture where id = ${fixtureId}),
    targets as (
      select 'TEAM' as kind, home_team_id as id from f where home_team_id is not null
      union select 'TEAM', away_team_id from f where away_team_id is not null
      union select 'CLUB', t.organization_id from team t join f on t.id in (f.home_team_id, f.away_team_id)
      union select 'COMPETITION', competition_id from f
    ),
    followers as (
      select distinct fo.person_id from follow fo
      join targets tg on fo.kind = tg.kind and fo.target_id = tg.id
      where ${setting}
    )
    insert into push_message (id, subscription_id, fixture_id, kind, dedupe_key, next_attempt_at)
    select gen_random_uuid()::text, s.id, ${fixtureId}, ${kind}, ${dedupe}, ${due}
    from push_subscription s join followers p on p.person_id = s.person_id
    on conflict do nothing
    returning id`);
  const n = Array.isArray(result) ? result.length : ((result as { rows?: unknown[] }).rows?.length ?? 0);
  if (n > 0) wanted = true;
  return n;
}
