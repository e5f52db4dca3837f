/**
 * Seed 2 §7 "Competitions (admin)": fixtures by hand, results, bulk actions, clashes and the fixtures CSV
 * (`/admin/fixture…`). Reading fixtures stays `GET /fixture` (filters competition, division, isResult).
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  BulkFixturesInput,
  FixtureInput,
  FixtureNoticeInput,
  ReasonInput,
  ResultInput,
} from '../../../domain/competition/competition.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import { COMPETITION_MESSAGES as CM } from '../../../domain/competition/messages.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { requireAccess } from '../../auth/access.ts';
import { toCsv } from '../../http/csv.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';
import { bodyText, guard, guardBody } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { findDivision } from './competition.repository.ts';
import {
  bulkFixtures,
  clashesOf,
  createFixture,
  fixtureDocs,
  liveFixtureRow,
  sendFixtureNotice,
  softDeleteFixtures,
  updateFixture,
  writeResult,
} from './fixture-admin.ts';
import { listFixtures } from './fixture.repository.ts';
import { fixtureQuery } from './list-params.ts';
import { toFixtureDoc } from './fixture.dto.ts';

const id = (c: Context<AppEnv>) => c.req.param('id') ?? '';
const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
const ReportQuery = listQuery({ maxSize: 5000, defaultSize: 5000 });

async function liveRow(c: Context<AppEnv>) {
  const row = await liveFixtureRow(c.get('auth').db, id(c));
  if (!row) throw notFound('Fixture not found');
  return row;
}

async function fixtureAnswer(c: Context<AppEnv>, fixtureId: string, status: 200 | 201 = 200) {
  const [doc] = await fixtureDocs(c.get('auth').db, [fixtureId]);
  if (!doc) throw notFound('Fixture not found');
  return c.json(doc, status);
}

export function fixtureAdminRoutes() {
  const app = new Hono<AppEnv>();
  const tags = ['competition admin'];

  app.get(
    '/fixture/report',
    describeRoute({
      tags,
      summary:
        'Fixtures and results as CSV (filters as GET /fixture: competition, division, isResult, startDate…)',
    }),
    guard('competition.area'),
    validate('query', ReportQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { rows } = await listFixtures(db, fixtureQuery(c.req.valid('query'), principal));
      const docs = rows.map((r) => toFixtureDoc(r, [], { officials: false }));
      const score = (t: { goals?: number | null; points?: number | null }) =>
        t.goals === null || t.goals === undefined ? '' : `${t.goals}-${t.points}`;
      const csv = toCsv(
        [
          'id',
          'startDate',
          'competition',
          'division',
          'round',
          'home',
          'away',
          'venue',
          'homeScore',
          'awayScore',
          'result',
          'confirmed',
        ],
        docs.map((d) => [
          d.id,
          d.startDate,
          d.competition?.name ?? '',
          d.division?.name ?? '',
          d.round ?? '',
          d.homeTeam.name ?? '',
          d.awayTeam.name ?? (d.awayTeam.isBye ? 'Bye' : ''),
          d.place?.name ?? '',
          score(d.homeTeam),
          score(d.awayTeam),
          d.outcome ?? (d.isResult ? 'PLAYED' : ''),
          d.resultConfirmed ? 'yes' : 'no',
        ]),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="fixtures.csv"',
      });
    },
  );

  app.post(
    '/fixture',
    describeRoute({
      tags,
      summary: 'Create a fixture in a division: a team or a placeholder per side, date and time',
    }),
    guardBody('division.manageFixtures', (b) => bodyText(b, 'divisionId')),
    validate('json', FixtureInput),
    async (c) => {
      const input = c.req.valid('json');
      const db = c.get('auth').db;
      const target = await findDivision(db, input.divisionId);
      if (!target) throw fieldError('divisionId', CM.divisionRequired.id, lang(c));
      const newId = await createFixture(
        db,
        { divisionId: input.divisionId, competition: target.competition },
        input,
        lang(c),
      );
      return fixtureAnswer(c, newId, 201);
    },
  );

  app.put(
    '/fixture/:id',
    describeRoute({ tags, summary: 'Edit a fixture; moving it by more than 2 days needs a reason' }),
    guard('fixture.manage', id),
    validate('param', IdParam),
    validate('json', FixtureInput),
    async (c) => {
      const row = await liveRow(c);
      const input = c.req.valid('json');
      const db = c.get('auth').db;
      if (input.divisionId !== row.divisionId) {
        const target = await findDivision(db, input.divisionId);
        if (!target || target.competition.id !== row.competitionId)
          throw fieldError('divisionId', CM.divisionRequired.id, lang(c));
        // A managing organisation's admin may not move a fixture into a division it does not run.
        await requireAccess(c.get('auth'), 'division.manageFixtures', input.divisionId);
      }
      await updateFixture(db, row, input, lang(c));
      return fixtureAnswer(c, row.id);
    },
  );

  app.delete(
    '/fixture/:id',
    describeRoute({ tags, summary: 'Delete a fixture (a reason is required); devices receive a tombstone' }),
    guard('fixture.manage', id),
    validate('param', IdParam),
    validate('json', ReasonInput),
    async (c) => {
      const row = await liveRow(c);
      await softDeleteFixtures(c.get('auth').db, [row.id], c.req.valid('json').reason);
      return c.body(null, 204);
    },
  );

  app.put(
    '/fixture/:id/result',
    describeRoute({
      tags,
      summary:
        'Record (and by default confirm) a result: scores, penalties, walkover, conceded, postponed, abandoned, replay, extra time, CCC ruling notes',
    }),
    guard('fixture.manage', id),
    validate('param', IdParam),
    validate('json', ResultInput),
    async (c) => {
      const row = await liveRow(c);
      const { db, principal } = c.get('auth');
      await writeResult(db, row, c.req.valid('json'), principal?.personId ?? null);
      return fixtureAnswer(c, row.id);
    },
  );

  app.post(
    '/fixture/bulk',
    describeRoute({
      tags,
      summary: 'Delete, postpone or move up to 20 fixtures; no bulk delete of fixtures that have started',
    }),
    guardBody('competition.area', () => undefined),
    validate('json', BulkFixturesInput),
    async (c) => {
      const auth = c.get('auth');
      const input = c.req.valid('json');
      // Every fixture named must be one the caller manages: one refusal refuses the whole request.
      for (const fixtureId of input.ids) {
        await requireAccess(auth, 'fixture.manage', fixtureId).catch(() => {
          throw forbidden();
        });
      }
      const ids = await bulkFixtures(auth.db, input, new Date(), lang(c));
      return c.json(
        listBody('fixtures', await fixtureDocs(auth.db, ids), ids.length, 0, Math.max(ids.length, 1)),
      );
    },
  );

  app.post(
    '/fixture/:id/notification',
    describeRoute({
      tags,
      summary:
        'E-mail the fixture’s details to its officials and/or the competition administrators (once per version and text); each send that queues mail is kept in the history (GET /admin/fixture-notification)',
    }),
    guard('fixture.manage', id),
    validate('param', IdParam),
    validate('json', FixtureNoticeInput),
    async (c) => {
      const row = await liveRow(c);
      const { db, principal } = c.get('auth');
      const sent = await sendFixtureNotice(
        db,
        localNotifications,
        row,
        c.req.valid('json'),
        principal?.personId ?? null,
      );
      return c.json({ sent });
    },
  );

  app.post(
    '/fixture/conflicts/:id',
    describeRoute({
      tags,
      summary: 'Clashes: a team or a venue twice within two hours, an official appointed twice',
    }),
    guard('fixture.manage', id),
    validate('param', IdParam),
    async (c) => {
      const row = await liveRow(c);
      const conflicts = await clashesOf(c.get('auth').db, row);
      return c.json({ conflicts });
    },
  );

  return app;
}
