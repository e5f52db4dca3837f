import { PUBLIC, type Policy } from '../../auth/access.ts';

/** Organisation listings are for any signed-in user; open data (v1) is public. */
export const organizationPolicy = {
  'organization.list': () => true,
  'organization.read': () => true,
  'opendata.organization.search': PUBLIC,
  'opendata.organization.read': PUBLIC,
  /** A club's packages on sale, for the public club page's membership block. */
  'opendata.organization.packages': PUBLIC,
} satisfies Policy;
