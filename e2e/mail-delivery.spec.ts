/**
 * Mail delivery for real (issue 28 item 3): each e2e worker's server sends over SMTP to the worker's own SMTP
 * server (e2e/fixtures.ts mailSink). A coach cancels a training with a notice: every recipient with an address
 * gets the mail in their own language — a parent who reads Páirc in Irish gets the notice for her child in
 * Irish, with the unsubscribe link built from the server's PUBLIC_URL; the super admin reads the same messages in
 * the outbox page, delivered by smtp.
 */
import type { Page } from '@playwright/test';
import { COACH_TEAMS } from '../server/db/seed/teams';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { signedInPage } from './session';

async function call(page: Page, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) {
  const res = await page.request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${await deviceToken(page)}`, 'Content-Type': 'application/json' },
    ...(data === undefined ? {} : { data }),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

test('a cancelled training is mailed over SMTP, to an Irish-speaking parent in Irish; the outbox shows it sent', async ({
  browser,
  mailSink,
  server,
}) => {
  test.slow();
  const parent = await signedInPage(browser, 'parent');
  const me = (await call(parent, 'GET', '/api/person/me')) as { id: string; email: string };
  await call(parent, 'PATCH', `/api/person/${me.id}`, { preferredLanguage: 'ga' });
  try {
    const coach = await signedInPage(browser, 'coach');
    const subject = `Hurling skills ${Date.now() % 100_000}`;
    const created = (await call(coach, 'POST', '/api/message', {
      toGroupId: COACH_TEAMS.u14,
      category: 'training',
      subject,
      message: 'Helmets and hurleys.',
      startDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      duration: 60,
      requestResponse: true,
      viewOtherRecipientsNames: false,
      commsConsentAdditionalClub: false,
      sendNotificationReminder: false,
    })) as { id: string };

    // The coach cancels it on its page, notifying the recipients with a reason.
    await coach.goto(`/events/${created.id}`);
    await coach.getByLabel('Reason (optional)').fill('Pitch waterlogged');
    await coach.getByText('Notify the recipients').click();
    await coach.getByRole('button', { name: 'Cancel event' }).click();
    await expect(coach.getByText('Pitch waterlogged').first()).toBeVisible({ timeout: 15_000 });

    // Delivered over SMTP within a few runs of the delivery job (every 5 s).
    await expect
      .poll(
        () =>
          mailSink.mails.filter((m) => m.to.includes(me.email) && m.text.includes('Pitch waterlogged'))
            .length,
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0);
    const toParent = mailSink.mails.find(
      (m) => m.to.includes(me.email) && m.text.includes('Pitch waterlogged'),
    )!;
    expect(toParent.headers).toMatch(/^Content-Language: ga$/im);
    expect(toParent.subject).toMatch(new RegExp(`^Curtha ar ceal: ${subject}, \\d{1,2}/\\d{1,2}/\\d{4}$`));
    expect(toParent.text).toContain('Cúis: Pitch waterlogged');
    expect(toParent.text).toContain('thar ceann');
    expect(toParent.text).toContain(`${server.url}/unsubscribe/`);
    // A player who reads Páirc in English gets it in English.
    const english = mailSink.mails.find(
      (m) => !m.to.includes(me.email) && m.subject.startsWith(`Cancelled: ${subject}`),
    );
    expect(english?.headers).toMatch(/^Content-Language: en$/im);

    // The super admin's outbox: the same messages, sent by smtp; one read in full. Axe-clean.
    const admin = await signedInPage(browser, 'super-admin', '/administration/outbox');
    await expect(admin.getByRole('heading', { name: 'Mail and SMS outbox' })).toBeVisible();
    await admin.getByLabel('Status', { exact: true }).selectOption('SENT');
    await admin.getByLabel('Address or subject').fill(subject);
    await admin.getByRole('button', { name: 'Search' }).click();
    const table = admin.getByTestId('outbox');
    await expect(table.getByRole('row').filter({ hasText: subject }).first()).toBeVisible();
    await expect(table.getByText('Sent').first()).toBeVisible();
    await table.getByRole('button', { name: 'Read message' }).first().click();
    await expect(admin.getByTestId('outbox-body').first()).toContainText('Pitch waterlogged');
    await expect(admin.getByText(/by smtp/).first()).toBeVisible();
    await expectAxeClean(admin);
    await Promise.all([coach.context().close(), admin.context().close()]);
  } finally {
    await call(parent, 'PATCH', `/api/person/${me.id}`, { preferredLanguage: 'en' });
    await parent.context().close();
  }
});
