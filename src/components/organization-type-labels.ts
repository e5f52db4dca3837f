/** Display names of organisation types (domain/organization/enums.ts); lazy Lingui descriptors. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrganizationType } from '../../domain/organization/enums';

/** Organisation types (domain/organization/enums.ts), as grades name the units they apply to. */
export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, MessageDescriptor> = {
  Branch: msg`Branch`,
  Club: msg`Club`,
  County: msg`County`,
  Province: msg`Province`,
  IndependentTeam: msg`Independent team`,
  SGB: msg`Sports governing body`,
  School: msg`School`,
  College: msg`College`,
  CollegeSGB: msg`College governing body`,
  G4MNO: msg`Gaelic for Mothers & Others`,
  Root: msg`National body`,
  Pool: msg`Pool`,
};
