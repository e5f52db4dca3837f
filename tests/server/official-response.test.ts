/**
 * An official answers from a link (issue 54 item 3): appointing mails a link; with it, and no token, the
 * official looks up the appointment and accepts or declines once; the appointer sees the answer as the
 * official's availability. A used, expired or played link is refused, an unknown one is 404, and the mail is
 * limited per official.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FixtureOfficial } from '../../domain/competition/fixture.ts';
import {
  OFFICIAL_LINK_MAILS_PER_DAY,
  OFFICIAL_RESPONSE_MESSAGES,
} from '../../domain/competition/official-response/official-response.ts';
import { officialResponseApi as api } from '../../domain/competition/official-response/official-response.contract.ts';
import { fixture, notification, officialResponseLink } from '../../server/db/schema/index.ts';
import { leagueFixtureId } from '../../server/db/seed/competition.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
let memberId: string;
beforeAll(async () => {
  s = await startTestServer();
  memberId = ((await (await s.call('/api/person/me', { as: 'member' })).json()) as { id: string }).id;
});
afterAll(() => s.close());

const TOMORROW = leagueFixtureId(6);
const LATER = leagueFixtureId(7);

const linkMails = () =>
  s.database.db
    .select()
    .from(notification)
    .where(
      and(eq(notification.recipientPersonId, memberId), like(notification.dedupeKey, 'official-link:%')),
    );

async function appoint(fixtureId: string, type: string, personId = memberId) {
  const res = await s.call(`/api/fixture/${fixtureId}/official`, {
    as: 'competition-admin',
    method: 'POST',
    json: { officials: [{ personId, type }] },
  });
  expect(res.status).toBe(201);
}

/** Appoints the member and answers the link mailed by this appointment (the mail it added). */
async function appointAndMail(fixtureId: string, type: string) {
  const before = new Set((await linkMails()).map((m) => m.id));
  await appoint(fixtureId, type);
  const mail = (await linkMails()).find((m) => !before.has(m.id));
  expect(mail, 'a link was mailed').toBeDefined();
  const m = /\/referee-response\/([A-Za-z0-9_-]+)/.exec(mail!.body);
  return { identifier: m![1]!, body: mail!.body, address: mail!.address };
}
const dismiss = (fixtureId: string, type: string) =>
  s.call(`/api/fixture/${fixtureId}/official?personId=${memberId}&type=${type}`, {
    as: 'competition-admin',
    method: 'DELETE',
  });

const officials = async (fixtureId: string) =>
  (await (
    await s.call(`/api/fixture/${fixtureId}/official`, { as: 'competition-admin' })
  ).json()) as FixtureOfficial[];

describe('an official’s answer from the mailed link', () => {
  it('is mailed on appointment, looked up and answered without a token, once; the appointer sees it', async () => {
    const { identifier, body, address } = await appointAndMail(TOMORROW, 'LINESPERSON');
    expect(address).toContain('@');
    expect(body).toMatch(/^Hello /);
    expect(body).toMatch(/https?:\/\/[^\s]+\/referee-response\/[A-Za-z0-9_-]{32}$/m);
    // Only the identifier's hash is stored.
    const stored = await s.database.db.select().from(officialResponseLink);
    expect(stored.some((l) => l.tokenHash === identifier)).toBe(false);

    const seen = await callContract(s, api.lookUp, { params: { identifier } });
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      state: 'OPEN',
      availability: 'PENDING',
      official: { type: 'LINESPERSON' },
    });
    expect(seen.body.fixture.home).not.toBe('?');

    const declined = await callContract(s, api.submit, {
      params: { identifier },
      body: { availability: 'NOT_AVAILABLE' },
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ state: 'ANSWERED', availability: 'NOT_AVAILABLE' });
    const mine = (await officials(TOMORROW)).find((o) => o.personId === memberId && o.type === 'LINESPERSON');
    expect(mine?.availability).toBe('NOT_AVAILABLE');

    // One use: a second answer is refused with its reason, and changes nothing.
    const again = await callContract(s, api.submit, {
      params: { identifier },
      body: { availability: 'CONFIRMED' },
    });
    expect(again.status).toBe(409);
    expect(again.error?.errors?.[0]?.code).toBe(OFFICIAL_RESPONSE_MESSAGES.ANSWERED.id);
    expect(
      (await officials(TOMORROW)).find((o) => o.personId === memberId && o.type === 'LINESPERSON')
        ?.availability,
    ).toBe('NOT_AVAILABLE');
    expect((await dismiss(TOMORROW, 'LINESPERSON')).status).toBeLessThan(300);
  });

  it('refuses an expired link, a link once the fixture is played, an unknown link, and a bad answer', async () => {
    const { identifier } = await appointAndMail(LATER, 'SIDELINE');
    const db = s.database.db;
    const latest = (await db.select().from(officialResponseLink)).sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
    )[0]!;
    await db
      .update(officialResponseLink)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(officialResponseLink.id, latest.id));
    const expired = await callContract(s, api.submit, {
      params: { identifier },
      body: { availability: 'CONFIRMED' },
    });
    expect(expired.status).toBe(409);
    expect(expired.error?.errors?.[0]?.code).toBe(OFFICIAL_RESPONSE_MESSAGES.EXPIRED.id);
    expect((await callContract(s, api.lookUp, { params: { identifier } })).body?.state).toBe('EXPIRED');

    await db
      .update(officialResponseLink)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(officialResponseLink.id, latest.id));
    const [f] = await db.select().from(fixture).where(eq(fixture.id, LATER));
    await db.update(fixture).set({ isResult: true }).where(eq(fixture.id, LATER));
    try {
      const played = await callContract(s, api.submit, {
        params: { identifier },
        body: { availability: 'CONFIRMED' },
      });
      expect(played.status).toBe(409);
      expect(played.error?.errors?.[0]?.code).toBe(OFFICIAL_RESPONSE_MESSAGES.PLAYED.id);
    } finally {
      await db.update(fixture).set({ isResult: f!.isResult }).where(eq(fixture.id, LATER));
    }
    const bad = await callContract(s, api.submit, {
      params: { identifier },
      body: { availability: 'PENDING' } as never,
    });
    expect(bad.status).toBe(400);

    const unknown = await callContract(s, api.lookUp, { params: { identifier: 'x'.repeat(32) } });
    expect(unknown.status).toBe(404);
    expect(unknown.error?.errors?.[0]?.code).toBe(OFFICIAL_RESPONSE_MESSAGES.notFound.id);
    expect((await dismiss(LATER, 'SIDELINE')).status).toBeLessThan(300);
  });

  it(`mails an official at most ${OFFICIAL_LINK_MAILS_PER_DAY} links a day; the appointment stands without one`, async () => {
    const count = async () =>
      (
        await s.database.db
          .select()
          .from(notification)
          .where(
            and(
              eq(notification.recipientPersonId, memberId),
              like(notification.dedupeKey, 'official-link:%'),
            ),
          )
      ).length;
    const before = await count(); // two sent above
    for (let i = 0; i < OFFICIAL_LINK_MAILS_PER_DAY + 1; i++) {
      await appoint(TOMORROW, 'ASSESSOR');
      expect((await dismiss(TOMORROW, 'ASSESSOR')).status).toBeLessThan(300);
    }
    expect(await count()).toBe(OFFICIAL_LINK_MAILS_PER_DAY);
    expect(before).toBeLessThan(OFFICIAL_LINK_MAILS_PER_DAY);
  });
});
