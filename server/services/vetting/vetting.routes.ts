/**
 * /api/vetting (seed 3 §7 Person service): POST and GET /; GET /desks; GET, PUT and PATCH /{id}; documents
 * (vetting-documents.ts), the Garda reference files (vetting-garda.ts) and the NVB forms (vetting-pdf.ts).
 * Contracts: domain/vetting/vetting.contract.ts. Policy: vetting.policy.ts (`vetting.*`); transitions:
 * domain/vetting/transitions.ts.
 */
import { and, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { uuidv7 } from 'uuidv7';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { M } from '../../../domain/messages.ts';
import type { VettingApplicationInput } from '../../../domain/vetting/application.ts';
import { VETTING_FILTER_KEYS, vettingApi } from '../../../domain/vetting/vetting.contract.ts';
import { VETTING_TABLE_DEFAULTS, type VettingDesk } from '../../../domain/vetting/transitions.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { organization, personOrganization } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import { route } from '../../http/contract.ts';
import { eqFilter, listBody } from '../../http/list.ts';
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

  route(app, vettingApi.desks, {
    handler: async (c) => {
      const desks = await vettingDesks(c.get('auth'));
      const kinds: VettingDesk[] = [];
      if (desks.authenticatorOf.length > 0 || desks.superAdmin) kinds.push('childrensOfficer');
      if (desks.governing.some((g) => g.desk === 'gardaOfficer') || desks.superAdmin)
        kinds.push('gardaOfficer');
      if (desks.governing.some((g) => g.desk === 'accessNiOfficer') || desks.superAdmin)
        kinds.push('accessNiOfficer');
      return { ...desks, desks: kinds.map((desk) => ({ desk, ...VETTING_TABLE_DEFAULTS[desk] })) };
    },
  });

  // Before /:id, so /json and /refjson are not read as ids.
  gardaRoutes(app);

  route(app, vettingApi.list, {
    handler: async (c, { query: q }) => {
      const { db, principal } = c.get('auth');
      const values = eqFilter(q.filter, VETTING_FILTER_KEYS);
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
      return listBody('vettings', items, total, q.page, q.size);
    },
  });

  route(app, vettingApi.create, {
    handler: async (c, { body: input }) => {
      const { db, principal } = c.get('auth');
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
      return vettingDocFor(c.get('auth'), id);
    },
  });

  route(app, vettingApi.get, {
    resource: (c) => c.req.param('id'),
    handler: (c, { params }) => vettingDocFor(c.get('auth'), params.id),
  });

  route(app, vettingApi.update, {
    resource: (c) => c.req.param('id'),
    handler: async (c, { params: { id }, body: input }) => {
      const { db, principal } = c.get('auth');
      const row = await findApplication(db, id);
      // Only the applicant, and only before it is submitted.
      if (!row || row.personId !== principal!.personId || row.status !== 'PENDING_DOCUMENTATION')
        throw fieldError(c, 409, '(body)', M.vettingActionNotAllowed.id);
      await checkClub(c, db, row.personId, input);
      await updateApplication(db, id, columnsOf(input));
      return vettingDocFor(c.get('auth'), id);
    },
  });

  actionRoutes(app);
  documentRoutes(app);
  pdfRoutes(app);
  return app;
}
