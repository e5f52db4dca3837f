/**
 * A club's crest and banner (seed 3 §3, §5 "Crest at least 800x800 pixels; banner at least 1024x768", §7
 * "uploads to /organization/{id}/{type}"; §9 one file, 10 MB): POST /api/organization/{id}/{crest|banner}
 * (multipart `file`; the club's administrators, `organization.update`; refused while the club is frozen), and
 * the public GET /api/v1/organization/{id}/{crest|banner}. The file must be PNG or JPEG by what it declares
 * and by its bytes (server/http/one-file.ts), and its header's dimensions (domain/organization/image.ts) at
 * least the kind's minimum. The bytes are kept as sent (no re-encoding: a crest keeps its transparency) in
 * organization_image; the organisation row gets the image's path with a content hash, so the public page's
 * cached answers change with it (the row's update bumps the public read version) and the image itself can
 * be cached for a year under that path.
 */
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  imageSize,
  imageTooSmall,
  ORG_IMAGE_KINDS,
  ORG_IMAGE_MAX_BYTES,
  ORG_IMAGE_TYPES,
  orgImagePath,
} from '../../../domain/organization/image.ts';
import { M, messageText, type MessageId } from '../../../domain/messages.ts';
import { organization, organizationImage } from '../../db/schema/index.ts';
import { badRequest, HttpError, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { readOneFile } from '../../http/one-file.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { audit } from './organization-admin.repository.ts';
import { findOrganization } from './organization.repository.ts';
import { assertNotFrozen } from './frozen.ts';

const t = (c: Context<AppEnv>, id: MessageId) =>
  translate(id, pickLocale(c.req.header('accept-language')), messageText(id));

const ImageParam = v.object({ ...IdParam.entries, type: v.picklist(ORG_IMAGE_KINDS) });
const ImageQuery = v.strictObject({ v: v.optional(v.pipe(v.string(), v.maxLength(64))) });

export function organizationImageRoutes() {
  const app = new Hono<AppEnv>();
  // One route for the kinds, at the spec's path shape /organization/{id}/{type} (seed 3 §7): `type` matches
  // only a kind, so the organisation's other POST /{id}/… calls never reach it.
  {
    app.post(
      `/:id/:type{${ORG_IMAGE_KINDS.join('|')}}`,
      describeRoute({
        tags: ['organization'],
        summary:
          'Upload the club’s crest or banner (type; multipart "file": PNG or JPEG, at most 10 MB, a crest at least 800×800 pixels, a banner 1024×768)',
      }),
      guard('organization.update', (c) => c.req.param('id')),
      bodyLimit({
        maxSize: ORG_IMAGE_MAX_BYTES + 64 * 1024,
        onError: (c) => {
          throw new HttpError(413, t(c as Context<AppEnv>, M.orgImageSize.id));
        },
      }),
      validate('param', ImageParam),
      async (c) => {
        const { db, principal } = c.get('auth');
        const { id, type: kind } = c.req.valid('param');
        const org = await findOrganization(db, id);
        if (!org) throw notFound(t(c, M.notFound.id));
        assertNotFrozen(c, org);
        const { file } = await readOneFile(c, {
          maxBytes: ORG_IMAGE_MAX_BYTES,
          types: ORG_IMAGE_TYPES,
          messages: {
            tooLarge: t(c, M.orgImageSize.id),
            type: t(c, M.orgImageType.id),
            tooMany: t(c, M.orgImageOne.id),
            missing: t(c, M.orgImageOne.id),
          },
        });
        const bytes = Buffer.from(await file.arrayBuffer());
        const size = imageSize(bytes);
        if (!size || size.type !== file.type) throw new HttpError(415, t(c, M.orgImageType.id));
        const small = imageTooSmall(kind, size);
        if (small) {
          const message = t(c, small);
          throw badRequest(message, [{ field: 'file', message, code: small }]);
        }
        const hash = createHash('sha256').update(bytes).digest('hex');
        const path = orgImagePath(id, kind, hash);
        const values = {
          contentType: size.type,
          width: size.width,
          height: size.height,
          hash,
          data: bytes,
          updatedAt: new Date(),
        };
        await db
          .insert(organizationImage)
          .values({ organizationId: id, kind: kind.toUpperCase(), ...values })
          .onConflictDoUpdate({
            target: [organizationImage.organizationId, organizationImage.kind],
            set: values,
          });
        await db
          .update(organization)
          .set({
            [kind]: path,
            updatedAt: new Date(),
            version: sql`${organization.version} + 1`,
          })
          .where(eq(organization.id, id));
        await audit(db, {
          organizationId: id,
          event: 'DETAILS_UPDATED',
          actorPersonId: principal!.personId,
          detail: { fields: [kind], width: size.width, height: size.height },
        });
        return c.json({ kind, url: path, width: size.width, height: size.height }, 201);
      },
    );
  }
  return app;
}

/** GET /api/v1/organization/{id}/{crest|banner}: public, cached a year under its hashed path. */
export function publicOrganizationImageRoutes() {
  const app = new Hono<AppEnv>();
  for (const kind of ORG_IMAGE_KINDS)
    app.get(
      `/organization/:id/${kind}`,
      describeRoute({
        tags: ['open data'],
        summary: "A club's crest or banner (PNG or JPEG); with ?v= its current hash it may be cached a year",
      }),
      guard('opendata.organization.image'),
      validate('param', IdParam),
      validate('query', ImageQuery),
      async (c) => {
        const { db } = c.get('auth');
        const { id } = c.req.valid('param');
        const [row] = await db
          .select({
            contentType: organizationImage.contentType,
            hash: organizationImage.hash,
            data: organizationImage.data,
          })
          .from(organizationImage)
          .innerJoin(organization, eq(organization.id, organizationImage.organizationId))
          .where(
            and(
              eq(organizationImage.organizationId, id),
              eq(organizationImage.kind, kind.toUpperCase()),
              isNull(organization.deletedAt),
            ),
          )
          .limit(1);
        if (!row) throw notFound(t(c, M.notFound.id));
        const etag = `"${row.hash.slice(0, 32)}"`;
        const versioned = c.req.valid('query').v === row.hash.slice(0, 16);
        const headers = {
          ETag: etag,
          'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          'X-Content-Type-Options': 'nosniff',
        };
        if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
        return c.body(new Uint8Array(row.data), 200, { ...headers, 'Content-Type': row.contentType });
      },
    );
  return app;
}
