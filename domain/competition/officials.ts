/**
 * Appointing match officials to a fixture and their availability (seed 2 §3 Fixture, §4 Fixture):
 * `POST/DELETE/PATCH /api/fixture/{id}/official` and the sync operation `fixture.setAvailability`.
 */
import * as v from 'valibot';
import { M } from '../messages.ts';
import { strictObject } from '../lib/schema-helpers.ts';
import { OfficialAvailability, OfficialType } from './enums.ts';

/** At most this many officials in one appointment request. */
export const APPOINT_MAX = 20;

const PersonId = v.pipe(
  v.string(M.required.id),
  v.minLength(1, M.required.id),
  v.maxLength(64, M.tooLong.id),
);

export const OfficialRef = strictObject({ personId: PersonId, type: OfficialType });
export type OfficialRef = v.InferOutput<typeof OfficialRef>;

/** POST body: one or more appointments (each starts PENDING). */
export const AppointOfficialsInput = strictObject({
  officials: v.pipe(
    v.array(OfficialRef),
    v.minLength(1, M.required.id),
    v.maxLength(APPOINT_MAX, M.tooLong.id),
  ),
});
export type AppointOfficialsInput = v.InferOutput<typeof AppointOfficialsInput>;

/** PATCH body and sync payload: an appointed official's availability. */
export const SetAvailabilityInput = strictObject({
  personId: PersonId,
  type: OfficialType,
  availability: OfficialAvailability,
});
export type SetAvailabilityInput = v.InferOutput<typeof SetAvailabilityInput>;

/** Whether a list of appointments names the same person twice (a person holds one role on a fixture). */
export function hasDuplicateOfficials(refs: readonly Pick<OfficialRef, 'personId'>[]): boolean {
  return new Set(refs.map((r) => r.personId)).size !== refs.length;
}
