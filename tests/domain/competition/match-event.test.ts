import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  MatchEventInput,
  matchTimeline,
  minuteSince,
  reportScoreOf,
  reduceMatch,
  type MatchEvent,
  type MatchEventKind,
} from '../../../domain/competition/match-event.ts';

const id = (n: number) => `0190c000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const event = (
  n: number,
  kind: MatchEventKind,
  minute: number,
  rest: Partial<MatchEvent> = {},
): MatchEvent => ({
  id: id(n),
  kind,
  minute,
  side: null,
  goals: 0,
  points: 0,
  corrects: null,
  ...rest,
});

/** A match's events: phase events, scores, and corrections of some of the scores. */
const matchEvents = fc
  .record({
    scores: fc.array(
      fc.record({
        minute: fc.integer({ min: 0, max: 80 }),
        side: fc.constantFrom('home' as const, 'away' as const),
        goal: fc.boolean(),
        corrected: fc.boolean(),
        correctionMinute: fc.integer({ min: 0, max: 90 }),
      }),
      { maxLength: 30 },
    ),
    phases: fc.subarray(['THROW_IN', 'HALF_TIME', 'SECOND_HALF', 'FULL_TIME'] as const),
  })
  .map(({ scores, phases }) => {
    let n = 0;
    const events: MatchEvent[] = phases.map((k, i) => event(++n, k, i * 30));
    for (const s of scores) {
      const score = event(++n, 'SCORE', s.minute, {
        side: s.side,
        goals: s.goal ? 1 : 0,
        points: s.goal ? 0 : 1,
      });
      events.push(score);
      if (s.corrected) events.push(event(++n, 'CORRECTION', s.correctionMinute, { corrects: score.id }));
    }
    return events;
  });

const shuffled = <T>(items: T[]) =>
  fc.array(fc.nat(), { minLength: items.length, maxLength: items.length }).map((keys) =>
    items
      .map((item, i) => ({ item, key: keys[i]! }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.item),
  );

describe('reduceMatch (properties)', () => {
  it('the running score is always the sum of the scores that count so far', () => {
    fc.assert(
      fc.property(matchEvents, (events) => {
        const cancelled = new Set(events.map((e) => e.corrects).filter(Boolean));
        const timeline = matchTimeline(events);
        timeline.forEach((step, i) => {
          const sofar = timeline.slice(0, i + 1).map((t) => t.event);
          for (const side of ['home', 'away'] as const) {
            const counted = sofar.filter(
              (e) => e.kind === 'SCORE' && e.side === side && !cancelled.has(e.id),
            );
            expect(step[side]).toEqual({
              goals: counted.reduce((s, e) => s + e.goals, 0),
              points: counted.reduce((s, e) => s + e.points, 0),
            });
          }
        });
        const final = reduceMatch(events);
        const counted = events.filter((e) => e.kind === 'SCORE' && !cancelled.has(e.id));
        expect(final.scores).toBe(counted.length);
        expect(final.home.goals + final.away.goals).toBe(counted.reduce((s, e) => s + e.goals, 0));
      }),
    );
  });

  it('replaying the events in any delivery order, duplicates included, gives the same match', () => {
    fc.assert(
      fc.property(
        matchEvents.chain((events) =>
          fc.tuple(fc.constant(events), shuffled([...events, ...events.slice(0, 3)])),
        ),
        ([events, delivered]) => {
          expect(reduceMatch(delivered)).toEqual(reduceMatch(events));
          expect(matchTimeline(delivered)).toEqual(matchTimeline(events));
        },
      ),
    );
  });
});

describe('reduceMatch (examples)', () => {
  it('a late point synced after full-time is placed by its minute and counts', () => {
    const events = [
      event(1, 'THROW_IN', 0),
      event(2, 'SCORE', 10, { side: 'home', goals: 1 }),
      event(3, 'HALF_TIME', 30),
      event(4, 'SECOND_HALF', 30),
      event(6, 'FULL_TIME', 60),
      event(7, 'SCORE', 45, { side: 'away', points: 1 }),
    ];
    const state = reduceMatch(events);
    expect(state.phase).toBe('FULL_TIME');
    expect(state).toMatchObject({ home: { goals: 1, points: 0 }, away: { goals: 0, points: 1 } });
    expect(matchTimeline(events).map((t) => t.event.id)).toEqual([1, 2, 3, 4, 7, 6].map(id));
  });

  it('a correction cancels the score it names', () => {
    const state = reduceMatch([
      event(1, 'SCORE', 5, { side: 'home', goals: 1 }),
      event(2, 'CORRECTION', 6, { corrects: id(1) }),
      event(3, 'SCORE', 6, { side: 'home', points: 1 }),
    ]);
    expect(state).toMatchObject({ phase: 'FIRST_HALF', home: { goals: 0, points: 1 }, scores: 1 });
  });

  it('with no events the match has not started', () => {
    expect(reduceMatch([])).toEqual({
      phase: 'NOT_STARTED',
      home: { goals: 0, points: 0 },
      away: { goals: 0, points: 0 },
      scores: 0,
      lastMinute: 0,
    });
  });

  it('the input schema refuses a score without a side, and a correction of itself', () => {
    const ok = { id: id(1), kind: 'SCORE', minute: 3, side: 'home', points: 1 };
    expect(v.safeParse(MatchEventInput, ok).success).toBe(true);
    expect(v.safeParse(MatchEventInput, { ...ok, side: undefined }).success).toBe(false);
    expect(v.safeParse(MatchEventInput, { ...ok, points: 0 }).success).toBe(false);
    expect(
      v.safeParse(MatchEventInput, { id: id(1), kind: 'CORRECTION', minute: 3, corrects: id(1) }).success,
    ).toBe(false);
    expect(
      v.safeParse(MatchEventInput, { id: id(1), kind: 'HALF_TIME', minute: 30, points: 1 }).success,
    ).toBe(false);
  });

  it('minutes count whole minutes from the throw-in', () => {
    expect(minuteSince(null, 5_000_000)).toBe(0);
    expect(minuteSince(1_000_000, 1_000_000 + 61_000)).toBe(1);
    expect(minuteSince(0, 10 ** 10)).toBe(150);
  });

  it('the referee report starts from the events when there are any', () => {
    expect(reportScoreOf(undefined)).toBeNull();
    expect(reportScoreOf([])).toBeNull();
    expect(
      reportScoreOf([
        event(1, 'SCORE', 5, { side: 'home', goals: 1 }),
        event(2, 'SCORE', 8, { side: 'away', points: 1 }),
        event(3, 'SCORE', 9, { side: 'away', points: 1 }),
      ]),
    ).toEqual({ homeGoals: 1, homePoints: 0, awayGoals: 0, awayPoints: 2 });
  });
});
