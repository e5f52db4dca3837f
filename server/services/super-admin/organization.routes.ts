/**
 * The super admin's organisation tab and member search (seed 3 §2 "Super admin": organisation tab, club
 * freeze and delete dialogs; §6: super admins search members, freeze or delete clubs; domain/super-admin/
 * organization.ts). Paths ours (the spec shows none): GET /api/super-admin/organization (search),
 * POST /organization/{id}/freeze, /unfreeze, /delete (reason required; soft), GET /api/super-admin/person.
 * SUPER_ADMIN only (super-admin.policy.ts); each action writes the super admin audit log in its transaction;
 * a deleted club drops out of public search and its public page answers 410 (opendata.routes.ts).
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { M, messageText, type MessageId } from '../../../domain/messages.ts';
import {
  DeleteOrganizationInput,
  FreezeInput,
  MemberSearchQuery,
  OrganizationSearchQuery,
} from '../../../domain/super-admin/organization.ts';
import type { Principal } from '../../auth/principal.ts';
import { badRequest, ConflictError, notFound } from '../../http/errors.ts';
import { readCsv } from '../../http/csv.ts';
import { BULK_UPLOAD_MAX_ROWS, BulkUploadInput } from '../../../domain/super-admin/bulk-upload.ts';
import { bulkCreate } from './bulk-upload.repository.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { recordAudit } from './audit.repository.ts';
import {
  anyOrganization,
  searchMembers,
  searchOrganizations,
  setFrozen,
  softDelete,
} from './organization.repository.ts';

const t = (c: Context<AppEnv>, id: MessageId) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));

export function superAdminOrganizationRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/organization',
    describeRoute({
      tags: ['super admin'],
      summary: 'Search organisations by name, id or slug (deleted and frozen ones too), paged',
    }),
    guard('superAdmin.organization.search'),
    validate('query', OrganizationSearchQuery),
    async (c) => {
      const q = c.req.valid('query');
      const { rows, total } = await searchOrganizations(c.get('auth').db, q);
      return c.json(listBody('organizations', rows, total, q.page, q.size));
    },
  );

  for (const freeze of [true, false]) {
    app.post(
      `/organization/:id/${freeze ? 'freeze' : 'unfreeze'}`,
      describeRoute({
        tags: ['super admin'],
        summary: freeze
          ? 'Freeze a club: its administration is read-only until it is unfrozen (audited)'
          : 'Unfreeze a club (audited)',
      }),
      guard(freeze ? 'superAdmin.organization.freeze' : 'superAdmin.organization.unfreeze'),
      validate('param', IdParam),
      validate('json', FreezeInput),
      async (c) => {
        const { db, principal } = c.get('auth');
        const { id } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        const org = await anyOrganization(db, id);
        if (!org) throw notFound(t(c, M.notFound.id));
        if (org.deletedAt) throw new ConflictError(t(c, M.orgAlreadyDeleted.id));
        // Freezing a frozen club (or unfreezing an unfrozen one) changes nothing and is not audited again.
        if ((org.frozenAt != null) !== freeze) {
          await setFrozen(db, id, freeze ? new Date() : null);
          await recordAudit(db, principal as Principal, {
            action: freeze ? 'ORGANIZATION_FREEZE' : 'ORGANIZATION_UNFREEZE',
            targetType: 'ORGANIZATION',
            targetId: id,
            reason: reason || null,
            details: { name: org.name },
          });
        }
        const row = await anyOrganization(db, id);
        return c.json({ id, frozen: row!.frozenAt != null, frozenAt: row!.frozenAt?.toISOString() ?? null });
      },
    );
  }

  app.post(
    '/organization/:id/delete',
    describeRoute({
      tags: ['super admin'],
      summary:
        'Delete a club (soft: its records stay; it leaves public search and its page answers 410), with a reason (audited)',
    }),
    guard('superAdmin.organization.delete'),
    validate('param', IdParam),
    validate('json', DeleteOrganizationInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const org = await anyOrganization(db, id);
      if (!org) throw notFound(t(c, M.notFound.id));
      if (org.deletedAt) throw new ConflictError(t(c, M.orgAlreadyDeleted.id));
      await softDelete(db, id, reason);
      await recordAudit(db, principal as Principal, {
        action: 'ORGANIZATION_DELETE',
        targetType: 'ORGANIZATION',
        targetId: id,
        reason,
        details: { name: org.name, slug: org.slug },
      });
      const deletedAt = (await anyOrganization(db, id))!.deletedAt!;
      return c.json({ id, deleted: true, deletedAt: deletedAt.toISOString(), deletedReason: reason });
    },
  );

  app.post(
    '/organization/bulk-upload',
    describeRoute({
      tags: ['super admin'],
      summary:
        'Create organisations from a CSV (one record per organisation; each created or refused with its reason): totals and a per-row result (audited)',
    }),
    guard('superAdmin.organization.bulkUpload'),
    validate('json', BulkUploadInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const csv = readCsv(c.req.valid('json').csv);
      if (!csv || !csv.columns.includes('name'))
        throw badRequest(t(c, M.bulkNoNameColumn.id), [
          { field: 'csv', message: t(c, M.bulkNoNameColumn.id), code: M.bulkNoNameColumn.id },
        ]);
      if (csv.records.length === 0)
        throw badRequest(t(c, M.bulkNoEntries.id), [
          { field: 'csv', message: t(c, M.bulkNoEntries.id), code: M.bulkNoEntries.id },
        ]);
      if (csv.records.length > BULK_UPLOAD_MAX_ROWS)
        throw badRequest(t(c, M.bulkTooLarge.id), [
          { field: 'csv', message: t(c, M.bulkTooLarge.id), code: M.bulkTooLarge.id },
        ]);
      const result = await bulkCreate(db, csv.records, (id) => t(c, id));
      await recordAudit(db, principal as Principal, {
        action: 'ORGANIZATION_BULK_UPLOAD',
        targetType: 'ORGANIZATION',
        targetId: 'bulk-upload',
        details: {
          attempted: result.attempted,
          successful: result.successful,
          failed: result.failed,
          created: result.rows.filter((r) => r.id).map((r) => r.id),
        },
      });
      return c.json(result);
    },
  );

  app.get(
    '/person',
    describeRoute({
      tags: ['super admin'],
      summary:
        'Search members by name, e-mail, username or membership number: the admin list entry fields only, paged',
    }),
    guard('superAdmin.person.search'),
    validate('query', MemberSearchQuery),
    async (c) => {
      const { search, page, size } = c.req.valid('query');
      const { rows, total } = await searchMembers(c.get('auth').db, search, page, size);
      return c.json(listBody('members', rows, total, page, size));
    },
  );
  return app;
}
