/**
 * Who may use the super admin's tools (seed 3 §6): SUPER_ADMIN only — the API keys, the audit log and the
 * organisation tools. Nobody else, whatever their club or county roles.
 */
import { isSuperAdmin, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';

const superAdmin = (p: Principal) => isSuperAdmin(p);

export const superAdminPolicy = {
  'superAdmin.apiKey.list': superAdmin,
  'superAdmin.apiKey.create': superAdmin,
  'superAdmin.apiKey.regenerate': superAdmin,
  'superAdmin.apiKey.revoke': superAdmin,
  'superAdmin.audit.list': superAdmin,
  'superAdmin.organization.merge': superAdmin,
  'superAdmin.organization.search': superAdmin,
  'superAdmin.organization.freeze': superAdmin,
  'superAdmin.organization.unfreeze': superAdmin,
  'superAdmin.organization.delete': superAdmin,
  'superAdmin.person.search': superAdmin,
  'superAdmin.organization.bulkUpload': superAdmin,
  'superAdmin.organization.create': superAdmin,
  'superAdmin.organization.update': superAdmin,
  'superAdmin.organization.remove': superAdmin,
  'superAdmin.organization.relation': superAdmin,
  'superAdmin.utility.ancestors': superAdmin,
  'superAdmin.utility.publish': superAdmin,
  'superAdmin.apiKey.update': superAdmin,
} satisfies Policy;
