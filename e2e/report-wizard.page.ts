import { expect, type Page } from '@playwright/test';

/**
 * The referee report wizard (`/match-official/report/{fixtureId}`), five steps, in the words a referee uses:
 * the spec fills and checks steps by what they mean, and a changed label is mended here once.
 */
export class ReportWizard {
  constructor(private readonly page: Page) {}

  expectStep(n: number) {
    return expect(this.page.getByTestId('wizard-step')).toHaveText(new RegExp(`Step ${n} of 5`));
  }

  next() {
    return this.page.getByRole('button', { name: 'Next' }).click();
  }

  back() {
    return this.page.getByRole('button', { name: 'Back' }).click();
  }

  /** Step 1: the halves' start and end times (HH:mm), and the score, home side first. */
  async timingsAndScore(halves: [string, string, string, string], score: [number, number, number, number]) {
    const [firstStart, firstEnd, secondStart, secondEnd] = halves;
    await this.page.getByLabel('First half start').fill(firstStart);
    await this.page.getByLabel('First half end').fill(firstEnd);
    await this.page.getByLabel('Second half start').fill(secondStart);
    await this.page.getByLabel('Second half end').fill(secondEnd);
    const goals = this.page.getByLabel(/ goals$/);
    const points = this.page.getByLabel(/ points$/);
    await goals.nth(0).fill(String(score[0]));
    await points.nth(0).fill(String(score[1]));
    await goals.nth(1).fill(String(score[2]));
    await points.nth(1).fill(String(score[3]));
  }

  async addSubstitution(off: string, on: string) {
    await this.page.getByRole('button', { name: 'Add substitution' }).click();
    await this.page.getByLabel('Player off').fill(off);
    await this.page.getByLabel('Player on').fill(on);
  }

  async addInfraction(player: string, card: string) {
    await this.page.getByRole('button', { name: 'Add infraction' }).click();
    await this.page.getByLabel('Player name').fill(player);
    await this.page.getByLabel('Card').selectOption(card);
  }

  async addInjury(player: string, notes: string) {
    await this.page.getByRole('button', { name: 'Add injury' }).click();
    await this.page.getByLabel('Player name').fill(player);
    await this.page.getByLabel('Notes').fill(notes);
  }

  async addComment(subject: string) {
    await this.page.getByRole('button', { name: 'Add comment' }).click();
    await this.page.getByLabel('Subject').selectOption(subject);
  }

  commentText(text: string) {
    return this.page.getByLabel('Comment', { exact: true }).fill(text);
  }

  /** Step 4: attaches a file, with its document type when given (chosen before the file is attached). */
  async attach(file: { name: string; mimeType: string; buffer: Buffer }, documentType?: string) {
    if (documentType) await this.page.getByLabel('Document type').selectOption(documentType);
    await this.page.getByLabel('Attach a file').setInputFiles(file);
  }

  get files() {
    return this.page.getByTestId('report-file');
  }

  submit() {
    return this.page.getByRole('button', { name: 'Submit report' }).click();
  }
}
