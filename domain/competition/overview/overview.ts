/**
 * The competitions area's two read-only overviews (issue 54 item 2; seed 2 §2 tabs "Competitions View" and
 * "Pools"). The spec names the tabs and nothing more; what they show is what a county competitions officer
 * would look for first:
 *
 * - **Competitions View**: per competition of the organisation (a season at a time, or all), its divisions
 *   with their teams, fixtures played of the total, results awaiting confirmation and the next fixture's
 *   date, and the same figures for the whole competition. "Played" is a result that counts in a table
 *   (provisional.ts `countsInTable`: known, not postponed, abandoned or not played); "awaiting confirmation"
 *   is such a result a competition admin has not confirmed (`awaitsConfirmation`). The next fixture is the
 *   earliest one from now on without a result and not postponed.
 * - **Pools**: every pool of the organisation, venue and match-official alike, with the competitions that
 *   name it (any status but deleted), so the officer sees why a pool cannot be deleted: a pool an ACTIVE
 *   competition uses cannot be (seed 2 §8 "This cannot be deleted as it's being used in an active
 *   competition"); `deletable` says so before anyone tries.
 */
import * as v from 'valibot';
import { CompetitionFormat, CompetitionStatus, PoolKind } from '../enums.ts';

/** Figures of a division, or of a whole competition. */
const Figures = {
  /** Teams entered (competitors that are teams, not placeholders such as "Winner Group A"). */
  teams: v.number(),
  fixtures: v.number(),
  played: v.number(),
  awaitingConfirmation: v.number(),
  /** ISO instant of the next fixture to play, or null. */
  nextFixtureAt: v.nullable(v.string()),
};

export const OverviewDivision = v.object({
  id: v.string(),
  name: v.string(),
  abbreviation: v.string(),
  ...Figures,
});
export type OverviewDivision = v.InferOutput<typeof OverviewDivision>;

export const CompetitionOverview = v.object({
  id: v.string(),
  name: v.string(),
  season: v.number(),
  format: CompetitionFormat,
  status: CompetitionStatus,
  ...Figures,
  divisions: v.array(OverviewDivision),
});
export type CompetitionOverview = v.InferOutput<typeof CompetitionOverview>;

/** A competition that names a pool (as its venue pool or its match-official pool). */
export const PoolUser = v.object({
  id: v.string(),
  name: v.string(),
  season: v.number(),
  status: CompetitionStatus,
});
export type PoolUser = v.InferOutput<typeof PoolUser>;

export const PoolUsage = v.object({
  id: v.string(),
  kind: PoolKind,
  name: v.string(),
  description: v.string(),
  level: v.nullable(v.string()),
  members: v.number(),
  competitions: v.array(PoolUser),
  /** No ACTIVE competition uses it: DELETE /admin/pool/{id} would not answer 409. */
  deletable: v.boolean(),
});
export type PoolUsage = v.InferOutput<typeof PoolUsage>;

/** A pool a competition names blocks its deletion while that competition is ACTIVE. */
export const blocksPoolDeletion = (c: Pick<PoolUser, 'status'>) => c.status === 'ACTIVE';

export const OVERVIEW_PAGE_SIZE = 25;
export const OVERVIEW_MAX_PAGE_SIZE = 100;
