/**
 * The open-data API read with an API key (seed 3 §7 "Open-data service", issue 27 item 5): the queries it
 * takes and the answers it gives, one schema each — the server validates with them and the OpenAPI document
 * at /api/openapi.json (and the page at /api/docs) is generated from them.
 */
import * as v from 'valibot';
import { Fixture } from '../competition/fixture.ts';
import { isIsoDate } from '../lib/dates.ts';
import { PageMeta, PageParam, pageSizeParam } from '../lib/list-query.ts';
import { M } from '../messages.ts';
import { object } from '../lib/schema-helpers.ts';

export const OPEN_DATA_PAGE_MAX = 200;

const QueryDate = v.optional(
  v.pipe(
    v.string(M.invalid.id),
    v.check((s) => isIsoDate(s), M.dateInvalid.id),
  ),
);
const QueryId = v.optional(v.pipe(v.string(M.invalid.id), v.minLength(1), v.maxLength(64)));

/** Fixtures and results of the competitions a key may read, oldest first; `results=true`: results only. */
export const OpenDataFixtureQuery = object({
  competitionId: QueryId,
  from: QueryDate,
  to: QueryDate,
  results: v.optional(v.picklist(['true', 'false'], M.invalidOption.id)),
  page: PageParam,
  size: pageSizeParam(OPEN_DATA_PAGE_MAX, 100),
});
export type OpenDataFixtureQuery = v.InferOutput<typeof OpenDataFixtureQuery>;

export const OpenDataCompetitionQuery = object({
  season: v.optional(v.pipe(v.string(M.invalid.id), v.regex(/^\d{4}$/, M.invalid.id))),
  page: PageParam,
  size: pageSizeParam(OPEN_DATA_PAGE_MAX, 100),
});
export type OpenDataCompetitionQuery = v.InferOutput<typeof OpenDataCompetitionQuery>;

export const OpenDataCompetition = v.object({
  id: v.string(),
  name: v.string(),
  season: v.number(),
  activity: v.string(),
  ageLevel: v.string(),
  format: v.string(),
  status: v.string(),
  masterCompetition: v.nullable(v.string()),
  organization: v.object({ id: v.string(), name: v.string() }),
});
export type OpenDataCompetition = v.InferOutput<typeof OpenDataCompetition>;

export const OpenDataCompetitionPage = v.object({
  _embedded: v.object({ competitions: v.array(OpenDataCompetition) }),
  page: PageMeta,
});

/** A fixture as the open-data API gives it: the public fields (who officiates is the public competition's). */
export const OpenDataFixture = v.omit(Fixture, ['officials']);
export const OpenDataFixturePage = v.object({
  _embedded: v.object({ fixtures: v.array(OpenDataFixture) }),
  page: PageMeta,
});
