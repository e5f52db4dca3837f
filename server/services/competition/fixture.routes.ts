/**
 * GET /api/fixture, GET /api/fixture/{id}, PUT /api/fixture/{id}/score; GET /api/match-official.
 * Policy: competition.policy.ts (`fixture.list`, `fixture.public`, `fixture.read`, `fixture.recordScore`,
 * `matchOfficial.list`). Use case in record-score.ts; SQL in fixture.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { etag as etagMiddleware } from 'hono/etag';
import { describeRoute } from 'hono-openapi';
import type * as v from 'valibot';
import { RefereeScoreInput } from '../../../domain/competition/fixture.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { CONFLICT_MESSAGES } from '../../../domain/messages.ts';
import { requireAccess } from '../../auth/access.ts';
import { ConflictError, notFound, unauthorized } from '../../http/errors.ts';
import { ifMatchVersion, versionTag } from '../../http/etag.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { Db } from '../../db/client.ts';
import { sendPublicAnswer, type PublicAnswers } from '../../lib/public-answers.ts';
import { toFixtureDoc } from './fixture.dto.ts';
import { listFixtures, officialsOf, type FixtureQuery } from './fixture.repository.ts';
import { fixtureQuery } from './list-params.ts';
import { fixtureDoc, recordScore } from './record-score.ts';

/** Seed 2 §7: fixture lists are at most 100 per page. */
export const FIXTURE_PAGE_MAX = 100;
/** The match-official list shows fixtures from this many days back ("recent"), then all upcoming. */
export const RECENT_DAYS = 30;

const FixtureListQuery = listQuery({ maxSize: FIXTURE_PAGE_MAX, defaultSize: FIXTURE_PAGE_MAX });

/** A page of fixtures as documents (the referee's name for everyone; every official for a signed-in caller). */
async function fixturePage(db: Db, query: FixtureQuery, signedIn: boolean) {
  const { rows, total } = await listFixtures(db, query);
  const officials = await officialsOf(
    db,
    rows.map((r) => r.fixture.id),
  );
  const docs = rows.map((r) => toFixtureDoc(r, officials, { officials: signedIn }));
  return listBody('fixtures', docs, total, query.page, query.size);
}

/**
 * Answers a page of fixtures. Without a token (`answers` given) the answer is public — one club's fixtures,
 * the same for every caller: kept in the process under the `fixture` public read version, which any change to
 * fixtures, teams, places, competitions or clubs moves (migration 0015), and shareable for a minute.
 */
async function answerList(
  c: Context<AppEnv>,
  q: v.InferOutput<typeof FixtureListQuery>,
  { extra = '', answers }: { extra?: string; answers?: PublicAnswers } = {},
) {
  const { db, principal } = c.get('auth');
  const query = fixtureQuery({ ...q, filter: [q.filter, extra].filter(Boolean).join(',') }, principal);
  if (!principal && answers) {
    const kept = await answers.get(`fixtures ${JSON.stringify(query)}`, () => fixturePage(db, query, false));
    return sendPublicAnswer(c, kept);
  }
  c.header('Cache-Control', 'private, no-cache');
  return c.json(await fixturePage(db, query, principal !== null));
}

/**
 * GET /api/fixture (signed in; or without a token when filtered by organisation, for the public club page),
 * GET /api/fixture/{id}, PUT /api/fixture/{id}/score (If-Match optional; conflicts answer 409 with the
 * reason and the current document).
 */
export function fixtureRoutes(answers: PublicAnswers) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({
      tags: ['fixture'],
      summary:
        'Fixtures (list conventions; filter organization, startDate with > and <, isResult, place, competition, division, official:me; size up to 100)',
    }),
    etagMiddleware({ weak: true }),
    async (c, next) => {
      const auth = c.get('auth');
      if (auth.principal) {
        await requireAccess(auth, 'fixture.list');
      } else {
        await requireAccess(auth, 'fixture.public');
        if (!/(^|,)organization:[^,!<>~]/.test(c.req.query('filter') ?? '')) {
          throw unauthorized('Sign in to list fixtures beyond one organisation');
        }
      }
      await next();
    },
    validate('query', FixtureListQuery),
    (c) => answerList(c, c.req.valid('query'), { answers }),
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['fixture'], summary: 'A fixture, with its officials and result' }),
    guard('fixture.read'),
    validate('param', IdParam),
    async (c) => {
      const doc = await fixtureDoc(c.get('auth').db, c.req.valid('param').id);
      if (!doc) throw notFound('Fixture not found');
      return c.json(doc, 200, { ETag: versionTag(doc.version) });
    },
  );

  app.put(
    '/:id/score',
    describeRoute({
      tags: ['fixture'],
      summary:
        "The referee's score (goals and points per side). If-Match: the version it was based on. 409 with reason and document when the server keeps its result",
    }),
    guard('fixture.recordScore', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', RefereeScoreInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const baseVersion = ifMatchVersion(c, 'the fixture') ?? null;
      const id = c.req.valid('param').id;
      const input = c.req.valid('json');
      const outcome = await recordScore(db, principal, id, input, baseVersion);
      if (outcome.kind === 'applied') {
        return c.json(outcome.doc, 200, { ETag: versionTag(outcome.doc.version) });
      }
      throw new ConflictError(CONFLICT_MESSAGES[outcome.reason], {
        reason: outcome.reason,
        document: outcome.doc,
        headers: { ETag: versionTag(outcome.doc.version) },
      });
    },
  );

  return app;
}

/** GET /api/match-official: the signed-in official's appointments, recent and upcoming, by start date. */
export function matchOfficialRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/',
    describeRoute({
      tags: ['fixture'],
      summary: `Fixtures the signed-in person is appointed to, from ${RECENT_DAYS} days back (list conventions, filters as /fixture)`,
    }),
    guard('matchOfficial.list'),
    validate('query', FixtureListQuery),
    (c) => {
      const q = c.req.valid('query');
      const window = /(^|,)startDate:/.test(q.filter ?? '')
        ? ''
        : `,startDate:>${recentFrom(todayInDublin())}`;
      return answerList(c, q, { extra: `official:me${window}` });
    },
  );
  return app;
}

function recentFrom(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - RECENT_DAYS - 1)).toISOString().slice(0, 10);
}
