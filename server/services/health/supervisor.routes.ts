/**
 * A team's designated health questionnaire supervisors (seed 2 §6 "Designated COVID supervisors in a club see
 * questionnaires"): `GET /api/health-questionnaire/supervisor/{groupId}`, `POST` the same with `{ personId }`,
 * `DELETE …/{groupId}/{personId}`. Only the club's admins (health.policy.ts `health.designate`): the
 * designation lets its holder read that team's players' health answers, so nobody grants it to anyone without
 * that authority, and nobody — a club admin or a super admin included — designates themself (issue 48,
 * finding 4: a club admin designated itself and read a child's answers, which the policy keeps from club
 * admins): another admin of the club designates them. Designating someone gives the designator no access.
 * The person designated must hold an active link to the team's club. Each change is in the team's audit log.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { uuidv7 } from 'uuidv7';
import { SupervisorInput } from '../../../domain/health/health-questionnaire.ts';
import { M, messageText } from '../../../domain/messages.ts';
import type { Db } from '../../db/client.ts';
import { healthSupervisor, person, personOrganization, team } from '../../db/schema/index.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { fieldError } from '../../http/field-error.ts';
import { guard } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { validate } from '../../http/validate.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { audit } from '../team/team.repository.ts';

const GroupParam = v.object({ groupId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)) });
const SupervisorParam = v.object({
  groupId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  personId: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
});

async function teamOr404(db: Db, groupId: string) {
  const [row] = await db
    .select({ id: team.id, organizationId: team.organizationId })
    .from(team)
    .where(and(eq(team.id, groupId), isNull(team.deletedAt)));
  if (!row) throw notFound('Team not found');
  return row;
}

async function supervisorsOf(db: Db, groupId: string) {
  return db
    .select({ personId: person.id, givenName: person.givenName, familyName: person.familyName })
    .from(healthSupervisor)
    .innerJoin(person, eq(person.id, healthSupervisor.personId))
    .where(eq(healthSupervisor.groupId, groupId))
    .orderBy(asc(person.familyName), asc(person.givenName));
}

const actor = (c: Context<AppEnv>) => c.get('auth').principal?.personId ?? null;

export function supervisorRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/supervisor/:groupId',
    describeRoute({
      tags: ['health'],
      summary: 'A team’s designated questionnaire supervisors (club admins)',
    }),
    guard('health.designate', (c) => c.req.param('groupId')),
    validate('param', GroupParam),
    async (c) => {
      const { db } = c.get('auth');
      const t = await teamOr404(db, c.req.valid('param').groupId);
      return c.json(wholeList('supervisors', await supervisorsOf(db, t.id)));
    },
  );

  app.post(
    '/supervisor/:groupId',
    describeRoute({ tags: ['health'], summary: 'Designate a member of the club as the team’s supervisor' }),
    guard('health.designate', (c) => c.req.param('groupId')),
    validate('param', GroupParam),
    validate('json', SupervisorInput),
    async (c) => {
      const { db } = c.get('auth');
      const t = await teamOr404(db, c.req.valid('param').groupId);
      const { personId } = c.req.valid('json');
      if (personId === actor(c)) {
        const id = M.healthSupervisorSelf.id;
        throw forbidden(translate(id, pickLocale(c.req.header('accept-language')), messageText(id)));
      }
      const [link] = await db
        .select({ status: personOrganization.status })
        .from(personOrganization)
        .where(
          and(
            eq(personOrganization.personId, personId),
            eq(personOrganization.organizationId, t.organizationId),
          ),
        );
      if (link?.status !== 'ACTIVE') {
        throw fieldError(
          'personId',
          'validation.team.healthSupervisorNotMember',
          c.req.header('accept-language'),
        );
      }
      const added = await db
        .insert(healthSupervisor)
        .values({ id: uuidv7(), groupId: t.id, personId, designatedBy: actor(c) })
        .onConflictDoNothing()
        .returning({ id: healthSupervisor.id });
      if (added.length > 0) await audit(db, t.id, 'HEALTH_SUPERVISOR_DESIGNATED', actor(c), personId);
      return c.json(wholeList('supervisors', await supervisorsOf(db, t.id)), added.length > 0 ? 201 : 200);
    },
  );

  app.delete(
    '/supervisor/:groupId/:personId',
    describeRoute({ tags: ['health'], summary: 'Remove a team’s questionnaire supervisor' }),
    guard('health.designate', (c) => c.req.param('groupId')),
    validate('param', SupervisorParam),
    async (c) => {
      const { db } = c.get('auth');
      const { groupId, personId } = c.req.valid('param');
      const t = await teamOr404(db, groupId);
      const removed = await db
        .delete(healthSupervisor)
        .where(and(eq(healthSupervisor.groupId, t.id), eq(healthSupervisor.personId, personId)))
        .returning({ id: healthSupervisor.id });
      if (removed.length === 0) throw notFound('Not a supervisor of this team');
      await audit(db, t.id, 'HEALTH_SUPERVISOR_REMOVED', actor(c), personId);
      return c.body(null, 204);
    },
  );
  return app;
}
