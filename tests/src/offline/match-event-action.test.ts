/**
 * The referee's match events on the device (src/features/competition/referee/record-match-event.action.ts):
 * each queued event is folded into the local fixture, a re-applied event counts once, and queued events
 * replayed on top of a fresher server document give the same score as the server's fold.
 */
import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../domain/competition/fixture';
import type { MatchEventInput } from '../../../domain/competition/match-event';
import { withMatchEvent } from '../../../src/features/competition/referee/record-match-event.action';
import { replay } from '../../../src/offline/local-actions';

const fixture: Fixture = {
  id: 'f1',
  version: 3,
  updatedAt: '2026-11-29T10:00:00.000Z',
  startDate: '2026-11-29T14:00:00.000Z',
  isResult: false,
  homeTeam: { id: 'h', name: 'Naomh Pádraig', goals: null, points: null },
  awayTeam: { id: 'a', name: 'Cill Chainnigh', goals: null, points: null },
};
const id = (n: number) => `0190c000-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('fixture.recordMatchEvent on the device', () => {
  it('folds each event into the running score, once, and full-time makes it a result', () => {
    const goal: MatchEventInput = { id: id(2), kind: 'SCORE', minute: 4, side: 'home', goals: 1 };
    let doc = withMatchEvent(fixture, { id: id(1), kind: 'THROW_IN', minute: 0 });
    doc = withMatchEvent(doc, goal);
    doc = withMatchEvent(doc, goal);
    doc = withMatchEvent(doc, { id: id(3), kind: 'SCORE', minute: 6, side: 'away', points: 1 });
    expect(doc.homeTeam).toMatchObject({ goals: 1, points: 0 });
    expect(doc.awayTeam).toMatchObject({ goals: 0, points: 1 });
    expect(doc.matchEvents).toHaveLength(3);
    expect(doc.isResult).toBe(false);
    doc = withMatchEvent(doc, { id: id(4), kind: 'FULL_TIME', minute: 60 });
    expect(doc.isResult).toBe(true);
  });

  it('replays queued events on top of the server’s document', () => {
    const server: Fixture = {
      ...fixture,
      version: 5,
      homeTeam: { ...fixture.homeTeam, goals: 0, points: 1 },
      matchEvents: [
        { id: id(1), kind: 'THROW_IN', minute: 0, side: null, goals: 0, points: 0, corrects: null },
        { id: id(2), kind: 'SCORE', minute: 3, side: 'home', goals: 0, points: 1, corrects: null },
      ],
    };
    const doc = replay(server, [
      {
        op: 'fixture.recordMatchEvent',
        payload: { id: id(5), kind: 'SCORE', minute: 9, side: 'away', goals: 1 },
      },
      {
        op: 'fixture.recordMatchEvent',
        payload: { id: id(6), kind: 'CORRECTION', minute: 10, corrects: id(2) },
      },
    ]);
    expect(doc.homeTeam).toMatchObject({ goals: 0, points: 0 });
    expect(doc.awayTeam).toMatchObject({ goals: 1, points: 0 });
  });
});
