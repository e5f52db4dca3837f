/**
 * Who may do what with linked accounts (seed 1 §3, §6; docs/adr/0010-linked-accounts.md):
 * - the person themself, and their parent or guardian (family/guardianship.ts: an accepted family
 *   relationship, the only thing that grants rights over another person), list, add, change and remove the
 *   person's linked accounts;
 * - a LINK_ACCOUNT_ADMIN (global role link_account_admin) lists anyone's, searches all of them, reads a
 *   person's history and unlinks an account with a reason; they do not add or change them.
 * A linked account's own relationship (PRIMARY, DEPENDENT, GUARDIAN, OTHER) grants nothing. An account that
 * does not exist (or was removed) is refused like one the caller may not touch.
 */
import { hasGlobalRole, type AuthContext, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import { isGuardianOfPerson } from '../family/guardianship.ts';
import { findLinkedAccount } from './linked-account.repository.ts';

export const LINK_ACCOUNT_ADMIN = 'link_account_admin';
export const isLinkAccountAdmin = (p: Principal) => hasGlobalRole(p, LINK_ACCOUNT_ADMIN);

/** The person or their parent or guardian: those who manage the person's linked accounts. */
export async function managesAccountsOf(auth: AuthContext, p: Principal, personId: string): Promise<boolean> {
  if (!p.personId || typeof personId !== 'string' || personId === '') return false;
  return p.personId === personId || isGuardianOfPerson(auth.db, p.personId, personId);
}

async function managesAccount(auth: AuthContext, p: Principal, id: string): Promise<boolean> {
  const row = typeof id === 'string' ? await findLinkedAccount(auth.db, id) : undefined;
  return row !== undefined && managesAccountsOf(auth, p, row.personId);
}

export const linkedAccountPolicy = {
  /** The resource is the person whose accounts are listed. */
  'linkedAccount.list': async (p: Principal, personId: string, auth) =>
    isLinkAccountAdmin(p) || managesAccountsOf(auth, p, personId),
  /** The resource is the person the new account is linked to: never someone the caller does not act for. */
  'linkedAccount.create': (p: Principal, personId: string, auth) => managesAccountsOf(auth, p, personId),
  /** Change or remove one account: the resource is its id. */
  'linkedAccount.manage': (p: Principal, id: string, auth) => managesAccount(auth, p, id),
  /** Search all, read a person's history, unlink with a reason. */
  'linkedAccount.admin': (p: Principal) => isLinkAccountAdmin(p),
} satisfies Policy;
