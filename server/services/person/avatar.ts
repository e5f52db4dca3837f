/**
 * POST and DELETE /person/{id}/avatar (seed 1 §7): one image (JPEG, PNG or WebP, declared and by its bytes,
 * at most 5 MB), resized on the server with sharp to a 256 px square avatar and a 64 px thumbnail, both WebP,
 * kept on the person as data URLs (so the app shows them offline, with no extra authenticated image request).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describeRoute } from 'hono-openapi';
import sharp from 'sharp';
import { M } from '../../../domain/messages.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { sniffFile } from '../../http/sniff.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { pickLocale, translate } from '../../i18n.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { findPerson, updatePerson } from './person.repository.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
export const THUMBNAIL_SIZE = 64;
const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

async function webpDataUrl(bytes: Buffer, size: number): Promise<string> {
  const out = await sharp(bytes)
    .rotate()
    .resize(size, size, { fit: 'cover' })
    .webp({ quality: 80 })
    .toBuffer();
  return `data:image/webp;base64,${out.toString('base64')}`;
}

export function avatarRoutes() {
  const app = new Hono<AppEnv>();
  const text = (id: string, lang?: string) => translate(id, pickLocale(lang), id);

  app.post(
    '/:id/avatar',
    describeRoute({ tags: ['person'], summary: 'Upload the avatar (multipart "file"; resized server-side)' }),
    guard('person.update', (c) => c.req.param('id')),
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: (c) => {
        throw new HttpError(413, text(M.avatarSize.id, c.req.header('accept-language')));
      },
    }),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const lang = c.req.header('accept-language');
      const id = c.req.valid('param').id;
      if (!(await findPerson(db, id))) throw notFound('Person not found');
      const form = await c.req.parseBody({ all: true });
      const files = Object.values(form)
        .flat()
        .filter((x): x is File => x instanceof File);
      if (files.length !== 1 || !(form.file instanceof File)) throw badRequest(text(M.avatarType.id, lang));
      const file = files[0]!;
      if (file.size > AVATAR_MAX_BYTES) throw new HttpError(413, text(M.avatarSize.id, lang));
      // The declared type and the bytes (only PNG, JPEG or WebP reach sharp, never SVG or another format it
      // also reads); the image is re-encoded, so a JPEG declared image/png is fine.
      const declared = file.type.split(';')[0]!.trim().toLowerCase();
      const real = await sniffFile(file);
      if (!TYPES.has(declared) || !real || !TYPES.has(real)) {
        throw new HttpError(415, text(M.avatarType.id, lang));
      }
      const bytes = Buffer.from(await file.arrayBuffer());
      let avatar: string;
      let thumbnail: string;
      try {
        [avatar, thumbnail] = await Promise.all([
          webpDataUrl(bytes, AVATAR_SIZE),
          webpDataUrl(bytes, THUMBNAIL_SIZE),
        ]);
      } catch {
        throw new HttpError(415, text(M.avatarType.id, lang));
      }
      const row = await updatePerson(db, id, { avatar, thumbnail });
      return c.json({ avatar: row.avatar, thumbnail: row.thumbnail, version: row.version }, 201);
    },
  );

  app.delete(
    '/:id/avatar',
    describeRoute({ tags: ['person'], summary: 'Delete the avatar' }),
    guard('person.update', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const id = c.req.valid('param').id;
      if (!(await findPerson(db, id))) throw notFound('Person not found');
      await updatePerson(db, id, { avatar: null, thumbnail: null });
      return c.body(null, 204);
    },
  );
  return app;
}
