/**
 * GET /api/v1/competition and /api/v1/fixture: the open-data API read with an API key (X-API-Key; seed 3 §7
 * "Open-data service", issue 27 item 5). Policy `opendata.keyed.*` (opendata.policy.ts) lets the request in;
 * `requireApiKey` (api-key-auth.ts) checks the key and its rate; the key's competition filters narrow every
 * answer (domain/super-admin/api-key.ts; SQL in keyed.repository.ts). Public competitions only (ACTIVE,
 * ARCHIVED, as the public competition page). Answers are kept like the public pages, under the `fixture`
 * public read version and keyed by the filters (keys with the same filters share them), with ETag and 304.
 */
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { describeRoute, resolver } from 'hono-openapi';
import {
  OpenDataCompetitionPage,
  OpenDataCompetitionQuery,
  OpenDataFixturePage,
  OpenDataFixtureQuery,
} from '../../../domain/super-admin/open-data.ts';
import { API_KEY_HEADER } from '../../../domain/super-admin/api-key.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { sendPublicAnswer, type PublicAnswers } from '../../lib/public-answers.ts';
import type { SecretHasher } from '../super-admin/api-key-secret.ts';
import { readingKey, requireApiKey } from './api-key-auth.ts';
import { keyedCompetitions, keyedFixtures } from './keyed.repository.ts';

const keyed = {
  security: [{ apiKey: [] }],
  parameters: [
    {
      in: 'header' as const,
      name: API_KEY_HEADER,
      required: true,
      schema: { type: 'string' as const },
      description: 'The API key’s secret, as shown once when it was made or regenerated',
    },
  ],
};
const errors = {
  401: { description: 'No API key, or one that was regenerated or revoked' },
  429: { description: 'Over the key’s rate: wait the seconds in Retry-After' },
};

export function keyedOpenDataRoutes(answers: PublicAnswers, hasher: SecretHasher, perMinute: number) {
  const app = new Hono<AppEnv>();
  const withKey = requireApiKey(hasher, perMinute);
  app.use('*', etag({ weak: true }));

  app.get(
    '/competition',
    describeRoute({
      tags: ['open data (API key)'],
      summary: 'The public competitions this key may read (its competition filters), by season and name',
      ...keyed,
      responses: {
        200: {
          description: 'A page of competitions',
          content: { 'application/json': { schema: resolver(OpenDataCompetitionPage) } },
        },
        ...errors,
      },
    }),
    guard('opendata.keyed.competitions'),
    withKey,
    validate('query', OpenDataCompetitionQuery),
    async (c) => {
      const { db } = c.get('auth');
      const { filters } = readingKey(c);
      const query = c.req.valid('query');
      const kept = await answers.get(`keyed competitions ${JSON.stringify([filters, query])}`, async () => {
        const { items, total } = await keyedCompetitions(db, filters, query);
        return listBody('competitions', items, total, query.page, query.size);
      });
      return sendPublicAnswer(c, kept);
    },
  );

  app.get(
    '/fixture',
    describeRoute({
      tags: ['open data (API key)'],
      summary:
        'Fixtures and results of the competitions this key may read, oldest first (from/to yyyy-MM-dd, Europe/Dublin)',
      ...keyed,
      responses: {
        200: {
          description: 'A page of fixtures',
          content: { 'application/json': { schema: resolver(OpenDataFixturePage) } },
        },
        ...errors,
      },
    }),
    guard('opendata.keyed.fixtures'),
    withKey,
    validate('query', OpenDataFixtureQuery),
    async (c) => {
      const { db } = c.get('auth');
      const { filters } = readingKey(c);
      const query = c.req.valid('query');
      const kept = await answers.get(`keyed fixtures ${JSON.stringify([filters, query])}`, async () => {
        const { items, total } = await keyedFixtures(db, filters, query);
        return listBody('fixtures', items, total, query.page, query.size);
      });
      return sendPublicAnswer(c, kept);
    },
  );
  return app;
}
