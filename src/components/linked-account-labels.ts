/** Display names of the linked-account enumerations (domain/linked-account), for the profile and the admin. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  LinkedAccountAuditEvent,
  LinkedAccountRelationship,
  LinkedAccountType,
} from '../../domain/linked-account/linked-account';

export const LINKED_ACCOUNT_TYPE_LABELS: Record<LinkedAccountType, MessageDescriptor> = {
  FOIREANN: msg`Foireann (GAA registration)`,
  LGFA: msg`Ladies Gaelic Football registration`,
  CAMOGIE: msg`Camogie registration`,
  HANDBALL: msg`GAA Handball`,
  ROUNDERS: msg`GAA Rounders`,
  CLUB_APP: msg`Club app`,
  OTHER: msg`Other system`,
};

export const LINKED_ACCOUNT_RELATIONSHIP_LABELS: Record<LinkedAccountRelationship, MessageDescriptor> = {
  PRIMARY: msg`Own account`,
  DEPENDENT: msg`A dependant's account`,
  GUARDIAN: msg`A parent's or guardian's account`,
  OTHER: msg`Other`,
};

export const LINKED_ACCOUNT_EVENT_LABELS: Record<LinkedAccountAuditEvent, MessageDescriptor> = {
  LINKED: msg`Linked`,
  CHANGED: msg`Changed`,
  REMOVED: msg`Removed by the person`,
  UNLINKED: msg`Unlinked by an administrator`,
};
