/** Fixture records → the domain's Fixture document (seed 2 §3), as REST answers it and devices store it. */
import type { Fixture, FixtureOfficial, FixtureTeam } from '../../../domain/competition/fixture.ts';
import { additionalInformationOf } from '../../../domain/competition/provisional.ts';
import type { SyncedDocument } from '../../../domain/sync/protocol.ts';
import type { FixtureRecord, OfficialRecord } from './fixture.repository.ts';

const AVAILABILITIES = ['PENDING', 'CONFIRMED', 'NOT_AVAILABLE'] as const;
const availability = (a: string): FixtureOfficial['availability'] =>
  AVAILABILITIES.find((x) => x === a) ?? 'PENDING';

function side(
  t: { id: string | null; name: string | null; suffix: string | null } | null,
  placeholder: string | null,
  goals: number | null,
  points: number | null,
  penalties: number | null,
): FixtureTeam {
  if (!t?.id || t.name === null) return placeholder ? { name: placeholder, goals, points } : { isBye: true };
  return {
    id: t.id,
    name: t.name,
    ...(t.suffix ? { designation: t.suffix } : {}),
    goals,
    points,
    ...(penalties !== null ? { penalties } : {}),
  };
}

/**
 * `officials: false` leaves the officials out (the public club page): who referees is public, their
 * availability is not.
 */
export function toFixtureDoc(
  r: FixtureRecord,
  officials: OfficialRecord[],
  opts: { officials: boolean } = { officials: true },
): Fixture {
  const f = r.fixture;
  const mine = officials.filter((o) => o.fixtureId === f.id);
  const referee = mine.find((o) => o.type === 'REFEREES');
  const additionalInformation = additionalInformationOf(f);
  return {
    id: f.id,
    version: f.version,
    updatedAt: f.updatedAt.toISOString(),
    startDate: f.startDate.toISOString(),
    round: f.round,
    status: f.status,
    isResult: f.isResult,
    resultConfirmed: f.resultConfirmed,
    reportSubmitted: f.reportSubmitted,
    isPostponed: f.isPostponed,
    refereeName: referee ? `${referee.givenName} ${referee.familyName}` : null,
    homeTeam: side(r.home, f.homePlaceholder, f.homeGoals, f.homePoints, f.homePenalties),
    awayTeam: side(r.away, f.awayPlaceholder, f.awayGoals, f.awayPoints, f.awayPenalties),
    ...(f.outcome ? { outcome: f.outcome } : {}),
    ...(additionalInformation ? { additionalInformation } : {}),
    ...(f.isExtraTime ? { isExtraTime: true } : {}),
    ...(f.isReplay ? { isReplay: true } : {}),
    ...(f.broadcast ? { broadcast: f.broadcast } : {}),
    place: r.place,
    owner: r.owner,
    division: r.division,
    competition: r.competition,
    ...(opts.officials
      ? {
          officials: mine.map((o) => ({
            personId: o.personId,
            name: `${o.givenName} ${o.familyName}`,
            type: o.type,
            availability: availability(o.availability),
          })),
        }
      : {}),
  };
}

/** What a device needs to drop a document it may no longer hold. */
export function toTombstone(r: FixtureRecord): SyncedDocument {
  return {
    id: r.fixture.id,
    version: r.fixture.version,
    updatedAt: r.fixture.updatedAt.toISOString(),
    deleted: true,
  };
}
