/**
 * The local provider's onboarding links are credentials, as Stripe's Account Links are: the API hands one only
 * to a caller who may set up that organisation's account (the payment account overview, payment.read: its
 * finance administrators and super admins), it names one account, and it ends after LINK_TTL_MS. The page
 * (/pay/onboarding/{id}, local-test.routes.ts) refuses anything else, so nobody completes a club's onboarding
 * by guessing its id (issue 48). The signature is an HMAC under a server secret made on first use and kept in
 * the database, so every process accepts a link another made.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RETURN_URL_PLACEHOLDER } from '../../../domain/payment/account.ts';
import type { Db } from '../../db/client.ts';
import { serverSecret } from '../../db/schema/index.ts';

const SECRET_NAME = 'payments.local.onboardingKey';
/** How long an onboarding link works after the overview gave it out. */
export const LINK_TTL_MS = 60 * 60 * 1000;

export interface LinkProof {
  expires?: string;
  sig?: string;
}

export class OnboardingLinks {
  private key: string | undefined;

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  private async secret(): Promise<string> {
    if (this.key) return this.key;
    await this.db
      .insert(serverSecret)
      .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(serverSecret).where(eq(serverSecret.name, SECRET_NAME));
    this.key = row!.value as string;
    return this.key;
  }

  private async sign(accountId: string, expires: string): Promise<string> {
    return createHmac('sha256', await this.secret())
      .update(`onboarding\n${accountId}\n${expires}`)
      .digest('base64url');
  }

  /** A link to the account's onboarding page, with the app's return-url placeholder. */
  async link(accountId: string): Promise<string> {
    const expires = String(Math.floor((this.now() + LINK_TTL_MS) / 1000));
    const sig = await this.sign(accountId, expires);
    return `${this.publicUrl}/pay/onboarding/${encodeURIComponent(accountId)}?expires=${expires}&sig=${sig}&return_url=${RETURN_URL_PLACEHOLDER}`;
  }

  /** True when `proof` is a link this server made for `accountId` and it has not ended. */
  async valid(accountId: string, proof: LinkProof): Promise<boolean> {
    const { expires, sig } = proof;
    if (!expires || !sig || !/^\d{1,12}$/.test(expires)) return false;
    if (Number(expires) * 1000 <= this.now()) return false;
    const expected = Buffer.from(await this.sign(accountId, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
