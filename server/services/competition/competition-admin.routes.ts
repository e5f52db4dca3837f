/**
 * Seed 2 §7 "Competitions (admin)": competitions and divisions. The wizard's five steps (see
 * domain/competition/competition.ts), status changes, delete, clone, CSV reports, competitors, fixture
 * generation and league tables. Every route checks the policy first (competition-admin.policy.ts), then
 * validates with the shared schema, then applies the §4 transitions in the request's transaction.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import type * as v from 'valibot';
import {
  COMPETITION_PAGE_SIZE,
  CompetitionDetailsInput,
  CompetitionFormatInput,
  CompetitionStatusInput,
  CompetitorsInput,
  DivisionInput,
  GenerateFixturesInput,
  ReasonInput,
  statusChange,
} from '../../../domain/competition/competition.ts';
import { COMPETITION_STATUSES } from '../../../domain/competition/enums.ts';
import { COMPETITION_MESSAGES as CM } from '../../../domain/competition/messages.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { toCsv } from '../../http/csv.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';
import { bodyText, guard, guardBody } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { IdParam, INVALID_INPUT, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { areaOrgs } from './competition-admin.policy.ts';
import {
  cloneCompetition,
  competitionDocs,
  competitorsOf,
  deleteDivisions,
  divisionsOf,
  findCompetition,
  findDivision,
  fixtureCountsOf,
  insertCompetition,
  listCompetitions,
  personExists,
  requireOrganization,
  replaceCompetitors,
  rescheduleRemindersOf,
  teamsByIds,
  updateCompetition,
  updateCompetitionDetails,
  updateDivision,
  upsertDivisions,
  type CompetitionListQuery,
} from './competition.repository.ts';
import { generateFixtures } from './generate-fixtures.ts';
import { divisionStandings } from './standings.ts';
import { fixtureDocs } from './fixture-admin.ts';

const CompetitionListQuery = listQuery({ maxSize: COMPETITION_PAGE_SIZE, defaultSize: 25 });
const FILTER_KEYS = ['organization', 'status', 'season', 'format', 'activity'] as const;
const SORTS = ['name', 'season', 'status', 'updatedAt'] as const;
const id = (c: Context<AppEnv>) => c.req.param('id') ?? '';
const lang = (c: Context<AppEnv>) => c.req.header('accept-language');

function competitionQuery(
  c: Context<AppEnv>,
  q: v.InferOutput<typeof CompetitionListQuery>,
): CompetitionListQuery {
  const f = eqFilter(q.filter, FILTER_KEYS);
  const principal = c.get('auth').principal!;
  const season = f('season')[0];
  const status = f('status')[0];
  const sort = q.sort[0];
  if (season !== undefined && !/^\d{4}$/.test(season))
    throw fieldError('filter', 'validation.option.invalid', lang(c));
  if (status !== undefined && !(COMPETITION_STATUSES as readonly string[]).includes(status))
    throw fieldError('filter', 'validation.option.invalid', lang(c));
  if (sort && !(SORTS as readonly string[]).includes(sort.field))
    throw badRequest(INVALID_INPUT, [
      { field: 'sort', message: `Sort by ${SORTS.join(', ')}`, code: 'validation.sort.invalid' },
    ]);
  return {
    scopeOrgIds: isSuperAdmin(principal) ? null : areaOrgs(principal),
    organizationId: f('organization')[0],
    status,
    season: season === undefined ? undefined : Number(season),
    format: f('format')[0],
    activity: f('activity')[0],
    search: q.search,
    sort: {
      field: (sort?.field as CompetitionListQuery['sort']['field']) ?? 'name',
      direction: sort?.direction ?? 'asc',
    },
    page: q.page,
    size: q.size,
  };
}

async function competitionAnswer(c: Context<AppEnv>, competitionId: string, status: 200 | 201 = 200) {
  const db = c.get('auth').db;
  const row = await findCompetition(db, competitionId);
  if (!row) throw notFound('Competition not found');
  const [doc] = await competitionDocs(db, [row], { divisions: true });
  return c.json(doc, status);
}

async function liveCompetition(c: Context<AppEnv>) {
  const row = await findCompetition(c.get('auth').db, id(c));
  if (!row || row.status === 'DELETED') throw notFound('Competition not found');
  return row;
}

async function liveDivision(c: Context<AppEnv>) {
  const row = await findDivision(c.get('auth').db, id(c));
  if (!row || row.competition.status === 'DELETED') throw notFound('Division not found');
  return row;
}

export function competitionAdminRoutes() {
  const app = new Hono<AppEnv>();
  const tags = ['competition admin'];

  app.get(
    '/competition',
    describeRoute({
      tags,
      summary:
        'Competitions of the organisations the caller runs (filters organization, status, season, format, activity; sort name|season|status|updatedAt)',
    }),
    guard('competition.area'),
    validate('query', CompetitionListQuery),
    async (c) => {
      const q = competitionQuery(c, c.req.valid('query'));
      const db = c.get('auth').db;
      const { rows, total } = await listCompetitions(db, q);
      return c.json(listBody('competitions', await competitionDocs(db, rows), total, q.page, q.size));
    },
  );

  app.get(
    '/competition/report',
    describeRoute({ tags, summary: 'The competitions list as CSV (same filters, up to 5,000 rows)' }),
    guard('competition.area'),
    validate('query', CompetitionListQuery),
    async (c) => {
      const q = { ...competitionQuery(c, c.req.valid('query')), page: 0, size: 5000 };
      const db = c.get('auth').db;
      const docs = await competitionDocs(db, (await listCompetitions(db, q)).rows);
      const csv = toCsv(
        [
          'id',
          'name',
          'organization',
          'season',
          'format',
          'status',
          'activity',
          'ageLevel',
          'gender',
          'divisions',
          'legs',
        ],
        docs.map((d) => [
          d.id,
          d.name,
          d.organizationName,
          d.season,
          d.format,
          d.status,
          d.activity,
          d.ageLevel,
          d.gender,
          d.numberOfDivisions,
          d.legs,
        ]),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="competitions.csv"',
      });
    },
  );

  app.post(
    '/competition',
    describeRoute({ tags, summary: 'Wizard step 1: a new competition (DRAFT) with its details' }),
    guardBody('competition.create', (b) => bodyText(b, 'organizationId')),
    validate('json', CompetitionDetailsInput),
    async (c) => {
      const input = c.req.valid('json');
      const db = c.get('auth').db;
      await requireOrganization(db, input.organizationId, lang(c));
      if (!(await personExists(db, input.adminPersonId)))
        throw fieldError('adminPersonId', 'validation.option.invalid', lang(c));
      const newId = await insertCompetition(db, input);
      return competitionAnswer(c, newId, 201);
    },
  );

  app.get(
    '/competition/:id',
    describeRoute({ tags, summary: 'A competition with its divisions, competitors and fixture counts' }),
    guard('competition.read', id),
    validate('param', IdParam),
    async (c) => {
      await liveCompetition(c);
      return competitionAnswer(c, id(c));
    },
  );

  app.put(
    '/competition/:id',
    describeRoute({
      tags,
      summary:
        'Step 1 again: the details. A format change deletes divisions and fixtures (confirm in the format step)',
    }),
    guard('competition.manage', id),
    validate('param', IdParam),
    validate('json', CompetitionDetailsInput),
    async (c) => {
      const row = await liveCompetition(c);
      const input = c.req.valid('json');
      const db = c.get('auth').db;
      if (input.organizationId !== row.organizationId)
        throw fieldError('organizationId', 'validation.option.invalid', lang(c));
      if (input.format !== row.format && (await divisionsOf(db, row.id)).length > 0) {
        throw fieldError('format', CM.confirmRequired.id, lang(c), 409);
      }
      if (!(await personExists(db, input.adminPersonId)))
        throw fieldError('adminPersonId', 'validation.option.invalid', lang(c));
      await updateCompetitionDetails(db, row.id, input);
      return competitionAnswer(c, row.id);
    },
  );

  app.put(
    '/competition/:id/format',
    describeRoute({
      tags,
      summary:
        'Step 2: format, divisions (1–10), legs (0–2), points (0–10), four tie-breaks. 409 competition.confirmRequired before deleting divisions or fixtures',
    }),
    guard('competition.manage', id),
    validate('param', IdParam),
    validate('json', CompetitionFormatInput),
    async (c) => {
      const row = await liveCompetition(c);
      const input = c.req.valid('json');
      const db = c.get('auth').db;
      const existing = await divisionsOf(db, row.id);
      const formatChanged = input.format !== row.format;
      const kept = new Set(formatChanged ? [] : input.divisions.flatMap((d) => (d.id ? [d.id] : [])));
      if ([...kept].some((k) => !existing.some((e) => e.id === k)))
        throw fieldError('divisions', 'validation.option.invalid', lang(c));
      const removed = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
      const counts = await fixtureCountsOf(db, removed);
      const losesSomething = formatChanged
        ? existing.length > 0
        : [...counts.values()].some((n) => n.all > 0);
      if (losesSomething && !input.confirm) throw fieldError('confirm', CM.confirmRequired.id, lang(c), 409);
      await deleteDivisions(db, removed);
      crashPoint('competition.format');
      const ids = await upsertDivisions(
        db,
        row.id,
        input.divisions.map((d) => (formatChanged ? { ...d, id: undefined } : d)),
      );
      await rescheduleRemindersOf(db, ids);
      await updateCompetition(db, row.id, {
        format: input.format,
        numberOfDivisions: input.numberOfDivisions,
        legs: input.legs,
        winPoints: input.winPoints,
        drawPoints: input.drawPoints,
        lossPoints: input.lossPoints,
        walkoverPoints: input.walkoverPoints,
        pointsDisplayFormat: input.pointsDisplayFormat,
        tieBreaks: input.tieBreaks,
      });
      return competitionAnswer(c, row.id);
    },
  );

  app.patch(
    '/competition/:id/status',
    describeRoute({
      tags,
      summary:
        'Status: archive and unarchive need a reason; Active → Draft deletes divisions and fixtures after confirmation',
    }),
    guard('competition.manage', id),
    validate('param', IdParam),
    validate('json', CompetitionStatusInput),
    async (c) => {
      const row = await liveCompetition(c);
      const input = c.req.valid('json');
      const db = c.get('auth').db;
      const rule = statusChange(row.status as (typeof COMPETITION_STATUSES)[number], input.status);
      if (!rule.allowed) throw fieldError('status', CM.statusChange.id, lang(c), 409);
      if (rule.needsReason && !input.reason) throw fieldError('reason', CM.reasonRequired.id, lang(c));
      if (rule.deletesFixtures) {
        if (!input.confirm) throw fieldError('confirm', CM.confirmRequired.id, lang(c), 409);
        await deleteDivisions(
          db,
          (await divisionsOf(db, row.id)).map((d) => d.id),
        );
        crashPoint('competition.status');
      }
      await updateCompetition(db, row.id, {
        status: input.status,
        ...(rule.needsReason ? { archiveReason: input.reason } : {}),
      });
      return competitionAnswer(c, row.id);
    },
  );

  app.delete(
    '/competition/:id',
    describeRoute({
      tags,
      summary: 'Delete a competition with its fixtures and results, irreversibly (a reason is required)',
    }),
    guard('competition.manage', id),
    validate('param', IdParam),
    validate('json', ReasonInput),
    async (c) => {
      const row = await liveCompetition(c);
      const db = c.get('auth').db;
      await deleteDivisions(
        db,
        (await divisionsOf(db, row.id)).map((d) => d.id),
      );
      await updateCompetition(db, row.id, {
        status: 'DELETED',
        deleteReason: c.req.valid('json').reason,
        deletedAt: new Date(),
      });
      return c.body(null, 204);
    },
  );

  app.post(
    '/competition/:id/clone',
    describeRoute({
      tags,
      summary: 'A DRAFT copy with the same format, divisions and competitors, without fixtures',
    }),
    guard('competition.manage', id),
    validate('param', IdParam),
    async (c) => {
      const row = await liveCompetition(c);
      const newId = await cloneCompetition(c.get('auth').db, row, `${row.name} (copy)`.slice(0, 100));
      return competitionAnswer(c, newId, 201);
    },
  );

  app.get(
    '/competition/:id/division',
    describeRoute({ tags, summary: 'The divisions of a competition' }),
    guard('competition.read', id),
    validate('param', IdParam),
    async (c) => {
      const [doc] = await competitionDocs(c.get('auth').db, [await liveCompetition(c)], { divisions: true });
      return c.json(
        listBody('divisions', doc?.divisions ?? [], doc?.divisions?.length ?? 0, 0, DIVISION_PAGE),
      );
    },
  );

  app.get(
    '/division/:id',
    describeRoute({ tags, summary: 'A division with its competitors' }),
    guard('division.read', id),
    validate('param', IdParam),
    async (c) => {
      const { competition } = await liveDivision(c);
      const [doc] = await competitionDocs(c.get('auth').db, [competition], { divisions: true });
      const division = doc?.divisions?.find((d) => d.id === id(c));
      if (!division) throw notFound('Division not found');
      return c.json({ ...division, competitionId: competition.id });
    },
  );

  app.put(
    '/division/:id',
    describeRoute({
      tags,
      summary: 'A division’s name, abbreviation and communication settings (days and hours before a fixture)',
    }),
    guard('division.manage', id),
    validate('param', IdParam),
    validate('json', DivisionInput),
    async (c) => {
      const { competition } = await liveDivision(c);
      await updateDivision(c.get('auth').db, id(c), c.req.valid('json'));
      await rescheduleRemindersOf(c.get('auth').db, [id(c)]);
      return competitionAnswer(c, competition.id);
    },
  );

  app.get(
    '/division/:id/competitor',
    describeRoute({ tags, summary: 'Step 3: the division’s competitors, in order' }),
    guard('division.read', id),
    validate('param', IdParam),
    async (c) => {
      await liveDivision(c);
      const list = (await competitorsOf(c.get('auth').db, [id(c)])).get(id(c)) ?? [];
      return c.json(listBody('competitors', list, list.length, 0, Math.max(list.length, 1)));
    },
  );

  app.post(
    '/division/:id/competitor',
    describeRoute({
      tags,
      summary:
        'Step 3: replace the division’s competitors (teams or placeholders; a name for each of a club’s two teams)',
    }),
    guard('division.manage', id),
    validate('param', IdParam),
    validate('json', CompetitorsInput),
    async (c) => {
      const { competition } = await liveDivision(c);
      const db = c.get('auth').db;
      const { competitors } = c.req.valid('json');
      const teamIds = competitors.flatMap((x) => (x.teamId ? [x.teamId] : []));
      const dup = teamIds.findIndex((t, i) => teamIds.indexOf(t) !== i);
      if (dup >= 0) throw fieldError(`competitors.${dup}.teamId`, CM.competitorTwice.id, lang(c));
      const teams = await teamsByIds(db, teamIds);
      const orgOf = new Map(teams.map((t) => [t.id, t.organizationId]));
      const unknown = competitors.findIndex((x) => x.teamId && !orgOf.has(x.teamId));
      if (unknown >= 0)
        throw fieldError(`competitors.${unknown}.teamId`, 'validation.option.invalid', lang(c));
      // Two teams of one club in a division: each needs its own name in the competition (seed 2 §5).
      const perOrg = new Map<string, number>();
      for (const t of teamIds) perOrg.set(orgOf.get(t)!, (perOrg.get(orgOf.get(t)!) ?? 0) + 1);
      const unnamed = competitors.findIndex(
        (x) => x.teamId && (perOrg.get(orgOf.get(x.teamId)!) ?? 0) > 1 && !x.name,
      );
      if (unnamed >= 0) throw fieldError(`competitors.${unnamed}.name`, CM.teamNameForDuplicate.id, lang(c));
      await replaceCompetitors(db, id(c), competitors);
      return competitionAnswer(c, competition.id);
    },
  );

  app.post(
    '/division/:id/fixture/generate',
    describeRoute({
      tags,
      summary:
        'Step 4: generate the division’s fixtures (round robin or a matrix). 409 competition.fixturesExist unless replace',
    }),
    guard('division.manage', id),
    validate('param', IdParam),
    validate('json', GenerateFixturesInput),
    async (c) => {
      const { competition } = await liveDivision(c);
      const db = c.get('auth').db;
      const ids = await generateFixtures(
        db,
        { divisionId: id(c), competition },
        c.req.valid('json'),
        lang(c),
      );
      return c.json(
        listBody('fixtures', await fixtureDocs(db, ids), ids.length, 0, Math.max(ids.length, 1)),
        201,
      );
    },
  );

  app.get(
    '/division/:id/table',
    describeRoute({
      tags,
      summary:
        'The division’s league table from confirmed results (and the knockout bracket for CUP and LEAGUE_KNOCKOUT)',
    }),
    guard('division.read', id),
    validate('param', IdParam),
    async (c) => {
      const { division, competition } = await liveDivision(c);
      return c.json(await divisionStandings(c.get('auth').db, division.id, competition));
    },
  );

  app.get(
    '/division/:id/report',
    describeRoute({ tags, summary: 'The division’s league table as CSV' }),
    guard('division.read', id),
    validate('param', IdParam),
    async (c) => {
      const { division, competition } = await liveDivision(c);
      const { table } = await divisionStandings(c.get('auth').db, division.id, competition);
      const csv = toCsv(
        [
          'position',
          'team',
          'played',
          'won',
          'drawn',
          'lost',
          'scoresFor',
          'scoresAgainst',
          'scoreDifference',
          'points',
        ],
        table.map((r) => [
          r.position,
          r.name,
          r.played,
          r.won,
          r.drawn,
          r.lost,
          r.scoresFor,
          r.scoresAgainst,
          r.scoreDifference,
          r.points,
        ]),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="division-${division.abbreviation}.csv"`,
      });
    },
  );

  return app;
}

const DIVISION_PAGE = 10;
