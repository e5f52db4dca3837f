/**
 * The local test-mode provider's card terminal (seed 3 §3 Card terminal; server/adapters/payments/
 * local-terminal.ts), as Stripe Terminal keeps it: locations of an organisation's account (with the splash
 * screen of its bbpos wisepos e readers), readers registered at a location, and short-lived connection tokens
 * that let the browser's reader client (src/features/payment/admin/terminal-client-local.ts) reach the
 * simulated reader. Card payments themselves are payment_intent rows (payments.ts), so a succeeded one enters
 * the ledger like every other card payment. The Stripe provider keeps nothing here.
 */
import { customType, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

export const paymentTerminalLocation = pgTable(
  'payment_terminal_location',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    streetAddress: text('street_address').notNull(),
    addressLocality: text('address_locality').notNull(),
    postalCode: text('postal_code').notNull(),
    /** The bbpos wisepos e splash screen (an image), and its media type; null when none. */
    splashScreen: bytea('splash_screen'),
    splashScreenType: text('splash_screen_type'),
    createdAt: createdAt(),
  },
  (t) => [index('payment_terminal_location_account_idx').on(t.accountId)],
);

export const paymentTerminalReader = pgTable(
  'payment_terminal_reader',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    locationId: text('location_id')
      .notNull()
      .references(() => paymentTerminalLocation.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** simulated_wisepos_e for the registration code `simulated-wpe`, else bbpos_wisepos_e. */
    deviceType: text('device_type').notNull(),
    serialNumber: text('serial_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_terminal_reader_location_idx').on(t.locationId)],
);

export const paymentTerminalToken = pgTable('payment_terminal_token', {
  /** The secret itself (pst_test_…), as the browser presents it. */
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  locationId: text('location_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});
