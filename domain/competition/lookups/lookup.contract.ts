/**
 * GET /api/asset/{list}: the competitions area's lookup lists (seed 2 §7 "Assets"), each declared once
 * (docs/adr/0022-route-contracts.md) and registered by server/services/competition/lookup.routes.ts. Public,
 * like the other asset lists (`asset.read`): codes and their labels in English and Irish, nothing private.
 */
import * as v from 'valibot';
import { defineRoute } from '../../lib/contract.ts';
import { LabelledCode } from '../../lib/labelled-code.ts';
import type { CompetitionLookup } from './lookups.ts';

const tag = 'asset';
const lookup = (path: CompetitionLookup, summary: string) =>
  defineRoute({
    method: 'GET',
    path: `/asset/${path}`,
    tag,
    summary,
    policy: 'asset.read',
    public: true,
    response: v.array(LabelledCode),
  });

export const competitionLookupApi = {
  formats: lookup('competition-format', 'Competition formats (cup, league, league and knockout)'),
  levels: lookup('competition-level', 'Competition levels (the competition’s rank: club to national)'),
  walkoverConfirmations: lookup(
    'walkover-confirmation',
    'The outcomes a walkover is confirmed as (a walkover to either side, or a side conceding)',
  ),
  wizardSteps: lookup('competition-wizard', 'The competition wizard’s five steps, in order'),
  fixtureNotifications: lookup('fixture-notification', 'Who a fixture notification goes to'),
  masterCompetitions: defineRoute({
    method: 'GET',
    path: '/asset/master-competition',
    tag,
    summary: 'The master competitions of the public (active and archived) competitions, by name',
    policy: 'asset.read',
    public: true,
    response: v.array(LabelledCode),
  }),
  infractions: lookup('infraction', 'The infractions a referee report records (cards)'),
  matchOfficialActivities: lookup('matchOfficialActivity', 'The disciplines a match official officiates'),
  matchOfficialLabels: lookup(
    'orgPersonMatchOfficialLabel',
    'A person’s match-official types at an organisation',
  ),
  teamRoleLabels: lookup('orgPersonTeamRoleLabel', 'A person’s roles in a team'),
} as const;
