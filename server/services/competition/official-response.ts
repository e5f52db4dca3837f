/**
 * An appointed official answers from a link (issue 54 item 3; domain/competition/official-response/). On
 * appointment each official gets a link by mail (from PUBLIC_URL, never the request's host); the link's random
 * identifier is its credential and only its SHA-256 is stored. Looking it up shows the fixture and the role;
 * submitting sets the official's availability — what the appointer sees on the fixture's officials — once:
 * a used, expired or played link is refused (409) with its reason. Mail is limited per official (at most
 * OFFICIAL_LINK_MAILS_PER_DAY a day, quietly: the appointment still stands without the mail).
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  OFFICIAL_LINK_DAYS,
  OFFICIAL_LINK_MAIL,
  OFFICIAL_LINK_MAILS_PER_DAY,
  OFFICIAL_RESPONSE_MESSAGES,
  officialLinkState,
  type OfficialResponseInput,
  type OfficialResponseView,
} from '../../../domain/competition/official-response/official-response.ts';
import { COMPETITION_LOOKUPS } from '../../../domain/competition/lookups/lookups.ts';
import { formatEventDateTime } from '../../../domain/event/event.ts';
import { localNotifications } from '../../adapters/notifications/notifications.ts';
import { DAY_MS, takeQuietly } from '../../auth/mail-limit.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { translateMessage, type Locale } from '../../i18n.ts';
import { touchFixture } from './fixture-writes.ts';
import { writeAvailability } from './officials.repository.ts';
import { appointmentsFor, findLink, insertLink, useLink } from './official-response.repository.ts';
import { fixtureDoc } from './record-score.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
export const officialResponsePath = (identifier: string) => `/referee-response/${identifier}`;

/** Issues a link to each official just appointed and mails it (inside the appointment's transaction). */
export async function issueOfficialLinks(
  tx: Db,
  fixtureId: string,
  personIds: string[],
  publicUrl: string,
  now = new Date(),
): Promise<void> {
  const doc = await fixtureDoc(tx, fixtureId);
  if (!doc) return;
  const fixtureName = `${doc.homeTeam.name ?? '?'} v ${doc.awayTeam.name ?? '?'}`;
  for (const a of await appointmentsFor(tx, fixtureId, personIds)) {
    if (!a.email) continue;
    if (!(await takeQuietly(tx, `official-link:${a.personId}`, OFFICIAL_LINK_MAILS_PER_DAY, DAY_MS)))
      continue;
    const identifier = randomBytes(24).toString('base64url');
    await insertLink(
      tx,
      a.officialId,
      sha256(identifier),
      new Date(now.getTime() + OFFICIAL_LINK_DAYS * DAY_MS),
    );
    const locale: Locale = a.language === 'ga' ? 'ga' : 'en';
    const values = {
      name: a.givenName,
      role: roleLabel(a.type, locale),
      fixture: fixtureName,
      date: formatEventDateTime(doc.startDate),
      days: String(OFFICIAL_LINK_DAYS),
      link: `${publicUrl}${officialResponsePath(identifier)}`,
    };
    await localNotifications.send(tx, {
      channel: 'EMAIL',
      recipientPersonId: a.personId,
      address: a.email,
      subject: translateMessage(OFFICIAL_LINK_MAIL.subject, locale, values),
      body: translateMessage(OFFICIAL_LINK_MAIL.body, locale, values),
      dedupeKey: `official-link:${sha256(identifier)}`,
    });
  }
}

function roleLabel(type: string, locale: Locale): string {
  const role = COMPETITION_LOOKUPS.orgPersonMatchOfficialLabel.find((x) => x.code === type);
  return role ? translateMessage(role.label, locale) : type;
}

type Found = NonNullable<Awaited<ReturnType<typeof findLink>>>;

function view(r: Found, now: Date): OfficialResponseView {
  const side = (t: { name: string | null; suffix: string | null } | null, placeholder: string | null) =>
    t?.name ? [t.name, t.suffix].filter(Boolean).join(' ') : (placeholder ?? '?');
  const availability = r.official.availability;
  return {
    state: officialLinkState(r.link, r.fixture, now),
    official: { name: `${r.person.givenName} ${r.person.familyName}`, type: r.official.type },
    availability: availability === 'CONFIRMED' || availability === 'NOT_AVAILABLE' ? availability : 'PENDING',
    expiresAt: r.link.expiresAt.toISOString(),
    fixture: {
      startDate: r.fixture.startDate.toISOString(),
      home: side(r.home, r.fixture.homePlaceholder),
      away: side(r.away, r.fixture.awayPlaceholder),
      competition: r.competition,
      place: r.place,
    },
  };
}

const refuse = (status: 404 | 409, m: { id: string; message: string }, locale: Locale) =>
  new HttpError(status, translateMessage(m, locale), [
    { field: 'identifier', message: translateMessage(m, locale), code: m.id },
  ]);

async function found(db: Db, identifier: string, locale: Locale, lock = false): Promise<Found> {
  const r = await findLink(db, sha256(identifier), lock);
  if (!r || r.fixture.deletedAt) throw refuse(404, OFFICIAL_RESPONSE_MESSAGES.notFound, locale);
  return r;
}

export async function lookUpOfficialResponse(
  db: Db,
  identifier: string,
  locale: Locale,
  now = new Date(),
): Promise<OfficialResponseView> {
  return view(await found(db, identifier, locale), now);
}

/** The official's answer: sets their availability once; a used, expired or played link is refused. */
export async function submitOfficialResponse(
  tx: Db,
  identifier: string,
  input: OfficialResponseInput,
  locale: Locale,
  now = new Date(),
): Promise<OfficialResponseView> {
  const r = await found(tx, identifier, locale, true);
  const state = officialLinkState(r.link, r.fixture, now);
  if (state !== 'OPEN') throw refuse(409, OFFICIAL_RESPONSE_MESSAGES[state], locale);
  if (!(await useLink(tx, r.link.id, input.availability)))
    throw refuse(409, OFFICIAL_RESPONSE_MESSAGES.ANSWERED, locale);
  await writeAvailability(tx, r.fixture.id, {
    personId: r.official.personId,
    type: r.official.type as Parameters<typeof writeAvailability>[2]['type'],
    availability: input.availability,
  });
  await touchFixture(tx, r.fixture.id);
  return view(await found(tx, identifier, locale), now);
}
