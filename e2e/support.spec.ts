/**
 * Issue 27 Must-show: a signed-out visitor submits a support query with an attachment, and a second click
 * sends nothing more (one query, checked through the super admin's list); the form is axe-clean.
 */
import type { Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceToken } from './offline.helpers';
import { consentGiven, signedInPage } from './session';

const PDF = {
  name: 'screenshot.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
};

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a signed-out visitor sends a support query with an attachment; a double click sends it once', async ({
  browser,
}) => {
  const subject = `Renewal ${Date.now()}`.slice(0, 50);
  const context = await browser.newContext();
  const page = await context.newPage();
  await consentGiven(page);
  await page.goto('/contact-form');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  // Step 1: role, category, subcategory; a message shows only once a field was touched or Next pressed.
  await next(page);
  await expect(page.getByText('Choose one of the listed options').first()).toBeVisible();
  await page.getByRole('combobox', { name: /^Your role/ }).selectOption('NON_ADMINISTRATOR');
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('SAFEGUARDING');
  await expect(page.getByTestId('safeguarding-notice')).toContainText('999 or 112');
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('MEMBERSHIP');
  await page.getByRole('combobox', { name: /^Subcategory/ }).selectOption('RENEWAL');
  await expectAxeClean(page);
  await next(page);

  // Step 2: the details and one attachment.
  await page.getByRole('combobox', { name: /^Association/ }).selectOption('GAA');
  await page.getByRole('combobox', { name: /^County/ }).selectOption('Wicklow');
  await page.getByRole('textbox', { name: /^Club or unit/ }).fill('Cill Mhantáin GAA');
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Hi');
  await next(page);
  await expect(page.getByText('Message must be at least 5 characters')).toBeVisible();
  await page.getByRole('textbox', { name: /^Message/ }).fill('My renewal still shows as pending.');
  await page.getByTestId('support-file').setInputFiles(PDF);
  await expect(page.getByText('Attached: screenshot.pdf')).toBeVisible();
  await expectAxeClean(page);
  await next(page);

  // Step 3: who is asking.
  await page.getByRole('textbox', { name: /^Your name/ }).fill('Niamh Ní Bhriain');
  await page.getByRole('textbox', { name: /^Your e-mail address/ }).fill('niamh@example.ie');
  await next(page);

  // Step 4: the suggested articles, the e-mail to confirm (edit goes back), the box, then send.
  await expect(page.getByRole('heading', { name: 'Renewing or joining a club' })).toBeVisible();
  await expect(page.getByTestId('support-confirm-email')).toContainText('niamh@example.ie');
  await page.getByRole('button', { name: 'Edit e-mail' }).click();
  await page.getByRole('textbox', { name: /^Your e-mail address/ }).fill('niamh.nibhriain@example.ie');
  await next(page);
  await expect(page.getByTestId('support-confirm-email')).toContainText('niamh.nibhriain@example.ie');
  await page.getByTestId('support-submit').click();
  await expect(page.getByText('Tick the box if none of these articles answer your query')).toBeVisible();
  await page.getByText('None of these articles answer my query').click();
  await expectAxeClean(page);
  await page.getByTestId('support-submit').dblclick();

  await expect(page.getByText('Form submitted successfully.')).toBeVisible();
  const reference = await page.getByTestId('support-reference').textContent();
  expect(reference).toMatch(/^PAIRC-\d{6}$/);
  await expectAxeClean(page);

  // One query with this subject, with its attachment.
  const admin = await signedInPage(browser, 'super-admin');
  const res = await admin.request.get('/api/support-query?size=200', {
    headers: { Authorization: `Bearer ${await deviceToken(admin)}` },
  });
  expect(res.ok()).toBe(true);
  const list = (await res.json()) as {
    _embedded: { supportQueries: { id: string; subject: string; reference: string }[] };
  };
  const mine = list._embedded.supportQueries.filter((q) => q.subject === subject);
  expect(mine.map((q) => q.reference)).toEqual([reference]);
  const detail = await admin.request.get(`/api/support-query/${mine[0]!.id}`, {
    headers: { Authorization: `Bearer ${await deviceToken(admin)}` },
  });
  expect(((await detail.json()) as { attachments: { fileName: string }[] }).attachments).toEqual([
    expect.objectContaining({ fileName: 'screenshot.pdf' }),
  ]);
  // The desk's list shows it.
  await admin.goto('/administration/support');
  await expect(admin.getByTestId('support-queries')).toContainText(reference!);
  await expectAxeClean(admin);

  // The desk opens it, records the case and closes it (seed 3 §3 case fields).
  await admin.getByRole('button', { name: reference! }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByTestId('support-query-detail')).toContainText(
    'My renewal still shows as pending.',
  );
  await expect(dialog.getByRole('button', { name: 'screenshot.pdf' })).toBeVisible();
  await dialog.getByRole('combobox', { name: /^Is the case closed/ }).selectOption('FORMAL_RESOLUTION');
  await dialog.getByText('Statutory referral', { exact: true }).click();
  await admin.getByRole('button', { name: 'Save case' }).click();
  await expect(dialog.getByText('Write down what was learned before closing the case')).toBeVisible();
  await expect(dialog.getByText('Give the details when the answer is yes')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: /^Learnings/ })
    .fill('The renewal was paid; the club had not approved it.');
  await dialog
    .getByRole('textbox', { name: /^Statutory referral: details/ })
    .fill('None needed after review.');
  await expectAxeClean(admin);
  await admin.getByRole('button', { name: 'Save case' }).click();
  await expect(admin.getByText('Case saved')).toBeVisible();
  await expect(admin.getByRole('dialog')).toBeHidden();
  await expect(admin.getByRole('row', { name: new RegExp(reference!) })).toContainText('Closed');
  await context.close();
});

