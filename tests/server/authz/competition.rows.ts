/** Matrix rows: fixtures, scores, match officials and referee reports. */
import { competitionLookupApi } from '../../../domain/competition/lookups/lookup.contract.ts';
import { matchApi } from '../../../domain/competition/match.contract.ts';
import { officialResponseApi } from '../../../domain/competition/official-response/official-response.contract.ts';
import { probeOf, REFUSED, type Row } from './matrix.ts';
import { uuidv7 } from 'uuidv7';
import type { BolaCase } from './bola.rows.ts';
import { push } from './bola-push.ts';

const COUNTY_ADMINS = ['competition-admin', 'super-admin'] as const;

export const COMPETITION_ROWS: Row[] = [
  {
    route: 'GET /api/fixture',
    path: () => '/api/fixture',
    allow: 'signed-in',
    why: 'fixtures are public information to signed-in users (the club page’s public list is club:… only)',
  },
  {
    route: 'GET /api/fixture/:id',
    path: (ids) => `/api/fixture/${ids.refereeFixture}`,
    allow: 'signed-in',
    why: 'fixtures are public information to signed-in users',
  },
  {
    route: 'PUT /api/fixture/:id/score',
    path: (ids) => `/api/fixture/${ids.refereeFixture}/score`,
    body: REFUSED,
    allow: ['referee', 'competition-admin'],
    ok: 400,
    why: 'the appointed referee and competition admins above the owner',
  },
  {
    ...probeOf(matchApi.match, (ids) => ({ params: { id: ids.refereeFixture } })),
    allow: 'public',
    why: 'a fixture’s match as it happens is public, like its score on the public pages',
  },
  {
    // Probed on a fixture that does not exist: the stream of a real one stays open (tests/server/match-events.test.ts).
    ...probeOf(matchApi.live, () => ({ params: { id: uuidv7() } })),
    allow: 'public',
    ok: 404,
    why: 'the live stream of a public page is public',
  },
  {
    // Probed on ids that name no fixture: a real page's stream stays open (tests/server/match-events.test.ts).
    ...probeOf(matchApi.pageLive, () => ({ query: { ids: `${uuidv7()},${uuidv7()}` } })),
    allow: 'public',
    ok: 404,
    why: 'a public page’s one live stream is public, like the page',
  },
  // The competitions area's lookup lists (issue 54 item 4): codes and labels, nothing private.
  ...Object.values(competitionLookupApi).map((contract): Row => ({
    ...probeOf(contract),
    allow: 'public',
    why: 'a reference list of the competitions area, like the other asset lists',
  })),
  // An official's answer from a mailed link (issue 54 item 3): the link's identifier is the credential, so the
  // routes are public; probed with an identifier that names no link (tests/server/official-response.test.ts).
  {
    ...probeOf(officialResponseApi.lookUp, () => ({ params: { identifier: 'n'.repeat(32) } })),
    allow: 'public',
    ok: 404,
    why: 'the link is the credential: no token, and an unknown link answers 404',
  },
  {
    ...probeOf(officialResponseApi.submit, () => ({ params: { identifier: 'n'.repeat(32) } })),
    body: REFUSED,
    allow: 'public',
    ok: 400,
    why: 'the link is the credential: no token; the body is checked before the link',
  },
  {
    route: 'GET /api/match-official',
    path: () => '/api/match-official',
    allow: 'signed-in',
    why: 'appointments are public to signed-in users',
  },
  {
    route: 'GET /api/fixture/:id/official',
    path: (ids) => `/api/fixture/${ids.refereeFixture}/official`,
    allow: 'signed-in',
    why: 'who officiates is public to signed-in users',
  },
  {
    route: 'POST /api/fixture/:id/official',
    path: (ids) => `/api/fixture/${ids.refereeFixture}/official`,
    body: REFUSED,
    allow: COUNTY_ADMINS,
    ok: 400,
    why: 'officials admins of the fixture’s owner (or above) appoint',
  },
  {
    route: 'DELETE /api/fixture/:id/official',
    path: (ids) => `/api/fixture/${ids.refereeFixture}/official`,
    body: REFUSED,
    allow: COUNTY_ADMINS,
    ok: 400,
    why: 'officials admins remove appointments',
  },
  {
    route: 'PATCH /api/fixture/:id/official',
    path: (ids) => `/api/fixture/${ids.refereeFixture}/official`,
    body: REFUSED,
    allow: ['referee', ...COUNTY_ADMINS],
    ok: 400,
    why: 'an appointed official sets their own availability; admins anyone’s',
  },
  {
    route: 'GET /api/fixture/:id/referee-report',
    path: (ids) => `/api/fixture/${ids.draftReportFixture}/referee-report`,
    allow: ['referee'],
    why: 'a draft report is readable by its author alone',
  },
  {
    route: 'PUT /api/fixture/:id/referee-report',
    path: (ids) => `/api/fixture/${ids.draftReportFixture}/referee-report`,
    body: REFUSED,
    allow: ['referee'],
    ok: 400,
    why: 'only the appointed referee writes the report',
  },
  {
    route: 'POST /api/fixture/:id/referee-report/submit',
    path: (ids) => `/api/fixture/${ids.draftReportFixture}/referee-report/submit`,
    body: REFUSED,
    allow: ['referee'],
    ok: 400,
    why: 'only the author submits',
  },
  {
    route: 'POST /api/fixture/:id/referee-report/document',
    path: (ids) => `/api/fixture/${ids.draftReportFixture}/referee-report/document`,
    body: REFUSED,
    allow: ['referee'],
    ok: 400,
    why: 'only the author attaches documents',
  },
  {
    route: 'GET /api/fixture/:id/referee-report/document/:docId',
    path: (ids) => `/api/fixture/${ids.draftReportFixture}/referee-report/document/${crypto.randomUUID()}`,
    allow: ['referee'],
    ok: 404,
    why: 'documents of a draft: the author alone (an unknown document is 404 to them)',
  },
  {
    route: 'DELETE /api/fixture/:id/referee-report/document/:docId',
    path: (ids) => `/api/fixture/${ids.draftReportFixture}/referee-report/document/${crypto.randomUUID()}`,
    allow: ['referee'],
    ok: 404,
    why: 'only the author removes documents',
  },
];

export const COMPETITION_BOLA_CASES: BolaCase[] = [
  {
    object: 'referee report',
    name: 'a competition admin reads the referee’s draft report',
    as: 'competition-admin',
    method: 'GET',
    path: (ids) => `/api/fixture/${ids.draftReportFixture}/referee-report`,
    status: 403,
  },
  {
    object: 'score',
    name: 'a referee scores a fixture he is not appointed to',
    as: 'referee',
    method: 'PUT',
    path: () => `/api/fixture/${uuidv7()}/score`,
    body: () => ({}),
    status: 403,
  },
  {
    object: 'score',
    name: 'a coach records a score through sync',
    as: 'coach',
    ...push(
      'fixture.recordScore',
      (ids) => ids.refereeFixture,
      () => ({ homeGoals: 1, homePoints: 0, awayGoals: 0, awayPoints: 0 }),
    ),
    rejected: 403,
  },
  {
    object: 'match event',
    name: 'a coach records a match event through sync',
    as: 'coach',
    ...push(
      'fixture.recordMatchEvent',
      (ids) => ids.refereeFixture,
      () => ({ id: uuidv7(), kind: 'SCORE', minute: 3, side: 'home', goals: 1 }),
    ),
    rejected: 403,
  },
];
