/**
 * The dashboard's injury fund cover (issue 53 item 3; contract domain/injury/pif-cover.contract.ts): the
 * caller and their dependants (family/guardianship.ts), at each club they are active members of, assessed
 * for today (Dublin) by the eligibility check's own rule (pif-check.ts `assessCover`); a club that opted out
 * of the fund covers nobody.
 */
import type { PifCover } from '../../../domain/injury/pif-cover.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import type { AuthContext } from '../../auth/access.ts';
import { selfAndDependants } from '../family/guardianship.ts';
import { assessCover } from './pif-check.ts';
import { activeClubsOf } from './pif-check.repository.ts';

export async function injuryFundCoverOf(auth: AuthContext, now = new Date()): Promise<PifCover[]> {
  const me = auth.principal?.personId;
  if (!me) return [];
  const people = await selfAndDependants(auth.db, me);
  const links = await activeClubsOf(
    auth.db,
    people.map((p) => p.personId),
  );
  const day = todayInDublin(now);
  const out: PifCover[] = [];
  for (const p of people) {
    for (const l of links.filter((x) => x.personId === p.personId)) {
      const { assessment, season, invoice } = await assessCover(auth.db, p.personId, l.clubId, day);
      out.push({
        personId: p.personId,
        personName: `${p.givenName} ${p.familyName}`,
        isMe: p.isMe,
        clubId: l.clubId,
        clubName: l.clubName,
        covered: assessment.eligible && !l.optedOut,
        optedOut: l.optedOut,
        reasons: assessment.reasons,
        season: season?.year ?? null,
        invoiceStatus: invoice?.status ?? null,
      });
    }
  }
  return out;
}
