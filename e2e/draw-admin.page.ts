import { expect, type Locator, type Page } from '@playwright/test';
import { expectScreenAxeClean } from './axe';
import { readFile } from 'node:fs/promises';

/** After an action the screen reads the server again; on a busy 2-core machine that can pass 10 s. */
export const SLOW = { timeout: 30_000 };

/**
 * The draw admin screen (`/draws/{drawId}`): its forms, dialogs and ticket table in the words a runner of the
 * draw uses, so the spec reads as the story it tests and a changed label is mended in one place.
 */
export class DrawAdminScreen {
  readonly tickets: Locator;
  readonly summary: Locator;
  readonly balance: Locator;

  constructor(private readonly page: Page) {
    this.tickets = page.getByTestId('admin-tickets');
    this.summary = page.getByTestId('admin-ticket-summary');
    this.balance = page.getByTestId('club-balance');
  }

  /** From the draws list to the draw's screen. */
  async open(drawName: RegExp) {
    await this.page.getByTestId('draw-list').getByRole('link', { name: drawName }).click();
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText(drawName, SLOW);
  }

  async allocate(club: string, start: number, count: number) {
    const form = this.page.getByRole('form', { name: 'Allocate tickets' });
    await form.getByRole('combobox', { name: 'Club' }).selectOption({ label: club });
    await form.getByLabel('County').fill('Wicklow');
    await form.getByLabel('Start ticket number').fill(String(start));
    await form.getByLabel('Number of tickets').fill(String(count));
    await form.getByRole('button', { name: 'Allocate' }).click();
  }

  workOn(club: { label: string } | { value: string }) {
    return this.page.getByLabel('Club to work on').selectOption(club);
  }

  ticket(n: number) {
    return this.tickets.getByTestId(`admin-ticket-${n}`);
  }

  expectTicket(n: number, status: string) {
    return expect(this.ticket(n)).toHaveAttribute('data-status', status, SLOW);
  }

  /** Uploads a CSV of paper sales; answers the result file the screen offers, as text. */
  async uploadSales(csv: string, expected: string): Promise<string> {
    await this.page.getByLabel('CSV file of paper sales').setInputFiles({
      name: 'sales.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await this.page.getByRole('button', { name: 'Upload sales' }).click();
    const result = this.page.getByTestId('upload-result');
    await expect(result).toContainText(expected, SLOW);
    return this.download(() => result.getByRole('button', { name: 'Download result file' }).click());
  }

  /** Pastes rows as from a spreadsheet (tab-separated) and closes the dialog once they are recorded. */
  async pasteRows(rows: string, recorded: number) {
    await this.page.getByRole('button', { name: 'Paste rows' }).click();
    const paste = this.page.getByTestId('paste-dialog');
    await paste.getByLabel(/Rows: ticket number/).fill(rows);
    await paste.getByRole('button', { name: `Record ${recorded} sales` }).click();
    await expect(paste.getByTestId('upload-result')).toContainText(`successful: ${recorded}`, SLOW);
    await paste.getByRole('button', { name: 'Close' }).first().click();
  }

  /**
   * Deallocates one unsold ticket. The table may still be re-reading the server after the last action (a
   * re-read clears the selection): select and deallocate again until the screen confirms it.
   */
  async deallocate(n: number) {
    const select = this.page.getByLabel(`Select ticket ${n}`);
    await expect(async () => {
      await select.check({ force: true, timeout: 3000 });
      await expect(select).toBeChecked({ timeout: 1000 });
      await this.page.getByRole('button', { name: 'Deallocate selected' }).click({ timeout: 3000 });
      await expect(this.page.getByText('1 tickets deallocated.')).toBeVisible({ timeout: 10_000 });
    }).toPass(SLOW);
  }

  exportCsv(): Promise<string> {
    return this.download(() => this.page.getByRole('button', { name: 'Export CSV' }).click());
  }

  /** Opens the refund dialog of the order bought by `buyer`; answers the order's row and the dialog. */
  async startRefund(buyer: string) {
    const order = this.page.getByTestId('orders').getByRole('row').filter({ hasText: buyer });
    await order.getByRole('button', { name: /Refund the order/ }).click();
    return { order, dialog: this.page.getByTestId('refund-dialog') };
  }

  async requestPaperTickets(count: number, note: string) {
    await this.page.getByRole('button', { name: 'Request additional paper tickets' }).click();
    const ask = this.page.getByTestId('paper-request-dialog');
    await ask.getByLabel('Number of tickets').fill(String(count));
    await ask.getByLabel('Note for the organisers').fill(note);
    await ask.getByRole('button', { name: 'Send request' }).click();
    return this.page.getByTestId('paper-requests').getByRole('row').filter({ hasText: note });
  }

  /** Declares the club's sold tickets, through the confirmation that says it cannot be undone. */
  async declare() {
    await this.page.getByRole('button', { name: 'Declare sold tickets' }).click();
    const confirm = this.page.getByRole('alertdialog');
    await expect(confirm).toContainText('This cannot be undone', SLOW);
    await confirm.getByRole('button', { name: 'Declare' }).click();
    await expect(this.page.getByTestId('declared-notice')).toBeVisible(SLOW);
  }

  /** Axe on the screen itself (e2e/axe.ts). */
  expectAxeClean() {
    return expectScreenAxeClean(this.page);
  }

  private async download(start: () => Promise<void>): Promise<string> {
    const file = this.page.waitForEvent('download');
    await start();
    return readFile(await (await file).path(), 'utf8');
  }
}
