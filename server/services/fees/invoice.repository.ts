/**
 * Player injury fund invoices in the database (seed 3 §4 Invoice): generation from the season's grades and
 * levels, the clubs' teams and bands (domain/fees/invoice.ts does the sums), the paged invoice table, one
 * invoice with its groups, and the changes a fee administrator makes.
 *
 * Generation is set-based, so that the association's ~2,600 clubs cost a handful of queries, not thousands:
 * the season's grades, levels and bands once; the clubs and their teams in one query each; the invoices and
 * their groups inserted in chunks. A club that already has an invoice for the season keeps it (regenerating
 * one club deletes its unpaid invoice first).
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import {
  coversAny,
  invoiceLines,
  invoiceTotals,
  type FeeGrade,
  type FeePrice,
  type InvoiceLine,
} from '../../../domain/fees/invoice.ts';
import type { Db } from '../../db/client.ts';
import {
  claimsBand,
  feeGrade,
  feePrice,
  organization,
  organizationBand,
  pifInvoice,
  pifInvoiceGroup,
  team,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../http/list.ts';

export type InvoiceRow = typeof pifInvoice.$inferSelect;
export type InvoiceGroupRow = typeof pifInvoiceGroup.$inferSelect;

/** What every invoice of a season is worked out from. */
export interface SeasonRates {
  season: number;
  grades: FeeGrade[];
  prices: Map<string, FeePrice>;
  penalty: Map<string, number>;
}

export async function seasonRates(db: Db, season: number): Promise<SeasonRates> {
  const [grades, prices, bands] = await Promise.all([
    db.select().from(feeGrade).where(eq(feeGrade.season, season)),
    db.select().from(feePrice).where(eq(feePrice.season, season)),
    db.select().from(claimsBand).where(eq(claimsBand.season, season)),
  ]);
  return {
    season,
    grades,
    prices: new Map(prices.map((p) => [p.id, p])),
    penalty: new Map(bands.map((b) => [b.name, b.penaltyPercent])),
  };
}

interface ClubFacts {
  id: string;
  name: string;
  type: string;
  region: string;
}

/** Clubs (type Club) to invoice: all of them, or the ones named. */
async function clubs(db: Db, ids?: string[]): Promise<ClubFacts[]> {
  return db
    .select({
      id: organization.id,
      name: organization.name,
      type: organization.additionalType,
      region: sql<string>`coalesce(${organization.address}->>'addressRegion', '')`,
    })
    .from(organization)
    .where(and(eq(organization.additionalType, 'Club'), ids ? inArray(organization.id, ids) : undefined))
    .orderBy(asc(organization.id));
}

/** Each club's active teams (not committees or lists), by club. */
async function teamsByClub(db: Db, clubIds: string[] | null) {
  const rows = await db
    .select({
      id: team.id,
      organizationId: team.organizationId,
      name: team.name,
      ageLevel: team.ageLevel,
      activity: team.activity,
    })
    .from(team)
    .where(
      and(
        eq(team.additionalType, 'Team'),
        isNull(team.deletedAt),
        eq(team.status, 'ACTIVE'),
        clubIds ? inArray(team.organizationId, clubIds) : undefined,
      ),
    );
  const out = new Map<string, typeof rows>();
  for (const r of rows) {
    const list = out.get(r.organizationId) ?? [];
    list.push(r);
    out.set(r.organizationId, list);
  }
  return out;
}

async function bandsByClub(db: Db, season: number, clubIds: string[] | null) {
  const rows = await db
    .select({ organizationId: organizationBand.organizationId, name: organizationBand.name })
    .from(organizationBand)
    .where(
      and(
        eq(organizationBand.season, season),
        clubIds ? inArray(organizationBand.organizationId, clubIds) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.organizationId, r.name]));
}

/** The invoice and group rows for one club, worked out from the season's rates. */
export function buildInvoice(
  rates: SeasonRates,
  club: ClubFacts,
  teams: { id: string; name: string; ageLevel: string; activity: string }[],
  band: string | null,
  makeId: IdMaker = randomId,
) {
  const lines = invoiceLines(teams, club.type, rates.grades, rates.prices);
  const totals = invoiceTotals(lines, rates.prices, band ? (rates.penalty.get(band) ?? 0) : 0, 0);
  const id = makeId(`invoice:${club.id}:${rates.season}`);
  const invoice: typeof pifInvoice.$inferInsert = {
    id,
    organizationId: club.id,
    organizationName: club.name,
    region: club.region,
    season: rates.season,
    status: coversAny(lines) ? 'DUE' : 'MISSING',
    claimsBand: band,
    ...totals,
  };
  const groups = lines.map((l) => groupRow(id, l, makeId(`group:${id}:${l.teamId}`)));
  return { invoice, groups };
}

