/**
 * The injury fund eligibility check: gathers the facts (pif-check.repository.ts) and applies the rules of
 * `domain/injury/pif-eligibility.ts`. Access (pif.check) is the route's guard.
 */
import {
  assessPifEligibility,
  pifSeasonStart,
  pifSeasonYear,
  type PifCheckQuery,
  type PifCheckReport,
} from '../../../domain/injury/pif-eligibility.ts';
import { PIF_MESSAGES, PIF_REASON_MESSAGES } from '../../../domain/injury/messages.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { translate, type Locale } from '../../i18n.ts';
import {
  clubById,
  finalSeason,
  invoiceFor,
  linkStatus,
  membershipsAt,
  personByUniqueId,
  teamCover,
} from './pif-check.repository.ts';

const say = (m: { id: string; message: string }, locale: Locale) => translate(m.id, locale, m.message);

/**
 * The eligibility rule applied to one person at one club on one day: the facts gathered, then
 * `assessPifEligibility`. The check below and the dashboard's cover (pif-cover.ts) both ask this.
 */
export async function assessCover(db: Db, personId: string, clubId: string, day: string) {
  const link = await linkStatus(db, personId, clubId);
  const memberships = await membershipsAt(db, personId, clubId);
  const season = (await finalSeason(db, pifSeasonYear(day))) ?? null;
  const invoice = season ? await invoiceFor(db, clubId, season.year) : null;
  const teams = invoice ? await teamCover(db, personId, clubId, invoice.id) : null;
  const assessment = assessPifEligibility({
    injuryDate: day,
    linkedToClub: link === 'ACTIVE',
    memberships,
    season,
    invoice,
    teams,
  });
  return { assessment, season, invoice };
}

export async function checkPifEligibility(db: Db, q: PifCheckQuery, locale: Locale): Promise<PifCheckReport> {
  const who = await personByUniqueId(db, q.uniqueId);
  if (!who) throw notFound(say(PIF_MESSAGES.unableToFindPerson, locale));
  const club = await clubById(db, q.clubId);
  if (!club) throw notFound(say(PIF_MESSAGES.clubNotFound, locale));

  const { assessment, season, invoice } = await assessCover(db, who.id, club.id, q.injuryDate);
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
