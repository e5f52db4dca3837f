import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { diagnosesFor } from '../../../domain/injury/diagnosis.ts';
import {
  INJURY_ACTIVITY_TYPES,
  INJURY_AREAS,
  INJURY_GRADES,
  INJURY_HISTORIES,
  INJURY_MECHANISMS,
  INJURY_ONSETS,
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
