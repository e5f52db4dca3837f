/**
 * What /organizations reads from its URL (`?tab=`). No imports: a route's `validateSearch` stays in the app's
 * main chunk.
 */
export const ORGANIZATION_TABS = ['details', 'relations', 'admins', 'audit', 'places', 'assets'] as const;
export type OrganizationTab = (typeof ORGANIZATION_TABS)[number];
