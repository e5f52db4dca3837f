/**
 * GET and POST /api/referee-response/{identifier}: an appointed official looks up and answers their
 * appointment from the mailed link, without a token (contracts: domain/competition/official-response/).
 * Policy `fixture.officialResponse` (PUBLIC: the link's identifier is the credential). Use cases in
 * official-response.ts; SQL in official-response.repository.ts.
 */
import { Hono } from 'hono';
import { officialResponseApi as api } from '../../../domain/competition/official-response/official-response.contract.ts';
import { route } from '../../http/contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale } from '../../i18n.ts';
import { lookUpOfficialResponse, submitOfficialResponse } from './official-response.ts';

export function officialResponseRoutes() {
  const app = new Hono<AppEnv>();
  route(app, api.lookUp, {
    handler: (c, { params }) => {
      c.header('Cache-Control', 'no-store');
      return lookUpOfficialResponse(
        c.get('auth').db,
        params.identifier,
        pickLocale(c.req.header('accept-language')),
      );
    },
  });
  route(app, api.submit, {
    handler: (c, { params, body }) =>
      submitOfficialResponse(
        c.get('auth').db,
        params.identifier,
        body,
        pickLocale(c.req.header('accept-language')),
      ),
  });
  return app;
}
