/**
 * Who an application may be for (GET /api/assets/player-transfer/applicants): the caller or a dependant, with
 * the clubs each may leave (their ACTIVE club memberships) and the associations each club plays.
 */
import type { ActingFor } from '../family/family.ts';

export interface TransferApplicant extends ActingFor {
  clubs: { id: string; name: string; associations: string[] }[];
}
