/**
 * Matrix rows: the competitions area (issue 21; seed 2 §6). Competition admins (COMPETITION,
 * MATCH_OFFICIAL_ADMIN, FIXTURE_ANALYST at the county board) and super admins get through; everyone else
 * gets 403 before the body is read. Creation routes name their organisation or division in the body, so
 * their probe body names the county board (or the seeded division) and is otherwise refused (400).
 */
import { LEAGUE_ID } from '../../../server/db/seed/competition.ts';
import { seedId } from '../../../server/db/seed/random.ts';
import { REFUSED, type Ids, type Row } from './matrix.ts';

const AREA = ['competition-admin', 'super-admin'] as const;
const DIVISION = seedId('division', 'wicklow-sfl:1');
const unknown = () => crypto.randomUUID();
const probe = (extra: (ids: Ids) => Record<string, unknown>) => (ids: Ids) => ({ ...extra(ids), __probe: 1 });

const read = (route: string, path: (ids: Ids) => string, why: string, ok = 200): Row => ({
  route,
  path,
  allow: AREA,
  ok,
  why,
});
const write = (
  route: string,
  path: (ids: Ids) => string,
  why: string,
  body: unknown = REFUSED,
  ok = 400,
): Row => ({
  route,
  path,
  body,
  allow: AREA,
  ok,
  why,
});

