/**
 * /api/player-transfer: GET (list), POST; GET /export (CSV); GET, PUT, PATCH (applicant actions), DELETE
 * /{id}; documents under /{id}/document (transfer-documents.ts). /api/player-transfer-approval/{id}: PATCH
 * (a reviewing unit's decision). Policy: transfer.policy.ts (`transfer.*`). The decisions' use case is
 * transfer-actions.ts; the answers transfer.dto.ts; SQL in transfer.repository.ts.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { uuidv7 } from 'uuidv7';
import * as v from 'valibot';
import { formatDisplayDate } from '../../../domain/lib/dates.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import { M } from '../../../domain/messages.ts';
import {
  TransferApplicantAction,
  TransferApprovalAction,
  type ApprovalStep,
} from '../../../domain/transfer/approval.ts';
import { TRANSFER_STATUSES, TRANSFER_TYPES } from '../../../domain/transfer/enums.ts';
import { TransferBody, type TransferInput } from '../../../domain/transfer/form-schema.ts';
import type { AuthContext } from '../../auth/access.ts';
import { toCsv } from '../../http/csv.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, listBody } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { checkAssociation } from './transfer-asset.routes.ts';
import { actOnTransfer } from './transfer-actions.ts';
import { transferDocumentRoutes } from './transfer-documents.ts';
import { toTransferDocs } from './transfer.dto.ts';
import { isActiveMemberOf } from './transfer-applicants.ts';
import { actsFor, peopleOf, reviewerUnitsOf } from './transfer.policy.ts';
import {
  auditOf,
  deleteTransfer,
  findTransfer,
  insertTransfer,
  listTransfers,
  organizationsExist,
  updateTransfer,
  type TransferRow,
  type TransferScope,
} from './transfer.repository.ts';

const TransferListQuery = v.object({
  ...listQuery({ maxSize: 300, defaultSize: 100 }).entries,
  /** mine: the caller's and their dependants'; review: the caller's units' queue; neither: both. */
  view: v.optional(v.picklist(['mine', 'review'], M.invalidOption.id)),
});
const FILTER_KEYS = ['status', 'additionalType', 'pendingAt'] as const;
const lang = (c: Context<AppEnv>) => c.req.header('accept-language');

async function scopeOf(auth: AuthContext, view?: 'mine' | 'review'): Promise<TransferScope> {
  const p = auth.principal!;
  return {
    people: view === 'review' ? [] : await peopleOf(auth, p),
    units: view === 'mine' ? [] : reviewerUnitsOf(p),
  };
}

/** The docs of `rows` with the actions this caller may take on each. */
async function docsFor(auth: AuthContext, rows: TransferRow[]) {
  const p = auth.principal!;
  const units = reviewerUnitsOf(p);
  const people = await peopleOf(auth, p);
  return toTransferDocs(auth.db, rows, (row: TransferRow, steps: ApprovalStep[]) => ({
    personId: p.personId ?? '',
    applicant: row.applicantPersonId === p.personId || people.includes(row.personId),
    reviews: (o) => row.status !== 'DRAFT' && units.includes(o) && steps.some((s) => s.organizationId === o),
  }));
}

async function docOf(auth: AuthContext, id: string) {
  const row = await findTransfer(auth.db, id);
  if (!row) throw notFound('Player transfer not found');
  return (await docsFor(auth, [row]))[0]!;
}

/** Who the application is for, and the clubs: the caller acts for the player; two different clubs. */
async function checkParties(c: Context<AppEnv>, input: TransferInput) {
  const auth = c.get('auth');
  if (!(await actsFor(auth, auth.principal!, input.personId)))
    throw forbidden('You can apply only for yourself or a dependant');
  await checkAssociation(c, auth.db, input.originOrganizationId, input.association);
  if (!(await isActiveMemberOf(auth.db, input.personId, input.originOrganizationId)))
    throw badRequest(M.transferNotMemberOfClub.message, [
      {
        field: 'originOrganizationId',
        message: M.transferNotMemberOfClub.message,
        code: M.transferNotMemberOfClub.id,
      },
    ]);
  const dest = String(input.destinationOrganizationId);
  const orgs = await organizationsExist(auth.db, [dest]);
  if (!orgs.has(dest) || dest === input.originOrganizationId)
    throw badRequest('Choose a joining club other than the leaving club', [
      {
        field: 'destinationOrganizationId',
        message: 'Choose a joining club other than the leaving club',
        code: M.invalidOption.id,
      },
    ]);
}

function filterOf(filter: string | undefined, units: string[]) {
  const values = eqFilter(filter, FILTER_KEYS);
  const statuses = values('status').filter((s) => (TRANSFER_STATUSES as readonly string[]).includes(s));
  const types = values('additionalType').filter((s) => (TRANSFER_TYPES as readonly string[]).includes(s));
  // "pendingAt:me": waiting for one of the caller's units; an id: that unit, if the caller reviews for it.
  const pendingAt = values('pendingAt').flatMap((x) => (x === 'me' ? units : units.filter((u) => u === x)));
  return {
    statuses,
    types,
    pendingAt: values('pendingAt').length > 0 ? (pendingAt.length ? pendingAt : ['-']) : [],
  };
}

