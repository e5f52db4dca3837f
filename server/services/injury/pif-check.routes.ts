/**
 * The injury fund eligibility check (seed 2 §7 Injuries: `GET /external/pif/check` with the person's unique
 * ID, the club and the injury date; `GET /external/pif/invoice/{id}`), for the global role
 * pif_claim_checker only. The rules are `domain/injury/pif-eligibility.ts`; this module gathers the facts.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  assessPifEligibility,
  PifCheckQuery,
  pifSeasonStart,
  pifSeasonYear,
  type MembershipStatus,
  type PifCheckReport,
  type PifInvoiceStatus,
} from '../../../domain/injury/pif-eligibility.ts';
import { PIF_MESSAGES, PIF_REASON_MESSAGES } from '../../../domain/injury/messages.ts';
import { hasGlobalRole, type Policy } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import {
  membership,
  organization,
  person,
  personOrganization,
  pifInvoice,
  pifSeason,
} from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { guard } from '../../http/guard.ts';
import { IdParam, validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { pickLocale, translate, type Locale } from '../../i18n.ts';

export const PIF_CLAIM_CHECKER_ROLE = 'pif_claim_checker';

const isClaimChecker = (p: Principal) => hasGlobalRole(p, PIF_CLAIM_CHECKER_ROLE);

export const pifCheckPolicy = {
  'pif.check': isClaimChecker,
  'pif.invoice': isClaimChecker,
} satisfies Policy;

const say = (m: { id: string; message: string }, locale: Locale) => translate(m.id, locale, m.message);

async function invoiceFor(db: Db, clubId: string, season: number) {
  const [row] = await db
    .select({ id: pifInvoice.id, status: pifInvoice.status, paidDate: pifInvoice.paidDate })
    .from(pifInvoice)
    .where(
      and(eq(pifInvoice.organizationId, clubId), eq(pifInvoice.season, season), isNull(pifInvoice.deletedAt)),
    );
  return row ? { ...row, status: row.status as PifInvoiceStatus } : null;
}

export async function checkPifEligibility(db: Db, q: PifCheckQuery, locale: Locale): Promise<PifCheckReport> {
  const [who] = await db
    .select({
      id: person.id,
      uniqueId: person.uniqueId,
      givenName: person.givenName,
      familyName: person.familyName,
    })
    .from(person)
    .where(and(eq(person.uniqueId, q.uniqueId), isNull(person.deletedAt)));
  if (!who) throw notFound(say(PIF_MESSAGES.unableToFindPerson, locale));
  const [club] = await db
    .select({ id: organization.id, name: organization.name })
    .from(organization)
    .where(eq(organization.id, q.clubId));
  if (!club) throw notFound(say(PIF_MESSAGES.clubNotFound, locale));

  const [link] = await db
    .select({ status: personOrganization.status })
    .from(personOrganization)
    .where(and(eq(personOrganization.personId, who.id), eq(personOrganization.organizationId, club.id)));
  const memberships = (
    await db
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
          eq(membership.personId, who.id),
          eq(membership.organizationId, club.id),
          isNull(membership.deletedAt),
        ),
      )
      .orderBy(asc(membership.validFrom))
  ).map((m) => ({ ...m, membershipStatus: m.membershipStatus as MembershipStatus }));
  const year = pifSeasonYear(q.injuryDate);
  const [season] = await db
    .select({ year: pifSeason.year, endDate: pifSeason.endDate })
    .from(pifSeason)
    .where(and(eq(pifSeason.year, year), eq(pifSeason.seasonStatus, 'FINAL')));
  const invoice = season ? await invoiceFor(db, club.id, season.year) : null;

  const assessment = assessPifEligibility({
    injuryDate: q.injuryDate,
    linkedToClub: link?.status === 'ACTIVE',
    memberships,
    season: season ?? null,
    invoice,
  });
  return {
    eligible: assessment.eligible,
    injuryDate: q.injuryDate,
    reasons: assessment.reasons.map((code) => ({ code, message: say(PIF_REASON_MESSAGES[code], locale) })),
    person: { id: who.id, uniqueId: who.uniqueId ?? q.uniqueId, name: `${who.givenName} ${who.familyName}` },
    club,
    season: season
      ? { year: season.year, startDate: pifSeasonStart(season.year), endDate: season.endDate }
      : null,
    membership: assessment.membership,
    invoice,
  };
}

export function pifCheckRoutes() {
  const app = new Hono<AppEnv>();
  app.get(
    '/check',
    describeRoute({
      tags: ['injury'],
      summary: 'Injury fund eligibility of a person (unique ID) at a club on an injury date',
      responses: {
        200: { description: 'The eligibility report' },
        404: { description: 'Unable to find person' },
      },
    }),
    guard('pif.check'),
    validate('query', PifCheckQuery),
    async (c) => {
      const locale = pickLocale(c.req.header('accept-language'));
      return c.json(await checkPifEligibility(c.get('auth').db, c.req.valid('query'), locale));
    },
  );
  app.get(
    '/invoice/:id',
    describeRoute({ tags: ['injury'], summary: "A club's injury fund invoice" }),
    guard('pif.invoice'),
    validate('param', IdParam),
    async (c) => {
      const { db } = c.get('auth');
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
        .where(and(eq(pifInvoice.id, c.req.valid('param').id), isNull(pifInvoice.deletedAt)));
      if (!row) throw notFound('Invoice not found');
      const { organizationId, organizationName, organizationEmail, ...invoice } = row;
      return c.json({
        ...invoice,
        organization: { id: organizationId, name: organizationName, email: organizationEmail },
      });
    },
  );
  return app;
}
