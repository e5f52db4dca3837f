/** The referee's score, declared once for the offline engine (seed 2 §5). */
import { RefereeScoreInput, type Fixture } from '../../../../domain/competition/fixture';
import { defineAction } from '../../../offline/actions';

export const recordScore = defineAction({
  op: 'fixture.recordScore',
  collection: 'fixtures',
  schema: RefereeScoreInput,
  apply: (doc: Fixture, s: RefereeScoreInput): Fixture => ({
    ...doc,
    isResult: true,
    homeTeam: { ...doc.homeTeam, goals: s.homeGoals, points: s.homePoints },
    awayTeam: { ...doc.awayTeam, goals: s.awayGoals, points: s.awayPoints },
  }),
  // A confirmed result or a submitted report is final: the server's version stays (and the referee is told).
  onConflict: () => 'server',
});
