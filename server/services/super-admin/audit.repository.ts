/**
 * The super admin audit log in the database (server/db/schema/super-admin.ts): one row per action, written in
 * the action's own transaction (an action that rolls back leaves no entry), never changed (a trigger refuses
 * UPDATE and DELETE). Listed newest first by super_admin_audit_created_idx, with the actor's name.
 */
import { count, desc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { SuperAdminAction, SuperAdminAuditEntry } from '../../../domain/super-admin/audit.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { person, superAdminAudit } from '../../db/schema/index.ts';

export async function recordAudit(
  db: Db,
  actor: Principal,
  entry: {
    action: SuperAdminAction;
    targetType: SuperAdminAuditEntry['targetType'];
    targetId: string;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(superAdminAudit).values({
    id: uuidv7(),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    details: entry.details ?? {},
    actorPersonId: actor.personId,
    actorAccountId: actor.accountId,
  });
}

export async function listAudit(
  db: Db,
  page: number,
  size: number,
): Promise<{ rows: SuperAdminAuditEntry[]; total: number }> {
  const rows = await db
    .select({
      id: superAdminAudit.id,
      action: superAdminAudit.action,
      targetType: superAdminAudit.targetType,
      targetId: superAdminAudit.targetId,
      reason: superAdminAudit.reason,
      details: superAdminAudit.details,
      actorPersonId: superAdminAudit.actorPersonId,
      givenName: person.givenName,
      familyName: person.familyName,
      createdAt: superAdminAudit.createdAt,
    })
    .from(superAdminAudit)
    .leftJoin(person, eq(person.id, superAdminAudit.actorPersonId))
    .orderBy(desc(superAdminAudit.createdAt), desc(superAdminAudit.id))
    .limit(size)
    .offset(page * size);
  // A short first page is the whole list: no count query.
  const total =
    page === 0 && rows.length < size
      ? rows.length
      : ((await db.select({ n: count() }).from(superAdminAudit))[0]?.n ?? 0);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      action: r.action as SuperAdminAction,
      targetType: r.targetType as SuperAdminAuditEntry['targetType'],
      targetId: r.targetId,
      reason: r.reason,
      details: r.details,
      actor: {
        personId: r.actorPersonId,
        name: r.givenName ? `${r.givenName} ${r.familyName ?? ''}`.trim() : null,
      },
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
