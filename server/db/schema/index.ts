/** The whole drizzle schema, one module per area; drizzle-kit reads this file. */
export * from './competition.ts';
export * from './injury.ts';
export * from './organization.ts';
export * from './person.ts';
export * from './platform.ts';
export * from './officials.ts';
export * from './team.ts';
export * from './membership.ts';
export * from './membership-package.ts';
export * from './profile.ts';
export * from './draw.ts';
export * from './payments.ts';
export * from './vetting.ts';
export * from './fees.ts';
export * from './member-fee.ts';
export * from './health.ts';
export * from './transfer.ts';
