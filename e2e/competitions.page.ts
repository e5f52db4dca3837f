import { expect, type Locator, type Page } from '@playwright/test';
import { expectScreenAxeClean } from './axe';

/** After an action the screen reads the server again; on a busy 2-core machine that can pass 10 s. */
export const SLOW = { timeout: 30_000 };

/**
 * The competitions area (`/competitions/organizations`) and its wizard, in the words a county's competition
 * administrator uses, so the spec reads as the story it tests and a changed label is mended in one place.
 */
export class CompetitionsScreen {
  constructor(private readonly page: Page) {}

  async openArea() {
    await this.page.goto('/competitions/organizations');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Competitions' })).toBeVisible(SLOW);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  // ── Wizard ──────────────────────────────────────────────────────────────────────────────────────
  async startWizard() {
    await this.page.getByRole('link', { name: 'New competition' }).click();
    await expect(this.page.getByRole('heading', { name: 'Step 1 of 5: Details' })).toBeVisible(SLOW);
  }

  async fillDetails(d: { name: string; season: number }) {
    const form = this.page.getByRole('form', { name: 'Competition details' });
    await form.getByLabel('Competition name').fill(d.name);
    await form.getByLabel('Season').fill(String(d.season));
    await form.getByLabel('Format').selectOption('LEAGUE');
    await form.getByRole('combobox', { name: /^Type/ }).selectOption('LEAGUE');
    await form.getByRole('combobox', { name: /^Level/ }).selectOption('COUNTY');
    await form.getByLabel('Age level').selectOption('SENIOR');
    await form.getByLabel('Gender').selectOption('MALE');
    await form.getByLabel('Discipline').selectOption('Football');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await expect(this.page.getByRole('heading', { name: 'Step 2 of 5: Format set-up' })).toBeVisible(SLOW);
  }

  async fillFormat() {
    const form = this.page.getByRole('form', { name: 'Format set-up' });
    await form.getByLabel('Division 1 name').fill('Division 1');
    await form.getByLabel('Division 1 abbreviation').fill('D1');
    await form.getByRole('button', { name: 'Save and continue' }).click();
    await expect(this.page.getByRole('heading', { name: 'Step 3 of 5: Allocate teams' })).toBeVisible(SLOW);
  }

  /** Finds each club's teams by the club's name and adds its senior team. */
  async addSeniorTeams(clubs: readonly string[]) {
    const results = this.page.getByTestId('team-results');
    for (const club of clubs) {
      await this.page.getByLabel('Find a team').fill(club);
      const add = results.getByRole('button', { name: new RegExp(`^Add .*${club}.* SENIOR$`) }).first();
      await expect(add).toBeVisible(SLOW);
      await add.click();
    }
    await expect(this.page.getByTestId('division-competitors')).toContainText(`${clubs.length} competitors`);
    await this.page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(this.page.getByRole('heading', { name: 'Step 4 of 5: Create fixtures' })).toBeVisible(SLOW);
  }

  async generateFixtures(firstDate: string) {
    const form = this.page.getByRole('form', { name: 'Create fixtures' });
    await expect(form.getByTestId('round-preview')).toContainText('6 teams, 1 leg: 5 rounds');
    await form.getByLabel('First round date').fill(firstDate);
    await form.getByRole('button', { name: 'Fill the round dates' }).click();
    await form.getByLabel(/^Time/).fill('14:30');
    await form.getByRole('button', { name: 'Generate fixtures' }).click();
    await expect(form.getByRole('status')).toContainText('15 fixtures generated', SLOW);
    await this.page.getByRole('button', { name: 'Continue' }).click();
    await expect(this.page.getByRole('heading', { name: 'Step 5 of 5: Allocate referees' })).toBeVisible(
      SLOW,
    );
  }

  async appointFirstReferee(referee: string) {
    const first = this.page.getByTestId('wizard-fixture').first();
    await first.getByRole('button', { name: /^Appoint referee/ }).click();
    const dialog = this.page.getByTestId('officials-dialog');
    await dialog
      .getByRole('listitem')
      .filter({ hasText: referee })
      .getByRole('button', { name: 'Appoint' })
      .click();
    await expect(dialog.getByRole('list', { name: 'Appointed officials' })).toContainText(referee, SLOW);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(first).toContainText(`Referee: ${referee}`, SLOW);
  }

  async finish() {
    await this.page.getByRole('button', { name: 'Finish' }).click();
    await expect(this.page.getByRole('heading', { name: 'Divisions' })).toBeVisible(SLOW);
  }

  // ── The competition page ────────────────────────────────────────────────────────────────────────
  fixture(home: string | RegExp): Locator {
    return this.page.getByTestId('admin-fixture').filter({ hasText: home }).first();
  }

  async enterResult(
    fixture: Locator,
    score: { homeGoals: number; homePoints: number; awayGoals: number; awayPoints: number },
  ) {
    await fixture.getByRole('button', { name: /^Result of/ }).click();
    const dialog = this.page.getByRole('dialog');
    const inputs = dialog.locator('input[type="number"]');
    await inputs.nth(0).fill(String(score.homeGoals));
    await inputs.nth(1).fill(String(score.homePoints));
    await inputs.nth(2).fill(String(score.awayGoals));
    await inputs.nth(3).fill(String(score.awayPoints));
    await dialog.getByRole('button', { name: 'Save result' }).click();
    await expect(dialog).toBeHidden(SLOW);
  }

  leagueTable(): Locator {
    return this.page.getByTestId('league-table').first();
  }

  expectAxeClean() {
    return expectScreenAxeClean(this.page);
  }
}
