/**
 * GET /api/asset/{country, gender, address-region, additional-type, hibernateReason}: reference lists.
 * Public: `asset.read` (person.policy.ts). No use case and no SQL: the lists come from domain/reference,
 * domain/enums, domain/organization and domain/person.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { ADDRESS_REGIONS, COUNTRIES } from '../../../domain/reference/countries.ts';
import { GENDERS } from '../../../domain/enums.ts';
import { ORGANIZATION_TYPES } from '../../../domain/organization/enums.ts';
import { HIBERNATE_REASONS, HIBERNATE_REASON_LABELS } from '../../../domain/person/organization-link.ts';
import { guard } from '../../http/guard.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { translate } from '../../i18n.ts';

/**
 * Reference lookups (seed 1 §7): countries, genders, address regions, organisation types; and the reasons a
 * club admin gives for hibernating a member (seed 3 §7 `GET /asset/hibernateReason`), each with its English
 * and Irish label so the list is the same (and cacheable) whatever the caller's language.
 */
export function assetRoutes() {
  const app = new Hono<AppEnv>();
  const cached = { 'Cache-Control': 'public, max-age=3600' };
  app.get('/country', describeRoute({ tags: ['asset'], summary: 'Countries' }), guard('asset.read'), (c) =>
    c.json(COUNTRIES, 200, cached),
  );
  app.get('/gender', describeRoute({ tags: ['asset'], summary: 'Genders' }), guard('asset.read'), (c) =>
    c.json(GENDERS, 200, cached),
  );
  app.get(
    '/address-region',
    describeRoute({ tags: ['asset'], summary: 'Address regions by country' }),
    guard('asset.read'),
    (c) => c.json(ADDRESS_REGIONS, 200, cached),
  );
  app.get(
    '/additional-type',
    describeRoute({ tags: ['asset'], summary: 'Organisation types' }),
    guard('asset.read'),
    (c) => c.json(ORGANIZATION_TYPES, 200, cached),
  );
  app.get(
    '/hibernateReason',
    describeRoute({
      tags: ['asset'],
      summary: 'Reasons for hibernating a member, labelled in English and Irish',
    }),
    guard('asset.read'),
    (c) =>
      c.json(
        HIBERNATE_REASONS.map((code) => {
          const { id, message } = HIBERNATE_REASON_LABELS[code];
          return { code, label: { en: translate(id, 'en', message), ga: translate(id, 'ga', message) } };
        }),
        200,
        cached,
      ),
  );
  return app;
}
