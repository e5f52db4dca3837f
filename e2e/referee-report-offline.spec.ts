import { type Page } from '@playwright/test';
import { expect, test, withServiceWorker } from './fixtures';
import { countDelivered, countPushes, deviceToken, signInControlled } from './offline.helpers';

// Offline: the service worker serves the app shell and the API's cached reads.
test.use(withServiceWorker);

const SAVED = 'Saved on device — it will be sent when there is signal.';

/** The referee's last open fixture as referee (not submitted, not confirmed), so other specs keep theirs. */
async function openFixture(page: Page) {
  const token = await deviceToken(page);
  const me = (await (
    await page.request.get('/api/person/me', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as {
    id: string;
  };
  const res = await page.request.get('/api/match-official', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    _embedded: {
      fixtures: {
        id: string;
        resultConfirmed?: boolean;
        reportSubmitted?: boolean;
        officials?: { personId: string; type: string }[];
      }[];
    };
  };
  const open = body._embedded.fixtures.filter(
    (f) =>
      !f.resultConfirmed &&
      !f.reportSubmitted &&
      f.officials?.some((o) => o.personId === me.id && o.type === 'REFEREES'),
  );
  expect(open.length, 'the demo referee has an open fixture').toBeGreaterThan(0);
  return { id: open.at(-1)!.id, token };
}

/** A tiny valid PNG and PDF, made in the test. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('referee report offline: 5 steps with a photo and a PDF, reload midway, submit offline, delivered once, then final', async ({
  page,
  context,
}) => {
  await signInControlled(page, 'referee', '/match-official');
  const { id, token } = await openFixture(page);
  const fixtureLink = page.locator(`a[href="/match-official/${id}"]`);
  await expect(fixtureLink).toBeVisible();
  const pushes = countPushes(context, id);
  const uploads: string[] = [];
  // Uploads that reached the server (one the offline network refused delivered nothing).
  countDelivered(
    context,
    (req) => req.method() === 'POST' && req.url().endsWith(`/api/fixture/${id}/referee-report/document`),
    () => 1,
    (_, sign) => (sign > 0 ? uploads.push('sent') : uploads.pop()),
  );

  await fixtureLink.click();
  await expect(page.getByRole('heading', { name: 'Officials' })).toBeVisible();
  // Offline from the start of the wizard.
  await context.setOffline(true);
  await page.getByRole('link', { name: 'Referee report' }).click();

  // Step 1: timings and score.
  await expect(page.getByTestId('wizard-step')).toHaveText(/Step 1 of 5/);
  await page.getByLabel('First half start').fill('19:30');
  await page.getByLabel('First half end').fill('20:05');
  await page.getByLabel('Second half start').fill('20:20');
  await page.getByLabel('Second half end').fill('20:57');
  const goals = page.getByLabel(/ goals$/);
  const points = page.getByLabel(/ points$/);
  await goals.nth(0).fill('2');
  await points.nth(0).fill('11');
  await goals.nth(1).fill('1');
  await points.nth(1).fill('9');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: a substitution and a black card.
  await expect(page.getByTestId('wizard-step')).toHaveText(/Step 2 of 5/);
  await page.getByRole('button', { name: 'Add substitution' }).click();
  await page.getByLabel('Player off').fill('Ciarán Ó Néill');
  await page.getByLabel('Player on').fill('Pádraig de Búrca');
  await page.getByRole('button', { name: 'Add infraction' }).click();
  await page.getByLabel('Player name').fill('Seosamh Mac Giolla');
  await page.getByLabel('Card').selectOption('BLACK');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step')).toHaveText(/Step 3 of 5/);

  // Reload midway, still offline: the draft reopens at step 3, with step 2 intact.
  await page.reload();
  await expect(page.getByTestId('wizard-step')).toHaveText(/Step 3 of 5/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Player off')).toHaveValue('Ciarán Ó Néill');
  await expect(page.getByLabel('Card')).toHaveValue('BLACK');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: an injury and an "Other" comment (required text).
  await page.getByRole('button', { name: 'Add injury' }).click();
  await page.getByLabel('Player name').fill('Eoin Ó Dónaill');
  await page.getByLabel('Notes').fill('Treated on the pitch, played on.');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await page.getByLabel('Subject').selectOption('OTHER');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('A comment is required when "Other" is selected')).toBeVisible();
  await page.getByLabel('Comment', { exact: true }).fill('Floodlights failed for five minutes.');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: a photo and a PDF, kept on the device.
  await expect(page.getByTestId('wizard-step')).toHaveText(/Step 4 of 5/);
  await page
    .getByLabel('Attach a file')
    .setInputFiles({ name: 'team-sheet.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Document type').selectOption('SUBSTITUTION_SLIP');
  await page
    .getByLabel('Attach a file')
    .setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('report-file')).toHaveCount(2);
  await expect(page.getByTestId('report-file').first()).toContainText('On this device');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: questionnaire, then submit offline.
  await expect(page.getByTestId('wizard-step')).toHaveText(/Step 5 of 5/);
  await page.getByText('A sideline report is included').click();
  await page.getByRole('button', { name: 'Submit report' }).click();
  await expect(page.getByTestId('report-readonly')).toBeVisible();
  await expect(page.getByTestId('report-sync')).toHaveText(SAVED);
  await expect(page.getByTestId('sync-indicator')).toContainText(/Offline · 1 pending/);
  await expect.poll(() => pushes.mutations).toBe(0);
  await expect.poll(() => uploads.length).toBe(0);

  // Signal returns: the submission and both files reach the server, once.
  await context.setOffline(false);
  await expect(page.getByTestId('report-sync')).toHaveText('Report sent.', { timeout: 20_000 });
  await expect(page.getByTestId('report-file').filter({ hasText: 'Uploaded' })).toHaveCount(2, {
    timeout: 20_000,
  });
  const headers = { Authorization: `Bearer ${token}` };
  const report = (await (
    await page.request.get(`/api/fixture/${id}/referee-report`, { headers })
  ).json()) as {
    status: string;
    uploadedDocumentIds: string[];
    content: {
      documents: { id: string; fileName: string }[];
      infractions: { card: string }[];
      comments: { comment: string }[];
    };
  };
  expect(report.status).toBe('SUBMITTED');
  expect(report.content.documents.map((d) => d.fileName).sort()).toEqual(['slip.pdf', 'team-sheet.png']);
  expect(report.uploadedDocumentIds.sort()).toEqual(report.content.documents.map((d) => d.id).sort());
  expect(report.content.infractions[0]!.card).toBe('BLACK');
  const photo = await page.request.get(
    `/api/fixture/${id}/referee-report/document/${report.content.documents.find((d) => d.fileName === 'team-sheet.png')!.id}`,
    { headers },
  );
  expect(Buffer.from(await photo.body()).equals(PNG)).toBe(true);
  await page.waitForTimeout(1000); // let any second sender finish
  await expect.poll(() => pushes.mutations).toBe(1);
  await expect.poll(() => uploads.length).toBe(2);

  // Final: read-only on the device (also after a reload), and the server refuses a change.
  await page.reload();
  await expect(page.getByTestId('report-readonly')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit report' })).toHaveCount(0);
  const put = await page.request.put(`/api/fixture/${id}/referee-report`, {
    headers,
    data: { comments: [] },
  });
  expect(put.status()).toBe(409);
  expect(((await put.json()) as { message: string }).message).toBe(
    'This referee report was submitted and can no longer be edited',
  );
});

test('availability is set on the device offline and reaches the server', async ({ page, context }) => {
  await signInControlled(page, 'referee', '/match-official');
  const { id, token } = await openFixture(page);
  await page.locator(`a[href="/match-official/${id}"]`).click();
  await expect(page.getByRole('heading', { name: 'Officials' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Not available' }).click();
  await expect(page.getByTestId('availability-REFEREES')).toHaveText('Not available');
  await context.setOffline(false);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/fixture/${id}/official`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        const list = (await res.json()) as { type: string; availability: string }[];
        return list.find((o) => o.type === 'REFEREES')?.availability;
      },
      { timeout: 20_000 },
    )
    .toBe('NOT_AVAILABLE');
});
