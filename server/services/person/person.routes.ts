/**
 * GET /api/person/me, POST /api/person, GET, PUT and PATCH /api/person/{id}; mounts account.routes.ts and
 * organization-link.routes.ts. Policy: person.policy.ts (`person.me`, `.create`, `.read`, `.update`).
 * Use case in person-create.ts; SQL in person.repository.ts, the answer's shape in person.dto.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { PersonCreateInput } from '../../../domain/auth/registration.ts';
import { M } from '../../../domain/messages.ts';
import { PersonPatchInput, PersonProfileInput } from '../../../domain/person/person.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { fieldError } from './account.ts';
import { accountRoutes } from './account.routes.ts';
import { ALREADY_HAS_PERSON, createPersonForAccount } from './person-create.ts';
import { organizationLinkRoutes } from './organization-link.routes.ts';
import { meAnswer } from './me-answer.ts';
import { maySeeMedical } from './person.policy.ts';
import {
  emailTakenByOtherAccount,
  findPerson,
  organizationLinks,
  uniqueIdTaken,
  updatePerson,
} from './person.repository.ts';
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
      const auth = c.get('auth');
      if (!auth.principal!.personId) throw notFound(NO_PROFILE);
      const json = await meAnswer(auth, auth.principal!);
      if (!json) throw notFound('Person not found');
      return c.body(json, 200, { 'Content-Type': 'application/json' });
    },
  );

  app.post(
    '/',
    describeRoute({
      tags: ['person'],
      summary: 'Create the signed-in account’s own person (an account with no profile yet; once)',
    }),
    guard('person.create'),
    validate('json', PersonCreateInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      const p = principal!;
      if (p.personId) throw conflict(ALREADY_HAS_PERSON);
      const input = c.req.valid('json');
      if (await emailTakenByOtherAccount(db, input.email, p.accountId)) {
        throw fieldError('email', M.emailTaken.id, c.req.header('accept-language'), 409);
      }
      const { email, ...profile } = input;
      const id = await createPersonForAccount(db, p.accountId, {
        ...(profileToColumns(profile) as { givenName: string; familyName: string }),
        email,
        status: 'ACTIVE',
      });
      const row = await findPerson(db, id);
      return c.json(
        toPersonDto(row!, [], { medical: true, username: p.username, globalRoles: p.globalRoles }),
        201,
      );
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
        const { db, principal } = c.get('auth');
        const id = c.req.valid('param').id;
        const row = await findPerson(db, id);
        if (!row) throw notFound('Person not found');
        const input = c.req.valid('json') as Record<string, unknown>;
        if (typeof input.uniqueId === 'string' && (await uniqueIdTaken(db, input.uniqueId, id))) {
          throw conflict('This unique ID belongs to another person');
        }
        const columns = profileToColumns(input);
        // Profile completion (seed 1 §4): the person's own full profile makes a pending or invited one ACTIVE.
        if (method === 'put' && principal?.personId === id) {
          if (row.status === 'PENDING') columns.status = 'ACTIVE';
          if (row.inviteStatus === 'INVITED') columns.inviteStatus = 'ACCEPTED';
        }
        await updatePerson(db, id, columns);
        return c.json(await answer(c, id));
      },
    );
  write(PersonProfileInput, 'put');
  write(PersonPatchInput, 'patch');

  return app;
}
