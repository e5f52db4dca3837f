/**
 * Route contracts (docs/adr/0022-route-contracts.md), checked against the app as registered: every contract
 * in domain/contracts.ts is served at its method and path, names a policy the server registered (a public
 * contract a PUBLIC one), and has its answer described in /api/openapi.json. The counts of converted routes
 * and of routes whose answer OpenAPI describes are printed, and may only go up.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../domain/contracts.ts';
import { openApiPath, routeKey, type RouteContract } from '../../domain/lib/contract.ts';
import { requireAccess } from '../../server/auth/access.ts';
import type { PolicyAction } from '../../server/auth/policy-actions.ts';
import { HttpError } from '../../server/http/errors.ts';
import { registerPolicies } from '../../server/policies.ts';
import { describesAnswer, openApiDocument, registeredRoutes } from './api-document.ts';

/**
 * Floors, raised as areas are converted (never lowered): routes registered from a contract, and OpenAPI
 * operations whose success answer is described (a JSON schema, a file's media type, or 204).
 */
const CONTRACT_ROUTES_FLOOR = 54;
const DESCRIBED_ANSWERS_FLOOR = 56;

const isApi = (route: string) => route.split(' ')[1]!.startsWith('/api/');

/** What the policy registry answers for an action, asked with no principal: public, guarded, or unknown. */
async function policyKind(action: string): Promise<'public' | 'guarded' | 'unknown'> {
  registerPolicies();
  try {
    await requireAccess({ principal: null, db: {} as never }, action as PolicyAction);
    return 'public';
  } catch (err) {
    if (err instanceof HttpError && err.status === 401) return 'guarded';
    return 'unknown';
  }
}

describe('route contracts', () => {
  it('are each served at their method and path, once', () => {
    const registered = new Set(registeredRoutes());
    const keys = CONTRACTS.map(routeKey);
    expect(keys.filter((k) => !registered.has(k))).toEqual([]);
    expect(keys.length, 'one contract per route').toBe(new Set(keys).size);
  });

  it('name a registered policy; a public contract a PUBLIC one, every other a guarded one', async () => {
    const wrong: string[] = [];
    for (const c of CONTRACTS) {
      const kind = await policyKind(c.policy);
      if (kind !== (c.public ? 'public' : 'guarded')) wrong.push(`${routeKey(c)}: ${c.policy} is ${kind}`);
    }
    expect(wrong).toEqual([]);
  });

  it('say a GET changes nothing', () => {
    expect(CONTRACTS.filter((c) => c.method === 'GET' && c.mutates).map(routeKey)).toEqual([]);
  });

  it('have their answers described in OpenAPI: a JSON schema, a file, or 204', async () => {
    const doc = await openApiDocument();
    const expected = (c: RouteContract) =>
      c.response.kind === 'file' ? 'file' : c.response.kind === 'none' ? 'none' : 'schema';
    const wrong = CONTRACTS.flatMap((c) => {
      const op = doc.paths[openApiPath(c.path)]?.[c.method.toLowerCase()];
      const got = op ? describesAnswer(op) : 'not in OpenAPI';
      return got === expected(c) ? [] : [`${routeKey(c)}: ${got}`];
    });
    expect(wrong).toEqual([]);
  });

  it('cover more routes and describe more answers than their floors (converted vs not, printed)', async () => {
    const api = registeredRoutes().filter(isApi);
    const contracted = new Set(CONTRACTS.map(routeKey));
    const converted = api.filter((r) => contracted.has(r)).length;
    const doc = await openApiDocument();
    const ops = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    const described = ops.filter((op) => describesAnswer(op)).length;
    const withSchema = ops.filter((op) => describesAnswer(op) === 'schema').length;
    console.log(
      `contracts: ${converted} of ${api.length} API routes converted (${api.length - converted} to go); ` +
        `OpenAPI describes ${described} of ${ops.length} answers (${withSchema} with a JSON schema)`,
    );
    expect(converted).toBeGreaterThanOrEqual(CONTRACT_ROUTES_FLOOR);
    expect(described).toBeGreaterThanOrEqual(DESCRIBED_ANSWERS_FLOOR);
  });
});
