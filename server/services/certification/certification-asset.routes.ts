/**
 * GET /api/asset/certifications and /api/asset/crbot/{nationality, identity-type, interest}: the lists the
 * certification and CRBOT forms offer. Public: `asset.read` (person.policy.ts). No use case and no SQL: the
 * lists come from domain/vetting and domain/reference, labelled in English and Irish (like hibernateReason).
 */
import { Hono, type Context } from 'hono';
import { CERTIFICATION_CATEGORIES } from '../../../domain/vetting/certification.ts';
import { certificationApi } from '../../../domain/vetting/certification.contract.ts';
import {
  CRBOT_IDENTITY_TYPES,
  CRBOT_INTERESTS,
  CRBOT_LABELS,
  type CrbotIdentityType,
  type CrbotInterest,
} from '../../../domain/vetting/crbot.ts';
import { COUNTRIES } from '../../../domain/reference/countries.ts';
import { route } from '../../http/contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { translate } from '../../i18n.ts';

const labelled = (codes: readonly (CrbotIdentityType | CrbotInterest)[]) =>
  codes.map((code) => {
    const { id, message } = CRBOT_LABELS[code];
    return { code, label: { en: translate(id, 'en', message), ga: translate(id, 'ga', message) } };
  });

export function certificationAssetRoutes() {
  const app = new Hono<AppEnv>();
  const cached = (c: Context<AppEnv>) => c.header('Cache-Control', 'public, max-age=3600');
  route(app, certificationApi.categories, {
    handler: (c) => {
      cached(c);
      return CERTIFICATION_CATEGORIES.map((x) => ({ ...x, labels: x.labels && [...x.labels] }));
    },
  });
  route(app, certificationApi.nationalities, {
    handler: (c) => {
      cached(c);
      return COUNTRIES.map((x) => ({ code: x.code, label: { en: x.name, ga: x.irishName } }));
    },
  });
  route(app, certificationApi.identityTypes, {
    handler: (c) => {
      cached(c);
      return labelled(CRBOT_IDENTITY_TYPES);
    },
  });
  route(app, certificationApi.interests, {
    handler: (c) => {
      cached(c);
      return labelled(CRBOT_INTERESTS);
    },
  });
  return app;
}
