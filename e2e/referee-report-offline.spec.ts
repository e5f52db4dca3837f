import { type Page } from '@playwright/test';
import { expect, test, withServiceWorker } from './fixtures';
import { countDelivered, countPushes, deviceToken, signInControlled } from './offline.helpers';
import { ReportWizard } from './report-wizard.page';

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

  const wizard = new ReportWizard(page);

  // Step 1: timings and score.
  await wizard.expectStep(1);
  await wizard.timingsAndScore(['19:30', '20:05', '20:20', '20:57'], [2, 11, 1, 9]);
  await wizard.next();

  // Step 2: a substitution and a black card.
  await wizard.expectStep(2);
  await wizard.addSubstitution('Ciarán Ó Néill', 'Pádraig de Búrca');
  await wizard.addInfraction('Seosamh Mac Giolla', 'BLACK');
  await wizard.next();
  await wizard.expectStep(3);

  // Reload midway, still offline: the draft reopens at step 3, with step 2 intact.
  await page.reload();
  await wizard.expectStep(3);
  await wizard.back();
  await expect(page.getByLabel('Player off')).toHaveValue('Ciarán Ó Néill');
  await expect(page.getByLabel('Card')).toHaveValue('BLACK');
  await wizard.next();

  // Step 3: an injury and an "Other" comment (required text).
  await wizard.addInjury('Eoin Ó Dónaill', 'Treated on the pitch, played on.');
  await wizard.addComment('OTHER');
  await wizard.next();
  await expect(page.getByText('A comment is required when "Other" is selected')).toBeVisible();
  await wizard.commentText('Floodlights failed for five minutes.');
  await wizard.next();

  // Step 4: a photo and a PDF, kept on the device.
  await wizard.expectStep(4);
  await wizard.attach({ name: 'team-sheet.png', mimeType: 'image/png', buffer: PNG });
  await wizard.attach({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: PDF }, 'SUBSTITUTION_SLIP');
  await expect(wizard.files).toHaveCount(2);
  await expect(wizard.files.first()).toContainText('On this device');
  await wizard.next();

  // Step 5: questionnaire, then submit offline.
  await wizard.expectStep(5);
  await page.getByText('A sideline report is included').click();
  await wizard.submit();
  await expect(page.getByTestId('report-readonly')).toBeVisible();
  await expect(page.getByTestId('report-sync')).toHaveText(SAVED);
  await expect(page.getByTestId('sync-indicator')).toContainText(/Offline · 1 pending/);
  await expect.poll(() => pushes.mutations).toBe(0);
  await expect.poll(() => uploads.length).toBe(0);

  // Signal returns: the submission and both files reach the server, once.
  await context.setOffline(false);
  await expect(page.getByTestId('report-sync')).toHaveText('Report sent.', { timeout: 20_000 });
  await expect(wizard.files.filter({ hasText: 'Uploaded' })).toHaveCount(2, {
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
