/**
 * `GET /person/{id}/organization` (the person's links with their status) and
 * `PUT /person/{id}/organization/{orgId}` (hibernate or unhibernate a member; seed 1 §4, §7).
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { HIBERNATE_ERRORS, OrganizationLinkInput } from '../../../domain/person/organization-link.ts';
import { isSuperAdmin } from '../../auth/access.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { administersClub } from '../membership/membership.policy.ts';
import { membershipError } from '../membership/membership-errors.ts';
import { linksOf, setLinkStatus, toLinkDoc, type LinkRow } from './organization-link.ts';
import { isGuardianOf } from './person.policy.ts';
import { findPerson } from './person.repository.ts';

const LinkParam = v.object({ ...IdParam.entries, orgId: v.pipe(v.string(), v.maxLength(64)) });

/** The reason of a hibernation: to the person, their guardians, super admins and the club's admins. */
async function reasonShown(c: Context<AppEnv>, personId: string) {
  const auth = c.get('auth');
  const p = auth.principal!;
  const close = p.personId === personId || isSuperAdmin(p) || (await isGuardianOf(auth, p, personId));
  return async (row: LinkRow) => close || administersClub(auth, p, row.organization.id);
}

export function organizationLinkRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/:id/organization',
    describeRoute({ tags: ['person'], summary: "The person's organisation links, with their status" }),
    guard('person.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      if (!(await findPerson(db, id))) throw notFound('Person not found');
      const rows = await linksOf(db, id);
      const show = await reasonShown(c, id);
      const docs = await Promise.all(rows.map(async (r) => toLinkDoc(r, await show(r))));
      return c.json(listBody('organizations', docs, docs.length, 0, Math.max(docs.length, 1)));
    },
  );

  app.put(
    '/:id/organization/:orgId',
    describeRoute({
      tags: ['person'],
      summary:
        'Hibernate a member of the club (leaves its teams and groups, loses its match-official codes) or unhibernate',
    }),
    guard('person.organizationStatus', (c) => c.req.param('orgId')),
    validate('param', LinkParam),
    validate('json', OrganizationLinkInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id, orgId } = c.req.valid('param');
      const input = c.req.valid('json');
      const lang = c.req.header('accept-language');
      if (input.status === 'HIBERNATED' && principal!.personId === id) {
        throw membershipError(409, HIBERNATE_ERRORS.self, lang, 'personId');
      }
      await setLinkStatus(db, { personId: id, orgId, input, actorPersonId: principal!.personId, lang });
      const [row] = await linksOf(db, id, orgId);
      return c.json(toLinkDoc(row!, true));
    },
  );

  return app;
}
