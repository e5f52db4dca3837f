import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const finding = (v: Violation) =>
  `${v.id}: ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`).join(' | ')}`;

/**
 * Axe on the page as it stands, once its finite animations have ended: a dialog still fading in, or a button
 * still easing from its disabled look, has its text at part opacity, which axe measures as low contrast.
 * `serious` keeps only the serious and critical findings (the pages checked that way before this helper).
 */
export async function expectAxeClean(page: Page, options: { only?: 'serious' } = {}) {
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found =
    options.only === 'serious'
      ? violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      : violations;
  expect(found.map(finding)).toEqual([]);
}

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
  await expectAxeClean(page);
}

/** Waits for the page's finite animations and transitions; a spinner's endless one is not waited on. */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
