/**
 * The fee service's invoices (seed 3 §7 Fee service: `/invoice`, `/invoice/{id}`, `/invoice/{id}/group`,
 * `/invoice/{id}/pay`, `/invoice/generate`, `/invoice/remind`), with the §4 Invoice rules checked here:
 * - invoices are generated only for a FINAL season; one per club and season;
 * - a fee administrator marks an invoice Paid offline or Part paid (more than 0, less than the total), back
 *   to Due, adds notes and a discount; an invoice paid online is the provider's record and is not changed
 *   by hand; an invoice with money received is neither deleted nor regenerated;
 * - a club officer pays what is still due online; a reminder goes to the club secretary (invoice-reminder.ts).
 * The list is the fee administrators' table (every club; `home=true`: the caller's own clubs) or, for a
 * club officer, their clubs' invoices only; `format=CSV` answers the same rows as a CSV file.
 */
import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { lineFor } from '../../../domain/fees/invoice.ts';
import { FEE_ERRORS } from '../../../domain/fees/messages.ts';
import {
  INVOICE_OPEN_STATUSES,
  InvoiceCreateInput,
  InvoiceGenerateInput,
  InvoiceGroupCreate,
  InvoiceGroupPatch,
  InvoicePatch,
  InvoiceRemindInput,
} from '../../../domain/fees/season.ts';
import { PIF_INVOICE_STATUSES } from '../../../domain/injury/pif-eligibility.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { listQuery } from '../../../domain/lib/list-query.ts';
import type { PaymentsProvider } from '../../adapters/payments/provider.ts';
import { orgsWhere } from '../../auth/principal.ts';
import { takeLimited } from '../../auth/mail-limit.ts';
import type { Db } from '../../db/client.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { guard } from '../../http/guard.ts';
import { eqFilter, listBody, wholeList } from '../../http/list.ts';
import { IdParam, validate } from '../../http/validate.ts';
import { fieldError } from '../../http/field-error.ts';
import { feeError } from './fee-errors.ts';
import { isFeeAdmin } from './fee.policy.ts';
import {
  addGroup,
  clubFacts,
  clubTeam,
  deleteInvoice,
  findInvoice,
  generateInvoices,
  groupsOf,
  invoiceOf,
  listInvoices,
  recalculate,
  seasonRates,
  setGroupCovered,
  updateInvoice,
  type InvoiceRow,
} from './invoice.repository.ts';
import { groupDto, invoiceDto, invoicesCsv } from './invoice.dto.ts';
import { remindInvoice } from './invoice-reminder.ts';
import { startInvoicePayment } from './invoice-payment.ts';
import { findSeason } from './season.repository.ts';

const tags = ['fees'];
const lang = (c: Context<AppEnv>) => c.req.header('accept-language');
const FILTER_KEYS = ['season', 'status', 'organization.id'] as const;
/** Money received: the invoice is the record of it, not to be deleted or regenerated. */
const RECEIVED = ['PAID', 'PAID_OFFLINE', 'PART_PAID'];
/** Reminders a fee administrator may send in the sign-in limiter's window. */
const REMIND_REQUESTS_PER_WINDOW = 30;

const InvoiceListQuery = v.object({
  ...v.omit(listQuery(), ['sort']).entries,
  home: v.optional(v.picklist(['true', 'false'])),
});

async function invoiceOr404(db: Db, id: string, l?: string): Promise<InvoiceRow> {
  const row = await findInvoice(db, id);
  if (!row) throw feeError(404, FEE_ERRORS.notFound, l);
  return row;
}

async function finalSeason(db: Db, year: number, l?: string) {
  const season = await findSeason(db, year);
  if (!season) throw feeError(404, FEE_ERRORS.notFound, l, 'season');
  if (season.seasonStatus !== 'FINAL') throw feeError(409, FEE_ERRORS.seasonNotFinal, l, 'season');
  return season;
}

/** The club's one invoice for the season, made afresh (the caller checked that nothing was received). */
async function makeOne(db: Db, organizationId: string, season: number, l?: string) {
  const club = await clubFacts(db, organizationId);
  if (!club) throw feeError(400, FEE_ERRORS.notAClub, l, 'organizationId');
  await generateInvoices(db, season, [organizationId]);
  return (await invoiceOf(db, organizationId, season))!;
}

