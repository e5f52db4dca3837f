/**
 * GET /api/assets/message-categories (domain/event/message-category.contract.ts): the event and message
 * categories with their English and Irish labels. Public (`asset.read`), cached for an hour; no SQL.
 */
import { Hono } from 'hono';
import { EVENT_CATEGORIES } from '../../../domain/enums.ts';
import {
  MESSAGE_CATEGORY_LABELS,
  messageCategoryApi,
} from '../../../domain/event/message-category.contract.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { route } from '../../http/contract.ts';
import { translate } from '../../i18n.ts';

export function messageCategoryRoutes() {
  const app = new Hono<AppEnv>();
  route(app, messageCategoryApi.categories, {
    handler: (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return EVENT_CATEGORIES.map((code) => {
        const { id, message } = MESSAGE_CATEGORY_LABELS[code];
        return { code, label: { en: translate(id, 'en', message), ga: translate(id, 'ga', message) } };
      });
    },
  });
  return app;
}
