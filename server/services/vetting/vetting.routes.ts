/**
 * /api/vetting (seed 3 §7 Person service): POST and GET /; GET /desks; GET, PUT and PATCH /{id}; documents
 * (vetting-documents.ts), the Garda reference files (vetting-garda.ts) and the NVB forms (vetting-pdf.ts).
 * Policy: vetting.policy.ts (`vetting.*`); transitions: domain/vetting/transitions.ts.
 */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import {
  vettingApplicationInput,
  type VettingApplicationInput,
} from '../../../domain/vetting/application.ts';
import { VETTING_TABLE_DEFAULTS, type VettingDesk } from '../../../domain/vetting/transitions.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { organization, personOrganization } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { actionRoutes } from './vetting-actions.ts';
import { fieldError, vettingDocFor } from './vetting-answers.ts';
import { documentRoutes } from './vetting-documents.ts';
import { gardaRoutes } from './vetting-garda.ts';
import { pdfRoutes } from './vetting-pdf.ts';
import { toVettingSummary } from './vetting.dto.ts';
import { actorsOf, vettingDesks } from './vetting.policy.ts';
import {
  findApplication,
  insertApplication,
  listApplications,
  nextReference,
  openApplicationOf,
  updateApplication,
} from './vetting.repository.ts';

const FILTER_KEYS = [
  'type',
  'status',
  'authenticatorStatus',
  'governingAgentStatus',
  'association',
  'organization.id',
  'person.id',
] as const;
const VettingListQuery = listQuery({ maxSize: 300, defaultSize: 100 });

/** The club must be one the applicant belongs to, and vet for the association chosen. */
async function checkClub(c: Context<AppEnv>, db: Db, personId: string, input: VettingApplicationInput) {
  const [club] = await db
    .select({ associations: organization.associations })
    .from(personOrganization)
    .innerJoin(organization, eq(organization.id, personOrganization.organizationId))
    .where(
      and(
        eq(personOrganization.personId, personId),
        eq(personOrganization.organizationId, input.organizationId),
        eq(personOrganization.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  if (!club) throw fieldError(c, 400, 'organizationId', M.vettingClubRequired.id);
  if (!club.associations.includes(input.association))
    throw fieldError(c, 400, 'association', M.vettingAssociationRequired.id);
}

function columnsOf(input: VettingApplicationInput) {
  return {
    type: input.type,
    association: input.association,
    organizationId: input.organizationId,
    role: input.role,
    purpose: input.purpose,
    applicant: input.applicant,
    county: input.applicant.county,
    accessNiReference: input.accessNiReference || null,
    nvb1Date: input.nvb1Date || null,
    proofOfAddressDate: input.proofOfAddressDate,
    guardian: input.guardian ?? null,
    consents: { reviewConfirmed: input.reviewConfirmed, consentGiven: input.consentGiven },
  };
}

export function vettingRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/desks',
    describeRoute({ tags: ['vetting'], summary: "The caller's vetting desks and their table defaults" }),
    guard('vetting.desks'),
    async (c) => {
      const desks = await vettingDesks(c.get('auth'));
      const kinds: VettingDesk[] = [];
      if (desks.authenticatorOf.length > 0 || desks.superAdmin) kinds.push('childrensOfficer');
      if (desks.governing.some((g) => g.desk === 'gardaOfficer') || desks.superAdmin)
        kinds.push('gardaOfficer');
      if (desks.governing.some((g) => g.desk === 'accessNiOfficer') || desks.superAdmin)
        kinds.push('accessNiOfficer');
      return c.json({
        ...desks,
        desks: kinds.map((desk) => ({ desk, ...VETTING_TABLE_DEFAULTS[desk] })),
      });
    },
  );

  // Before /:id, so /json and /refjson are not read as ids.
  gardaRoutes(app);

  app.get(
    '/',
    describeRoute({
      tags: ['vetting'],
      summary: `Vetting applications the caller may see, newest first (filter keys: ${FILTER_KEYS.join(', ')})`,
    }),
    guard('vetting.list'),
    validate('query', VettingListQuery),
    async (c) => {
      const { db, principal } = c.get('auth');
      const q = c.req.valid('query');
      const values = eqFilter(q.filter, FILTER_KEYS);
      const desks = await vettingDesks(c.get('auth'));
      const ascending = q.sort[0]?.field === 'createDate' && q.sort[0].direction === 'asc';
      const { rows, total } = await listApplications(
        db,
        { personId: principal!.personId, desks },
        {
          type: values('type'),
          status: values('status'),
          authenticatorStatus: values('authenticatorStatus'),
          governingAgentStatus: values('governingAgentStatus'),
          association: values('association'),
          organizationId: values('organization.id'),
          personId: values('person.id'),
          search: q.search?.trim() || undefined,
        },
        { page: q.page, size: q.size, ascending },
      );
      const items = rows.map((r) => toVettingSummary(r.app, r.clubName, actorsOf(principal!, desks, r.app)));
      return c.json(listBody('vettings', items, total, q.page, q.size));
    },
  );

  app.post(
    '/',
    describeRoute({ tags: ['vetting'], summary: 'Start a vetting application (PENDING_DOCUMENTATION)' }),
    guard('vetting.create'),
    validate('json', vettingApplicationInput()),
    async (c) => {
      const { db, principal } = c.get('auth');
      const input = c.req.valid('json');
      const personId = principal!.personId!;
      await checkClub(c, db, personId, input);
      if (await openApplicationOf(db, personId)) throw fieldError(c, 409, '(body)', M.vettingAlreadyOpen.id);
      const id = uuidv7();
      try {
        await insertApplication(db, {
          id,
          reference: await nextReference(db),
          personId,
          appliedOn: todayInDublin(),
          ...columnsOf(input),
        });
      } catch (e) {
        if (isUniqueViolation(e)) throw conflict('You already have a vetting application open');
        throw e;
      }
      return c.json(await vettingDocFor(c.get('auth'), id), 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({
      tags: ['vetting'],
      summary: 'A vetting application (findings only to applicant and governing agent)',
    }),
    guard('vetting.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      return c.json(await vettingDocFor(c.get('auth'), c.req.valid('param').id));
    },
  );

  app.put(
    '/:id',
    describeRoute({ tags: ['vetting'], summary: 'Change an application before it is submitted (applicant)' }),
    guard('vetting.act', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', vettingApplicationInput()),
    async (c) => {
      const { db, principal } = c.get('auth');
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await findApplication(db, id);
      // Only the applicant, and only before it is submitted.
      if (!row || row.personId !== principal!.personId || row.status !== 'PENDING_DOCUMENTATION')
        throw fieldError(c, 409, '(body)', M.vettingActionNotAllowed.id);
      await checkClub(c, db, row.personId, input);
      await updateApplication(db, id, columnsOf(input));
      return c.json(await vettingDocFor(c.get('auth'), id));
    },
  );

  actionRoutes(app);
  documentRoutes(app);
  pdfRoutes(app);
  return app;
}
