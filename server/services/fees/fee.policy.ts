/**
 * Who may do what with season fees (seed 3 §6; "Season fee (PIF) administration" is the association's):
 * - the fee administrators — a FINANCE privilege or ADMIN_FINANCE label, or a club-admin link, on an
 *   association's national unit (type Root or SGB) — and super admins set up seasons, levels, grades and
 *   bands, generate, edit, delete and remind about invoices, and see every invoice;
 * - a club's officers — its admins (or an admin of a unit above it) and its FINANCE holders — read the
 *   club's invoices and pay them online;
 * - nobody else reads an invoice: an unknown or foreign invoice id answers 404 to a club officer elsewhere
 *   (the handler checks the club), 403 to the rest.
 * Any signed-in person may read the seasons list and its levels and grades (they hold no private data).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { NATIONAL_UNIT_TYPES } from '../../../domain/organization/enums.ts';
import { isSuperAdmin, type AuthContext, type Policy } from '../../auth/access.ts';
import { orgsWhere, type Principal } from '../../auth/principal.ts';
import { organization, pifInvoice } from '../../db/schema/index.ts';
import { administersClub } from '../membership/membership.policy.ts';

const feeAdminOfRequest = new WeakMap<AuthContext, Promise<boolean>>();

/** Whether the caller administers season fees; read once per request. */
export function isFeeAdmin(auth: AuthContext, p: Principal): Promise<boolean> {
  let answer = feeAdminOfRequest.get(auth);
  if (!answer) {
    answer = readFeeAdmin(auth, p);
    feeAdminOfRequest.set(auth, answer);
  }
  return answer;
}

async function readFeeAdmin(auth: AuthContext, p: Principal): Promise<boolean> {
  if (isSuperAdmin(p)) return true;
  const orgs = [...new Set([...orgsWhere(p, 'finance'), ...orgsWhere(p, 'admin')])];
  if (orgs.length === 0) return false;
  const [row] = await auth.db
    .select({ id: organization.id })
    .from(organization)
    .where(
      and(inArray(organization.id, orgs), inArray(organization.additionalType, [...NATIONAL_UNIT_TYPES])),
    )
    .limit(1);
  return !!row;
}

/** A club's officers for its fees: its admins (or above) and its FINANCE holders. */
export async function isClubOfficer(auth: AuthContext, p: Principal, orgId: string): Promise<boolean> {
  return orgsWhere(p, 'finance').includes(orgId) || administersClub(auth, p, orgId);
}

/** Clubs whose invoices the caller may read without being a fee administrator. */
export const officerAnywhere = (p: Principal) =>
  orgsWhere(p, 'finance').length > 0 || orgsWhere(p, 'admin').length > 0;

async function invoiceClub(auth: AuthContext, id: unknown): Promise<string | null> {
  if (typeof id !== 'string') return null;
  const [row] = await auth.db
    .select({ org: pifInvoice.organizationId })
    .from(pifInvoice)
    .where(eq(pifInvoice.id, id));
  return row?.org ?? null;
}

/** The invoice's club officers and the fee administrators; an unknown id passes to officers (404 then). */
async function mayReadInvoice(auth: AuthContext, p: Principal, id: unknown): Promise<boolean> {
  if (await isFeeAdmin(auth, p)) return true;
  const org = await invoiceClub(auth, id);
  return org ? isClubOfficer(auth, p, org) : officerAnywhere(p);
}

export const feePolicy = {
  'fees.read': () => true,
  'fees.admin': (p: Principal, _r: unknown, auth) => isFeeAdmin(auth, p),
  /** The invoice list: fee administrators all, club officers their clubs' (the handler filters). */
  'fees.invoiceList': async (p: Principal, _r: unknown, auth) => officerAnywhere(p) || isFeeAdmin(auth, p),
  'fees.invoiceRead': (p: Principal, id: string, auth) => mayReadInvoice(auth, p, id),
  /** Paying online is the club's: its officers (a fee administrator marks paid offline instead). */
  'fees.invoicePay': async (p: Principal, id: string, auth) => {
    const org = await invoiceClub(auth, id);
    return org ? isClubOfficer(auth, p, org) : officerAnywhere(p) || isFeeAdmin(auth, p);
  },
} satisfies Policy;
