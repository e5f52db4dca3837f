/** The applicant's vetting page (`/vetting`) as a page model: start an application, upload, submit. */
import { expect, type Page } from '@playwright/test';
import { todayInDublin } from '../domain/lib/dates';
import { addMonths } from '../domain/vetting/application';

export const TINY_PDF = Buffer.from('%PDF-1.4\n% e2e vetting document\n%%EOF\n');

export class VettingPage {
  constructor(readonly page: Page) {}

  /** The NVB1 date the application gives (a month ago): the validator's review date must match it. */
  readonly nvb1Date = addMonths(todayInDublin(), -1);

  async startGarda() {
    const p = this.page;
    await p.getByLabel('Role').selectOption('COACH_OR_MANAGER');
    await p.getByLabel('Date you signed the NVB1 form').fill(this.nvb1Date);
    await p
      .getByLabel('Date on your proof of address (within the last 6 months)')
      .fill(addMonths(todayInDublin(), -2));
    await p
      .getByLabel('Is there any reason you may not work with children or vulnerable adults?')
      .selectOption('false');
    await p.getByText('I have read the guidance and the information I give is correct').click();
    await p.getByText('I consent to my details being processed for vetting').click();
    await p.getByRole('button', { name: 'Start application' }).click();
    await expect(p.getByTestId('vetting-status-badge')).toHaveText('Pending documentation');
  }

  async upload(category: string, kind: string, name: string) {
    const p = this.page;
    await p.getByLabel('Document', { exact: true }).selectOption({ label: category });
    await p.getByLabel('Kind', { exact: true }).selectOption({ label: kind });
    await p.getByLabel('File').setInputFiles({ name, mimeType: 'application/pdf', buffer: TINY_PDF });
    await p.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(p.getByTestId('vetting-documents')).toContainText(name);
  }

  async uploadGardaDocuments() {
    await this.upload('ID validation form', 'ID validation form', 'id-validation.pdf');
    await this.upload('Photo ID', 'Passport', 'passport.pdf');
    await this.upload('Proof of address', 'Utility bill', 'bill.pdf');
    await this.upload('NVB1 vetting invitation form', 'NVB1 form', 'nvb1.pdf');
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit application' }).click();
    await expect(this.page.getByTestId('vetting-status-badge')).toHaveText('In review');
  }

  async reference(): Promise<string> {
    const text = await this.page.getByTestId('vetting-status').innerText();
    return /VET-\d{6}/.exec(text)![0];
  }
}
