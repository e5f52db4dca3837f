/**
 * Whether someone's vetting is current (issue 25 item 4), as the members table carries it. A leaf module, so
 * the team schemas that name it do not pull the certification schemas into every bundle that shows a team.
 */
export const VETTING_STANDINGS = ['VETTED', 'EXPIRING_SOON', 'NOT_VETTED'] as const;
export type VettingStanding = (typeof VETTING_STANDINGS)[number];
