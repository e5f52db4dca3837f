import type { LinguiConfig } from '@lingui/conf';

/**
 * The field areas (issue 49): the coach's events and attendance, the draw officer's sales and the injury records
 * are opened at the pitch, so each has a catalog of its own (`locales/{locale}/<area>.po`, its admin screens
 * included), which the routes that draw it await: a field route carries the strings of what it draws and not
 * the 2,500 of the admin areas. Shared with tests/src/admin-catalog-routes.test.ts and src/i18n/i18n.ts.
 */
export const FIELD_AREAS = ['draw', 'event', 'injury'] as const;
export type FieldArea = (typeof FIELD_AREAS)[number];

/**
 * Feature areas (src/features/<area>) drawn only by their own routes, never by the shell or the root route: their
 * strings load with the admin catalog. Shared with tests/src/admin-catalog-routes.test.ts.
 */
export const ROUTE_AREAS = [
  'calendar',
  'family',
  'fees',
  'health',
  'linked-account',
  'membership',
  'message',
  'official-response',
  'organization',
  'profile',
  'support',
  'survey',
  'team',
  'transfer',
  'vetting',
];

/**
 * Shared-domain contexts (domain/<context>) whose strings only the server and the screens of ROUTE_AREAS or admin
 * screens show (validation and error messages of committees, organisation, payments, super admin and surveys;
 * the provider's sign-in and sign-up pages, which the server draws, and the password strength rule's reasons,
 * which the pages choosing a password load on demand with the rule; the privacy notice, a server document): they load with the admin catalog too. The server reads both catalogs (server/i18n.ts).
 */
export const ADMIN_DOMAINS = [
  'auth',
  'committee',
  // Follows' notification texts (issue 52 item 3): written by the server's push job.
  'follow',
  // The competitions area's lookup labels (issue 54 item 4): answered by the server, drawn by no first route.
  'competition/lookups',
  // An official's answer from a link (issue 54 item 3): its page and messages, drawn by its own route only.
  'competition/official-response',
  'organization',
  'payment',
  // People and clubs (issue 53 item 2): the invitation's mail and the errors, written by the server.
  'person/club-link',
  'privacy',
  'super-admin',
  // The support desk's and transfers' labels and errors: drawn only by their own routes (ROUTE_AREAS) and an
  // approvals panel (an admin screen), and written by the server.
  'support',
  'survey',
  'transfer',
];

/**
 * Shared components (src/components/<name>) that are only ever loaded lazily, with the admin catalog awaited by
 * their loader (the follow button and the profile's follows: src/components/follow/lazy.tsx): their strings stay
 * off every first paint.
 */
export const ON_DEMAND_COMPONENTS = ['follow', 'payment-audit'];

const config: LinguiConfig = {
  locales: ['en', 'ga'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  // `messages` is loaded before the first paint of every page; `admin` holds the strings of the screens no first
  // paint needs — the administration screens (src/features/*/admin) and the member areas whose screens are only
  // drawn by their own routes (ROUTE_AREAS) — and each field area (FIELD_AREAS) has its own: they load on demand,
  // awaited by the routes that draw them (src/i18n/i18n.ts adminCatalog, areaCatalog;
  // tests/src/admin-catalog-routes.test.ts finds those routes).
  // domain/ stays in `messages` but for ADMIN_DOMAINS; server/i18n.ts reads both files. The root route reaches only the areas'
  // local actions (*.action.ts, which carry no strings); the referee's area (competition, the budgeted first
  // route) and the shell's own stay in `messages`.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src', '<rootDir>/domain'],
      exclude: [
        '<rootDir>/src/features/*/admin/**',
        ...ROUTE_AREAS.map((a) => `<rootDir>/src/features/${a}/**`),
        ...FIELD_AREAS.map((a) => `<rootDir>/src/features/${a}/**`),
        ...ADMIN_DOMAINS.map((d) => `<rootDir>/domain/${d}/**`),
        ...ON_DEMAND_COMPONENTS.map((c) => `<rootDir>/src/components/${c}/**`),
      ],
    },
    ...FIELD_AREAS.map((a) => ({
      path: `<rootDir>/locales/{locale}/${a}`,
      include: [`<rootDir>/src/features/${a}/**`],
    })),
    {
      path: '<rootDir>/locales/{locale}/admin',
      include: [
        '<rootDir>/src/features/*/admin/**',
        ...ROUTE_AREAS.map((a) => `<rootDir>/src/features/${a}/**`),
        ...ADMIN_DOMAINS.map((d) => `<rootDir>/domain/${d}/**`),
        ...ON_DEMAND_COMPONENTS.map((c) => `<rootDir>/src/components/${c}/**`),
      ],
      exclude: FIELD_AREAS.map((a) => `<rootDir>/src/features/${a}/**`),
    },
  ],
  format: 'po',
  // By id, unique: ordered by the English text, messages with the same text (login.password, register.password)
  // swapped places between runs.
  orderBy: 'messageId',
};
export default config;