export const COMPETITION_ADMIN_ROWS: Row[] = [
  read(
    'GET /api/admin/competition',
    () => '/api/admin/competition',
    'the competitions area: competition roles only',
  ),
  read(
    'GET /api/admin/competition/report',
    () => '/api/admin/competition/report',
    'the competitions CSV: competition roles only',
  ),
  write(
    'POST /api/admin/competition',
    () => '/api/admin/competition',
    'competition admins of the organisation named in the body (or above it)',
    probe((ids) => ({ organizationId: ids.countyBoard })),
  ),
  read(
    'GET /api/admin/competition/:id',
    () => `/api/admin/competition/${LEAGUE_ID}`,
    'competition roles of the owner or above',
  ),
  write(
    'PUT /api/admin/competition/:id',
    () => `/api/admin/competition/${LEAGUE_ID}`,
    'COMPETITION of the owner or above',
  ),
  write(
    'PUT /api/admin/competition/:id/format',
    () => `/api/admin/competition/${LEAGUE_ID}/format`,
    'COMPETITION of the owner or above',
  ),
  write(
    'PATCH /api/admin/competition/:id/status',
    () => `/api/admin/competition/${LEAGUE_ID}/status`,
    'COMPETITION of the owner or above',
  ),
  write(
    'DELETE /api/admin/competition/:id',
    () => `/api/admin/competition/${LEAGUE_ID}`,
    'COMPETITION of the owner or above; a reason is required',
  ),
  write(
    'POST /api/admin/competition/:id/clone',
    () => `/api/admin/competition/${unknown()}/clone`,
    'COMPETITION of the owner or above (an unknown competition is 404 to them)',
    undefined,
    404,
  ),
  read(
    'GET /api/admin/competition/:id/division',
    () => `/api/admin/competition/${LEAGUE_ID}/division`,
    'competition roles of the owner',
  ),
  read(
    'GET /api/admin/division/:id',
    () => `/api/admin/division/${DIVISION}`,
    'competition roles of the owner',
  ),
  write(
    'PUT /api/admin/division/:id',
    () => `/api/admin/division/${DIVISION}`,
    'COMPETITION of the owner or above',
  ),
  read(
    'GET /api/admin/division/:id/competitor',
    () => `/api/admin/division/${DIVISION}/competitor`,
    'competition roles of the owner',
  ),
  write(
    'POST /api/admin/division/:id/competitor',
    () => `/api/admin/division/${DIVISION}/competitor`,
    'COMPETITION of the owner or above',
  ),
  write(
    'POST /api/admin/division/:id/fixture/generate',
    () => `/api/admin/division/${DIVISION}/fixture/generate`,
    'COMPETITION of the owner or above',
  ),
  read(
    'GET /api/admin/division/:id/table',
    () => `/api/admin/division/${DIVISION}/table`,
    'competition roles of the owner',
  ),
  read(
    'GET /api/admin/division/:id/report',
    () => `/api/admin/division/${DIVISION}/report`,
    'competition roles of the owner',
  ),
  read(
    'GET /api/admin/fixture/report',
    () => `/api/admin/fixture/report?filter=competition:${LEAGUE_ID}`,
    'competition roles only',
  ),
  write(
    'POST /api/admin/fixture',
    () => '/api/admin/fixture',
    'COMPETITION of the division’s owner (named in the body)',
    probe(() => ({ divisionId: DIVISION })),
  ),
  write(
    'PUT /api/admin/fixture/:id',
    (ids) => `/api/admin/fixture/${ids.refereeFixture}`,
    'COMPETITION of the fixture’s owner or above',
  ),
  write(
    'DELETE /api/admin/fixture/:id',
    (ids) => `/api/admin/fixture/${ids.refereeFixture}`,
    'COMPETITION of the fixture’s owner; a reason is required',
  ),
  write(
    'PUT /api/admin/fixture/:id/result',
    (ids) => `/api/admin/fixture/${ids.refereeFixture}/result`,
    'COMPETITION of the fixture’s owner or above',
  ),
  write(
    'POST /api/admin/fixture/:id/notification',
    (ids) => `/api/admin/fixture/${ids.refereeFixture}/notification`,
    'COMPETITION of the fixture’s owner or above',
  ),
  write(
    'POST /api/admin/fixture/bulk',
    () => '/api/admin/fixture/bulk',
    'competition roles; then COMPETITION for every fixture named',
  ),
  write(
    'POST /api/admin/fixture/conflicts/:id',
    (ids) => `/api/admin/fixture/conflicts/${ids.refereeFixture}`,
    'COMPETITION of the fixture’s owner or above',
    undefined,
    200,
  ),
  read(
    'GET /api/admin/matrix',
    () => '/api/admin/matrix',
    'competition roles: predefined matrices and their organisations’ own',
  ),
  read('GET /api/admin/matrix/:id', () => '/api/admin/matrix/predefined-6', 'competition roles'),
  write(
    'POST /api/admin/matrix',
    () => '/api/admin/matrix',
    'COMPETITION of the organisation named in the body',
    probe((ids) => ({ organizationId: ids.countyBoard })),
  ),
  write(
    'PUT /api/admin/matrix/:id',
    () => `/api/admin/matrix/${unknown()}`,
    'COMPETITION of the matrix’s organisation',
  ),
  write(
    'DELETE /api/admin/matrix/:id',
    () => `/api/admin/matrix/${unknown()}`,
    'COMPETITION of the matrix’s organisation (unknown: 404)',
    undefined,
    404,
  ),
  {
    route: 'GET /api/v1/competition/:id',
    path: () => `/api/v1/competition/${LEAGUE_ID}`,
    allow: 'public',
    why: 'the public competition page: tables, fixtures and results are public',
  },
  read(
    'GET /api/admin/match-official',
    (ids) => `/api/admin/match-official?filter=organization:${ids.countyBoard}`,
    'competition roles over the organisation named',
  ),
  read('GET /api/admin/pool', () => '/api/admin/pool', 'competition roles'),
  read(
    'GET /api/admin/pool/:id',
    () => `/api/admin/pool/${unknown()}`,
    'competition roles of the pool’s organisation (unknown: 404)',
    404,
  ),
  write(
    'POST /api/admin/pool',
    () => '/api/admin/pool',
    'COMPETITION (or MATCH_OFFICIAL_ADMIN for an officials pool) of the organisation named in the body',
    probe((ids) => ({ organizationId: ids.countyBoard, kind: 'MATCH_OFFICIAL' })),
  ),
  write('PUT /api/admin/pool/:id', () => `/api/admin/pool/${unknown()}`, 'the pool’s organisation’s admins'),
  write(
    'DELETE /api/admin/pool/:id',
    () => `/api/admin/pool/${unknown()}`,
    'the pool’s organisation’s admins (unknown: 404)',
    undefined,
    404,
  ),
];
