/**
 * Provisional results on the public competition answer (issue 54 item 1): a referee's synced score awaits
 * confirmation, so the fixture says `AWAITING_CONFIRMATION` and the division carries a provisional table
 * beside the confirmed one; confirmation (and an admin's walkover, left unconfirmed and then confirmed)
 * moves both. Read through a second app on the same database — another process with its own cache of public
 * answers — so the answer is seen to move in every process, not only the one that took the write.
 */
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import type { PublicCompetition } from '../../domain/competition/public-competition.ts';
import type { TableRow } from '../../domain/competition/league-table.ts';
import type { Fixture } from '../../domain/competition/fixture.ts';
import { MAIN_CLUB_KEY } from '../../server/db/seed/clubs.ts';
import { LEAGUE_ID, leagueFixtureId } from '../../server/db/seed/competition.ts';
import { orgId } from '../../server/db/seed/geography.ts';
import { withSecondApp } from './harness.ts';

const apps = withSecondApp();
/** In the seed: a past league fixture with the demo referee appointed and no score yet. */
const PAST_NO_RESULT = leagueFixtureId(4);

async function view(base: string): Promise<PublicCompetition> {
  const res = await fetch(`${base}/api/v1/competition/${LEAGUE_ID}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PublicCompetition;
}
/** The public club page's fixture list (no token), as the club document reads it. */
async function clubFixture(base: string, id: string): Promise<Fixture | undefined> {
  const res = await fetch(`${base}/api/fixture?filter=organization:${orgId.club(MAIN_CLUB_KEY)}&size=100`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { _embedded: { fixtures: Fixture[] } })._embedded.fixtures.find(
    (f) => f.id === id,
  );
}
const division = (c: PublicCompetition) => c.divisions[0]!;
const fixtureOf = (c: PublicCompetition, id: string) => division(c).fixtures.find((f) => f.id === id)!;
const played = (rows: TableRow[] | undefined) => (rows ?? []).reduce((n, r) => n + r.played, 0);

async function recordScore(fixtureId: string) {
  const res = await apps.s.call('/api/sync/push', {
    as: 'referee',
    method: 'POST',
    json: {
      protocol: 1,
      mutations: [
        {
          id: uuidv7(),
          idempotencyKey: `provisional-${uuidv7()}`,
          op: 'fixture.recordScore',
          entityId: fixtureId,
          baseVersion: null,
          payload: { homeGoals: 2, homePoints: 11, awayGoals: 1, awayPoints: 8 },
        },
      ],
    },
  });
  expect(res.status).toBe(200);
  const { results } = (await res.json()) as { results: { status: string }[] };
  expect(results[0]!.status).toBe('applied');
}

const admin = (path: string, json: unknown) =>
  apps.s.call(`/api/admin${path}`, { as: 'competition-admin', method: 'PUT', json });

describe('the public competition answer while a result awaits confirmation', () => {
  it('shows a synced score as awaiting confirmation, in a provisional table beside the confirmed one', async () => {
    const before = await view(apps.second.url); // the second process keeps this answer
    expect(fixtureOf(before, PAST_NO_RESULT).isResult).toBe(false);
    const confirmedBefore = division(before).table;
    const awaitingBefore = division(before).awaitingConfirmation ?? 0;

    await recordScore(PAST_NO_RESULT);

    // The other process drops its kept answer on its next version check.
    await expect
      .poll(async () => fixtureOf(await view(apps.second.url), PAST_NO_RESULT).additionalInformation, {
        timeout: 5000,
      })
      .toBe('AWAITING_CONFIRMATION');
    expect((await clubFixture(apps.second.url, PAST_NO_RESULT))?.additionalInformation).toBe(
      'AWAITING_CONFIRMATION',
    );
    const during = division(await view(apps.second.url));
    expect(during.table).toEqual(confirmedBefore); // the confirmed table does not count it
    expect(during.awaitingConfirmation).toBe(awaitingBefore + 1);
    expect(played(during.provisionalTable)).toBe(played(during.table) + 2 * during.awaitingConfirmation!);
    const f = fixtureOf(await view(apps.second.url), PAST_NO_RESULT);
    const home = during.provisionalTable!.find((r) => r.teamId === f.homeTeam.id)!;
    const homeConfirmed = during.table.find((r) => r.teamId === f.homeTeam.id)!;
    expect(home.won).toBe(homeConfirmed.won + 1); // 2-11 (17) beat 1-8 (11)

    // The admin confirms it: the confirmed table counts it, and the mark goes.
    expect(
      (
        await admin(`/fixture/${PAST_NO_RESULT}/result`, {
          outcome: 'PLAYED',
          homeGoals: 2,
          homePoints: 11,
          awayGoals: 1,
          awayPoints: 8,
        })
      ).status,
    ).toBe(200);
    await expect
      .poll(
        async () => fixtureOf(await view(apps.second.url), PAST_NO_RESULT).additionalInformation ?? 'none',
        { timeout: 5000 },
      )
      .toBe('none');
    expect((await clubFixture(apps.second.url, PAST_NO_RESULT))?.additionalInformation).toBeUndefined();
    const after = division(await view(apps.second.url));
    expect(played(after.table)).toBe(played(confirmedBefore) + 2);
    expect(after.table.find((r) => r.teamId === f.homeTeam.id)!.won).toBe(homeConfirmed.won + 1);
    expect(after.awaitingConfirmation ?? 0).toBe(awaitingBefore);
    if (awaitingBefore === 0) expect(after.provisionalTable).toBeUndefined();
  });

  it('a walkover left unconfirmed is provisional until the admin confirms it', async () => {
    const id = leagueFixtureId(5); // today, another referee, no result
    const before = division(await view(apps.second.url));
    const walkover = (confirm: boolean) =>
      admin(`/fixture/${id}/result`, {
        outcome: 'WALKOVER_HOME',
        cccNotes: 'Away team did not travel',
        confirm,
      });
    expect((await walkover(false)).status).toBe(200);
    await expect
      .poll(async () => division(await view(apps.second.url)).awaitingConfirmation ?? 0, { timeout: 5000 })
      .toBe((before.awaitingConfirmation ?? 0) + 1);
    const during = await view(apps.second.url);
    expect(fixtureOf(during, id).additionalInformation).toBe('AWAITING_CONFIRMATION');
    expect(division(during).table).toEqual(before.table);
    const homeId = fixtureOf(during, id).homeTeam.id;
    expect(division(during).provisionalTable!.find((r) => r.teamId === homeId)!.walkoversFor).toBe(
      before.table.find((r) => r.teamId === homeId)!.walkoversFor + 1,
    );

    expect((await walkover(true)).status).toBe(200);
    await expect
      .poll(async () => division(await view(apps.second.url)).awaitingConfirmation ?? 0, { timeout: 5000 })
      .toBe(before.awaitingConfirmation ?? 0);
    const after = division(await view(apps.second.url));
    expect(after.table.find((r) => r.teamId === homeId)!.walkoversFor).toBe(
      before.table.find((r) => r.teamId === homeId)!.walkoversFor + 1,
    );
  });
});
