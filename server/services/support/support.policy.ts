/**
 * Who may do what with support queries (seed 3 §1, §6): anyone, signed in or not, sends a query; a super
 * admin lists and reads every query and records its case (the desk); a signed-in submitter reads their own
 * (never another person's).
 */
import { isSuperAdmin, PUBLIC, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { findQuery } from './support.repository.ts';

export const supportPolicy = {
  'support.submit': PUBLIC,
  'support.list': (p: Principal) => isSuperAdmin(p),
  'support.case': (p: Principal) => isSuperAdmin(p),
  /** The resource is the query's id. */
  'support.read': async (p: Principal, id: string, auth) => {
    if (isSuperAdmin(p)) return true;
    if (!p.personId || typeof id !== 'string') return false;
    const row = await findQuery(auth.db, id);
    return row !== undefined && row.personId === p.personId;
  },
} satisfies Policy;
