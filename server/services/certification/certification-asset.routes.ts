/**
 * GET /api/asset/certifications and /api/asset/crbot/{nationality, identity-type, interest}: the lists the
 * certification and CRBOT forms offer. Public: `asset.read` (person.policy.ts). No use case and no SQL: the
 * lists come from domain/vetting and domain/reference, labelled in English and Irish (like hibernateReason).
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { CERTIFICATION_CATEGORIES } from '../../../domain/vetting/certification.ts';
import {
  CRBOT_IDENTITY_TYPES,
  CRBOT_INTERESTS,
  CRBOT_LABELS,
  type CrbotIdentityType,
  type CrbotInterest,
} from '../../../domain/vetting/crbot.ts';
import { COUNTRIES } from '../../../domain/reference/countries.ts';
import { guard } from '../../http/guard.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { translate } from '../../i18n.ts';

const labelled = (codes: readonly (CrbotIdentityType | CrbotInterest)[]) =>
  codes.map((code) => {
    const { id, message } = CRBOT_LABELS[code];
    return { code, label: { en: translate(id, 'en', message), ga: translate(id, 'ga', message) } };
  });

export function certificationAssetRoutes() {
  const app = new Hono<AppEnv>();
  const cached = { 'Cache-Control': 'public, max-age=3600' };
  app.get(
    '/certifications',
    describeRoute({
      tags: ['asset'],
      summary: 'Certification categories (SAFEGUARDING with its levels; VETTING comes from vetting only)',
    }),
    guard('asset.read'),
    (c) => c.json(CERTIFICATION_CATEGORIES, 200, cached),
  );
  app.get(
    '/crbot/nationality',
    describeRoute({ tags: ['asset'], summary: 'Nationalities for the CRBOT form (country codes)' }),
    guard('asset.read'),
    (c) =>
      c.json(
        COUNTRIES.map((x) => ({ code: x.code, label: { en: x.name, ga: x.irishName } })),
        200,
        cached,
      ),
  );
  app.get(
    '/crbot/identity-type',
    describeRoute({ tags: ['asset'], summary: 'Identity document types for the CRBOT form' }),
    guard('asset.read'),
    (c) => c.json(labelled(CRBOT_IDENTITY_TYPES), 200, cached),
  );
  app.get(
    '/crbot/interest',
    describeRoute({ tags: ['asset'], summary: 'Extents of interest held, for the CRBOT form' }),
    guard('asset.read'),
    (c) => c.json(labelled(CRBOT_INTERESTS), 200, cached),
  );
  return app;
}
