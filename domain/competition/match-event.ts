/**
 * The match as it happens (issue 52 item 1): the events a referee records at the pitch, and the one pure rule
 * that folds them into the match — its phase and the running score per team.
 *
 * An event is made on the device with its own uuidv7 (`id`), which is also what makes it exactly-once on the
 * server (the primary key of `match_event`). Events are placed by their minute, then by id (a stable tiebreak),
 * never by when they arrived, so a late event synced after full-time lands where it happened. A wrong score is
 * not edited: a CORRECTION event names it (`corrects`) and the score no longer counts. Nothing in the fold
 * depends on the order events are delivered in (tests/domain/match-event.test.ts checks it on random orders).
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { strictObject } from '../lib/schema-helpers.ts';

export const MATCH_EVENT_KINDS = [
  'THROW_IN',
  'SCORE',
  'HALF_TIME',
  'SECOND_HALF',
  'FULL_TIME',
  'CORRECTION',
] as const;
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number];

export const MATCH_SIDES = ['home', 'away'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];

/** Where the match is: each phase follows from which phase events exist, not from their order. */
export const MATCH_PHASES = ['NOT_STARTED', 'FIRST_HALF', 'HALF_TIME', 'SECOND_HALF', 'FULL_TIME'] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];

/** Minutes from throw-in: two halves of up to 35, extra time and stoppages fit well inside 150. */
export const MATCH_MINUTE_MAX = 150;

const Count = v.pipe(
  v.number(M.integer.id),
  v.integer(M.integer.id),
  v.minValue(0, M.nonNegative.id),
  v.maxValue(9, M.outOfRange.id),
);

/**
 * One event as the device queues it (the payload of the sync operation `fixture.recordMatchEvent`). A SCORE
 * names the side and its goals and points (one score is usually 1-0 or 0-1; a referee catching up may enter
 * more at once). A CORRECTION names the SCORE it cancels. The other kinds carry only their minute.
 */
export const MatchEventInput = v.pipe(
  strictObject({
    id: v.pipe(v.string(), v.uuid()),
    kind: v.picklist(MATCH_EVENT_KINDS),
    minute: v.pipe(
      v.number(M.integer.id),
      v.integer(M.integer.id),
      v.minValue(0, M.nonNegative.id),
      v.maxValue(MATCH_MINUTE_MAX, M.outOfRange.id),
    ),
    side: v.optional(v.picklist(MATCH_SIDES)),
    goals: v.optional(Count),
    points: v.optional(Count),
    corrects: v.optional(v.pipe(v.string(), v.uuid())),
  }),
  v.check(
    (e) =>
      e.kind === 'SCORE'
        ? !!e.side && (e.goals ?? 0) + (e.points ?? 0) > 0 && !e.corrects
        : e.kind === 'CORRECTION'
          ? !!e.corrects && e.corrects !== e.id && !e.side && !e.goals && !e.points
          : !e.side && !e.goals && !e.points && !e.corrects,
    M.outOfRange.id,
  ),
);
export type MatchEventInput = v.InferOutput<typeof MatchEventInput>;

/** An event as the server keeps and answers it. */
export const MatchEvent = v.object({
  id: v.string(),
  kind: v.picklist(MATCH_EVENT_KINDS),
  minute: v.number(),
  side: v.nullable(v.picklist(MATCH_SIDES)),
  goals: v.number(),
  points: v.number(),
  corrects: v.nullable(v.string()),
});
export type MatchEvent = v.InferOutput<typeof MatchEvent>;

/** An event as recorded, from its input: what the server stores and the device folds alike. */
export const toMatchEvent = (e: MatchEventInput): MatchEvent => ({
  id: e.id,
  kind: e.kind,
  minute: e.minute,
  side: e.side ?? null,
  goals: e.goals ?? 0,
  points: e.points ?? 0,
  corrects: e.corrects ?? null,
});

export const SideScore = v.object({ goals: v.number(), points: v.number() });
export type SideScore = v.InferOutput<typeof SideScore>;

/** The match folded from its events. */
export const MatchState = v.object({
  phase: v.picklist(MATCH_PHASES),
  home: SideScore,
  away: SideScore,
  /** Scores that count (not corrected). */
  scores: v.number(),
  /** The minute of the last event in match order (0 with no events). */
  lastMinute: v.number(),
});
export type MatchState = v.InferOutput<typeof MatchState>;

