/**
 * GET /api/v1/competition/{id}: a competition's public view (issue 21 item 8) — its divisions, each with its
 * league table (and knockout bracket), fixtures and results — for the public competition page and the
 * open-data API. No token (`competition.public`); only ACTIVE and ARCHIVED competitions are public. Answers
 * are kept per process under the `fixture` public read version (migration 0015, 0016), so a result confirmed
 * anywhere reaches the next reader.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { describeRoute } from 'hono-openapi';
import type { PublicCompetition } from '../../../domain/competition/public-competition.ts';
import type { Db } from '../../db/client.ts';
import { fixture, organization } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendPublicAnswer, type PublicAnswers } from '../../lib/public-answers.ts';
import { divisionsOf, findCompetition } from './competition.repository.ts';
import { fixtureDocs } from './fixture-admin.ts';
import { divisionStandings } from './standings.ts';

export type { PublicCompetition };

const PUBLIC_STATUSES = new Set(['ACTIVE', 'ARCHIVED']);

export async function publicCompetition(db: Db, id: string): Promise<PublicCompetition | undefined> {
  const row = await findCompetition(db, id);
  if (!row || !PUBLIC_STATUSES.has(row.status)) return undefined;
  const [org] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(eq(organization.id, row.organizationId));
  const divisions = await divisionsOf(db, row.id);
  const fixtureRows = divisions.length
    ? await db
        .select({ id: fixture.id, divisionId: fixture.divisionId })
        .from(fixture)
        .where(
          and(
            inArray(
              fixture.divisionId,
              divisions.map((d) => d.id),
            ),
            isNull(fixture.deletedAt),
          ),
        )
        .orderBy(asc(fixture.startDate), asc(fixture.id))
    : [];
  // Who referees is public; their availability is not (as on the club page).
  const docs = (
    await fixtureDocs(
      db,
      fixtureRows.map((f) => f.id),
    )
  ).map(({ officials: _o, ...f }) => f);
  const out: PublicCompetition['divisions'] = [];
  for (const d of divisions) {
    const { divisionId: _d, ...standings } = await divisionStandings(db, d.id, row);
    out.push({
      id: d.id,
      name: d.name,
      abbreviation: d.abbreviation,
      ...standings,
      fixtures: docs.filter((f) => f.division?.id === d.id),
    });
  }
  return {
    id: row.id,
    name: row.name,
    season: row.season,
    format: row.format,
    status: row.status,
    activity: row.activity,
    ageLevel: row.ageLevel,
    organization: org ?? { id: row.organizationId, name: '' },
    updatedAt: row.updatedAt.toISOString(),
    divisions: out,
  };
}

export function publicCompetitionRoutes(answers: PublicAnswers) {
  const app = new Hono<AppEnv>();
  app.use('*', etag({ weak: true }));
  app.get(
    '/competition/:id',
    describeRoute({
      tags: ['open data'],
      summary:
        'A competition, public view: divisions with league tables (and brackets), fixtures and results',
    }),
    guard('competition.public'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const id = c.req.valid('param').id;
      const kept = await answers.get(
        `competition ${id}`,
        async () => (await publicCompetition(db, id)) ?? null,
      );
      if (kept.body === 'null') throw notFound('Competition not found');
      return sendPublicAnswer(c, kept);
    },
  );
  return app;
}
