/**
 * Live scores on the public documents (issue 52 item 2): each fixture card the server marked
 * `data-live-fixture` (unconfirmed, near its start: src/components/fixture-list.tsx) is updated in place, its
 * score and mark, from the page's one stream (`GET /api/fixtures/live`, Server-Sent Events). The
 * browser's EventSource reconnects by itself; the server sends the current match on every connect, so a
 * reconnect never leaves a stale score. No strings here: the marks' words are the page's data attributes.
 */

interface LiveMatch {
  fixtureId: string;
  state: { phase: string; home: { goals: number; points: number }; away: { goals: number; points: number } };
  result: {
    home: { goals: number; points: number } | null;
    away: { goals: number; points: number } | null;
    isResult: boolean;
    confirmed: boolean;
  };
  events: unknown[];
}

/** What the script needs of an EventSource (a test passes its own). */
interface Source {
  addEventListener(type: 'match', listener: (e: MessageEvent<string>) => void): void;
  close(): void;
}

const gp = (s: { goals: number; points: number }) => `${s.goals}-${s.points}`;

export function showMatch(card: HTMLElement, m: LiveMatch): void {
  const line = card.querySelector<HTMLElement>('[data-live-line]');
  if (!line) return;
  // The fixture's result columns are the events' fold when there are events, and the final score alone else.
  const home = m.result.home ?? (m.events.length > 0 ? m.state.home : null);
  const away = m.result.away ?? (m.events.length > 0 ? m.state.away : null);
  const scored = home !== null && away !== null;
  const set = (sel: string, text: string) => {
    const el = line.querySelector<HTMLElement>(sel);
    if (el) el.textContent = text;
  };
  if (home && away) {
    set('[data-live-score="home"]', gp(home));
    set('[data-live-score="away"]', gp(away));
  }
  line.querySelector<HTMLElement>('[data-live-teams]')?.toggleAttribute('hidden', scored);
  line.querySelector<HTMLElement>('[data-live-scored]')?.toggleAttribute('hidden', !scored);
  const phase = m.state.phase;
  const mark = m.result.confirmed
    ? ''
    : phase === 'FULL_TIME' || m.result.isResult
      ? line.dataset.markFullTime
      : phase === 'HALF_TIME'
        ? line.dataset.markHalfTime
        : phase === 'FIRST_HALF' || phase === 'SECOND_HALF'
          ? line.dataset.markLive
          : '';
  const badge = line.querySelector<HTMLElement>('[data-live-mark]');
  if (badge) {
    badge.textContent = mark ?? '';
    badge.hidden = !mark;
  }
}

/** The most fixtures one stream follows (PAGE_LIVE_MAX in domain/competition/match.contract.ts). */
const PER_STREAM = 50;

/**
 * Opens ONE stream for the page's live cards (`GET /api/fixtures/live?ids=…`; a page with more than 50 live
 * cards, which no real page has, opens one per 50) and shows each `match` event on the cards of its fixture.
 * Answers the streams (to close them).
 */
export function startLiveScores(
  root: ParentNode,
  open: (url: string) => Source = (url) => new EventSource(url),
): Source[] {
  const cards = new Map<string, HTMLElement[]>();
  for (const card of root.querySelectorAll<HTMLElement>('[data-live-fixture]')) {
    const id = card.dataset.liveFixture;
    if (id) cards.set(id, [...(cards.get(id) ?? []), card]);
  }
  const ids = [...cards.keys()];
  const streams: Source[] = [];
  for (let i = 0; i < ids.length; i += PER_STREAM) {
    const query = ids
      .slice(i, i + PER_STREAM)
      .map(encodeURIComponent)
      .join(',');
    const source = open(`/api/fixtures/live?ids=${query}`);
    source.addEventListener('match', (e) => {
      try {
        const m = JSON.parse(e.data) as LiveMatch;
        for (const card of cards.get(m.fixtureId) ?? []) showMatch(card, m);
      } catch {
        // A malformed event changes nothing on the page.
      }
    });
    streams.push(source);
  }
  return streams;
}