test('the Help Portal: the help site for a club officer, the ways to reach the desk and the regional lines', async ({
  browser,
}) => {
  const officer = await signedInPage(browser, 'officer', '/help');
  await expect(officer.getByRole('heading', { name: 'Help Portal' })).toBeVisible();
  const config = (await (await officer.request.get('/api/config')).json()) as {
    help: { portalUrl: string; phones: { IE: string; GB: string } };
  };
  const centre = officer.getByTestId('help-centre');
  for (const [name, path] of [
    ['Guides and answers to common questions', '/'],
    ['Recorded and upcoming training sessions', '/webinars'],
    ['What is new in Páirc', '/news'],
    ['Ask other club officers', '/forum'],
  ] as const)
    await expect(centre.getByRole('link', { name })).toHaveAttribute(
      'href',
      `${config.help.portalUrl.replace(/\/$/, '')}${path}`,
    );
  const phones = officer.getByTestId('support-phones');
  await expect(phones).toContainText(`Ireland and the rest of the world: ${config.help.phones.IE}`);
  await expect(phones).toContainText(`Britain and Northern Ireland: ${config.help.phones.GB}`);
  await expect(phones.getByRole('link', { name: config.help.phones.GB })).toHaveAttribute(
    'href',
    `tel:${config.help.phones.GB.replace(/\s/g, '')}`,
  );
  await expectAxeClean(officer);

  // "Request a video call" opens the contact form with the query chosen.
  await officer.getByRole('link', { name: 'Ask for a video call with the support desk' }).click();
  await expect(officer).toHaveURL(/\/contact\?query=VIDEO_CALL$/);
  await expect(officer.getByRole('combobox', { name: /^Category/ })).toHaveValue('OTHER');
  await expect(officer.getByRole('combobox', { name: /^Subcategory/ })).toHaveValue('VIDEO_CALL');

  // Without the HELPCENTRE feature, the help site's entries are not offered; the desk's ways are.
  const member = await signedInPage(browser, 'member', '/help');
  await expect(member.getByRole('heading', { name: 'Help Portal' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Send a query to the support desk' })).toBeVisible();
  await expect(member.getByTestId('help-centre')).toHaveCount(0);
});

test('the issue wizard: a query about clubs and a person, in five steps, with the club list’s rules', async ({
  browser,
}) => {
  const subject = `Club issue ${Date.now()}`.slice(0, 50);
  const context = await browser.newContext();
  const page = await context.newPage();
  await consentGiven(page);
  await page.goto('/contact-form');
  await page.getByRole('button', { name: 'Use the issue form' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Your name/ }).fill('Tomás de Bhál');
  await page.getByRole('textbox', { name: /^Your e-mail address/ }).fill('tomas@example.ie');
  await next(page);

  // Choose a Club/County: at least one club, none twice.
  await expect(page.getByRole('heading', { name: 'Choose a club or county' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Association/ }).selectOption('GAA');
  await page.getByRole('combobox', { name: /^County/ }).selectOption('Wicklow');
  await next(page);
  await expect(page.getByText('Add at least one club')).toBeVisible();
  await page.getByRole('textbox', { name: /^Add a club/ }).fill('Naomh P');
  await page.getByRole('button', { name: 'Naomh Pádraig', exact: true }).click();
  await expect(page.getByTestId('support-clubs')).toContainText('Naomh Pádraig');
  await page.getByRole('button', { name: 'Naomh Pádraig', exact: true }).click();
  await expect(page.getByText('Club already added')).toBeVisible();
  await expect(page.getByText('1 of 50 clubs')).toBeVisible();
  await expectAxeClean(page);
  await next(page);

  // Choose a Person.
  await expect(page.getByRole('heading', { name: 'Choose a person' })).toBeVisible();
  await page.getByText('My query is about another person').click();
  await page.getByRole('textbox', { name: /^Their name/ }).fill('Seán Ó Murchú');
  await page.getByRole('textbox', { name: /^Their membership ID/ }).fill('12a');
  await next(page);
  await expect(page.getByText('Membership ID must contain digits only')).toBeVisible();
  await page.getByRole('textbox', { name: /^Their membership ID/ }).fill('1234567');
  await next(page);

  // Issue Type, then Send Message (with the suggested articles and the box).
  await expect(page.getByRole('heading', { name: 'Issue type' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Your role/ }).selectOption('CLUB_ADMINISTRATOR');
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('MEMBERSHIP');
  await page.getByRole('combobox', { name: /^Subcategory/ }).selectOption('MEMBERSHIP_DETAILS');
  await next(page);
  await expect(page.getByRole('heading', { name: 'Send your message' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
  await page.getByRole('textbox', { name: /^Message/ }).fill('This member appears twice in our club list.');
  await page.getByText('None of these articles answer my query').click();
  await expectAxeClean(page);
  await page.getByTestId('support-submit').click();
  await expect(page.getByText('Form submitted successfully.')).toBeVisible();

  const admin = await signedInPage(browser, 'super-admin');
  const auth = { headers: { Authorization: `Bearer ${await deviceToken(admin)}` } };
  const list = (await (await admin.request.get('/api/support-query?size=200', auth)).json()) as {
    _embedded: { supportQueries: { id: string; subject: string }[] };
  };
  const id = list._embedded.supportQueries.find((q) => q.subject === subject)!.id;
  const detail = (await (await admin.request.get(`/api/support-query/${id}`, auth)).json()) as {
    clubs: string[];
    club: string;
    relatedPerson: { name: string; membershipId: string };
  };
  expect(detail.clubs).toEqual(['Naomh Pádraig']);
  expect(detail.club).toBe('Naomh Pádraig');
  expect(detail.relatedPerson).toMatchObject({ name: 'Seán Ó Murchú', membershipId: '1234567' });
  await context.close();
});
