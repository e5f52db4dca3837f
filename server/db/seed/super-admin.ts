/**
 * A demo open-data API key (server/services/super-admin), so the super admin's list is not empty and the
 * authorization tests have a key that is not theirs to touch. Its credential's hash is of no secret anyone
 * holds (the hash of a fixed text, not an HMAC under the server's pepper): it reads nothing until a super admin
 * regenerates it, which shows a real secret once.
 */
import { createHash } from 'node:crypto';
import type { Tx } from '../client.ts';
import { apiKey, apiKeyCredential } from '../schema/index.ts';
import type { DemoContext } from './demo.ts';
import { orgId } from './geography.ts';
import { seedId } from './random.ts';

export const DEMO_API_KEY_ID = seedId('api-key', 'wicklow-website');
export const DEMO_API_KEY_CREDENTIAL_ID = seedId('api-key-credential', 'wicklow-website');

export async function seedDemoApiKeys(tx: Tx, ctx: DemoContext): Promise<void> {
  await tx.insert(apiKey).values({
    id: DEMO_API_KEY_ID,
    contactEmail: 'webmaster@wicklow.example',
    personId: '0190f1a2-7b3c-7def-8a12-3456789abcde',
    description: 'Wicklow county board website: fixtures and results of county competitions',
    competitionFilters: {
      isMasterCompetition: false,
      organizationIds: [],
      ancestorOrganizationIds: [],
      ownerOrganizationIds: [orgId.county('wicklow')],
    },
    createdBy: ctx.userPersonIds['super-admin'] ?? null,
  });
  await tx.insert(apiKeyCredential).values({
    id: DEMO_API_KEY_CREDENTIAL_ID,
    apiKeyId: DEMO_API_KEY_ID,
    secretHash: createHash('sha256').update('pairc demo key: no secret was ever issued').digest('hex'),
    prefix: 'pairc_demo..',
  });
}
