/**
 * A club's administration (seed 3 §2 "Organisation screens", §5 Organisation, §6, §7 "Organisation service"):
 * GET /api/organization/{id}/details and PATCH /api/organization/{id} (details, slug, publish flags);
 * GET /{id}/relation (parents per association, read-only here: the spec gives a club admin no right to move
 * the club); GET /{id}/admin, PUT and DELETE /{id}/admin/{personId} (privileges; an admin cannot remove
 * themself; a club admin's grant or removal of FINANCE waits for another finance administrator's consent,
 * answered 202 with the pending change: privilege-change.ts, privilege-change.routes.ts); GET /{id}/audit
 * (newest first). Policy: `organization.update`, `.admins`, `.audit` (organization.policy.ts: the club's
 * administrators and super admins). SQL: organization-admin.repository.ts, slugs: organization-slug.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { AdminPrivilegesInput, OrganizationStatusChangeInput } from '../../../domain/organization/admin.ts';
import { OrganizationDetailsInput } from '../../../domain/organization/details.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { CONFLICT_MESSAGES, M, messageText, type MessageId } from '../../../domain/messages.ts';
import { ConflictError, notFound } from '../../http/errors.ts';
import { ifMatchVersion, versionTag } from '../../http/etag.ts';
import { fieldError } from '../../http/field-error.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { Db } from '../../db/client.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { changeSlug } from './organization-slug.ts';
import { assertNotFrozen } from './frozen.ts';
import { findOrganization, parentsOf, type OrganizationRow } from './organization.repository.ts';
import {
  adminsOf,
  audit,
  auditOf,
  historicalSlugs,
  linkOf,
  setStatus,
  updateDetails,
} from './organization-admin.repository.ts';
import { applyPrivileges, changeView, deciderOf, directAuthority } from './privilege-change.ts';

const AdminParam = v.object({
  ...IdParam.entries,
  personId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});
const AuditQuery = listQuery({ maxSize: 100, defaultSize: 100 });
const AdminListQuery = v.strictObject({ members: v.optional(v.picklist(['true', 'false'])) });

const t = (c: Context<AppEnv>, id: MessageId) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));

/** The administrator's view of an organisation: every field of seed 3 §3 they edit, and its history of slugs. */
export async function adminView(db: Db, row: OrganizationRow) {
  const [parents, slugs] = await Promise.all([parentsOf(db, [row.id]), historicalSlugs(db, row.id)]);
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName ?? '',
    alternateName: row.alternateName ?? '',
    nameEn: row.nameEn ?? '',
    nameGa: row.nameGa ?? '',
    additionalType: row.additionalType,
    status: row.status,
    associations: row.associations,
    description: row.description ?? '',
    bio: row.bio ?? '',
    email: row.contactEmail ?? '',
    telephone: row.telephone ?? '',
    faxNumber: row.faxNumber ?? '',
    vatId: row.vatId ?? '',
    sponsor: row.sponsor ?? '',
    foundingDate: row.foundingDate ?? '',
    logo: row.logo ?? '',
    crest: row.crest ?? '',
    banner: row.banner ?? '',
    frozen: row.frozenAt != null,
    slug: row.slug ?? '',
    historicalSlugs: slugs,
    clubColors: row.clubColors,
    sameAs: row.sameAs.map((s) => ({ name: s.name ?? '', url: s.url })),
    address: row.address,
    location:
      row.latitude != null && row.longitude != null
        ? { latitude: row.latitude, longitude: row.longitude }
        : null,
    identifiers: row.identifiers,
    crbotNumbers: row.crbotNumbers,
    publish: row.publish,
    propertyHeldInTrust: row.propertyHeldInTrust,
    injuryFundOptOut: row.injuryFundOptOut,
    parents: parents.map((p) => ({ association: p.association, id: p.parentId, name: p.parentName })),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function organizationAdminRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/details',
    describeRoute({
      tags: ['organization'],
      summary: "An organisation's details as its administrators edit them",
    }),
    guard('organization.update', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const row = await findOrganization(db, c.req.valid('param').id);
      if (!row) throw notFound(t(c, M.notFound.id));
      return c.json(await adminView(db, row), 200, { ETag: versionTag(row.version) });
    },
  );

  app.patch(
    '/:id',
    describeRoute({
      tags: ['organization'],
      summary:
        'Change details, names, slug (the old one keeps redirecting) and publish flags (If-Match: version)',
    }),
    guard('organization.update', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', OrganizationDetailsInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const { slug, ...details } = c.req.valid('json');
      const base = ifMatchVersion(c, 'the organisation');
      const lang = c.req.header('accept-language');
      const row = await findOrganization(db, id);
      if (!row || row.id !== id) throw notFound(t(c, M.notFound.id));
      assertNotFrozen(c, row);
      if (base !== undefined && base !== row.version)
        throw new ConflictError(CONFLICT_MESSAGES.stale, {
          reason: 'stale',
          document: await adminView(db, row),
          headers: { ETag: versionTag(row.version) },
        });
      const actor = principal!.personId;
      if (slug !== undefined && slug !== row.slug) {
        await changeSlug(db, id, slug, lang);
        await audit(db, {
          organizationId: id,
          event: 'SLUG_CHANGED',
          actorPersonId: actor,
          detail: { from: row.slug, to: slug },
        });
      }
      const fields = await updateDetails(db, row, details);
      if (fields.length > 0)
        await audit(db, {
          organizationId: id,
          event: 'DETAILS_UPDATED',
          actorPersonId: actor,
          detail: { fields },
        });
      const view = await adminView(db, (await findOrganization(db, id))!);
      return c.json(view, 200, { ETag: versionTag(view.version) });
    },
  );

  for (const [path, status, event] of [
    ['hibernate', 'HIBERNATED', 'HIBERNATED'],
    ['reactivate', 'ACTIVE', 'REACTIVATED'],
  ] as const) {
    app.post(
      `/:id/${path}`,
      describeRoute({
        tags: ['organization'],
        summary:
          path === 'hibernate'
            ? 'Hibernate the club (status HIBERNATED; its records and page stay)'
            : 'Reactivate a hibernated club (status ACTIVE)',
      }),
      guard('organization.update', (c) => c.req.param('id')),
      validate('param', IdParam),
      validate('json', OrganizationStatusChangeInput),
      async (c) => {
        const { db, principal } = c.get('auth');
        const { id } = c.req.valid('param');
        const row = await findOrganization(db, id);
        if (!row) throw notFound(t(c, M.notFound.id));
        assertNotFrozen(c, row);
        // Already so: nothing changes and nothing is logged (a repeated click is harmless).
        if (row.status !== status) {
          await setStatus(db, id, status);
          await audit(db, {
            organizationId: id,
            event,
            actorPersonId: principal!.personId,
            detail: { from: row.status, to: status },
          });
        }
        const view = await adminView(db, (await findOrganization(db, id))!);
        return c.json(view, 200, { ETag: versionTag(view.version) });
      },
    );
  }

  app.get(
    '/:id/relation',
    describeRoute({ tags: ['organization'], summary: "An organisation's parents, one per association" }),
    guard('organization.read'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      if (!(await findOrganization(db, id))) throw notFound(t(c, M.notFound.id));
      const rows = (await parentsOf(db, [id])).map((p) => ({
        association: p.association,
        id: p.parentId,
        name: p.parentName,
      }));
      return c.json(listBody('relations', rows, rows.length, 0, Math.max(rows.length, 1)));
    },
  );

  app.get(
    '/:id/admin',
    describeRoute({
      tags: ['organization'],
      summary: "The organisation's administrators and their privileges (members=true: every active member)",
    }),
    guard('organization.admins', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('query', AdminListQuery),
    async (c) => {
      const everyone = c.req.valid('query').members === 'true';
      const rows = await adminsOf(c.get('auth').db, c.req.valid('param').id, everyone);
      return c.json(listBody('admins', rows, rows.length, 0, Math.max(rows.length, 1)));
    },
  );

  app.put(
    '/:id/admin/:personId',
    describeRoute({
      tags: ['organization'],
      summary:
        'Give a member of the organisation privileges (ORG_ADMIN, VETTING, FINANCE, …); replaces theirs',
    }),
    guard('organization.admins', (c) => c.req.param('id')),
    validate('param', AdminParam),
    validate('json', AdminPrivilegesInput),
    async (c) => {
      const auth = c.get('auth');
      const { db, principal } = auth;
      const { id, personId } = c.req.valid('param');
      const { privileges } = c.req.valid('json');
      const lang = c.req.header('accept-language');
      const direct = await directAuthority(auth, principal!, id);
      const org = await findOrganization(db, id);
      if (!org) throw notFound(t(c, M.notFound.id));
      assertNotFrozen(c, org);
      const link = await linkOf(db, id, personId);
      if (!link || link.status === 'HIBERNATED') throw fieldError('personId', M.adminNotMember.id, lang, 409);
      // Taking one's own ORG_ADMIN away is removing oneself.
      if (
        personId === principal!.personId &&
        !privileges.includes('ORG_ADMIN') &&
        link.privileges.includes('ORG_ADMIN')
      )
        throw fieldError('personId', M.adminSelf.id, lang, 409);
      const acting = { organizationId: id, clubName: org.name, actorId: principal!.personId!, direct };
      const done = await applyPrivileges(db, acting, personId, link, privileges);
      await audit(db, {
        organizationId: id,
        event: 'ADMIN_GRANTED',
        actorPersonId: principal!.personId,
        subjectPersonId: personId,
        detail: { from: link.privileges, to: done.written },
      });
      const pending = done.pending;
      const rows = await adminsOf(db, id);
      const row = rows.find((r) => r.personId === personId);
      if (!pending) return c.json(row);
      const decider = await deciderOf(db, principal!, id, direct);
      return c.json({ ...row, pendingChange: await changeView(db, pending, decider) }, 202);
    },
  );

  app.delete(
    '/:id/admin/:personId',
    describeRoute({
      tags: ['organization'],
      summary: 'Remove an administrator (every privilege); never oneself',
    }),
    guard('organization.admins', (c) => c.req.param('id')),
    validate('param', AdminParam),
    async (c) => {
      const auth = c.get('auth');
      const { db, principal } = auth;
      const { id, personId } = c.req.valid('param');
      const lang = c.req.header('accept-language');
      if (personId === principal!.personId) throw fieldError('personId', M.adminSelf.id, lang, 409);
      const direct = await directAuthority(auth, principal!, id);
      const org = await findOrganization(db, id);
      if (!org) throw notFound(t(c, M.notFound.id));
      assertNotFrozen(c, org);
      const link = await linkOf(db, id, personId);
      if (!link) throw fieldError('personId', M.adminNotMember.id, lang, 409);
      const acting = { organizationId: id, clubName: org.name, actorId: principal!.personId!, direct };
      const done = await applyPrivileges(db, acting, personId, link, []);
      await audit(db, {
        organizationId: id,
        event: 'ADMIN_REMOVED',
        actorPersonId: principal!.personId,
        subjectPersonId: personId,
        detail: { from: link.privileges, to: done.written },
      });
      const pending = done.pending;
      if (!pending) return c.body(null, 204);
      // FINANCE stays until another finance administrator agrees: the removal is not complete.
      const decider = await deciderOf(db, principal!, id, direct);
      return c.json({ pendingChange: await changeView(db, pending, decider) }, 202);
    },
  );

  app.get(
    '/:id/audit',
    describeRoute({ tags: ['organization'], summary: "The organisation's audit log, newest first" }),
    guard('organization.audit', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('query', AuditQuery),
    async (c) => {
      const { page, size } = c.req.valid('query');
      const rows = await auditOf(c.get('auth').db, c.req.valid('param').id, page, size);
      const more = rows.length > size;
      const items = rows.slice(0, size).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      return c.json(listBody('audit', items, page * size + items.length + (more ? 1 : 0), page, size));
    },
  );

  return app;
}
