import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../domain/competition/fixture.ts';
import {
  competitionJsonLd,
  competitionMetaDescription,
  roundSize,
  type PublicCompetition,
} from '../../../domain/competition/public-competition.ts';

const fixture = (id: string, o: Partial<Fixture> = {}): Fixture => ({
  id,
  version: 1,
  updatedAt: '2026-03-01T00:00:00.000Z',
  startDate: '2026-03-07T14:00:00.000Z',
  isResult: false,
  homeTeam: { id: 'a', name: 'Naomh Pádraig' },
  awayTeam: { id: 'b', name: 'Gleann Dá Loch' },
  ...o,
});

const competition = (fixtures: Fixture[], o: Partial<PublicCompetition> = {}): PublicCompetition => ({
  id: 'c1',
  name: 'Wicklow SFL 2026',
  season: 2026,
  format: 'LEAGUE',
  status: 'ACTIVE',
  activity: 'Football',
  ageLevel: 'SENIOR',
  organization: { id: 'o1', name: 'Wicklow GAA' },
  updatedAt: '2026-03-01T00:00:00.000Z',
  divisions: [{ id: 'd1', name: 'Division 1', abbreviation: 'D1', format: 'LEAGUE', table: [], fixtures }],
  ...o,
});

describe('the competition page’s structured data', () => {
  it('has a SportsEvent per fixture between two known teams, with place, teams and organiser', () => {
    const data = competitionJsonLd(
      competition([
        fixture('f1', { place: { id: 'p', name: 'Aughrim', latitude: 52.85, longitude: -6.33 } }),
        fixture('f2', { isPostponed: true, place: { id: 'q', name: 'Ashford' } }),
        fixture('f3', { awayTeam: { isBye: true } }),
        fixture('f4', { awayTeam: { id: 'x' } }),
      ]),
      'https://pairc.example/competition/c1',
      'https://pairc.example/organization/o1',
    );
    const events = data['@graph'] as Record<string, unknown>[];
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Naomh Pádraig v Gleann Dá Loch',
      startDate: '2026-03-07T14:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'Aughrim', geo: { latitude: 52.85, longitude: -6.33 } },
      competitor: [
        { '@type': 'SportsTeam', name: 'Naomh Pádraig' },
        { '@type': 'SportsTeam', name: 'Gleann Dá Loch' },
      ],
      homeTeam: { name: 'Naomh Pádraig' },
      awayTeam: { name: 'Gleann Dá Loch' },
      organizer: {
        '@type': 'SportsOrganization',
        name: 'Wicklow GAA',
        url: 'https://pairc.example/organization/o1',
      },
    });
    expect(events[1]).toMatchObject({
      eventStatus: 'https://schema.org/EventPostponed',
      location: { name: 'Ashford' },
    });
    expect((events[1]!.location as Record<string, unknown>).geo).toBeUndefined();
  });

  it('describes the competition without repeating the season its name carries', () => {
    expect(competitionMetaDescription(competition([]))).toBe(
      'Wicklow SFL 2026 — Wicklow GAA: league table, fixtures and results.',
    );
    expect(competitionMetaDescription(competition([], { name: 'Senior Cup', format: 'CUP' }))).toBe(
      'Senior Cup, 2026 — Wicklow GAA: draw, fixtures and results.',
    );
  });

  it('knows each round’s size from its code', () => {
    expect(['FINAL', 'SEMI_FINAL', 'QUARTER_FINAL', 'ROUND_OF_32'].map((c) => roundSize(c as never))).toEqual(
      [2, 4, 8, 32],
    );
  });
});
