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
