/**
 * The super admin's money tools (seed 3 §6: "view payment customers, charge a cash balance, simulate a bank
 * transfer, manage exchange rates"): SUPER_ADMIN only; nobody else, whatever their club or county roles.
 * A person's own payment methods and subscription plans: any signed-in person, for themself only (the handler scopes every call to
 * the caller's person id, so there is no other person's id to pass).
 */
import { isSuperAdmin, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';

const superAdmin = (p: Principal) => isSuperAdmin(p);

export const superAdminMoneyPolicy = {
  'superAdmin.customer.read': superAdmin,
  'superAdmin.customer.charge': superAdmin,
  'superAdmin.customer.fund': superAdmin,
  'superAdmin.exchangeRate.list': superAdmin,
  'superAdmin.exchangeRate.write': superAdmin,
  'payment.ownMethods': (p: Principal) => !!p.personId,
  /** The payer's own subscription plans (instalment orders): scoped to the caller by the handler. */
  'payment.ownSubscriptions': (p: Principal) => !!p.personId,
} satisfies Policy;
