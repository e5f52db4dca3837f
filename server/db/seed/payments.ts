/**
 * The main club's payment account in the local test provider (server/adapters/payments/local-account.ts):
 * set up, with the bank accounts it tops up from — a euro current account (bank transfer) and a sterling
 * BACS direct debit — so the treasurer (`officer`) and the chairperson (`chairperson`, the second finance
 * administrator) can request and approve top-ups and payouts. Its card terminal: the clubhouse location with a
 * simulated WisePOS E reader, so the treasurer takes a card payment at /terminal/clubs at once.
 */
import type { Tx } from '../client.ts';
import {
  paymentAccount,
  paymentMethod,
  paymentTerminalLocation,
  paymentTerminalReader,
} from '../schema/index.ts';
import type { DemoContext } from './demo.ts';

export const DEMO_PAYMENT_METHODS = { bank: 'pm_demo_club_current', bacs: 'pm_demo_club_bacs' } as const;
export const DEMO_TERMINAL = { location: 'tml_demo_clubhouse', reader: 'tmr_demo_gate' } as const;

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
  await tx.insert(paymentTerminalLocation).values({
    id: DEMO_TERMINAL.location,
    accountId: ctx.mainClubId,
    name: 'Clubhouse',
    streetAddress: 'Bóthar na Páirce',
    addressLocality: 'Baile Átha Cliath',
    postalCode: 'D09 X2Y3',
  });
  await tx.insert(paymentTerminalReader).values({
    id: DEMO_TERMINAL.reader,
    accountId: ctx.mainClubId,
    locationId: DEMO_TERMINAL.location,
    label: 'Gate reader',
    deviceType: 'simulated_wisepos_e',
    serialNumber: 'WSC513DEMO0001',
  });
}
