/**
 * The competitions area's lookup lists (issue 54 item 4; seed 2 §7 "Assets"): served without a token, each
 * from the domain's own values in their order, labelled in English and Irish; the master competitions from
 * the public competitions that name one.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPETITION_LEVELS, FIXTURE_NOTICE_AUDIENCES } from '../../domain/competition/competition.ts';
import { CARD_TYPES, COMPETITION_FORMATS, OFFICIAL_TYPES } from '../../domain/competition/enums.ts';
import { competitionLookupApi as api } from '../../domain/competition/lookups/lookup.contract.ts';
import {
  COMPETITION_WIZARD_STEPS,
  WALKOVER_CONFIRMATIONS,
} from '../../domain/competition/lookups/lookups.ts';
import { ACTIVITIES } from '../../domain/enums.ts';
import { GROUP_MEMBER_ROLES } from '../../domain/team/enums.ts';
import { competition } from '../../server/db/schema/index.ts';
import { LEAGUE_ID } from '../../server/db/seed/competition.ts';
import { callContract, startTestServer, type TestServer } from './harness.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const LISTS = [
  [api.formats, COMPETITION_FORMATS],
  [api.levels, COMPETITION_LEVELS],
  [api.walkoverConfirmations, WALKOVER_CONFIRMATIONS],
  [api.wizardSteps, COMPETITION_WIZARD_STEPS],
  [api.fixtureNotifications, FIXTURE_NOTICE_AUDIENCES],
  [api.infractions, CARD_TYPES],
  [api.matchOfficialActivities, ACTIVITIES],
  [api.matchOfficialLabels, OFFICIAL_TYPES],
  [api.teamRoleLabels, GROUP_MEMBER_ROLES],
] as const;

describe('GET /api/asset/{competition lookup list}', () => {
  it.each(LISTS.map(([contract, codes]) => [contract.path, contract, codes] as const))(
    '%s answers the domain’s codes, in order, with English and Irish labels, to anyone',
    async (_path, contract, codes) => {
      const res = await callContract(s, contract, {});
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(res.body.map((x) => x.code)).toEqual([...codes]);
      for (const { label } of res.body) {
        expect(label.en.length).toBeGreaterThan(0);
        expect(label.ga.length).toBeGreaterThan(0);
        expect(label.en).not.toMatch(/^lookup\./); // a catalog entry, not its id
        expect(label.ga).not.toMatch(/^lookup\./);
      }
    },
  );

  it('labels in Irish from the catalog, not the English again', async () => {
    const formats = (await callContract(s, api.formats, {})).body;
    expect(formats.find((f) => f.code === 'LEAGUE')!.label).toEqual({ en: 'League', ga: 'Sraith' });
    const cards = (await callContract(s, api.infractions, {})).body;
    expect(cards.find((c) => c.code === 'YELLOW')!.label).toEqual({ en: 'Yellow card', ga: 'Cárta buí' });
    const steps = (await callContract(s, api.wizardSteps, {})).body;
    expect(steps.every((x) => x.label.en !== x.label.ga)).toBe(true);
  });

  it('master-competition lists the master competitions of public competitions only, each once', async () => {
    const db = s.database.db;
    const [league] = await db.select().from(competition).where(eq(competition.id, LEAGUE_ID));
    await db
      .update(competition)
      .set({ masterCompetition: 'Wicklow County Championships' })
      .where(eq(competition.id, LEAGUE_ID));
    await db.insert(competition).values({
      id: 'lookup-draft',
      name: 'A draft cup',
      organizationId: league!.organizationId,
      season: 2026,
      activity: 'Football',
      ageLevel: 'SENIOR',
      format: 'CUP',
      status: 'DRAFT',
      masterCompetition: 'A draft master',
    });
    await db.insert(competition).values({
      id: 'lookup-active',
      name: 'A second league',
      organizationId: league!.organizationId,
      season: 2026,
      activity: 'Football',
      ageLevel: 'SENIOR',
      format: 'LEAGUE',
      status: 'ACTIVE',
      masterCompetition: 'Wicklow County Championships',
    });
    try {
      const res = await callContract(s, api.masterCompetitions, {});
      expect(res.status).toBe(200);
      const names = res.body.map((x) => x.code);
      expect(names.filter((n) => n === 'Wicklow County Championships')).toHaveLength(1);
      expect(names).not.toContain('A draft master');
      expect(res.body.find((x) => x.code === 'Wicklow County Championships')!.label).toEqual({
        en: 'Wicklow County Championships',
        ga: 'Wicklow County Championships',
      });
    } finally {
      await db
        .update(competition)
        .set({ masterCompetition: league!.masterCompetition })
        .where(eq(competition.id, LEAGUE_ID));
    }
  });
});
