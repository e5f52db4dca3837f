/**
 * The competition wizard's steps show the shared schemas' messages (domain/competition/competition.ts) and
 * confirm before a change the server says deletes divisions or fixtures (409 → confirm → resend).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompetitionDoc } from '../../../domain/competition/competition';
import { COMPETITION_MESSAGES as CM } from '../../../domain/competition/messages';
import { M } from '../../../domain/messages';
import { system } from '../../../src/app/theme';
import type * as SessionModule from '../../../src/auth/session';
import { DetailsStep } from '../../../src/features/competition/admin/wizard/details-step';
import { FixturesStep } from '../../../src/features/competition/admin/wizard/fixtures-step';
import { FormatStep } from '../../../src/features/competition/admin/wizard/format-step';
import { entryProblems, type Entry } from '../../../src/features/competition/admin/wizard/teams-step';

// The signed-in administrator: step 1 names them as the competition's administrator.
vi.mock('../../../src/auth/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  return {
    ...actual,
    useSession: () => ({ ...actual.getSession(), person: { id: 'p1', organizations: [] } }),
  };
});

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
type Call = { method: string; url: string; body: unknown };
let calls: Call[] = [];
/** Answers by method and path; the default answers an empty list. */
let answer: (call: Call) => Response = () => json({ _embedded: {} });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(() => {
  i18n.load('en', {});
  i18n.activate('en');
});
beforeEach(() => {
  calls = [];
  answer = () => json({ _embedded: {} });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(url),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return Promise.resolve(answer(call));
    }),
  );
});
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function render(node: ReactNode): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root!.render(
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>{node}</ChakraProvider>
      </I18nProvider>,
    ),
  );
  return host;
}

const settle = (ms = 30) => act(() => new Promise((r) => setTimeout(r, ms)));

async function settleUntil(done: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await settle(20);
}

async function type(el: HTMLInputElement, value: string) {
  await act(async () => {
    el.focus();
    Reflect.set(HTMLInputElement.prototype, 'value', value, el);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('focusout', { bubbles: true }));
  });
  await settle();
}

