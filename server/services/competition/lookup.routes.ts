/**
 * GET /api/asset/{competition-format, competition-level, walkover-confirmation, competition-wizard,
 * fixture-notification, master-competition, infraction, matchOfficialActivity, orgPersonMatchOfficialLabel,
 * orgPersonTeamRoleLabel}: the competitions area's lookup lists (seed 2 §7), by their contracts
 * (domain/competition/lookups/lookup.contract.ts). Public: `asset.read` (person.policy.ts). The lists come from
 * domain/competition/lookups/lookups.ts, labelled in English and Irish from the catalogs; the master
 * competitions, the one list that is data, from lookup.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { competitionLookupApi as api } from '../../../domain/competition/lookups/lookup.contract.ts';
import { COMPETITION_LOOKUPS, type CompetitionLookup } from '../../../domain/competition/lookups/lookups.ts';
import type { LabelledCode } from '../../../domain/lib/labelled-code.ts';
import { route } from '../../http/contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { translate } from '../../i18n.ts';
import { masterCompetitionNames } from './lookup.repository.ts';

/** The same for every caller and changed only by a release: kept by browsers and proxies an hour. */
const cached = (c: Context<AppEnv>) => c.header('Cache-Control', 'public, max-age=3600');

function labelled(name: CompetitionLookup): LabelledCode[] {
  return COMPETITION_LOOKUPS[name].map(({ code, label: { id, message } }) => ({
    code,
    label: { en: translate(id, 'en', message), ga: translate(id, 'ga', message) },
  }));
}

const STATIC = [
  [api.formats, 'competition-format'],
  [api.levels, 'competition-level'],
  [api.walkoverConfirmations, 'walkover-confirmation'],
  [api.wizardSteps, 'competition-wizard'],
  [api.fixtureNotifications, 'fixture-notification'],
  [api.infractions, 'infraction'],
  [api.matchOfficialActivities, 'matchOfficialActivity'],
  [api.matchOfficialLabels, 'orgPersonMatchOfficialLabel'],
  [api.teamRoleLabels, 'orgPersonTeamRoleLabel'],
] as const;

export function competitionLookupRoutes() {
  const app = new Hono<AppEnv>();
  for (const [contract, name] of STATIC) {
    route(app, contract, {
      handler: (c) => {
        cached(c);
        return labelled(name);
      },
    });
  }
  route(app, api.masterCompetitions, {
    handler: async (c) => {
      // Names of competitions, not words: the same in both languages.
      const names = await masterCompetitionNames(c.get('auth').db);
      c.header('Cache-Control', 'public, max-age=60');
      return names.map((name) => ({ code: name, label: { en: name, ga: name } }));
    },
  });
  return app;
}
