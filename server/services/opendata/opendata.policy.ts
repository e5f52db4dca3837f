/**
 * The open-data API read with an API key (seed 3 §7 "Open-data service"): no person signs in, so the policy
 * lets every caller through and the route's `requireApiKey` (api-key-auth.ts) decides — a missing, unknown,
 * regenerated or revoked secret is 401, a key over its rate 429, and the key's competition filters narrow
 * every answer.
 */
import { PUBLIC, type Policy } from '../../auth/access.ts';

export const openDataKeyPolicy = {
  'opendata.keyed.competitions': PUBLIC,
  'opendata.keyed.fixtures': PUBLIC,
} satisfies Policy;