/** Ids of new invoices and groups: uuidv7, or (the demo seed) derived from a key so they are stable. */
export type IdMaker = (key: string) => string;
const randomId: IdMaker = () => uuidv7();

const groupRow = (invoiceId: string, l: InvoiceLine, id = uuidv7()): typeof pifInvoiceGroup.$inferInsert => ({
  id,
  invoiceId,
  teamId: l.teamId,
  name: l.name,
  ageLevel: l.ageLevel,
  activity: l.activity,
  gradeId: l.gradeId,
  priceId: l.priceId,
  level: l.level,
  price: l.price,
  coveredStatus: l.coveredStatus,
});

/**
 * Rows a statement writes: each chunk goes as one JSON parameter (`jsonb_to_recordset`), not thousands of bound
 * values — on the national seed the ~23,000 rows of a season took 1.2 s as 1,000-row multi-value inserts.
 */
const CHUNK = 5000;

/**
 * Makes the season's invoice for every club that has none (or for the clubs named). Answers how many were
 * made. The caller has checked that the season is FINAL.
 */
export async function generateInvoices(
  db: Db,
  season: number,
  clubIds?: string[],
  makeId: IdMaker = randomId,
): Promise<number> {
  const rates = await seasonRates(db, season);
  const all = await clubs(db, clubIds);
  const invoiced = await db
    .select({ org: pifInvoice.organizationId })
    .from(pifInvoice)
    .where(
      and(
        eq(pifInvoice.season, season),
        isNull(pifInvoice.deletedAt),
        clubIds ? inArray(pifInvoice.organizationId, clubIds) : undefined,
      ),
    );
  const have = new Set(invoiced.map((r) => r.org));
  const todo = all.filter((c) => !have.has(c.id));
  if (todo.length === 0) return 0;
  const scope = clubIds ? todo.map((c) => c.id) : null;
  const [teams, bands] = await Promise.all([teamsByClub(db, scope), bandsByClub(db, season, scope)]);
  const invoices: (typeof pifInvoice.$inferInsert)[] = [];
  const groups: (typeof pifInvoiceGroup.$inferInsert)[] = [];
  for (const club of todo) {
    const built = buildInvoice(rates, club, teams.get(club.id) ?? [], bands.get(club.id) ?? null, makeId);
    invoices.push(built.invoice);
    groups.push(...built.groups);
  }
  for (let i = 0; i < invoices.length; i += CHUNK) {
    await db.execute(sql`insert into pif_invoice (id, organization_id, organization_name, region, season, status,
        claims_band, penalty, discount, cost, total_cost)
      select id, "organizationId", "organizationName", region, season, status, "claimsBand", penalty, discount, cost,
        "totalCost"
      from jsonb_to_recordset(${JSON.stringify(invoices.slice(i, i + CHUNK))}::jsonb) as r(id text,
        "organizationId" text, "organizationName" text, region text, season int, status text, "claimsBand" text,
        penalty int, discount int, cost int, "totalCost" int)`);
  }
  for (let i = 0; i < groups.length; i += CHUNK) {
    await db.execute(sql`insert into pif_invoice_group (id, invoice_id, team_id, name, age_level, activity, grade_id,
        price_id, level, price, covered_status)
      select * from jsonb_to_recordset(${JSON.stringify(groups.slice(i, i + CHUNK))}::jsonb) as r(id text,
        "invoiceId" text, "teamId" text, name text, "ageLevel" text, activity text, "gradeId" text, "priceId" text,
        level int, price int, "coveredStatus" text)`);
  }
  return invoices.length;
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(pifInvoice)
    .where(and(eq(pifInvoice.id, id), isNull(pifInvoice.deletedAt)));
  return row;
}

export async function invoiceOf(db: Db, organizationId: string, season: number) {
  const [row] = await db
    .select()
    .from(pifInvoice)
    .where(
      and(
        eq(pifInvoice.organizationId, organizationId),
        eq(pifInvoice.season, season),
        isNull(pifInvoice.deletedAt),
      ),
    );
  return row;
}

