/** Linked-account rows → the domain's documents (domain/linked-account/linked-account.ts). */
import type {
  LinkedAccount,
  LinkedAccountAdminRow,
  LinkedAccountAuditEntry,
} from '../../../domain/linked-account/linked-account.ts';
import type { LinkedAccountRow } from './linked-account.repository.ts';

export function toLinkedAccountDoc(r: LinkedAccountRow): LinkedAccount {
  return {
    id: r.id,
    personId: r.personId,
    type: r.type as LinkedAccount['type'],
    identifier: r.identifier,
    name: r.name,
    relationship: r.relationship as LinkedAccount['relationship'],
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export const toAdminRow = (r: LinkedAccountRow & { personName: string }): LinkedAccountAdminRow => ({
  ...toLinkedAccountDoc(r),
  personName: r.personName,
});

export function toAuditEntry(r: {
  id: string;
  linkedAccountId: string;
  event: string;
  detail: Record<string, string>;
  reason: string | null;
  actorName: string | null;
  createdAt: Date;
}): LinkedAccountAuditEntry {
  return {
    id: r.id,
    linkedAccountId: r.linkedAccountId,
    event: r.event as LinkedAccountAuditEntry['event'],
    type: r.detail.type ?? '',
    identifier: r.detail.identifier ?? '',
    actorName: r.actorName,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  };
}
