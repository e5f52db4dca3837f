/**
 * The caller's injury fund cover (issue 53 item 3), declared once (docs/adr/0022-route-contracts.md):
 * registered by server/services/injury/pif-cover.routes.ts, called by the dashboard's injury fund panel. The
 * caller's own (`/me/…`): nobody can ask for another person's.
 */
import { defineRoute } from '../lib/contract.ts';
import { PifCoverList } from './pif-cover.ts';

export const pifCoverApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/me/injury-fund',
    tag: 'injury',
    summary:
      'Whether the player injury fund covers the caller and each of their dependants today, at each club they are active members of',
    policy: 'pif.ownCover',
    response: PifCoverList,
  }),
} as const;