async function choose(el: HTMLSelectElement, value: string) {
  await act(async () => {
    Reflect.set(HTMLSelectElement.prototype, 'value', value, el);
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await settle();
}

/** happy-dom does not show a select's default value set by react-hook-form: choose it as a person would. */
async function chooseAll(host: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await choose(field<HTMLSelectElement>(host, name), value);
}

async function submit(host: HTMLElement) {
  await act(async () => {
    host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  await settle(60);
}

const field = <T extends Element = HTMLInputElement>(host: ParentNode, name: string) =>
  host.querySelector<T & Element>(`[name="${name}"]`)!;

const competition: CompetitionDoc = {
  id: 'c1',
  version: 1,
  updatedAt: '2026-11-26T08:00:00.000Z',
  status: 'DRAFT',
  organizationId: 'org1',
  organizationName: 'Wicklow',
  adminPersonId: 'p1',
  adminName: 'Gráinne Ní Riain',
  name: 'Senior Football League',
  season: 2026,
  format: 'LEAGUE',
  additionalType: 'LEAGUE',
  rank: 'COUNTY',
  ageLevel: 'SENIOR',
  gender: 'MALE',
  activity: 'Football',
  numberOfDivisions: 1,
  legs: 1,
  winPoints: 2,
  drawPoints: 1,
  lossPoints: 0,
  walkoverPoints: 2,
  pointsDisplayFormat: 'GOALS_POINTS',
  tieBreaks: ['SCORE_DIFFERENCE', 'SCORES_FOR', 'HEAD_TO_HEAD', 'GOALS_FOR'],
  archiveReason: null,
  divisions: [
    {
      id: 'd1',
      name: 'Division 1',
      abbreviation: 'D1',
      officialsDaysBefore: 0,
      officialsHoursBefore: 0,
      adminDaysBefore: 0,
      adminHoursBefore: 0,
      competitors: Array.from({ length: 6 }, (_, i) => ({
        id: `k${i}`,
        teamId: `t${i}`,
        placeholder: null,
        name: `Team ${i + 1}`,
        organizationId: `club${i}`,
      })),
      fixtureCount: 0,
    },
  ],
};

const steps = { reload: vi.fn(), next: vi.fn(), back: vi.fn() };

describe('wizard step 1: details', () => {
  it('shows the required fields after a submit attempt, and the sponsor position rule', async () => {
    const host = render(<DetailsStep orgId="org1" onSaved={vi.fn()} />);
    await submit(host);
    expect(host.textContent).toContain(M.required.id);
    expect(host.textContent).toContain(M.invalidOption.id);
    await type(field(host, 'season'), '1900');
    await submit(host);
    expect(host.textContent).toContain(CM.seasonAfter1920.id);
    // The whole-form rules run once every field is valid: a sponsor needs its position.
    await type(field(host, 'name'), 'Senior Football League');
    await type(field(host, 'season'), '2027');
    await chooseAll(host, {
      format: 'LEAGUE',
      additionalType: 'LEAGUE',
      rank: 'COUNTY',
      ageLevel: 'SENIOR',
      gender: 'MALE',
      activity: 'Football',
    });
    await type(field(host, 'sponsor'), 'Allianz');
    await submit(host);
    expect(host.textContent).not.toContain(CM.seasonAfter1920.id);
    expect(host.textContent).toContain(CM.sponsorPositionRequired.id);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  }, 30_000);
});

describe('wizard step 2: format set-up', () => {
  it('checks the divisions, legs, points and tie-break ranges', async () => {
    const host = render(<FormatStep competition={competition} {...steps} />);
    await type(field(host, 'legs'), '3');
    await type(field(host, 'winPoints'), '11');
    await choose(field<HTMLSelectElement>(host, 'tieBreaks.1'), 'SCORE_DIFFERENCE');
    await type(field(host, 'divisions.0.name'), '');
    await submit(host);
    expect(host.textContent).toContain(CM.legsRange.id);
    expect(host.textContent).toContain(CM.pointsRange.id);
    expect(host.textContent).toContain(CM.tieBreaksRequired.id);
    expect(host.textContent).toContain(M.required.id);
    await type(field(host, 'numberOfDivisions'), '11');
    await submit(host);
    expect(host.textContent).toContain(CM.divisionsRange.id);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  }, 30_000);

  it('adds a division row per division, and confirms before a change that deletes divisions (409)', async () => {
    answer = (call) =>
      call.method === 'PUT' && !(call.body as { confirm?: boolean }).confirm
        ? json(
            {
              status: 409,
              summary: 'Conflict',
              message: CM.confirmRequired.message,
              errors: [
                { field: 'confirm', code: CM.confirmRequired.id, message: CM.confirmRequired.message },
              ],
            },
            409,
          )
        : json(competition);
    const host = render(<FormatStep competition={competition} {...steps} />);
    await chooseAll(host, {
      format: 'LEAGUE',
      pointsDisplayFormat: 'GOALS_POINTS',
      ...Object.fromEntries(competition.tieBreaks.map((b, i) => [`tieBreaks.${i}`, b])),
    });
    await type(field(host, 'numberOfDivisions'), '2');
    expect(field(host, 'divisions.1.name')).toBeTruthy();
    await type(field(host, 'divisions.1.name'), 'Division 2');
    await type(field(host, 'divisions.1.abbreviation'), 'D2');
    await submit(host);
    await settleUntil(() => document.body.querySelector('[data-testid="confirm-dialog"]') !== null);
    const dialog = document.body.querySelector('[data-testid="confirm-dialog"]')!;
    expect(dialog.textContent).toContain(CM.confirmRequired.message);
    const puts = () => calls.filter((c) => c.method === 'PUT');
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({ numberOfDivisions: 2, confirm: false });
    const confirm = [...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Confirm')!;
    await act(async () => confirm.click());
    await settleUntil(() => puts().length === 2);
    expect(puts()[1]!.body).toMatchObject({ numberOfDivisions: 2, confirm: true });
    await settleUntil(() => steps.next.mock.calls.length > 0);
    expect(steps.next).toHaveBeenCalled();
  }, 30_000);
});

describe('wizard step 3: allocate teams', () => {
  const team = (teamId: string, organizationId: string, name = ''): Entry => ({
    teamId,
    organizationId,
    teamName: teamId,
    placeholder: '',
    name,
  });
  it('needs a competitor, and a name for each team of a club with two in the division', () => {
    expect(entryProblems([]).list).toBe(CM.competitorRequired.id);
    expect(entryProblems([team('a', 'club1'), team('b', 'club2')])).toEqual({ rows: {}, list: null });
    expect(entryProblems([team('a', 'club1'), team('b', 'club1', 'Club B')]).rows).toEqual({
      0: CM.teamNameForDuplicate.id,
    });
  });
});

describe('wizard step 4: create fixtures', () => {
  it('previews the rounds, fills one date per round, and refuses dates out of order', async () => {
    const host = render(<FixturesStep competition={competition} {...steps} />);
    await settle();
    expect(host.querySelector('[data-testid="round-preview"]')!.textContent).toContain('5 rounds');
    const first = host.querySelector<HTMLInputElement>('input[type="date"]:not([name])')!;
    await type(first, '2027-03-07');
    const fill = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Fill the round dates')!;
    await act(async () => fill.click());
    await settle();
    expect(field(host, 'roundDates.4').value).toBe('2027-04-04');
    await type(field(host, 'roundDates.2'), '2027-03-01');
    await type(field(host, 'time'), '14:30');
    await chooseAll(host, { venue: 'HOME_CLUB' });
    await submit(host);
    expect(host.textContent).toContain(CM.roundDateOrder.id);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  }, 30_000);
});
