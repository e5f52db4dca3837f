/**
 * The main club's payment account in the local test provider (server/adapters/payments/local-account.ts):
 * set up, with the bank accounts it tops up from — a euro current account (bank transfer) and a sterling
 * BACS direct debit — so the treasurer (`officer`) and the chairperson (`chairperson`, the second finance
 * administrator) can request and approve top-ups and payouts. Its card terminal: the clubhouse location with a
 * simulated WisePOS E reader, so the treasurer takes a card payment at /terminal/clubs at once. Its county board
 * has an account too, and has sent the club two DUE transfer invoices (ADR 0014 addendum) the treasurer pays or
 * rejects.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  organization,
  paymentAccount,
  paymentMethod,
  paymentTerminalLocation,
  paymentTerminalReader,
  transferInvoice,
} from '../schema/index.ts';
import type { DemoContext } from './demo.ts';

export const DEMO_PAYMENT_METHODS = { bank: 'pm_demo_club_current', bacs: 'pm_demo_club_bacs' } as const;
export const DEMO_TRANSFER_INVOICES = {
  levy: 'ti_demo_county_levy',
  fixtures: 'ti_demo_county_fixtures',
  /** Another club's: the main club's treasurer must not reach it (tests/server/authz). */
  otherClub: 'ti_demo_other_club',
} as const;

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
  const [board] = await tx
    .select({ name: organization.name })
    .from(organization)
    .where(eq(organization.id, ctx.countyBoardId));
  await tx.insert(paymentAccount).values({
    id: ctx.countyBoardId,
    name: board?.name ?? 'County Board',
    country: 'IE',
    defaultCurrency: 'EUR',
    status: 'SETUP_COMPLETE',
  });
  const due = { organizationId: ctx.mainClubId, sourceOrganizationId: ctx.countyBoardId, currency: 'EUR' };
  await tx.insert(transferInvoice).values([
    {
      ...due,
      id: DEMO_TRANSFER_INVOICES.levy,
      amountMinor: 45_000,
      description: 'County development levy',
      updatedAt: new Date('2026-01-12T10:00:00Z'),
      createdAt: new Date('2026-01-12T10:00:00Z'),
    },
    {
      ...due,
      id: DEMO_TRANSFER_INVOICES.fixtures,
      amountMinor: 12_500,
      description: 'Referee fees, league fixtures',
      updatedAt: new Date('2026-02-03T10:00:00Z'),
      createdAt: new Date('2026-02-03T10:00:00Z'),
    },
    {
      ...due,
      organizationId: ctx.clubIds.find((id) => id !== ctx.mainClubId)!,
      id: DEMO_TRANSFER_INVOICES.otherClub,
      amountMinor: 30_000,
      description: 'County development levy',
    },
  ]);
}
