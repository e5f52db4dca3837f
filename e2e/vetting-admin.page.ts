import { expect, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectScreenAxeClean } from './axe';
import { deviceToken } from './offline.helpers';

/** After an action the screen reads the server again; on a busy 2-core machine that can pass 10 s. */
export const SLOW = { timeout: 30_000 };

/** A file the screen saved: its suggested name and its bytes. */
export interface Saved {
  name: string;
  body: Buffer;
}

/**
 * The admin vetting table (`/administration/vetting`) in the words of its users. Rows, actions and dialogs are
 * found by the codes the screen carries (`data-action`, `data-value`, dialog test ids), not by their labels:
 * the children's officer of the demo uses Páirc in Irish, the vetting officer in English, and one page model
 * serves both. A spec asserts the words it is about.
 */
export class VettingAdminScreen {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('vetting-applications');
  }

  async open() {
    await this.page.goto('/administration/vetting');
    await expect(this.page.getByRole('search')).toBeVisible(SLOW);
  }

  row(reference: string): Locator {
    return this.page.getByTestId(`vetting-row-${reference}`);
  }

  /** The filter selects, in order: type, the desk's status, then club or association if shown, page size. */
  filter(index: number): Locator {
    return this.page.getByRole('search').getByRole('combobox').nth(index);
  }

  async expectStatuses(
    reference: string,
    s: { status?: string; authenticator?: string; governing?: string },
  ) {
    const row = this.row(reference);
    if (s.status) await expect(row).toHaveAttribute('data-status', s.status, SLOW);
    if (s.authenticator)
      await expect(row.getByTestId('authenticator-status')).toHaveAttribute(
        'data-value',
        s.authenticator,
        SLOW,
      );
    if (s.governing)
      await expect(row.getByTestId('governing-agent-status')).toHaveAttribute(
        'data-value',
        s.governing,
        SLOW,
      );
  }

  /** One application as the API answers it to the signed-in user (e.g. its NVB1 date). */
  async application(id: string): Promise<{ nvb1Date: string; reference: string; status: string }> {
    const res = await this.page.request.get(`/api/vetting/${id}`, {
      headers: { Authorization: `Bearer ${await deviceToken(this.page)}` },
    });
    expect(res.ok(), `GET /api/vetting/${id}`).toBe(true);
    return (await res.json()) as { nvb1Date: string; reference: string; status: string };
  }

  action(reference: string, action: string): Locator {
    return this.row(reference).locator(`[data-action="${action}"]`);
  }

  async openDetails(reference: string): Promise<Locator> {
    await this.action(reference, 'DETAILS').click();
    const dialog = this.page.getByTestId('vetting-details');
    await expect(dialog.getByRole('heading', { name: new RegExp(reference) })).toBeVisible(SLOW);
    return dialog;
  }

  async closeDialog(dialog: Locator) {
    await this.page.keyboard.press('Escape');
    await expect(dialog).toBeHidden(SLOW);
  }

  downloadDocument(details: Locator, fileName: string): Promise<Saved> {
    return this.save(() => details.locator(`[data-document="${fileName}"]`).click());
  }

  downloadPdf(reference: string): Promise<Saved> {
    return this.save(() => this.action(reference, 'DOWNLOAD_PDF').click());
  }

  /** Opens the validate dialog and submits `date` (yyyy-MM-dd); answers the dialog. */
  async validate(reference: string, date: string): Promise<Locator> {
    const dialog = this.page.getByTestId('validate-dialog');
    if (!(await dialog.isVisible())) await this.action(reference, 'VALIDATE').click();
    await dialog.locator('input[type="date"]').fill(date);
    await this.page.locator('button[type="submit"][form="validate-form"]').click();
    return dialog;
  }

  /** Reject or cancel with a reason. */
  async withReason(reference: string, action: 'REJECT' | 'CANCEL', reason: string) {
    await this.action(reference, action).click();
    const dialog = this.page.getByTestId('reason-dialog');
    await dialog.locator('textarea').fill(reason);
    await this.page.locator('button[type="submit"][form="reason-form"]').click();
    await expect(dialog).toBeHidden(SLOW);
  }

  async markFindings(reference: string, findings: boolean) {
    await this.action(reference, 'MARK_FINDINGS').click();
    const dialog = this.page.getByTestId('findings-dialog');
    await dialog.locator(`label:has(input[value="${findings ? 'yes' : 'no'}"])`).click();
    await this.page.locator('button[type="submit"][form="findings-form"]').click();
    await expect(dialog).toBeHidden(SLOW);
  }

  async complete(reference: string, sendEmail: boolean) {
    await this.action(reference, 'COMPLETE').click();
    const dialog = this.page.getByTestId('complete-dialog');
    const box = dialog.locator('input[type="checkbox"]');
    if ((await box.isChecked()) !== sendEmail)
      await dialog.locator('label:has(input[type="checkbox"])').click();
    await expect(box).toBeChecked({ checked: sendEmail });
    await this.page.locator('button[type="submit"][form="complete-form"]').click();
    await expect(dialog).toBeHidden(SLOW);
  }

  async progressToAccessNi(reference: string) {
    await this.action(reference, 'PROGRESS_TO_ACCESS_NI').click();
    const dialog = this.page.getByTestId('confirm-dialog');
    await dialog.getByRole('button').last().click();
    await expect(dialog).toBeHidden(SLOW);
  }

  // ---- Garda files (a Garda vetting officer's desk) ------------------------------------------------------

  get garda(): Locator {
    return this.page.getByTestId('garda-section');
  }

  /** The Garda JSON of applications awaiting review: its file name and rows. */
  async downloadGardaJson(): Promise<{ name: string; rows: { reference: string }[] }> {
    const saved = await this.save(() => this.garda.locator('[data-action="DOWNLOAD_GARDA_JSON"]').click());
    return { name: saved.name, rows: JSON.parse(saved.body.toString('utf8')) as { reference: string }[] };
  }

  /** Chooses the files (replacing any chosen before) and uploads them. */
  async uploadGardaReferences(files: { name: string; rows: unknown }[]) {
    await this.garda.locator('input[type="file"]').setInputFiles(
      files.map((f) => ({
        name: f.name,
        mimeType: 'application/json',
        buffer: Buffer.from(JSON.stringify(f.rows)),
      })),
    );
    await this.garda.locator('[data-action="UPLOAD_GARDA"]').click();
  }

  get gardaErrors(): Locator {
    return this.page.getByTestId('garda-upload-errors');
  }

  expectAxeClean() {
    return expectScreenAxeClean(this.page);
  }

  private async save(start: () => Promise<void>): Promise<Saved> {
    const download = this.page.waitForEvent('download', SLOW);
    await start();
    const file = await download;
    return { name: file.suggestedFilename(), body: await readFile(await file.path()) };
  }
}