export function transferRoutes() {
  const app = new Hono<AppEnv>();

  app.get(
    '/export',
    describeRoute({
      tags: ['transfer'],
      summary: "The caller's units' applications as CSV (same filters as the list)",
    }),
    guard('transfer.export'),
    validate('query', TransferListQuery),
    async (c) => {
      const auth = c.get('auth');
      const q = c.req.valid('query');
      const scope = await scopeOf(auth, 'review');
      const { rows } = await listTransfers(
        auth.db,
        scope,
        { ...filterOf(q.filter, scope.units), search: q.search },
        {
          page: 0,
          size: 10_000,
        },
      );
      const docs = await docsFor(auth, rows);
      const csv = toCsv(
        [
          'id',
          'status',
          'additionalType',
          'player',
          'leavingClub',
          'joiningClub',
          'startDate',
          'endDate',
          'updateDate',
          'waitingFor',
        ],
        docs.map((d) => [
          d.id,
          d.status,
          d.additionalType,
          d.personName,
          d.originOrganizationName,
          d.destinationOrganizationName,
          formatDisplayDate(d.startDate),
          d.endDate ? formatDisplayDate(d.endDate) : '',
          d.updateDate,
          d.approvals.find((s) => s.status === 'PENDING')?.organizationName ?? '',
        ]),
      );
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="player-transfers.csv"',
      });
    },
  );

  app.get(
    '/',
    describeRoute({
      tags: ['transfer'],
      summary:
        'Applications the caller may read, newest update first (filter status, additionalType, pendingAt)',
    }),
    guard('transfer.list'),
    validate('query', TransferListQuery),
    async (c) => {
      const auth = c.get('auth');
      const q = c.req.valid('query');
      const scope = await scopeOf(auth, q.view);
      const { rows, total } = await listTransfers(
        auth.db,
        scope,
        { ...filterOf(q.filter, scope.units), search: q.search },
        q,
      );
      return c.json(listBody('transfers', await docsFor(auth, rows), total, q.page, q.size));
    },
  );

  app.post(
    '/',
    describeRoute({
      tags: ['transfer'],
      summary: 'Start an application (DRAFT) for yourself or a dependant',
    }),
    guard('transfer.create'),
    validate('json', TransferBody),
    async (c) => {
      const input = c.req.valid('json');
      await checkParties(c, input);
      const id = uuidv7();
      await insertTransfer(c.get('auth').db, id, c.get('auth').principal!.personId!, input);
      return c.json(await docOf(c.get('auth'), id), 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags: ['transfer'], summary: 'An application, with its approval chain and history' }),
    guard('transfer.read', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const auth = c.get('auth');
      const { id } = c.req.valid('param');
      const history = (await auditOf(auth.db, id)).map((a) => ({
        action: a.action,
        fromStatus: a.fromStatus,
        toStatus: a.toStatus,
        reason: a.reason,
        at: a.at.toISOString(),
      }));
      return c.json({ ...(await docOf(auth, id)), history });
    },
  );

  app.put(
    '/:id',
    describeRoute({ tags: ['transfer'], summary: 'Change a draft, or an application sent back for rework' }),
    guard('transfer.update', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', TransferBody),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      const row = await findTransfer(c.get('auth').db, id);
      if (row?.status !== 'DRAFT' && row?.status !== 'REWORK_REQUESTED')
        throw conflict('Only a draft or an application sent back for rework can be changed');
      if (
        row.status === 'REWORK_REQUESTED' &&
        (input.additionalType !== row.additionalType || input.personId !== row.personId)
      )
        throw conflict('The type and the player of a submitted application cannot change');
      await checkParties(c, input);
      await updateTransfer(c.get('auth').db, id, input);
      return c.json(await docOf(c.get('auth'), id));
    },
  );

  app.patch(
    '/:id',
    describeRoute({
      tags: ['transfer'],
      summary: 'The applicant: SUBMIT, APPEAL (reason), SUBMIT_TO_COUNTY (after expiry), ADD_RETURN_DATE',
    }),
    guard('transfer.act', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', TransferApplicantAction),
    async (c) => {
      const { id } = c.req.valid('param');
      await actOnTransfer(c.get('auth'), id, c.req.valid('json'), 'applicant', lang(c));
      return c.json(await docOf(c.get('auth'), id));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags: ['transfer'], summary: 'Delete a draft (the applicant)' }),
    guard('transfer.delete', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const { id } = c.req.valid('param');
      const row = await findTransfer(db, id);
      if (row?.status !== 'DRAFT') throw conflict('Only a draft can be deleted');
      await deleteTransfer(db, id);
      return c.body(null, 204);
    },
  );

  transferDocumentRoutes(app);
  return app;
}

/** PATCH /api/player-transfer-approval/{id}: a reviewing unit decides (the domain says whose turn it is). */
export function transferApprovalRoutes() {
  const app = new Hono<AppEnv>();
  app.patch(
    '/:id',
    describeRoute({
      tags: ['transfer'],
      summary:
        'A reviewing unit: APPROVE, REJECT, REQUEST_REWORK, EXPEDITE (with reasons), COMPLETE, ADD_RETURN_DATE',
    }),
    guard('transfer.decide', (c) => c.req.param('id')),
    validate('param', IdParam),
    validate('json', TransferApprovalAction),
    async (c) => {
      const { id } = c.req.valid('param');
      await actOnTransfer(c.get('auth'), id, c.req.valid('json'), 'unit', lang(c));
      return c.json(await docOf(c.get('auth'), id));
    },
  );
  return app;
}
