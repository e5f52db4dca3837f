import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe on the screen itself: the shared alert toasts are dismissed first (their solid green is 3.3:1 on white, a
 * finding of the shared alert region, not of the screen under test). Dismissing one alert renumbers the rest:
 * always dismiss the first (they also hide themselves after 7 s).
 */
export async function expectScreenAxeClean(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0)
    await dismiss
      .first()
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  await expect(dismiss).toHaveCount(0, { timeout: 30_000 });
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
}
