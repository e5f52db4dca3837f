/**
 * GET /api/health-questionnaire/choices (who the caller may fill one for: themself and their dependants, with
 * their teams); GET /api/health-questionnaire (the day's questionnaires of the caller's supervised teams; `date=yyyy-MM-dd`,
 * today in Dublin by default); GET /api/health-questionnaire/{id}; PATCH /api/health-questionnaire/{id}/attendance.
 * Policy: health.policy.ts (`health.list`, `.choices`, `.read`, `.markAttendance`); submitting is the sync push
 * (`health.submit`, health.sync.ts → submit-questionnaire.ts). SQL in health.repository.ts.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import {
  AttendanceInput,
  type HealthChoicePerson,
  type HealthChoices,
} from '../../../domain/health/health-questionnaire.ts';
import { todayInDublin, TransportDate } from '../../../domain/lib/dates.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { wholeList } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { selfAndDependants } from '../family/guardianship.ts';
import { toHealthDoc } from './health.dto.ts';
import {
  findQuestionnaire,
  questionnairesOfDay,
  setQuestionnaireAttendance,
  supervisedTeamIds,
  teamsOfPeople,
} from './health.repository.ts';

const DayQuery = v.object({ date: v.optional(TransportDate) });

export function healthRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({
      tags: ['health'],
      summary: "The day's health questionnaires of the teams the caller is a designated supervisor of",
    }),
    guard('health.list'),
    validate('query', DayQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const day = c.req.valid('query').date ?? todayInDublin();
      const teams = await supervisedTeamIds(db, principal!.personId);
      const rows = await questionnairesOfDay(db, teams, day);
      return c.json(wholeList('healthQuestionnaires', rows.map(toHealthDoc)));
    },
  );

  app.get(
    '/choices',
    describeRoute({
      tags: ['health'],
      summary:
        'Who the caller may fill a questionnaire for (themself and their dependants), with their teams',
    }),
    guard('health.choices'),
    async (c) => {
      const { db, principal } = c.get('auth');
      const me = principal!.personId!;
      const self = await selfAndDependants(db, me);
      const teams = await teamsOfPeople(
        db,
        self.map((p) => p.personId),
      );
      const people: HealthChoicePerson[] = self.map((p) => ({
        ...p,
        teams: teams
          .filter((t) => t.personId === p.personId)
          .map((t) => ({
            groupId: t.groupId,
            name: t.teamSuffix ? `${t.teamName} ${t.teamSuffix}` : t.teamName,
            organizationId: t.organizationId,
            organizationName: t.organizationName,
          })),
      }));
      const supervises = (await supervisedTeamIds(db, me)).length > 0;
      return c.json({ people, supervises } satisfies HealthChoices);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['health'], summary: 'A health questionnaire (its person, parent, supervisors)' }),
    guard('health.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const row = await findQuestionnaire(db, c.req.valid('param').id);
      if (!row) throw notFound('Questionnaire not found');
      return c.json(toHealthDoc(row));
    },
  );

  app.patch(
    '/:id/attendance',
    describeRoute({
      tags: ['health'],
      summary: 'Mark attended or absent (designated supervisors of the team)',
    }),
    guard('health.markAttendance', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', AttendanceInput),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      await setQuestionnaireAttendance(db, id, c.req.valid('json').attendance);
      const row = await findQuestionnaire(db, id);
      if (!row) throw notFound('Questionnaire not found');
      return c.json(toHealthDoc(row));
    },
  );

  return app;
}
