/**
 * The offline mutations the chaos run mixes (e2e/chaos.spec.ts): each scenario makes one change through the
 * app's own screens, as the user who makes it in real life, and waits until the device shows it saved. It
 * answers how many times the server applied that change, read from the server with the device's token —
 * the run's invariant is that this is exactly 1.
 */
import { expect, type Page } from '@playwright/test';
import { addDays } from '../domain/lib/days';
import { todayInDublin } from '../domain/lib/dates';
import { deviceToken, serverFixture } from './offline.helpers';

export type Random = () => number;

/** What a scenario leaves to check: how many times the server applied the change (0 while not yet). */
export interface Change {
  label: string;
  applied(): Promise<number>;
}

export interface Scenario {
  name: 'score' | 'attendance' | 'injuryDraft' | 'ticketSale';
  user: string;
  /** Where the user lands after signing in. */
  home: string;
  /** Opens the screen online, goes offline when `offline`, makes the change and waits for "saved". */
  act(page: Page, random: Random, goOffline: () => Promise<void>): Promise<Change>;
}

/** The device's token is expired and not yet refreshed: the server cannot be asked with it yet. */
export class NotYet extends Error {}

/** A read with the device's own token; 404 is an answer, any other error is "not yet". */
async function getJson<T>(page: Page, path: string): Promise<{ status: number; body: T | null }> {
  const res = await page.request.get(path, {
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
  });
  if (res.status() === 404) return { status: 404, body: null };
  if (!res.ok()) throw new NotYet(`${path}: ${res.status()}`);
  return { status: res.status(), body: (await res.json()) as T };
}

// ---- Scores (referee) ---------------------------------------------------------------------------------------

let scoreFixture: string | undefined;

const score: Scenario = {
  name: 'score',
  user: 'referee',
  home: '/game-management',
  async act(page, random, goOffline) {
    if (!scoreFixture) {
      const { body } = await getJson<{
        _embedded: { fixtures: { id: string; resultConfirmed?: boolean; reportSubmitted?: boolean }[] };
      }>(page, '/api/match-official');
      scoreFixture = body!._embedded.fixtures.find((f) => !f.resultConfirmed && !f.reportSubmitted)!.id;
    }
    const id = scoreFixture;
    const before = await serverFixture(page, id);
    const s = [9, 20, 9, 20].map((max) => Math.floor(random() * max));
    // Always a change: the home goals differ from what the server holds.
    if (s[0] === before.homeTeam.goals) s[0] = (s[0] + 1) % 10;
    await page.goto(`/game-management/${id}`);
    await goOffline();
    const goals = page.getByLabel('Goals');
    const points = page.getByLabel('Points');
    await goals.nth(0).fill(String(s[0]));
    await points.nth(0).fill(String(s[1]));
    await goals.nth(1).fill(String(s[2]));
    await points.nth(1).fill(String(s[3]));
    await page.getByRole('button', { name: 'Save score' }).click();
    await expect(page.getByText(/Saved on device|Score sent/).first()).toBeVisible();
    return {
      label: `score ${s.join('-')}`,
      async applied() {
        const now = (await getJson<Awaited<ReturnType<typeof serverFixture>>>(page, `/api/fixture/${id}`))
          .body!;
        if (now.version === before.version) return 0;
        expect(now.homeTeam, 'the score shown saved').toMatchObject({ goals: s[0], points: s[1] });
        return now.version - before.version;
      },
    };
  },
};

// ---- Attendance (coach) -------------------------------------------------------------------------------------

type EventDoc = {
  id: string;
  version: number;
  recipients: { personId: string; attendance: string | null }[];
};
let trainingId: string | undefined;

const attendance: Scenario = {
  name: 'attendance',
  user: 'coach',
  home: '/events',
  async act(page, random, goOffline) {
    if (!trainingId) {
      const start = new Date();
      start.setHours(0, 0, 0, 0);
      const filter = `category:training,from:${start.toISOString()},until:${new Date(start.getTime() + 86_400_000).toISOString()}`;
      const { body } = await getJson<{ _embedded: { messages: EventDoc[] } }>(
        page,
        `/api/message?filter=${encodeURIComponent(filter)}&sort=startDate,desc`,
      );
      trainingId = body!._embedded.messages[0]!.id;
    }
    const id = trainingId;
    const before = (await getJson<EventDoc>(page, `/api/message/${id}`)).body!;
    await page.goto(`/events/${id}`);
    await expect(page.getByTestId('attendance-row').first()).toBeVisible({ timeout: 20_000 });
    await goOffline();
    const rows = page.getByTestId('attendance-row');
    const n = await rows.count();
    const row = rows.nth(Math.floor(random() * n));
    // The opposite of what the row shows, so every run is a change.
    const attended = row.getByRole('button', { name: /^Attended:/ });
    const mark = (await attended.getAttribute('aria-pressed')) === 'true' ? 'ABSENT' : 'ATTENDED';
    const button = row.getByRole('button', { name: mark === 'ABSENT' ? /^Absent:/ : /^Attended:/ });
    const who = (await button.getAttribute('aria-label'))!.split(': ')[1]!;
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('attendance-pending')).toHaveText(/Saved on device|All changes sent/);
    return {
      label: `${mark} ${who}`,
      async applied() {
        const now = (await getJson<EventDoc>(page, `/api/message/${id}`)).body!;
        if (now.version === before.version) return 0;
        const changed = now.recipients.filter(
          (r) => r.attendance !== before.recipients.find((b) => b.personId === r.personId)?.attendance,
        );
        expect(
          changed.map((r) => r.attendance),
          'the mark shown saved',
        ).toEqual([mark]);
        return now.version - before.version;
      },
    };
  },
};

