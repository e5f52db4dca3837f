import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Pairc2026demo';

/** The provider's sign-in form (server-rendered, works without JavaScript). */
export class SignInForm {
  constructor(private readonly page: Page) {}

  async waitFor() {
    await expect(this.page).toHaveURL(/\/oidc\/interaction\//);
    await expect(this.page.getByLabel(/username|ainm úsáideora/i)).toBeVisible();
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    await this.waitFor();
    await this.page.getByLabel(/username|ainm úsáideora/i).fill(username);
    await this.page.getByLabel(/^(password|pasfhocal)$/i).fill(password);
    await this.page.getByRole('button', { name: /sign in|sínigh isteach/i }).click();
  }
}
