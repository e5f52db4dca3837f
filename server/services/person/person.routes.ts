import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { PersonPatchInput, PersonProfileInput } from '../../../domain/person/person.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { accountRoutes } from './account.routes.ts';
import { organizationLinkRoutes } from './organization-link.routes.ts';
import { maySeeMedical } from './person.policy.ts';
import { findPerson, organizationLinks, uniqueIdTaken, updatePerson } from './person.repository.ts';
import { profileToColumns, toPersonDto } from './person.dto.ts';

const NO_PROFILE = 'This account has no profile yet';

export function personRoutes(publicUrl: string) {
  const app = new Hono<AppEnv>();

  async function answer(c: Context<AppEnv>, id: string) {
    const auth = c.get('auth');
    const row = await findPerson(auth.db, id);
    if (!row) throw notFound('Person not found');
    const links = await organizationLinks(auth.db, id);
    const self = auth.principal?.personId === id;
    return toPersonDto(row, links, {
      medical: await maySeeMedical(auth, auth.principal, id),
      username: self ? auth.principal?.username : undefined,
      globalRoles: self ? auth.principal?.globalRoles : undefined,
    });
  }

  app.get(
    '/me',
    describeRoute({ tags: ['person'], summary: 'The signed-in person' }),
    guard('person.me'),
    async (c) => {
      const personId = c.get('auth').principal!.personId;
      if (!personId) throw notFound(NO_PROFILE);
      return c.json(await answer(c, personId));
    },
  );

  app.route('/', accountRoutes(publicUrl));
  app.route('/', organizationLinkRoutes());

  app.get(
    '/:id',
    describeRoute({ tags: ['person'], summary: 'A person' }),
    guard('person.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => c.json(await answer(c, c.req.valid('param').id)),
  );

  const write = (schema: typeof PersonProfileInput | typeof PersonPatchInput, method: 'put' | 'patch') =>
    app[method](
      '/:id',
      describeRoute({
        tags: ['person'],
        summary: method === 'put' ? 'Replace a profile' : 'Update a profile',
      }),
      guard('person.update', (c) => c.req.param('id')),
      validate('param', IdParam),
      validate('json', schema),
      async (c) => {
        const { db } = c.get('auth');
        const id = c.req.valid('param').id;
        if (!(await findPerson(db, id))) throw notFound('Person not found');
        const input = c.req.valid('json') as Record<string, unknown>;
        if (typeof input.uniqueId === 'string' && (await uniqueIdTaken(db, input.uniqueId, id))) {
          throw conflict('This unique ID belongs to another person');
        }
        await updatePerson(db, id, profileToColumns(input));
        return c.json(await answer(c, id));
      },
    );
  write(PersonProfileInput, 'put');
  write(PersonPatchInput, 'patch');

  return app;
}
