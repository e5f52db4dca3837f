/**
 * GET /api/asset/injury/{…} and /api/asset/playerInjuryNotification/{, injuryAreaAndDetails}: injury codes.
 * Public: `asset.read` (person.policy.ts).
 * No use case and no SQL: the lists come from domain/injury and domain/enums.
 */
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { ACTIVITIES } from '../../../domain/enums.ts';
import { diagnosesFor } from '../../../domain/injury/diagnosis.ts';
import {
  CLAIM_NATURES,
  EMPLOYMENT_STATUSES,
  FOOTWEAR,
  LIGHTING,
  TREATMENTS,
  WEATHER,
} from '../../../domain/injury/injury-notification.ts';
import {
  INJURY_ACTIVITY_TYPES,
  INJURY_AREAS,
  INJURY_GRADES,
  INJURY_HISTORIES,
  INJURY_MECHANISMS,
  INJURY_NOTIFICATION_DOCUMENTS,
  INJURY_NOTIFICATION_STATUSES,
  INJURY_ONSETS,
  INJURY_SEVERITIES,
  INJURY_SURFACES,
  INJURY_TISSUES,
  InjuryArea,
} from '../../../domain/injury/enums.ts';
import { guard } from '../../http/guard.ts';
import { validate } from '../../http/validate.ts';
import type { AppEnv } from '../../http/app-env.ts';

const LISTS: Record<string, readonly string[]> = {
  'additional-type': INJURY_TISSUES,
  'activity-type': INJURY_ACTIVITY_TYPES,
  surface: INJURY_SURFACES,
  'injury-onset': INJURY_ONSETS,
  mechanism: INJURY_MECHANISMS,
  'injury-history': INJURY_HISTORIES,
  grade: INJURY_GRADES,
  area: INJURY_AREAS,
};

/**
 * GET /api/asset/injury/{additional-type, activity-type, surface, injury-onset, mechanism, injury-history,
 * grade, area} and /diagnosis?area= (seed 2 §7), from the domain's lists. The app labels the codes itself
 * (translated), so these answer codes; they are public and cacheable.
 */
export function injuryAssetRoutes() {
  const app = new Hono<AppEnv>();
  const cached = { 'Cache-Control': 'public, max-age=3600' };
  for (const [path, list] of Object.entries(LISTS)) {
    app.get(
      `/${path}`,
      describeRoute({ tags: ['asset'], summary: `Injury ${path} codes` }),
      guard('asset.read'),
      (c) => c.json(list, 200, cached),
    );
  }
  app.get(
    '/diagnosis',
    describeRoute({ tags: ['asset'], summary: 'Diagnoses of one body area (codes AREA.KIND)' }),
    guard('asset.read'),
    validate('query', v.object({ area: InjuryArea })),
    (c) => c.json(diagnosesFor(c.req.valid('query').area), 200, cached),
  );
  return app;
}

/** The injury notification form's choices (seed 2 §7 `GET /asset/playerInjuryNotification`). */
const NOTIFICATION_LISTS = {
  activity: ACTIVITIES,
  surface: INJURY_SURFACES,
  weather: WEATHER,
  lighting: LIGHTING,
  footwear: FOOTWEAR,
  employmentStatus: EMPLOYMENT_STATUSES,
  treatment: TREATMENTS,
  natureOfClaim: CLAIM_NATURES,
  severity: INJURY_SEVERITIES,
  area: INJURY_AREAS,
  documentType: INJURY_NOTIFICATION_DOCUMENTS,
  status: INJURY_NOTIFICATION_STATUSES,
};

/** GET /api/asset/playerInjuryNotification and /injuryAreaAndDetails (each area with its diagnoses). */
export function notificationAssetRoutes() {
  const app = new Hono<AppEnv>();
  const cached = { 'Cache-Control': 'public, max-age=3600' };
  app.get(
    '/',
    describeRoute({ tags: ['asset'], summary: 'The choices of the injury notification form, by field' }),
    guard('asset.read'),
    (c) => c.json(NOTIFICATION_LISTS, 200, cached),
  );
  app.get(
    '/injuryAreaAndDetails',
    describeRoute({ tags: ['asset'], summary: 'Every injured area with its details (diagnoses)' }),
    guard('asset.read'),
    (c) =>
      c.json(
        INJURY_AREAS.map((area) => ({ area, details: diagnosesFor(area) })),
        200,
        cached,
      ),
  );
  return app;
}
