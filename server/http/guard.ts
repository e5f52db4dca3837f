import type { Context, MiddlewareHandler } from 'hono';
import { requireAccess } from '../auth/access.ts';
import type { PolicyAction } from '../auth/policy-actions.ts';
import type { AppEnv } from './app-env.ts';

/**
 * requireAccess as the first middleware of a route, before the body is validated: a caller without the
 * right learns nothing from validation messages.
 */
export function guard(
  action: PolicyAction,
  resource?: (c: Context<AppEnv>) => unknown,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await requireAccess(c.get('auth'), action, resource?.(c));
    await next();
  };
}

/**
 * guard for a resource named in the JSON body (the organisation a new thing belongs to): the body is read
 * (Hono keeps it for the validator after) and `pick` takes what the policy needs from it, whatever its shape.
 */
export function guardBody(
  action: PolicyAction,
  pick: (body: Record<string, unknown>) => unknown,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body: unknown = await c.req.json().catch(() => null);
    const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    await requireAccess(c.get('auth'), action, pick(record));
    await next();
  };
}

/** A string field of a body, or '' (a policy then refuses: no organisation named, no right shown). */
export const bodyText = (body: Record<string, unknown>, key: string): string =>
  typeof body[key] === 'string' ? body[key] : '';
