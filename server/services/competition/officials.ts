/**
 * The rules for appointing officials and setting availability, shared by `/api/fixture/{id}/official` and
 * the sync push's `fixture.setAvailability`. Call inside a transaction, with validated input.
 *
 * - A person holds one role on a fixture: appointing someone already appointed, or the same person twice in
 *   one request, is refused with "Duplicate officials added" (409) and nothing is written.
 * - An official sets only their own availability; admins (see officials.policy.ts) may set anyone's.
 * - Each change bumps the fixture's `updated_at` (its document lists the officials) but not its version.
 * - Appointing a referee schedules the fixture's follow-ups (server/jobs/follow-ups.ts).
 * - With `links`, each official appointed is mailed a link to answer without signing in (official-response.ts).
 */
import type { Fixture } from '../../../domain/competition/fixture.ts';
import {
  hasDuplicateOfficials,
  type AppointOfficialsInput,
  type OfficialRef,
  type SetAvailabilityInput,
} from '../../../domain/competition/officials.ts';
import { RM } from '../../../domain/competition/report-messages.ts';
import { requireAccess } from '../../auth/access.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { scheduleFollowUps } from '../../jobs/follow-ups.ts';
import { appointOfficial, lockFixture, removeOfficial, touchFixture } from './fixture-writes.ts';
import { appointedAmong, existingPersonIds, isAppointed, writeAvailability } from './officials.repository.ts';
import { isFixtureOfficialsAdmin } from './officials.policy.ts';
import { issueOfficialLinks } from './official-response.ts';
import { fixtureDoc } from './record-score.ts';

async function liveFixture(tx: Db, fixtureId: string) {
  const row = await lockFixture(tx, fixtureId);
  if (!row || row.deletedAt) throw notFound('Fixture not found');
  return row;
}

export async function appointOfficials(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  input: AppointOfficialsInput,
  links?: { publicUrl: string },
): Promise<Fixture> {
  await requireAccess({ principal, db: tx }, 'fixture.appointOfficials', fixtureId);
  await liveFixture(tx, fixtureId);
  const ids = input.officials.map((o) => o.personId);
  const existing = await appointedAmong(tx, fixtureId, ids);
  if (hasDuplicateOfficials(input.officials) || existing.length > 0)
    throw conflict(RM.duplicateOfficials.message);
  const known = await existingPersonIds(tx, ids);
  const missing = ids.filter((id) => !known.includes(id));
  if (missing.length > 0) {
    throw badRequest('The request is not valid', [
      { field: 'officials', message: `No such person: ${missing.join(', ')}` },
    ]);
  }
  for (const o of input.officials) await appointOfficial(tx, { fixtureId, ...o });
  if (input.officials.some((o) => o.type === 'REFEREES')) await scheduleFollowUps(tx, fixtureId);
  if (links) await issueOfficialLinks(tx, fixtureId, ids, links.publicUrl);
  return (await fixtureDoc(tx, fixtureId))!;
}

export async function dismissOfficial(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  ref: OfficialRef,
): Promise<void> {
  await requireAccess({ principal, db: tx }, 'fixture.appointOfficials', fixtureId);
  await liveFixture(tx, fixtureId);
  if (!(await isAppointed(tx, fixtureId, ref)))
    throw notFound('This official is not appointed to the fixture');
  await removeOfficial(tx, { fixtureId, ...ref });
}

export async function setAvailability(
  tx: Db,
  principal: Principal | null,
  fixtureId: string,
  input: SetAvailabilityInput,
): Promise<{ kind: 'applied'; doc: Fixture }> {
  const p = await requireAccess({ principal, db: tx }, 'fixture.setAvailability', fixtureId);
  if (input.personId !== p?.personId && !(p && (await isFixtureOfficialsAdmin(tx, p, fixtureId)))) {
    throw forbidden(RM.ownAvailabilityOnly.message);
  }
  await liveFixture(tx, fixtureId);
  if (!(await writeAvailability(tx, fixtureId, input)))
    throw notFound('This official is not appointed to the fixture');
  await touchFixture(tx, fixtureId);
  return { kind: 'applied', doc: (await fixtureDoc(tx, fixtureId))! };
}