/** The stable order of a match's events: by minute, then by id (uuidv7: the device's order within a minute). */
export function orderEvents<E extends Pick<MatchEvent, 'minute' | 'id'>>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => a.minute - b.minute || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The phase from the set of phase events there are (a late half-time after full-time does not reopen it). */
function phaseOf(kinds: ReadonlySet<MatchEventKind>): MatchPhase {
  if (kinds.has('FULL_TIME')) return 'FULL_TIME';
  if (kinds.has('SECOND_HALF')) return 'SECOND_HALF';
  if (kinds.has('HALF_TIME')) return 'HALF_TIME';
  if (kinds.has('THROW_IN') || kinds.has('SCORE')) return 'FIRST_HALF';
  return 'NOT_STARTED';
}

/**
 * The running score after each event, in match order (the timeline a page shows). Duplicate ids (the same
 * event delivered twice) count once.
 */
export function matchTimeline(
  events: readonly MatchEvent[],
): { event: MatchEvent; home: SideScore; away: SideScore }[] {
  const unique = new Map<string, MatchEvent>();
  for (const e of events) if (!unique.has(e.id)) unique.set(e.id, e);
  const all = [...unique.values()];
  const cancelled = new Set(all.filter((e) => e.kind === 'CORRECTION').map((e) => e.corrects));
  const home = { goals: 0, points: 0 };
  const away = { goals: 0, points: 0 };
  return orderEvents(all).map((event) => {
    if (event.kind === 'SCORE' && !cancelled.has(event.id)) {
      const side = event.side === 'home' ? home : away;
      side.goals += event.goals;
      side.points += event.points;
    }
    return { event, home: { ...home }, away: { ...away } };
  });
}

/** The match: phase, score per side, from any set of its events in any order. */
export function reduceMatch(events: readonly MatchEvent[]): MatchState {
  const timeline = matchTimeline(events);
  const last = timeline.at(-1);
  const cancelled = new Set(timeline.map((t) => t.event.corrects));
  return {
    phase: phaseOf(new Set(timeline.map((t) => t.event.kind))),
    home: last ? last.home : { goals: 0, points: 0 },
    away: last ? last.away : { goals: 0, points: 0 },
    scores: timeline.filter((t) => t.event.kind === 'SCORE' && !cancelled.has(t.event.id)).length,
    lastMinute: last ? last.event.minute : 0,
  };
}

/** The device's minute for a new event: whole minutes since the throw-in (0 before it), capped. */
export function minuteSince(throwInAt: number | null, now: number): number {
  if (throwInAt === null || now < throwInAt) return 0;
  return Math.min(MATCH_MINUTE_MAX, Math.floor((now - throwInAt) / 60_000));
}

/**
 * The fixture's result columns: the fold of its events when it has any, else the final score entered alone
 * (as before match events), or nothing yet. `confirmed`: a competition admin confirmed it.
 */
export const MatchResult = v.object({
  home: v.nullable(SideScore),
  away: v.nullable(SideScore),
  isResult: v.boolean(),
  confirmed: v.boolean(),
});
export type MatchResult = v.InferOutput<typeof MatchResult>;

/** A fixture's match as the public page and the referee's screen read it (`GET /api/fixture/:id/match`). */
export const MatchAnswer = v.object({
  fixtureId: v.string(),
  events: v.array(MatchEvent),
  state: MatchState,
  result: MatchResult,
});

/** The mark a public page shows beside the score. */
export type MatchMark = 'live' | 'halfTime' | 'awaitingConfirmation' | null;

export function matchMark(state: MatchState, result: MatchResult): MatchMark {
  if (result.confirmed) return null;
  if (state.phase === 'FULL_TIME' || result.isResult) return 'awaitingConfirmation';
  if (state.phase === 'HALF_TIME') return 'halfTime';
  if (state.phase === 'FIRST_HALF' || state.phase === 'SECOND_HALF') return 'live';
  return null;
}
export type MatchAnswer = v.InferOutput<typeof MatchAnswer>;

/**
 * The score the referee report starts from: the fold of the match events when there are any, else null (the
 * report then starts from the fixture's score as entered).
 */
export function reportScoreOf(
  events: readonly MatchEvent[] | undefined,
): { homeGoals: number; homePoints: number; awayGoals: number; awayPoints: number } | null {
  if (!events || events.length === 0) return null;
  const { home, away } = reduceMatch(events);
  return { homeGoals: home.goals, homePoints: home.points, awayGoals: away.goals, awayPoints: away.points };
}
