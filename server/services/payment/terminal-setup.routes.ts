/**
 * Setting up the card terminal (seed 3 §2 Card terminal screens, §5 Card reader, §7 Payment service
 * terminal endpoints), for a club's finance administrators who hold the TERMINAL feature (policy
 * terminal.use, payment.policy.ts):
 * - GET, POST /api/account/{orgId}/terminal/location (and /api/payment-account/…); PUT, DELETE …/location/{id}: locations;
 * - GET, PUT /api/terminal/location/{id}/terminal-reader-splash-screen/bbpos_wisepos_e?orgId=: the splash
 *   screen (404 when none; one PNG, JPEG or GIF of at most 2 MB);
 * - GET, POST /api/terminal/reader?orgId=; PATCH, DELETE /api/terminal/reader/{id}?orgId=: readers.
 * Taking payments is terminal-payment.routes.ts. Every object is looked up under the club's own account at
 * the provider, so another club's id is a 404; creating and removing are in the append-only payment audit.
 * These routes call the provider, so they run outside the request transaction (route-rules.ts).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { M } from '../../../domain/messages.ts';
import { PAYMENT_ERRORS } from '../../../domain/payment/messages.ts';
import {
  SPLASH_DEVICE,
  SPLASH_MAX_BYTES,
  SPLASH_TYPES,
  TerminalLocationInput,
  TerminalReaderInput,
  TerminalReaderRename,
} from '../../../domain/payment/terminal.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard, guardBody, bodyText } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { bodyLimitFor, readOneFile } from '../../http/one-file.ts';
import { validate } from '../../http/validate.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { audit } from './payment.repository.ts';
import { PAYMENT_ACCOUNT_BASES } from './payment-account.routes.ts';
import { actor, IdParam, lang, notFound, orgQuery, OrgQuery, provider, Text } from './terminal-http.ts';

const OrgParam = v.object({ orgId: Text });
const OrgIdParam = v.object({ orgId: Text, id: Text });
const ReaderQuery = v.object({ orgId: Text, locationId: v.optional(Text) });

export const SPLASH_UPLOAD_PATH = /^\/api\/terminal\/location\/[^/]+\/terminal-reader-splash-screen\/[^/]+$/;

export function terminalSetupRoutes(payments: PaymentsProvider) {
  const app = new Hono<AppEnv>();

  // ---- Locations (under the club's payment account) ------------------------------------------------------
  // At the spec's `/account/{club}/terminal/location` and the earlier `/payment-account/…` alike.
  for (const base of PAYMENT_ACCOUNT_BASES) {
    app.get(
      `${base}/:orgId/terminal/location`,
      describeRoute({ tags: ['terminal'], summary: 'A club’s terminal locations' }),
      guard('terminal.use', (c) => c.req.param('orgId')),
      validate('param', OrgParam),
      async (c) => {
        const { orgId } = c.req.valid('param');
        return c.json(
          wholeList('locations', await provider(c, () => payments.terminal.terminalLocations(orgId))),
        );
      },
    );

    app.post(
      `${base}/:orgId/terminal/location`,
      describeRoute({ tags: ['terminal'], summary: 'Create a terminal location' }),
      guard('terminal.use', (c) => c.req.param('orgId')),
      validate('param', OrgParam),
      validate('json', TerminalLocationInput),
      async (c) => {
        const { orgId } = c.req.valid('param');
        const created = await provider(c, () =>
          payments.terminal.createTerminalLocation(orgId, c.req.valid('json')),
        );
        await audit(c.get('auth').db, {
          organizationId: orgId,
          action: 'TERMINAL_LOCATION_CREATED',
          actorId: actor(c),
          subjectId: created.id,
          detail: created.name,
        });
        return c.json(created, 201);
      },
    );

    app.get(
      `${base}/:orgId/terminal/location/:id`,
      describeRoute({ tags: ['terminal'], summary: 'One of a club’s terminal locations' }),
      guard('terminal.use', (c) => c.req.param('orgId')),
      validate('param', OrgIdParam),
      async (c) => {
        const { orgId, id } = c.req.valid('param');
        const all = await provider(c, () => payments.terminal.terminalLocations(orgId));
        const found = all.find((l) => l.id === id);
        if (!found) throw notFound(c);
        return c.json(found);
      },
    );

    app.put(
      `${base}/:orgId/terminal/location/:id`,
      describeRoute({ tags: ['terminal'], summary: 'Update a terminal location ("Location Updated")' }),
      guard('terminal.use', (c) => c.req.param('orgId')),
      validate('param', OrgIdParam),
      validate('json', TerminalLocationInput),
      async (c) => {
        const { orgId, id } = c.req.valid('param');
        const updated = await provider(c, () =>
          payments.terminal.updateTerminalLocation(orgId, id, c.req.valid('json')),
        );
        if (!updated) throw notFound(c);
        return c.json(updated);
      },
    );

    app.delete(
      `${base}/:orgId/terminal/location/:id`,
      describeRoute({ tags: ['terminal'], summary: 'Remove a terminal location and its readers' }),
      guard('terminal.use', (c) => c.req.param('orgId')),
      validate('param', OrgIdParam),
      async (c) => {
        const { orgId, id } = c.req.valid('param');
        if (!(await provider(c, () => payments.terminal.deleteTerminalLocation(orgId, id))))
          throw notFound(c);
        await audit(c.get('auth').db, {
          organizationId: orgId,
          action: 'TERMINAL_LOCATION_DELETED',
          actorId: actor(c),
          subjectId: id,
        });
        return c.body(null, 204);
      },
    );
  }

  // ---- Splash screen of the bbpos wisepos e ---------------------------------------------------------------
  const SplashParam = v.object({ id: Text, device: v.literal(SPLASH_DEVICE) });
  app.get(
    '/terminal/location/:id/terminal-reader-splash-screen/:device',
    describeRoute({ tags: ['terminal'], summary: 'A location’s reader splash screen (404 when none)' }),
    guard('terminal.use', orgQuery),
    validate('param', SplashParam),
    validate('query', OrgQuery),
    async (c) => {
      const image = await provider(c, () =>
        payments.terminal.terminalSplashScreen(c.req.valid('query').orgId, c.req.valid('param').id),
      );
      if (!image) throw notFound(c);
      return c.body(new Uint8Array(image.data), 200, {
        'Content-Type': image.contentType,
        'Cache-Control': 'private, no-store',
      });
    },
  );

  // PUT, and POST as the spec's "upload" (seed 3 §7): the same replacement of the one image.
  for (const method of ['put', 'post'] as const) {
    app[method](
      '/terminal/location/:id/terminal-reader-splash-screen/:device',
      describeRoute({
        tags: ['terminal'],
        summary: 'Upload a location’s reader splash screen (multipart `file`: PNG, JPEG or GIF, 2 MB)',
      }),
      guard('terminal.use', orgQuery),
      (c, next) =>
        bodyLimitFor({ maxBytes: SPLASH_MAX_BYTES }, () =>
          translate(
            PAYMENT_ERRORS.terminalSplashType.id,
            pickLocale(lang(c)),
            PAYMENT_ERRORS.terminalSplashType.message,
          ),
        )(c, next),
      validate('param', SplashParam),
      validate('query', OrgQuery),
      async (c) => {
        const words = translate(
          PAYMENT_ERRORS.terminalSplashType.id,
          pickLocale(lang(c)),
          PAYMENT_ERRORS.terminalSplashType.message,
        );
        const required = translate(M.required.id, pickLocale(lang(c)), M.required.message);
        const { file } = await readOneFile(c, {
          maxBytes: SPLASH_MAX_BYTES,
          types: SPLASH_TYPES,
          messages: { tooLarge: words, type: words, tooMany: words, missing: required },
        });
        const { orgId } = c.req.valid('query');
        const ok = await provider(c, async () =>
          payments.terminal.setTerminalSplashScreen(orgId, c.req.valid('param').id, {
            contentType: file.type,
            data: Buffer.from(await file.arrayBuffer()),
          }),
        );
        if (!ok) throw notFound(c);
        return c.body(null, 204);
      },
    );
  }

  // ---- Readers --------------------------------------------------------------------------------------------
  app.get(
    '/terminal/reader',
    describeRoute({ tags: ['terminal'], summary: 'A club’s readers (of one location with locationId)' }),
    guard('terminal.use', orgQuery),
    validate('query', ReaderQuery),
    async (c) => {
      const q = c.req.valid('query');
      return c.json(
        wholeList(
          'readers',
          await provider(c, () => payments.terminal.terminalReaders(q.orgId, q.locationId)),
        ),
      );
    },
  );

  app.post(
    '/terminal/reader',
    describeRoute({
      tags: ['terminal'],
      summary: 'Register a reader by its registration code ("Reader Created")',
    }),
    guardBody('terminal.use', (b) => bodyText(b, 'orgId')),
    validate('json', TerminalReaderInput),
    async (c) => {
      const { orgId, ...input } = c.req.valid('json');
      const reader = await provider(c, () => payments.terminal.registerTerminalReader(orgId, input));
      if (!reader) throw notFound(c);
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'TERMINAL_READER_REGISTERED',
        actorId: actor(c),
        subjectId: reader.id,
        detail: reader.name,
      });
      return c.json(reader, 201);
    },
  );

  app.patch(
    '/terminal/reader/:id',
    describeRoute({ tags: ['terminal'], summary: 'Rename a reader ("Reader Updated")' }),
    guard('terminal.use', orgQuery),
    validate('param', IdParam),
    validate('query', OrgQuery),
    validate('json', TerminalReaderRename),
    async (c) => {
      const reader = await provider(c, () =>
        payments.terminal.renameTerminalReader(
          c.req.valid('query').orgId,
          c.req.valid('param').id,
          c.req.valid('json').name,
        ),
      );
      if (!reader) throw notFound(c);
      return c.json(reader);
    },
  );

  app.delete(
    '/terminal/reader/:id',
    describeRoute({ tags: ['terminal'], summary: 'Remove a reader ("Location Reader Removed")' }),
    guard('terminal.use', orgQuery),
    validate('param', IdParam),
    validate('query', OrgQuery),
    async (c) => {
      const { orgId } = c.req.valid('query');
      const { id } = c.req.valid('param');
      if (!(await provider(c, () => payments.terminal.deleteTerminalReader(orgId, id)))) throw notFound(c);
      await audit(c.get('auth').db, {
        organizationId: orgId,
        action: 'TERMINAL_READER_DELETED',
        actorId: actor(c),
        subjectId: id,
      });
      return c.body(null, 204);
    },
  );
  return app;
}
