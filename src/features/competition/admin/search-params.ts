/**
 * What the competitions area's routes read from their URL (`?tab=`, the wizard's `?step=`). Kept apart from
 * the pages, with no imports: a route's `validateSearch` stays in the app's main chunk, so whatever it
 * imports loads on every page (the referee's first route grew by 34 KiB when these lived in the pages).
 */
/** In the spec's order (seed 2 §2 Competitions page). */
export const AREA_TABS = [
  'competitions',
  'fixtures',
  'results',
  'matrices',
  'reports',
  'communications',
  'managed-leagues',
  'pools',
  'venue-pools',
  'official-pools',
  'competitions-view',
  'fixture-calendar',
] as const;
export type AreaTab = (typeof AREA_TABS)[number];

/** The competition wizard's steps (seed 2 §2). */
export const WIZARD_STEPS = 5;