export async function groupsOf(db: Db, invoiceId: string): Promise<InvoiceGroupRow[]> {
  return db
    .select()
    .from(pifInvoiceGroup)
    .where(eq(pifInvoiceGroup.invoiceId, invoiceId))
    .orderBy(asc(pifInvoiceGroup.name), asc(pifInvoiceGroup.id));
}

export interface InvoiceListQuery {
  page: number;
  size: number;
  search?: string;
  season?: number;
  status?: string[];
  organizationIds?: string[] | null;
}

/** The invoice table (§7: organisation region, name, status ascending), paged. */
export async function listInvoices(db: Db, q: InvoiceListQuery) {
  const where: SQL[] = [isNull(pifInvoice.deletedAt)];
  if (q.season !== undefined) where.push(eq(pifInvoice.season, q.season));
  if (q.status?.length) where.push(inArray(pifInvoice.status, q.status));
  if (q.organizationIds) where.push(inArray(pifInvoice.organizationId, q.organizationIds));
  if (q.search) {
    const p = containsPattern(q.search);
    where.push(or(ilike(pifInvoice.organizationName, p), ilike(pifInvoice.region, p))!);
  }
  const rows = await db
    .select()
    .from(pifInvoice)
    .where(and(...where))
    .orderBy(
      asc(pifInvoice.season),
      asc(pifInvoice.region),
      asc(pifInvoice.organizationName),
      asc(pifInvoice.status),
      asc(pifInvoice.id),
    )
    .limit(q.size)
    .offset(q.page * q.size);
  const [total] = await db
    .select({ n: count() })
    .from(pifInvoice)
    .where(and(...where));
  return { rows, total: total?.n ?? 0 };
}

export async function updateInvoice(db: Db, id: string, set: Partial<typeof pifInvoice.$inferInsert>) {
  const [row] = await db
    .update(pifInvoice)
    .set({ ...set, updatedAt: new Date(), version: sql`${pifInvoice.version} + 1` })
    .where(eq(pifInvoice.id, id))
    .returning();
  return row!;
}

/** A soft delete; its groups go with it. */
export async function deleteInvoice(db: Db, id: string) {
  await db.delete(pifInvoiceGroup).where(eq(pifInvoiceGroup.invoiceId, id));
  await updateInvoice(db, id, { deletedAt: new Date() });
}

/** Cost, penalty and total again from the invoice's groups (after a group or the discount changed). */
export async function recalculate(db: Db, invoice: InvoiceRow, discount = invoice.discount) {
  const rates = await seasonRates(db, invoice.season);
  const lines = await groupsOf(db, invoice.id);
  const penalty = invoice.claimsBand ? (rates.penalty.get(invoice.claimsBand) ?? 0) : 0;
  const totals = invoiceTotals(lines, rates.prices, penalty, discount);
  const status =
    invoice.status === 'MISSING' || invoice.status === 'DUE'
      ? coversAny(lines)
        ? 'DUE'
        : 'MISSING'
      : invoice.status;
  return updateInvoice(db, invoice.id, { ...totals, status });
}

export async function setGroupCovered(db: Db, invoiceId: string, groupId: string, coveredStatus: string) {
  const [row] = await db
    .update(pifInvoiceGroup)
    .set({ coveredStatus })
    .where(and(eq(pifInvoiceGroup.id, groupId), eq(pifInvoiceGroup.invoiceId, invoiceId)))
    .returning();
  return row;
}

export async function addGroup(db: Db, invoiceId: string, line: InvoiceLine) {
  const [row] = await db.insert(pifInvoiceGroup).values(groupRow(invoiceId, line)).returning();
  return row!;
}

export async function clubTeam(db: Db, teamId: string) {
  const [row] = await db
    .select({
      id: team.id,
      organizationId: team.organizationId,
      name: team.name,
      ageLevel: team.ageLevel,
      activity: team.activity,
      type: organization.additionalType,
    })
    .from(team)
    .innerJoin(organization, eq(organization.id, team.organizationId))
    .where(and(eq(team.id, teamId), isNull(team.deletedAt), eq(team.additionalType, 'Team')));
  return row;
}

export async function clubFacts(db: Db, id: string) {
  return (await clubs(db, [id]))[0];
}
