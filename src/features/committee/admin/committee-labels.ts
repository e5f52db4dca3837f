/** Translated words of the club committee: the standard positions' titles and the history's events. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CommitteeAuditEvent } from '../../../../domain/committee/committee';

/** The standard positions by key (server/db/seed/clubs.ts EXECUTIVE_POSITIONS); a custom one shows its title. */
export const POSITION_LABELS: Record<string, MessageDescriptor> = {
  chairperson: msg`Chairperson`,
  secretary: msg`Secretary`,
  treasurer: msg`Treasurer`,
  'childrens-officer': msg`Children's Officer`,
  pro: msg`Public Relations Officer`,
  registrar: msg`Registrar`,
  'designated-liaison-person': msg`Designated Liaison Person`,
  'national-club-draw-officer': msg`National Club Draw Officer`,
  president: msg`President`,
};

export const COMMITTEE_EVENT_LABELS: Record<CommitteeAuditEvent, MessageDescriptor> = {
  POSITION_ASSIGNED: msg`Position assigned`,
  POSITION_UNASSIGNED: msg`Position unassigned`,
  CUSTOM_POSITION_CREATED: msg`Custom position created`,
  CUSTOM_POSITION_DELETED: msg`Custom position deleted`,
};
