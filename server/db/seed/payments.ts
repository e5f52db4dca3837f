/**
 * The main club's payment account in the local test provider (server/adapters/payments/local-account.ts):
 * set up, with the bank accounts it tops up from — a euro current account (bank transfer) and a sterling
 * BACS direct debit — so the treasurer (`officer`) and the chairperson (`chairperson`, the second finance
 * administrator) can request and approve top-ups and payouts.
 */
import type { Tx } from '../client.ts';
import { paymentAccount, paymentMethod } from '../schema/index.ts';
import type { DemoContext } from './demo.ts';

export const DEMO_PAYMENT_METHODS = { bank: 'pm_demo_club_current', bacs: 'pm_demo_club_bacs' } as const;

export async function seedDemoPayments(tx: Tx, ctx: DemoContext): Promise<void> {
  await tx.insert(paymentAccount).values({
    id: ctx.mainClubId,
    name: 'Naomh Pádraig',
    country: 'IE',
    defaultCurrency: 'EUR',
    status: 'SETUP_COMPLETE',
  });
  await tx.insert(paymentMethod).values([
    {
      id: DEMO_PAYMENT_METHODS.bank,
      accountId: ctx.mainClubId,
      type: 'EU_BANK_TRANSFER',
      description: 'Club current account',
      currency: 'EUR',
      cardLast4: '4821',
    },
    {
      id: DEMO_PAYMENT_METHODS.bacs,
      accountId: ctx.mainClubId,
      type: 'BACS_DEBIT',
      description: 'Sterling account (BACS)',
      currency: 'GBP',
      cardLast4: '7310',
    },
  ]);
}
