/**
 * The four field routes of issue 49, as the field bench (bench/field.ts) drives them: who signs in, where the
 * list is, what shows it painted, which local table a save writes, and how one save is made. The first-route
 * JS of each is the check:budget page whose `field` key names it (tests/bundle-budget.json).
 */
import type { Locator, Page } from '@playwright/test';

export interface FieldRoute {
  /** The `field` key of its page in tests/bundle-budget.json. */
  key: 'referee' | 'coach' | 'draws' | 'injuries';
  label: string;
  username: string;
  /** The list, opened cold. */
  path: string;
  /** CSS selector of the first list item: the list is painted the frame after it is in the document. */
  listed: string;
  /** The Dexie table a save writes (the raw put copies one of its documents). */
  table: string;
  /** From the list, offline, to the screen where saves are made (the save screen is ready when it returns). */
  openSaveScreen(page: Page): Promise<void>;
  /** Makes the form ready for save number `i` and answers the control whose click saves. */
  prepareSave(page: Page, i: number): Promise<Locator>;
}

export const FIELD_ROUTES: FieldRoute[] = [
  {
    key: 'referee',
    label: 'referee: fixtures and score entry (/game-management)',
    username: 'referee',
    path: '/game-management',
    listed: 'a[href^="/game-management/"]',
    table: 'fixtures',
    async openSaveScreen(page) {
      await page.locator('a[href^="/game-management/"]').first().click();
      await page.getByLabel('Goals').first().waitFor();
    },
    async prepareSave(page, i) {
      await page
        .getByLabel('Points')
        .nth(0)
        .fill(String(10 + (i % 20)));
      await page.getByLabel('Goals').nth(0).fill('1');
      await page.getByLabel('Goals').nth(1).fill('0');
      await page.getByLabel('Points').nth(1).fill('9');
      return page.locator('form button[type="submit"]').first();
    },
  },
  {
    key: 'coach',
    label: 'coach: event attendance (/events)',
    username: 'coach',
    path: '/events',
    listed: 'li a[href^="/events/"]',
    table: 'events',
    async openSaveScreen(page) {
      // Today's events come first; the one with the most recipients is the senior team's training.
      await page.locator('li a[href^="/events/"]').first().click();
      await page.getByTestId('attendance-row').first().waitFor();
    },
    async prepareSave(page, i) {
      const rows = page.getByTestId('attendance-row');
      const row = rows.nth(i % (await rows.count()));
      // The mark the row does not have yet: every save changes the record.
      const attended = row.getByRole('button', { name: /^Attended:/ });
      const pressed = (await attended.getAttribute('aria-pressed')) === 'true';
      return row.getByRole('button', { name: pressed ? /^Absent:/ : /^Attended:/ });
    },
  },
  {
    key: 'draws',
    label: 'draw officer: paper ticket sales (/draws)',
    username: 'officer',
    path: '/draws',
    listed: '[data-testid="ticket-summary"]',
    table: 'drawTickets',
    async openSaveScreen(page) {
      await page.getByLabel('Buyer name').waitFor();
    },
    async prepareSave(page, i) {
      await page.getByLabel('Buyer name').fill(`Bench Buyer ${i}`);
      await page.getByLabel('Phone (+353 or +44)').fill('+353 87 555 0101');
      await page.getByLabel('Address').fill('Main Street, Ashford');
      return page.getByLabel('Buyer name').locator('xpath=ancestor::form').locator('button[type="submit"]');
    },
  },
  {
    key: 'injuries',
    label: 'injury record (/injuries)',
    username: 'injury-specialist',
    path: '/injuries',
    listed: '[data-testid="injury-list"] a',
    table: 'injuries',
    async openSaveScreen(page) {
      await page.locator('[data-testid="injury-list"] a').first().click();
      await page.getByRole('button', { name: 'Edit' }).waitFor();
    },
    async prepareSave(page, i) {
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Public notes').fill(`Bench note ${i}`);
      return page.getByRole('button', { name: 'Save as draft' });
    },
  },
];