// ---- Injury drafts (injury specialist) ----------------------------------------------------------------------

const injuryDraft: Scenario = {
  name: 'injuryDraft',
  user: 'injury-specialist',
  home: '/injuries',
  async act(page, random, goOffline) {
    await page.goto('/injuries');
    await expect(page.getByRole('link', { name: 'New injury record' })).toBeVisible({ timeout: 20_000 });
    await goOffline();
    await page.getByRole('link', { name: 'New injury record' }).click();
    await page.getByLabel('Search player').fill('Seán');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('listitem').filter({ hasText: 'Seán Ó Murchú' }).click();
    const daysAgo = 1 + Math.floor(random() * 20);
    await page.getByLabel('Injury date', { exact: true }).fill(addDays(todayInDublin(), -daysAgo));
    await page.getByLabel('Player availability').selectOption('INJURED');
    await page.getByLabel('Main tissue').selectOption('MUSCLE');
    const note = `Chaos draft ${Math.floor(random() * 1e9)}`;
    await page.getByLabel('Public notes').fill(note);
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page).toHaveURL(/\/injuries\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    // Saved: the record's own page shows it (with "Saved on device" while it waits for signal).
    await expect(page.getByTestId('public-notes')).toHaveText(note);
    return {
      label: `injury ${id.slice(-6)}`,
      async applied() {
        const { status, body } = await getJson<{ version: number; publicNotes: string }>(
          page,
          `/api/injury/${id}`,
        );
        if (status === 404) return 0;
        expect(body?.publicNotes, 'the draft shown saved').toBe(note);
        return body!.version;
      },
    };
  },
};

// ---- Paper ticket sales (draw officer) -------------------------------------------------------------------

type TicketPage = { _embedded: { tickets: { number: number; status: string; name: string | null }[] } };
let clubDraw: { drawId: string; orgId: string } | undefined;

const ticketSale: Scenario = {
  name: 'ticketSale',
  user: 'officer',
  home: '/draws',
  async act(page, random, goOffline) {
    if (!clubDraw) {
      const { body } = await getJson<{
        _embedded: { draws: { id: string; clubs: { organizationId: string }[] }[] };
      }>(page, '/api/draw');
      const d = body!._embedded.draws[0]!;
      clubDraw = { drawId: d.id, orgId: d.clubs[0]!.organizationId };
    }
    const base = `/api/draw/${clubDraw.drawId}/organization/${clubDraw.orgId}/ticket`;
    const sold = async () =>
      (await getJson<{ page: { totalElements: number } }>(page, `${base}?status=SOLD&size=1`)).body!.page
        .totalElements;
    const before = await sold();
    await page.goto('/draws');
    await expect(page.getByTestId('ticket-summary')).toBeVisible({ timeout: 20_000 });
    await goOffline();
    const number = Number(await page.getByLabel('Ticket number').inputValue());
    const name = `Chaos Buyer ${Math.floor(random() * 1e6)}`;
    await page.getByLabel('Buyer name').fill(name);
    await page.getByLabel('Phone (+353 or +44)').fill('+353 87 555 0199');
    await page.getByLabel('Address').fill('Main Street, Ashford');
    await page.getByLabel('Buyer name').press('Enter');
    await expect(page.getByTestId('sale-saved')).toHaveText(`Ticket ${number} saved on device.`);
    return {
      label: `ticket ${number}`,
      async applied() {
        const ticket = (
          await getJson<TicketPage>(page, `${base}?search=${number}`)
        ).body!._embedded.tickets.find((t) => t.number === number);
        if (ticket?.status !== 'SOLD') return 0;
        expect(ticket.name, 'the buyer shown saved').toBe(name);
        return (await sold()) - before;
      },
    };
  },
};

export const SCENARIOS: readonly Scenario[] = [score, attendance, injuryDraft, ticketSale];
