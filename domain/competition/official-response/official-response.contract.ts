/**
 * GET and POST /api/referee-response/{identifier}: an appointed official looks up and answers their
 * appointment from the mailed link, without a token (seed 2 §7 "Referee response: submit and look up by
 * identifier"; official-response.ts). Registered by server/services/competition/official-response.routes.ts.
 */
import * as v from 'valibot';
import { defineRoute } from '../../lib/contract.ts';
import { OfficialResponseInput, OfficialResponseView } from './official-response.ts';

const tag = 'fixture';
const params = v.object({ identifier: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{20,64}$/)) });

export const officialResponseApi = {
  lookUp: defineRoute({
    method: 'GET',
    path: '/referee-response/:identifier',
    tag,
    summary: 'An appointment as its official’s link shows it: the fixture, the role, the answer so far',
    policy: 'fixture.officialResponse',
    public: true,
    params,
    response: OfficialResponseView,
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/referee-response/:identifier',
    tag,
    summary:
      'The official accepts or declines from the link (one use; 409 once used, expired or the fixture played)',
    policy: 'fixture.officialResponse',
    public: true,
    params,
    body: OfficialResponseInput,
    response: OfficialResponseView,
  }),
} as const;
