/**
 * An official answers from a link (issue 54 item 3): the competition admin appoints a member as linesperson;
 * the mail (over SMTP, to the worker's mail sink) holds a link; opened signed out, it shows the appointment
 * and the official declines; the link is then spent; and the appointer sees "Not available" on the fixture's
 * officials. The answer page passes axe.
 */
import type { Page } from '@playwright/test';
import { LEAGUE_ID, leagueFixtureId } from '../server/db/seed/competition';
import { expectAxeClean } from './axe';
import { SLOW } from './competitions.page';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { consentGiven, signedInPage } from './session';

test.setTimeout(180_000);

async function call(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const res = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await deviceToken(page)}`, 'Content-Type': 'application/json' },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

test('an official declines from the mailed link, signed out, and the appointer sees it', async ({
  browser,
  mailSink,
}) => {
  const FIXTURE = leagueFixtureId(7); // next week, in the seeded league
  const member = await signedInPage(browser, 'member');
  const me = (await call(member, 'GET', '/api/person/me')) as { id: string; email: string };
  await member.context().close();

  const admin = await signedInPage(browser, 'competition-admin', `/competitions/organizations/${LEAGUE_ID}`);
  const f = (await call(admin, 'GET', `/api/fixture/${FIXTURE}`)) as { homeTeam: { name: string } };
  await call(admin, 'POST', `/api/fixture/${FIXTURE}/official`, {
    officials: [{ personId: me.id, type: 'LINESPERSON' }],
  });

  // The mail, delivered over SMTP, holds the link.
  await expect
    .poll(
      () => mailSink.mails.some((m) => m.to.includes(me.email) && m.text.includes('/referee-response/')),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  const mail = mailSink.mails.find((m) => m.to.includes(me.email) && m.text.includes('/referee-response/'))!;
  const link = /(https?:\/\/\S+\/referee-response\/[A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

  // Opened with no sign-in: the appointment, then Decline.
  const officialContext = await browser.newContext();
  const official = await officialContext.newPage();
  await consentGiven(official);
  await official.goto(new URL(link).pathname);
  await expect(official.getByRole('heading', { level: 1, name: 'Your appointment' })).toBeVisible(SLOW);
  await expect(official.getByTestId('appointment')).toContainText(f.homeTeam.name);
  await expect(official.getByTestId('appointment')).toContainText('appointed as Linesperson');
  await expectAxeClean(official, { only: 'serious' });
  await official.getByRole('button', { name: 'Decline' }).click();
  await expect(official.getByRole('status')).toContainText('You declined this appointment.', SLOW);
  await expect(official.getByTestId('link-state')).toContainText('This link has been used');
  // The link is spent: opened again, it offers no answer.
  await official.reload();
  await expect(official.getByTestId('link-state')).toBeVisible(SLOW);
  await expect(official.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  await officialContext.close();

  // The appointer sees the answer on the fixture's officials.
  await admin.reload();
  const row = admin
    .getByTestId('admin-fixture')
    .filter({ hasText: f.homeTeam.name })
    .filter({ hasText: 'Round' });
  await expect(row.first()).toBeVisible(SLOW);
  const officialsButton = admin.getByRole('button', { name: new RegExp(`^Officials of ${f.homeTeam.name}`) });
  // The fixture is the seeded league's next-week one: open the officials of each candidate until the member shows.
  const count = await officialsButton.count();
  let seen = false;
  for (let i = 0; i < count && !seen; i++) {
    await officialsButton.nth(i).click();
    const dialog = admin.getByTestId('officials-dialog');
    const list = dialog.getByRole('list', { name: 'Appointed officials' });
    await expect(list.or(dialog.getByText('No officials appointed yet.'))).toBeVisible(SLOW);
    const entry = list
      .getByRole('listitem')
      .filter({ hasText: 'Linesperson' })
      .filter({ hasText: 'Not available' });
    seen = (await entry.count()) > 0;
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  expect(seen, 'the appointer sees the official’s answer').toBe(true);
});
