import type { Browser, Page } from '@playwright/test';
import { DEMO_JOINING_CLUB } from '../server/db/seed/transfers';
import { DEMO_CLUBS } from '../server/db/seed/clubs';
import { orgId } from '../server/db/seed/geography';
import { expectAxeClean } from './axe';
import { expect, test } from './fixtures';
import { deviceMeta, deviceToken } from './offline.helpers';
import { signedInPage } from './session';

const YEAR = new Date().getUTCFullYear() + 1;
const JOINING = DEMO_CLUBS.find((c) => orgId.club(c.key) === DEMO_JOINING_CLUB)!;
const PDF = {
  name: 'doc.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
};

async function api(page: Page, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${await deviceToken(page)}` },
    ...(data instanceof FormData ? { multipart: data as never } : data ? { data } : {}),
  });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as Record<string, unknown>;
}

/**
 * The Must-show chain on an application waiting for the leaving club: its secretary approves, the county
 * expedites with a reason and completes; the player is then a member of the joining club for the period.
 */
async function approvedExpeditedCompleted(browser: Browser, member: Page, id: string) {
  const url = `/player-transfer/${id}`;
  // The leaving club's secretary approves.
  const officer = await signedInPage(browser, 'officer', url);
  await officer.getByRole('button', { name: 'Approve' }).click();
  await expect(officer.getByTestId('step-0')).toContainText('Approved');
  await expect(officer.getByTestId('step-1')).toContainText('Pending: its turn');

  // The county expedites with a reason, then completes.
  const county = await signedInPage(browser, 'county-secretary', url);
  await county.getByRole('button', { name: 'Expedite approval' }).click();
  await county.getByLabel('Reason').fill('Flight on Friday; the joining club agreed by phone.');
  await county.getByRole('button', { name: 'Send' }).click();
  await expect(county.getByTestId('transfer-status')).toHaveText('Approved');
  await county.getByRole('button', { name: 'Complete' }).click();
  await expect(county.getByTestId('transfer-status')).toHaveText('Completed');

  // The player is a member of the joining club from the start to the end date.
  const found = await api(
    member,
    'GET',
    `/membership?filter=${encodeURIComponent(`orderId:transfer:${id}`)}`,
  );
  const items = (
    found._embedded as {
      memberships: { organization?: { id: string }; validFrom: string; validTo: string }[];
    }
  ).memberships;
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({ validFrom: `${YEAR}-03-01`, validTo: `${YEAR}-08-31` });
  for (const p of [member, officer, county]) await p.context().close();
}

test('a player applies for a J1 sanction through the wizard, with documents', async ({ browser }) => {
  test.slow();
  const member = await signedInPage(browser, 'member', '/player-transfer');
  await member.getByRole('button', { name: 'New application' }).click();

  // Step 1: application details, from the form the server serves for the chosen type.
  await member.getByLabel('Association').selectOption('GAA');
  await member.getByLabel('Leaving club').selectOption({ label: 'Naomh Pádraig' });
  await member.getByLabel('Transfer type').selectOption({ label: 'GAA J1 sanction' });
  await member.getByLabel('Joining club').fill(JOINING.name.slice(0, 6));
  await member.getByRole('button', { name: JOINING.name, exact: true }).click();
  await member.getByLabel('Start date').fill(`${YEAR}-03-01`);
  await member.getByLabel('End date').fill(`${YEAR}-11-15`);
  await member.getByLabel('Reason for the application').fill('A summer in Boston on a J1 visa.');
  await member.getByRole('button', { name: 'Next' }).click();
  await expect(
    member.getByText('Overseas sanctions and permits apply from 1 March to 31 October'),
  ).toBeVisible();
  await member.getByLabel('End date').fill(`${YEAR}-08-31`);
  await member.getByRole('button', { name: 'Next' }).click();

  // Step 2: supporting information; the draft survives a reload on this device.
  await member.getByLabel('Home address, line 1').fill('4 Main Street');
  // The draft is written to the device as it is typed; reload once the write has landed.
  await expect
    .poll(async () => (await deviceMeta(member, 'transfer.draft.')) ?? '')
    .toContain('4 Main Street');
  await member.reload();
  await expect(member.getByLabel('Home address, line 1')).toHaveValue('4 Main Street');
  for (const [label, value] of [
    ['Home town', 'Ashford'],
    ['Home country', 'Ireland'],
    ['Address while away, line 1', '12 Dorchester Ave'],
    ['Town or city while away', 'Boston'],
    ['Country while away', 'USA'],
    ['College name', 'Maynooth University'],
    ['Course', 'Arts'],
    ['Passport nationality', 'Irish'],
    ['Passport number', 'PA1234567'],
    ['Travel insurer', 'Travel Insure Ltd'],
  ] as const)
    await member.getByLabel(label).fill(value);
  await member.getByLabel('Playing status: football').selectOption('SENIOR');
  await member.getByLabel('Playing status: hurling').selectOption('N_A');
  await member.getByText('I have not played a championship or competitive game').click();
  await member.getByText('I hold a travel insurance certificate from the insurer named above').click();
  await member.getByRole('button', { name: 'Next' }).click();

  // Step 3: review (dates shown d/M/yyyy) and the declaration.
  await expect(member.getByTestId('transfer-review')).toContainText(`1/3/${YEAR}`);
  await member.getByRole('button', { name: 'Save and add documents' }).click();
  await expect(member.getByText('Please confirm the declaration to continue')).toBeVisible();
  // The Chakra checkbox draws its box over the hidden input: the reader ticks it by its label.
  await member.getByText('I confirm that the information in this application is true').click();
  await expect(
    member.getByRole('checkbox', { name: 'I confirm that the information in this application is true' }),
  ).toBeChecked();
  await expect(member.getByText('Please confirm the declaration to continue')).toHaveCount(0);
  await member.getByRole('button', { name: 'Save and add documents' }).click();

  // Step 4: the visa and insurance the J1 needs.
  await member.getByTestId('upload-VISA').setInputFiles(PDF);
  await member.getByTestId('upload-INSURANCE').setInputFiles(PDF);
  await expect(member.getByTestId('transfer-documents').getByText('doc.pdf')).toHaveCount(2);
  await expectAxeClean(member);
  await member.getByRole('button', { name: 'Submit application' }).click();
  // Submitted, the application opens on its own page.
  await member.waitForURL(/\/player-transfer\/[0-9a-f-]{36}$/);
  await expect(member.getByRole('link', { name: 'Back to player transfers' })).toBeVisible();
  await expect(member.getByTestId('transfer-status')).toHaveText('Processing');
  await expect(member.getByTestId('step-0')).toContainText('Pending: its turn');
  await expect(member.getByTestId('step-1')).toContainText('Waiting for earlier units');
  await expectAxeClean(member);
  const id = new URL(member.url()).pathname.split('/').pop()!;

  await approvedExpeditedCompleted(browser, member, id);
});

test('a J1 sanction with documents: the club approves, the county expedites, completion moves the membership', async ({
  browser,
}) => {
  const member = await signedInPage(browser, 'member', '/player-transfer');
  const me = (await api(member, 'GET', '/person/me')) as { id: string };
  const created = await api(member, 'POST', '/player-transfer', {
    personId: me.id,
    additionalType: 'GAA_J1_SANCTION',
    association: 'GAA',
    originOrganizationId: orgId.club('naomh-padraig'),
    destinationOrganizationId: DEMO_JOINING_CLUB,
    startDate: `${YEAR}-03-01`,
    endDate: `${YEAR}-08-31`,
    reason: 'A summer in Boston on a J1 visa.',
    originStreetAddress: '4 Main Street',
    originLocality: 'Ashford',
    originCountry: 'Ireland',
    destinationStreetAddress: '12 Dorchester Ave',
    destinationLocality: 'Boston',
    destinationCountry: 'USA',
    collegeName: 'Maynooth University',
    course: 'Arts',
    playingStatusFootball: 'SENIOR',
    playingStatusHurling: 'N_A',
    lastGameNotApplicable: true,
    passportNationality: 'Irish',
    passportNumber: 'PA1234567',
    insurerName: 'Travel Insure Ltd',
    travelInsuranceConfirmed: true,
    confirmation: true,
  });
  const id = created.id as string;
  const url = `/player-transfer/${id}`;
  await member.goto(url);
  // The documents the J1 needs, uploaded by the applicant; then submitted.
  for (const type of ['VISA', 'INSURANCE']) {
    const res = await member.request.post(`/api/player-transfer/${id}/document`, {
      headers: { Authorization: `Bearer ${await deviceToken(member)}` },
      multipart: { file: PDF, additionalType: type },
    });
    expect(res.status()).toBe(201);
  }
  await member.reload();
  await member.getByRole('button', { name: 'Submit application' }).click();
  await expect(member.getByTestId('transfer-status')).toHaveText('Processing');
  await expect(member.getByTestId('step-0')).toContainText('Pending: its turn');
  await expect(member.getByTestId('step-1')).toContainText('Waiting for earlier units');
  await expect(member.getByTestId('transfer-documents').getByText('doc.pdf')).toHaveCount(2);
  await expectAxeClean(member);

  await approvedExpeditedCompleted(browser, member, id);
});

/** A hurling permit of this run, made and submitted through the API (it needs no documents). */
async function submittedHurlingPermit(member: Page): Promise<string> {
  const created = await api(member, 'POST', '/player-transfer', {
    personId: ((await api(member, 'GET', '/person/me')) as { id: string }).id,
    additionalType: 'GAA_HURLING_PERMIT',
    association: 'GAA',
    originOrganizationId: orgId.club('naomh-padraig'),
    destinationOrganizationId: DEMO_JOINING_CLUB,
    startDate: `${YEAR}-04-01`,
    endDate: `${YEAR}-09-30`,
    reason: 'Hurling with my college team this year.',
    originStreetAddress: '4 Main Street',
    originLocality: 'Ashford',
    originCountry: 'Ireland',
    destinationStreetAddress: '1 College Road',
    destinationLocality: 'Dublin',
    destinationCountry: 'Ireland',
    playingStatusFootball: 'N_A',
    playingStatusHurling: 'SENIOR',
    lastGameNotApplicable: true,
    insurerName: 'Travel Insure Ltd',
    travelInsuranceConfirmed: true,
    confirmation: true,
  });
  const id = created.id as string;
  await api(member, 'PATCH', `/player-transfer/${id}`, { action: 'SUBMIT' });
  return id;
}

test('a rejected application is appealed', async ({ browser }) => {
  const member = await signedInPage(browser, 'member', '/player-transfer');
  const id = await submittedHurlingPermit(member);

  const officer = await signedInPage(browser, 'officer', `/player-transfer/${id}`);
  await officer.getByRole('button', { name: 'Reject' }).click();
  await officer.getByLabel('Reason').fill('Membership fees for this year are not paid yet.');
  await officer.getByRole('button', { name: 'Send' }).click();
  await expect(officer.getByTestId('transfer-status')).toHaveText('Rejected');

  await member.goto(`/player-transfer/${id}`);
  await expect(member.getByTestId('transfer-status')).toHaveText('Rejected');
  await member.getByRole('button', { name: 'Appeal' }).click();
  await member.getByLabel('Reason').fill('The fees were paid on Monday: receipt attached to my profile.');
  await member.getByRole('button', { name: 'Send' }).click();
  await expect(member.getByTestId('transfer-status')).toHaveText('Awaiting review');
  await expect(member.getByTestId('step-0')).toContainText('Pending: its turn');
  await expect(member.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await expectAxeClean(member);
  for (const p of [member, officer]) await p.context().close();
});

test('an application sent back for rework is edited in the wizard and submitted again', async ({
  browser,
}) => {
  const member = await signedInPage(browser, 'member', '/player-transfer');
  const id = await submittedHurlingPermit(member);

  const officer = await signedInPage(browser, 'officer', `/player-transfer/${id}`);
  await officer.getByRole('button', { name: 'Request rework' }).click();
  await officer.getByLabel('Reason').fill('Say which college team you will play for.');
  await officer.getByRole('button', { name: 'Send' }).click();
  await expect(officer.getByTestId('transfer-status')).toHaveText('Rework requested');

  // The applicant opens it again in the wizard: the player, club and type are fixed, the rest editable.
  await member.goto(`/player-transfer/${id}`);
  await member.getByRole('button', { name: 'Edit application' }).click();
  await expect(member.getByRole('heading', { name: 'Edit application' })).toBeVisible();
  await expect(member.getByLabel('Transfer type')).toBeDisabled();
  await member.getByLabel('Reason for the application').fill('Hurling with the UCD Fitzgibbon Cup team.');
  await member.getByRole('button', { name: 'Next' }).click();
  await member.getByRole('button', { name: 'Next' }).click();
  await member.getByRole('button', { name: 'Save and add documents' }).click();
  await member.getByRole('button', { name: 'Submit application' }).click();
  await member.waitForURL(`**/player-transfer/${id}`);
  await expect(member.getByText('Hurling with the UCD Fitzgibbon Cup team.')).toBeVisible();
  await expect(member.getByTestId('step-0')).toContainText('Pending: its turn');
  await expect(member.getByRole('button', { name: 'Edit application' })).toHaveCount(0);
  await expectAxeClean(member);
  for (const p of [member, officer]) await p.context().close();
});
