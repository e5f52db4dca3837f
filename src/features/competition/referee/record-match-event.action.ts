/**
 * One event of the match as it happens (issue 52), declared once for the offline engine: queued in the outbox
 * like the final score, and folded into the local fixture at once (domain reduceMatch), so the referee sees the
 * running score offline. The server folds the same events the same way, whatever order they arrive in.
 */
import type { Fixture } from '../../../../domain/competition/fixture';
import { MatchEventInput, reduceMatch, toMatchEvent } from '../../../../domain/competition/match-event';
import { defineAction } from '../../../offline/actions';

export function withMatchEvent(doc: Fixture, e: MatchEventInput): Fixture {
  const events = [...(doc.matchEvents ?? []).filter((x) => x.id !== e.id), toMatchEvent(e)];
  const state = reduceMatch(events);
  return {
    ...doc,
    matchEvents: events,
    isResult: state.phase === 'FULL_TIME',
    homeTeam: { ...doc.homeTeam, goals: state.home.goals, points: state.home.points },
    awayTeam: { ...doc.awayTeam, goals: state.away.goals, points: state.away.points },
  };
}

export const recordMatchEvent = defineAction({
  op: 'fixture.recordMatchEvent',
  collection: 'fixtures',
  schema: MatchEventInput,
  apply: withMatchEvent,
  // A confirmed result or a submitted report is final: the server's version stays (and the referee is told).
  onConflict: () => 'server',
});
