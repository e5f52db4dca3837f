/** The facts the injury fund check reads: the person, the club, their link and memberships, the season, the invoice. */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { MembershipStatus, PifInvoiceStatus } from '../../../domain/injury/pif-eligibility.ts';
import type { Db } from '../../db/client.ts';
import {
  membership,
  organization,
  person,
  personOrganization,
  groupMember,
  pifInvoice,
  pifInvoiceGroup,
  pifSeason,
  team,
} from '../../db/schema/index.ts';

export async function personByUniqueId(db: Db, uniqueId: string) {
  const [who] = await db
    .select({
      id: person.id,
      uniqueId: person.uniqueId,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(person)
    .where(and(eq(person.uniqueId, uniqueId), isNull(person.deletedAt)));
  return who;
}

export async function clubById(db: Db, id: string) {
  const [club] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(eq(organization.id, id));
  return club;
}

export async function linkStatus(db: Db, personId: string, clubId: string) {
  const [link] = await db
    .select({ status: personOrganization.status })
    .from(personOrganization)
    .where(and(eq(personOrganization.personId, personId), eq(personOrganization.organizationId, clubId)));
  return link?.status;
}

/** The person's memberships of the club, oldest first. */
export async function membershipsAt(db: Db, personId: string, clubId: string) {
  const rows = await db
    .select({
      id: membership.id,
      association: membership.association,
      membershipStatus: membership.membershipStatus,
      validFrom: membership.validFrom,
      validTo: membership.validTo,
      registeredOn: membership.registeredOn,
      refunded: membership.refunded,
    })
    .from(membership)
    .where(
      and(
        eq(membership.personId, personId),
        eq(membership.organizationId, clubId),
        isNull(membership.deletedAt),
      ),
    )
    .orderBy(asc(membership.validFrom));
  return rows.map((m) => ({ ...m, membershipStatus: m.membershipStatus as MembershipStatus }));
}

/** The injury fund season of `year`, once it is final. */
export async function finalSeason(db: Db, year: number) {
  const [season] = await db
    .select({ year: pifSeason.year, endDate: pifSeason.endDate })
    .from(pifSeason)
    .where(and(eq(pifSeason.year, year), eq(pifSeason.seasonStatus, 'FINAL')));
  return season;
}

export async function invoiceFor(db: Db, clubId: string, season: number) {
  const [row] = await db
    .select({ id: pifInvoice.id, status: pifInvoice.status, paidDate: pifInvoice.paidDate })
    .from(pifInvoice)
    .where(
      and(eq(pifInvoice.organizationId, clubId), eq(pifInvoice.season, season), isNull(pifInvoice.deletedAt)),
    );
  return row ? { ...row, status: row.status as PifInvoiceStatus } : null;
}

/** One invoice with its club's id, name and e-mail (`GET /external/pif/invoice/{id}`). */
export async function invoiceWithClub(db: Db, id: string) {
  const [row] = await db
    .select({
      id: pifInvoice.id,
      season: pifInvoice.season,
      status: pifInvoice.status,
      claimsBand: pifInvoice.claimsBand,
      penalty: pifInvoice.penalty,
      discount: pifInvoice.discount,
      cost: pifInvoice.cost,
      totalCost: pifInvoice.totalCost,
      currency: pifInvoice.currency,
      paidDate: pifInvoice.paidDate,
      notes: pifInvoice.notes,
      organizationId: organization.id,
      organizationName: organization.name,
      organizationEmail: organization.email,
    })
    .from(pifInvoice)
    .innerJoin(organization, eq(organization.id, pifInvoice.organizationId))
    .where(and(eq(pifInvoice.id, id), isNull(pifInvoice.deletedAt)));
  return row;
}

/** The person's teams in the club, and how many of them the invoice covers (null: it lists no teams). */
export async function teamCover(db: Db, personId: string, clubId: string, invoiceId: string) {
  const [listed] = await db
    .select({ n: count() })
    .from(pifInvoiceGroup)
    .where(eq(pifInvoiceGroup.invoiceId, invoiceId));
  if ((listed?.n ?? 0) === 0) return null;
  const teams = await db
    .select({ id: team.id, covered: pifInvoiceGroup.coveredStatus })
    .from(groupMember)
    .innerJoin(team, eq(team.id, groupMember.groupId))
    .leftJoin(
      pifInvoiceGroup,
      and(eq(pifInvoiceGroup.teamId, team.id), eq(pifInvoiceGroup.invoiceId, invoiceId)),
    )
    .where(
      and(
        eq(groupMember.personId, personId),
        isNull(groupMember.deletedAt),
        eq(team.organizationId, clubId),
        eq(team.additionalType, 'Team'),
        isNull(team.deletedAt),
      ),
    );
  return { onTeams: teams.length, covered: teams.filter((t) => t.covered === 'COVERED').length };
}

/** The clubs the people are active members of, with whether each opted out of the injury fund. */
export async function activeClubsOf(db: Db, personIds: string[]) {
  if (personIds.length === 0) return [];
  return db
    .select({
      personId: personOrganization.personId,
      clubId: organization.id,
      clubName: organization.name,
      optedOut: organization.injuryFundOptOut,
    })
    .from(personOrganization)
    .innerJoin(organization, eq(organization.id, personOrganization.organizationId))
    .where(
      and(
        inArray(personOrganization.personId, personIds),
        eq(personOrganization.status, 'ACTIVE'),
        eq(organization.additionalType, 'Club'),
      ),
    )
    .orderBy(asc(organization.name));
}
