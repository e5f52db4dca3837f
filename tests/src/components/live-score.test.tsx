/**
 * Live scores on the public documents (issue 52): a fixture card near its start is drawn with both lines and
 * its live hooks (src/components/fixture-list.tsx), and the page's script (src/public/live-score.ts) opens its
 * stream and updates the score and the mark from each `match` event.
 */
import { describe, expect, it } from 'vitest';
import { mountWithProviders } from '../mount';
import type { Fixture } from '../../../domain/competition/fixture';
import { FixtureDays } from '../../../src/components/fixture-list';
import { startLiveScores } from '../../../src/public/live-score';

const mount = mountWithProviders();

const fixture = (over: Partial<Fixture>): Fixture => ({
  id: 'live-1',
  version: 1,
  updatedAt: new Date().toISOString(),
  startDate: new Date(Date.now() - 20 * 60_000).toISOString(),
  isResult: false,
  homeTeam: { id: 'h', name: 'Naomh Pádraig', goals: null, points: null },
  awayTeam: { id: 'a', name: 'Cill Chainnigh', goals: null, points: null },
  ...over,
});

function render(fixtures: Fixture[]) {
  const host = mount(<FixtureDays groups={[{ date: '2026-11-29', fixtures }]} empty="none" context="club" />);
  return host;
}

class FakeSource {
  static opened: FakeSource[] = [];
  listeners: ((e: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    FakeSource.opened.push(this);
  }
  addEventListener(_type: string, l: (e: MessageEvent<string>) => void) {
    this.listeners.push(l);
  }
  close() {}
  send(data: unknown) {
    for (const l of this.listeners) l(new MessageEvent('match', { data: JSON.stringify(data) }));
  }
}

const match = (
  phase: string,
  home: [number, number],
  away: [number, number],
  isResult = false,
  fixtureId = 'live-1',
) => ({
  fixtureId,
  events: [{}],
  state: { phase, home: { goals: home[0], points: home[1] }, away: { goals: away[0], points: away[1] } },
  result: {
    home: { goals: home[0], points: home[1] },
    away: { goals: away[0], points: away[1] },
    isResult,
    confirmed: false,
  },
});

const visible = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLElement>('[data-live-line] > *')]
    .filter((el) => !el.hidden)
    .map((el) => el.textContent?.replace(/\s+/g, ' ').trim())
    .join(' | ');

describe('live scores on a public page', () => {
  it('shows the score at load mid-match, then follows the stream: score, half-time, full-time', () => {
    const host = render([
      fixture({
        homeTeam: { id: 'h', name: 'Naomh Pádraig', goals: 1, points: 0 },
        awayTeam: { id: 'a', name: 'Cill Chainnigh', goals: 0, points: 2 },
      }),
    ]);
    expect(visible(host)).toBe('Naomh Pádraig 1-0 to 0-2 Cill Chainnigh | Live');

    FakeSource.opened = [];
    startLiveScores(document, (url) => new FakeSource(url));
    expect(FakeSource.opened.map((s) => s.url)).toEqual(['/api/fixtures/live?ids=live-1']);
    const [stream] = FakeSource.opened;
    stream!.send(match('FIRST_HALF', [1, 1], [0, 2]));
    expect(visible(host)).toBe('Naomh Pádraig 1-1 to 0-2 Cill Chainnigh | Live');
    stream!.send(match('HALF_TIME', [1, 1], [0, 2]));
    expect(visible(host)).toBe('Naomh Pádraig 1-1 to 0-2 Cill Chainnigh | Half-time');
    stream!.send(match('FULL_TIME', [1, 3], [0, 2], true));
    expect(visible(host)).toBe('Naomh Pádraig 1-3 to 0-2 Cill Chainnigh | Full-time, awaiting confirmation');
  });

  it('switches a fixture not yet started to its score at the first event', () => {
    const host = render([fixture({})]);
    expect(visible(host)).toBe('Naomh Pádraig v Cill Chainnigh');
    FakeSource.opened = [];
    startLiveScores(document, (url) => new FakeSource(url));
    FakeSource.opened[0]!.send(match('FIRST_HALF', [0, 1], [0, 0]));
    expect(visible(host)).toBe('Naomh Pádraig 0-1 to 0-0 Cill Chainnigh | Live');
  });

  it('follows every live card of the page on one stream, each event on its own fixture only', () => {
    const host = render([fixture({}), fixture({ id: 'live-2' })]);
    FakeSource.opened = [];
    startLiveScores(document, (url) => new FakeSource(url));
    expect(FakeSource.opened.map((s) => s.url)).toEqual(['/api/fixtures/live?ids=live-1,live-2']);
    FakeSource.opened[0]!.send(match('FIRST_HALF', [0, 0], [1, 0], false, 'live-2'));
    expect(visible(host)).toBe(
      'Naomh Pádraig v Cill Chainnigh | Naomh Pádraig 0-0 to 1-0 Cill Chainnigh | Live',
    );
  });

  it('does not follow a confirmed result or a fixture far from its start', () => {
    render([
      fixture({ id: 'old', startDate: '2020-01-01T15:00:00.000Z' }),
      fixture({ id: 'done', isResult: true, resultConfirmed: true }),
    ]);
    FakeSource.opened = [];
    startLiveScores(document, (url) => new FakeSource(url));
    expect(FakeSource.opened).toEqual([]);
  });
});