export function invoiceRoutes(payments: PaymentsProvider, publicUrl: string) {
  const app = new Hono<AppEnv>();

  app.get(
    '/',
    describeRoute({ tags, summary: 'Invoices, by organisation region, name and status; format=CSV' }),
    guard('fees.invoiceList'),
    validate('query', InvoiceListQuery),
    async (c) => {
      const auth = c.get('auth');
      const q = c.req.valid('query');
      const p = auth.principal!;
      const where = eqFilter(q.filter, FILTER_KEYS);
      const admin = await isFeeAdmin(auth, p);
      const own = [...new Set([...orgsWhere(p, 'finance'), ...orgsWhere(p, 'admin')])];
      const asked = where('organization.id');
      let organizationIds: string[] | null = admin && q.home !== 'true' ? null : own;
      if (asked.length)
        organizationIds = organizationIds ? asked.filter((o) => organizationIds!.includes(o)) : asked;
      const season = where('season')[0];
      const status = where('status').filter((s) => (PIF_INVOICE_STATUSES as readonly string[]).includes(s));
      const csv = q.format === 'CSV';
      const page = csv ? 0 : q.page;
      const size = csv ? 10_000 : q.size;
      const { rows, total } = await listInvoices(auth.db, {
        page,
        size,
        search: q.search,
        season: season && /^\d{4}$/.test(season) ? Number(season) : undefined,
        status,
        organizationIds,
      });
      if (!csv) return c.json(listBody('invoices', rows.map(invoiceDto), total, page, size));
      const body = invoicesCsv(rows);
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="pif-invoices.csv"`,
      });
    },
  );

  app.post(
    '/generate',
    describeRoute({
      tags,
      summary: 'Generate the season’s invoices (every club without one, or regenerate one club’s)',
    }),
    guard('fees.admin'),
    validate('json', InvoiceGenerateInput),
    async (c) => {
      const { db } = c.get('auth');
      const { season, organizationId } = c.req.valid('json');
      await finalSeason(db, season, lang(c));
      if (!organizationId) return c.json({ generated: await generateInvoices(db, season) });
      const existing = await invoiceOf(db, organizationId, season);
      if (existing && RECEIVED.includes(existing.status))
        throw feeError(409, FEE_ERRORS.invoicePaid, lang(c));
      if (existing) await deleteInvoice(db, existing.id);
      crashPoint('invoice.regenerate');
      const made = await makeOne(db, organizationId, season, lang(c));
      return c.json({ generated: 1, invoice: invoiceDto(made) });
    },
  );

  app.post(
    '/remind',
    describeRoute({ tags, summary: 'Remind the clubs’ secretaries of their invoices (once a day each)' }),
    guard('fees.admin'),
    validate('json', InvoiceRemindInput),
    async (c) => {
      const { db, principal } = c.get('auth');
      await takeLimited(
        db,
        `pif-remind:${principal!.accountId}`,
        REMIND_REQUESTS_PER_WINDOW,
        'Too many reminders were sent; try again later',
      );
      const results = [];
      for (const id of [...new Set(c.req.valid('json').invoiceIds)]) {
        const invoice = await findInvoice(db, id);
        results.push({ id, outcome: invoice ? await remindInvoice(db, invoice) : 'NOT_FOUND' });
      }
      return c.json({ sent: results.filter((r) => r.outcome === 'SENT').length, results });
    },
  );

  app.post(
    '/',
    describeRoute({ tags, summary: 'Make one club’s invoice for a FINAL season' }),
    guard('fees.admin'),
    validate('json', InvoiceCreateInput),
    async (c) => {
      const { db } = c.get('auth');
      const { season, organizationId } = c.req.valid('json');
      await finalSeason(db, season, lang(c));
      if (await invoiceOf(db, organizationId, season)) throw feeError(409, FEE_ERRORS.invoiceExists, lang(c));
      return c.json(invoiceDto(await makeOne(db, organizationId, season, lang(c))), 201);
    },
  );

  app.get(
    '/:id',
    describeRoute({ tags, summary: 'One invoice' }),
    guard('fees.invoiceRead', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => c.json(invoiceDto(await invoiceOr404(c.get('auth').db, c.req.valid('param').id, lang(c)))),
  );

  app.patch(
    '/:id',
    describeRoute({ tags, summary: 'Mark paid offline or part paid, back to due; notes; discount' }),
    guard('fees.admin'),
    validate('param', IdParam),
    validate('json', InvoicePatch),
    async (c) => {
      const { db } = c.get('auth');
      const l = lang(c);
      const invoice = await invoiceOr404(db, c.req.valid('param').id, l);
      const patch = c.req.valid('json');
      const changesMoney =
        patch.status !== undefined || patch.amountPaid !== undefined || patch.discount !== undefined;
      if (changesMoney && invoice.status === 'PAID') throw feeError(409, FEE_ERRORS.paidOnline, l);
      let current = invoice;
      if (patch.discount !== undefined && patch.discount !== invoice.discount) {
        current = await recalculate(db, invoice, patch.discount);
      }
      const set: Parameters<typeof updateInvoice>[2] = {};
      if (patch.notes !== undefined) set.notes = patch.notes || null;
      if (patch.status === 'PAID_OFFLINE') {
        Object.assign(set, {
          status: 'PAID_OFFLINE',
          amountPaid: current.totalCost,
          paidDate: todayInDublin(),
        });
      } else if (patch.status === 'PART_PAID') {
        if (patch.amountPaid! >= current.totalCost)
          throw fieldError('amountPaid', 'validation.fees.amountPaid', l);
        Object.assign(set, { status: 'PART_PAID', amountPaid: patch.amountPaid, paidDate: null });
      } else if (patch.status === 'DUE') {
        Object.assign(set, { status: 'DUE', amountPaid: 0, paidDate: null });
      } else if (patch.amountPaid !== undefined) {
        throw fieldError('status', 'validation.fees.amountPaid', l);
      }
      const updated = Object.keys(set).length ? await updateInvoice(db, invoice.id, set) : current;
      return c.json(invoiceDto(updated));
    },
  );

  app.delete(
    '/:id',
    describeRoute({ tags, summary: 'Delete an invoice no money was received for' }),
    guard('fees.admin'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const invoice = await invoiceOr404(db, c.req.valid('param').id, lang(c));
      if (RECEIVED.includes(invoice.status)) throw feeError(409, FEE_ERRORS.invoiceDelete, lang(c));
      await deleteInvoice(db, invoice.id);
      return c.body(null, 204);
    },
  );

  app.get(
    '/:id/group',
    describeRoute({ tags, summary: 'The invoice’s teams, covered or not' }),
    guard('fees.invoiceRead', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const invoice = await invoiceOr404(db, c.req.valid('param').id, lang(c));
      const items = (await groupsOf(db, invoice.id)).map(groupDto);
      return c.json(wholeList('groups', items));
    },
  );

  app.patch(
    '/:id/group',
    describeRoute({ tags, summary: 'Cover or uncover one of the invoice’s teams (totals follow)' }),
    guard('fees.admin'),
    validate('param', IdParam),
    validate('json', InvoiceGroupPatch),
    async (c) => {
      const { db } = c.get('auth');
      const invoice = await invoiceOr404(db, c.req.valid('param').id, lang(c));
      if (RECEIVED.includes(invoice.status)) throw feeError(409, FEE_ERRORS.invoicePaid, lang(c));
      const { groupId, coveredStatus } = c.req.valid('json');
      const group = (await groupsOf(db, invoice.id)).find((g) => g.id === groupId);
      if (!group) throw feeError(404, FEE_ERRORS.notFound, lang(c), 'groupId');
      // Only a graded team can be covered: its price comes from its grade.
      if (coveredStatus === 'COVERED' && !group.priceId)
        throw fieldError('coveredStatus', 'validation.fees.levelRequired', lang(c));
      await setGroupCovered(db, invoice.id, groupId, coveredStatus);
      return c.json(invoiceDto(await recalculate(db, invoice)));
    },
  );

  app.post(
    '/:id/group',
    describeRoute({ tags, summary: 'Add one of the club’s teams to the invoice' }),
    guard('fees.admin'),
    validate('param', IdParam),
    validate('json', InvoiceGroupCreate),
    async (c) => {
      const { db } = c.get('auth');
      const l = lang(c);
      const invoice = await invoiceOr404(db, c.req.valid('param').id, l);
      if (RECEIVED.includes(invoice.status)) throw feeError(409, FEE_ERRORS.invoicePaid, l);
      const t = await clubTeam(db, c.req.valid('json').teamId);
      if (!t || t.organizationId !== invoice.organizationId)
        throw feeError(400, FEE_ERRORS.groupNotOfClub, l, 'teamId');
      if ((await groupsOf(db, invoice.id)).some((g) => g.teamId === t.id)) {
        throw feeError(409, FEE_ERRORS.groupOnInvoice, l, 'teamId');
      }
      const rates = await seasonRates(db, invoice.season);
      const group = await addGroup(db, invoice.id, lineFor(t, t.type, rates.grades, rates.prices));
      return c.json({ group: groupDto(group), invoice: invoiceDto(await recalculate(db, invoice)) }, 201);
    },
  );

  app.post(
    '/:id/pay',
    describeRoute({
      tags,
      summary: 'Pay what is still due online (hosted checkout); the webhook marks it paid',
    }),
    guard('fees.invoicePay', (c) => c.req.param('id')),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
      const invoice = await invoiceOr404(db, c.req.valid('param').id, lang(c));
      if (!(INVOICE_OPEN_STATUSES as readonly string[]).includes(invoice.status)) {
        throw feeError(
          409,
          invoice.status === 'MISSING' ? FEE_ERRORS.invoiceNothingDue : FEE_ERRORS.invoicePaid,
          lang(c),
        );
      }
      if (invoice.totalCost - invoice.amountPaid <= 0)
        throw feeError(409, FEE_ERRORS.invoiceNothingDue, lang(c));
      return c.json(await startInvoicePayment(db, payments, invoice, publicUrl));
    },
  );

  return app;
}
