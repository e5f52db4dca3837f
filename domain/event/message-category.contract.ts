/**
 * GET /assets/message-categories (seed 2 §7; issue 53 item 6): the categories an event or message is sent
 * with (domain/enums.ts EVENT_CATEGORIES), each labelled in English and Irish, so the list is the same (and
 * cacheable) whatever the caller's language. Declared once (docs/adr/0022-route-contracts.md); registered by
 * server/services/asset/message-category.routes.ts.
 */
import * as v from 'valibot';
import { EventCategory } from '../enums.ts';
import { defineRoute } from '../lib/contract.ts';

type Category = v.InferOutput<typeof EventCategory>;

/** The categories' labels (seed 2 §3 "Event" category list), translated from the server's catalogs. */
export const MESSAGE_CATEGORY_LABELS: Record<Category, { id: string; message: string }> = {
  match: /*i18n*/ { id: 'messageCategory.match', message: 'Match' },
  training_match: /*i18n*/ { id: 'messageCategory.training_match', message: 'Training match' },
  challenge_match: /*i18n*/ { id: 'messageCategory.challenge_match', message: 'Challenge match' },
  training: /*i18n*/ { id: 'messageCategory.training', message: 'Training' },
  gym: /*i18n*/ { id: 'messageCategory.gym', message: 'Gym' },
  meeting: /*i18n*/ { id: 'messageCategory.meeting', message: 'Meeting' },
  blitz: /*i18n*/ { id: 'messageCategory.blitz', message: 'Blitz' },
  fundraising: /*i18n*/ { id: 'messageCategory.fundraising', message: 'Fundraising' },
  membership: /*i18n*/ { id: 'messageCategory.membership', message: 'Membership' },
  other: /*i18n*/ { id: 'messageCategory.other', message: 'Other' },
};

export const MessageCategoryDoc = v.object({
  code: EventCategory,
  label: v.object({ en: v.string(), ga: v.string() }),
});
export type MessageCategoryDoc = v.InferOutput<typeof MessageCategoryDoc>;

export const messageCategoryApi = {
  categories: defineRoute({
    method: 'GET',
    path: '/assets/message-categories',
    tag: 'asset',
    summary: 'Event and message categories, labelled in English and Irish',
    policy: 'asset.read',
    public: true,
    response: v.array(MessageCategoryDoc),
  }),
} as const;
