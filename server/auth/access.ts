/**
 * requireAccess(auth, action, resource) — the first line of every handler. Each service declares its
 * policy (action → rule) in its own `*.policy.ts`; they are registered here, so an action with no policy is
 * a programming error, never an open door.
 */
import type { Db } from '../db/client.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { PolicyAction } from './policy-actions.ts';
import type { Principal } from './principal.ts';

export interface AuthContext {
  principal: Principal | null;
  db: Db;
}

/** A rule answers whether the principal may do the action on the resource (an id or a loaded document). */
export type Rule<R = unknown> = (p: Principal, resource: R, auth: AuthContext) => boolean | Promise<boolean>;

export const PUBLIC = Symbol('public');
export type Policy = Record<string, Rule<never> | typeof PUBLIC>;

const rules = new Map<string, Rule<never> | typeof PUBLIC>();

export function registerPolicy(policy: Policy): void {
  for (const [action, rule] of Object.entries(policy)) {
    if (rules.has(action)) throw new Error(`Policy for ${action} registered twice`);
    rules.set(action, rule);
  }
}

export async function requireAccess<R>(
  auth: AuthContext,
  action: PolicyAction,
  resource?: R,
): Promise<Principal | null> {
  const rule = rules.get(action);
  if (!rule) throw new Error(`No policy for action ${action}`);
  if (rule === PUBLIC) return auth.principal;
  if (!auth.principal) throw unauthorized();
  const allowed = await (rule as Rule<R | undefined>)(auth.principal, resource, auth);
  if (!allowed) throw forbidden();
  return auth.principal;
}

export const hasGlobalRole = (p: Principal, role: string) => p.globalRoles.includes(role);
export const isSuperAdmin = (p: Principal) => hasGlobalRole(p, 'super_admin');
