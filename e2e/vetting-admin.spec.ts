import { expect, test } from './fixtures';
import { addDays } from '../domain/lib/days';
import { formatDisplayDate, todayInDublin } from '../domain/lib/dates';
import { addMonths } from '../domain/vetting/application';
import { DEMO_VETTING_ID } from '../server/db/seed/vetting';
import { signIn, signedInPage } from './session';
import { SLOW, VettingAdminScreen } from './vetting-admin.page';

/**
 * The admin vetting table (seed 3 §2, §4, §6) with the demo member's Garda application (server/db/seed/vetting.ts):
 * the club's children's officer (who uses Páirc in Irish) finds it with her desk's defaults, reads its details and
 * a document, and validates it with the NVB1 form's date; the GAA's Garda vetting officer downloads the
 * applications awaiting review, uploads a reference file with a bad row (refused, the row named) then a good one,
 * records no findings and completes it with the confirmation e-mail. The tests run in order on one application.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const REF = 'VET-000000';

test("the children's officer validates the member's application with the NVB1 date; axe-clean", async ({
  page,
}) => {
  const screen = new VettingAdminScreen(page);
  await signIn(page, 'childrens-officer', '/administration/vetting');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ga');
  await expect(page.getByRole('heading', { level: 1, name: 'Iarratais ghrinnfhiosrúcháin' })).toBeVisible(
    SLOW,
  );

  // Her desk's defaults (seed 3 §6): the three types, by authenticator status awaiting review, validated, rejected.
  await expect(screen.filter(0)).toHaveValue(
    'GARDA_VETTING,ACCESS_NI_VETTING_PAID,ACCESS_NI_VETTING_VOLUNTARY',
  );
  await expect(screen.filter(1)).toHaveValue('AWAITING_REVIEW,VALIDATED,REJECTED');
  await expect(screen.row(REF)).toContainText('Seán Ó Murchú', SLOW);
  await screen.expectStatuses(REF, { status: 'IN_REVIEW', authenticator: 'AWAITING_REVIEW' });
  await expect(screen.row(REF)).toContainText('Ag fanacht le hathbhreithniú');

  // Details, and a document fetched with her token.
  const details = await screen.openDetails(REF);
  await expect(details).toContainText('sean.omurchu@example.ie');
  const passport = await screen.downloadDocument(details, 'passport.pdf');
  expect(passport.name).toBe('passport.pdf');
  expect(passport.body.subarray(0, 5).toString()).toBe('%PDF-');
  await screen.closeDialog(details);

  const pdf = await screen.downloadPdf(REF);
  expect(pdf.name).toBe(`NVB1-${REF}.pdf`);

  // A date other than the NVB1 form's is refused by the server, under the field; then the right one.
  const { nvb1Date } = await screen.application(DEMO_VETTING_ID);
  const dayBefore = new Date(`${nvb1Date}T12:00:00Z`);
  dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
  const dialog = await screen.validate(REF, dayBefore.toISOString().slice(0, 10));
  await expect(dialog).toContainText('mar an gcéanna leis an dáta ar an bhfoirm NVB1', SLOW);
  await screen.validate(REF, nvb1Date);
  await expect(dialog).toBeHidden(SLOW);
  await expect(page.getByText(`Bailíochtaíodh iarratas ${REF}.`)).toBeVisible(SLOW);
  await screen.expectStatuses(REF, { authenticator: 'VALIDATED', governing: 'AWAITING_REVIEW' });
  await expect(screen.action(REF, 'VALIDATE')).toHaveCount(0);

  await screen.expectAxeClean();
});

test('the Garda vetting officer uploads the references (a bad row first), records no findings, completes', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'vetting-officer', '/administration/vetting');
  const screen = new VettingAdminScreen(page);
  await expect(screen.garda).toBeVisible(SLOW);
  await expect(screen.filter(0)).toHaveValue('GARDA_VETTING');
  await screen.expectStatuses(REF, { authenticator: 'VALIDATED', governing: 'AWAITING_REVIEW' });

  const awaiting = await screen.downloadGardaJson();
  expect(awaiting.name).toMatch(/^garda-vetting-GAA-\d{4}-\d{2}-\d{2}\.json$/);
  expect(awaiting.rows.map((r) => r.reference)).toContain(REF);

  // One file, its second row unknown: nothing moves, the row is named; the choice stays for another try.
  const good = awaiting.rows
    .filter((r) => r.reference === REF)
    .map((r) => ({ reference: r.reference, gardaReference: 'NVB-2026-000123' }));
  await screen.uploadGardaReferences([
    { name: 'refs.json', rows: [...good, { reference: 'VET-999999', gardaReference: 'NVB-2026-000124' }] },
  ]);
  await expect(screen.gardaErrors).toContainText('refs.json', SLOW);
  await expect(screen.gardaErrors).toContainText(
    'Row 2, reference: No application awaiting Garda review has this reference',
  );
  await screen.expectStatuses(REF, { governing: 'AWAITING_REVIEW' });

  await screen.uploadGardaReferences([{ name: 'refs.json', rows: good }]);
  await expect(page.getByText('1 application moved to in review.')).toBeVisible(SLOW);
  await expect(screen.gardaErrors).toHaveCount(0);
  await screen.expectStatuses(REF, { status: 'IN_PROGRESS', governing: 'IN_REVIEW' });
  await screen.expectAxeClean();

  await screen.markFindings(REF, false);
  await expect(page.getByText(`Findings recorded for application ${REF}.`)).toBeVisible(SLOW);
  await screen.expectStatuses(REF, { status: 'PENDING_COMPLETION', governing: 'NO_FINDINGS' });

  await screen.complete(REF, true);
  await expect(page.getByText(`Application ${REF} completed.`)).toBeVisible(SLOW);
  // Completed applications leave the desk's usual statuses; "any status" shows it.
  await expect(screen.row(REF)).toHaveCount(0, SLOW);
  await screen.filter(1).selectOption('');
  await screen.expectStatuses(REF, { status: 'COMPLETED', governing: 'COMPLETED' });
  await page.context().close();

  // The completed vetting is a certification on the member's profile, valid for three years.
  const validTo = addDays(addMonths(todayInDublin(), 36), -1);
  const member = await signedInPage(browser, 'member', '/user-profile');
  await member.getByRole('tab', { name: 'Qualifications and vetting' }).click();
  const summary = member.getByTestId('qualifications-summary');
  await expect(summary).toContainText('Garda vetting', SLOW);
  await expect(member.getByTestId('certifications')).toContainText(formatDisplayDate(validTo));
  await member.context().close();
});
