import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FamilyMemberStatus, FamilyPosition } from '../../../domain/enums';

export const POSITION_LABELS: Record<FamilyPosition, MessageDescriptor> = {
  PRIMARY: msg`Primary member`,
  GUARDIAN: msg`Guardian`,
  DEPENDENT: msg`Child`,
  OTHER: msg`Additional person`,
};

export const STATUS_LABELS: Record<FamilyMemberStatus, MessageDescriptor> = {
  ACTIVE: msg`Active`,
  INACTIVE: msg`Inactive`,
  INVITED: msg`Invited`,
};
