/**
 * An appointed official's answer from a link (issue 54 item 3; seed 2 §7 "Referee response: submit and look
 * up by identifier"). Appointing an official mails them a link holding a random identifier; with it, and no
 * sign-in, they accept or decline. The link is one use, expires, and is refused once the fixture is played
 * (started, or with a result). The appointer sees the answer as the official's availability.
 * Strings here load with the admin catalog (lingui.config.ts ADMIN_DOMAINS): no first route draws them.
 */
import * as v from 'valibot';
import { M } from '../../messages.ts';
import { strictObject } from '../../lib/schema-helpers.ts';

/** How long a link stays valid after it is sent (it is also refused once the fixture is played). */
export const OFFICIAL_LINK_DAYS = 14;
/** Links mailed per official per day at most: an appointment re-made again and again sends no flood. */
export const OFFICIAL_LINK_MAILS_PER_DAY = 5;

export const OFFICIAL_ANSWERS = ['CONFIRMED', 'NOT_AVAILABLE'] as const;
export const OfficialAnswer = v.picklist(OFFICIAL_ANSWERS, M.invalidOption.id);

export const OfficialResponseInput = strictObject({ availability: OfficialAnswer });
export type OfficialResponseInput = v.InferOutput<typeof OfficialResponseInput>;

/** OPEN: may be answered; ANSWERED: used; EXPIRED; PLAYED: the fixture has started or has a result. */
export const OFFICIAL_LINK_STATES = ['OPEN', 'ANSWERED', 'EXPIRED', 'PLAYED'] as const;
export type OfficialLinkState = (typeof OFFICIAL_LINK_STATES)[number];

/** What the link shows: the fixture, the role, the answer so far, and whether it may still be answered. */
export const OfficialResponseView = v.object({
  state: v.picklist(OFFICIAL_LINK_STATES),
  official: v.object({ name: v.string(), type: v.string() }),
  availability: v.picklist(['PENDING', 'CONFIRMED', 'NOT_AVAILABLE']),
  expiresAt: v.string(),
  fixture: v.object({
    startDate: v.string(),
    home: v.string(),
    away: v.string(),
    competition: v.nullable(v.string()),
    place: v.nullable(v.string()),
  }),
});
export type OfficialResponseView = v.InferOutput<typeof OfficialResponseView>;

/** The state of a link at `now`: a used link stays ANSWERED; then played beats expired. */
export function officialLinkState(
  link: { usedAt: Date | null; expiresAt: Date },
  fixture: { startDate: Date; isResult: boolean },
  now: Date,
): OfficialLinkState {
  if (link.usedAt) return 'ANSWERED';
  if (fixture.isResult || fixture.startDate.getTime() <= now.getTime()) return 'PLAYED';
  if (link.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'OPEN';
}

export const OFFICIAL_RESPONSE_MESSAGES = {
  ANSWERED: /*i18n*/ {
    id: 'officialResponse.used',
    message: 'This link has already been used. Ask the appointer to change your answer.',
  },
  EXPIRED: /*i18n*/ { id: 'officialResponse.expired', message: 'This link has expired.' },
  PLAYED: /*i18n*/ {
    id: 'officialResponse.played',
    message: 'This fixture has been played: it can no longer be answered.',
  },
  notFound: /*i18n*/ { id: 'officialResponse.notFound', message: 'This link is not valid.' },
} as const;

/** The appointment mail (in the official's language; `{link}` is the answer page under PUBLIC_URL). */
export const OFFICIAL_LINK_MAIL = {
  subject: /*i18n*/ {
    id: 'officialResponse.mail.subject',
    message: 'Páirc: you are appointed to {fixture}',
  },
  body: /*i18n*/ {
    id: 'officialResponse.mail.body',
    message:
      'Hello {name},\n\nYou are appointed ({role}) to {fixture} on {date}. Tell the appointer whether you can ' +
      'take it: open this link, no sign-in needed, and choose Accept or Decline. It works once, until the ' +
      'fixture starts or for {days} days:\n{link}',
  },
} as const;
