/**
 * GET /api/v1/organization, /api/v1/organization/{id} and /api/v1/organization/{id}/package: open data.
 * Public, no token: `opendata.organization.*` (organization.policy.ts); an API key may be sent, and is then
 * checked and counted (api-key-auth.ts optionalApiKey).
 * SQL in organization/organization.repository.ts and membership/package.repository.ts; answers cached.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { ListQuery, PageParam, pageSizeParam } from '../../../domain/lib/list-query.ts';
import { PUBLIC_PACKAGES_MAX_PAGE } from '../../../domain/membership/public-package.ts';
import { isPublished, type PublishFlag } from '../../../domain/organization/details.ts';
import { visibleExecutiveCommittee } from '../../../domain/organization/organization.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { M, messageText } from '../../../domain/messages.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { listBody } from '../../http/list.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import type { Db } from '../../db/client.ts';
import { sendPublicAnswer, type PublicAnswers } from '../../lib/public-answers.ts';
import {
  deletedOrganization,
  executiveCommittee,
  findOrganizationByIdentifier,
  listOrganizations,
  parentsOf,
} from '../organization/organization.repository.ts';
import { organizationPage, toOrganizationDto } from '../organization/organization.dto.ts';
import { orgQuery } from '../organization/list-params.ts';
import { sanitizeDescription } from '../organization/description.ts';
import { listPublicPackages } from '../membership/package.repository.ts';

const PackagesQuery = v.strictObject({ page: PageParam, size: pageSizeParam(PUBLIC_PACKAGES_MAX_PAGE, 20) });

/**
 * The public open-data service (no token): club search and the public club view. Answers are kept in memory
 * under the public read version (`answers`: server/lib/public-answers.ts), so a repeated search or club view
 * does not reach the database until an organisation changes.
 */
/** An API key is optional here (it is checked and counted when sent: api-key-auth.ts optionalApiKey). */
const optionalKey: { security: Record<string, string[]>[] } = { security: [{}, { apiKey: [] }] };

export function openDataRoutes(
  publicUrl: string,
  answers: PublicAnswers,
  withKey: MiddlewareHandler<AppEnv>,
) {
  const app = new Hono<AppEnv>();
  const href = (id: string) => `${publicUrl}/api/v1/organization/${id}`;
  // The ETag of a kept answer is set by the route; the middleware answers a matching If-None-Match with 304.
  app.use('*', etag({ weak: true }));

  app.get(
    '/organization',
    describeRoute({
      tags: ['open data'],
      summary: 'Search clubs by name (Irish or English; fadas and Naomh/St folded)',
      ...optionalKey,
    }),
    guard('opendata.organization.search'),
    withKey,
    validate('query', v.strictObject(ListQuery.entries)),
    async (c) => {
      const query = orgQuery(c.req.valid('query'), 100);
      const { db } = c.get('auth');
      const kept = await answers.get(`search ${JSON.stringify(query)}`, async () => {
        const { rows, total } = await listOrganizations(db, query);
        return organizationPage(db, { rows: rows.map(publicDescription), total }, query, href);
      });
      return sendPublicAnswer(c, kept);
    },
  );

  app.get(
    '/organization/:id',
    describeRoute({ tags: ['open data'], summary: 'A club, public view, by id or slug', ...optionalKey }),
    guard('opendata.organization.read'),
    withKey,
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const id = c.req.valid('param').id;
      const kept = await answers.get(
        `club ${id}`,
        async () => (await publicClub(db, id, href)) ?? null,
        (view): Record<string, string> =>
          view?.updatedAt ? { 'Last-Modified': new Date(view.updatedAt).toUTCString() } : {},
      );
      if (kept.body === 'null') {
        // A club a super admin deleted is gone, not unknown: 410, in the caller's language.
        if (await deletedOrganization(db, id))
          throw new HttpError(
            410,
            translate(
              M.organizationDeleted.id,
              pickLocale(c.req.header('accept-language')),
              messageText(M.organizationDeleted.id),
            ),
          );
        throw notFound('Organisation not found');
      }
      return sendPublicAnswer(c, kept);
    },
  );

  app.get(
    '/organization/:id/package',
    describeRoute({
      tags: ['open data'],
      summary: "A club's membership packages on sale online (ACTIVE; season desc, name asc), by id or slug",
    }),
    guard('opendata.organization.packages'),
    validate('param', IdParam),
    validate('query', PackagesQuery),
    async (c) => {
      const { db } = c.get('auth');
      const club = await findOrganizationByIdentifier(db, c.req.valid('param').id);
      if (!club) throw notFound('Organisation not found');
      const { page, size } = c.req.valid('query');
      const { items, total } = await listPublicPackages(db, club.id, page, size);
      c.header('Cache-Control', 'public, max-age=60');
      return c.json(listBody('packages', items, total, page, size));
    },
  );

  return app;
}

/** A club as open data: its description sanitised as the public page sanitises it (issue 48). */
function publicDescription<T extends { description: string | null }>(club: T): T {
  return club.description === null ? club : { ...club, description: sanitizeDescription(club.description) };
}

/** The public view of one club (by id or slug), with its executive committee; undefined when unknown. */
export async function publicClub(db: Db, identifier: string, href: (id: string) => string) {
  const found = await findOrganizationByIdentifier(db, identifier);
  if (!found) return undefined;
  const row = publicDescription(found);
  const committee = await executiveCommittee(db, row.id);
  const dto = toOrganizationDto(row, await parentsOf(db, [row.id]), href(row.id));
  // The club's publish flags (seed 3 §3; set on /organizations) decide which parts the public page shows.
  const shown = (flag: PublishFlag) => isPublished(row.publish, flag);
  return {
    ...dto,
    address: shown('address') ? dto.address : {},
    location: shown('address') ? dto.location : undefined,
    telephone: shown('contact') ? dto.telephone : undefined,
    email: shown('contact') ? dto.email : {},
    sameAs: shown('websites') ? dto.sameAs : [],
    members: {
      // The domain's rule: named positions only, by rank.
      executiveCommittee: visibleExecutiveCommittee(
        (shown('committee') ? committee : []).map((m) => ({
          position: { name: m.name ?? undefined, title: m.title ?? undefined, rank: m.rank },
          person: m.givenName ? { givenName: m.givenName, familyName: m.familyName ?? undefined } : undefined,
        })),
      ),
    },
  };
}
