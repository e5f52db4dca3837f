/**
 * The server's messages of basket edits, checkout of existing orders and the in-page card confirmation (issue
 * 53 item 5): in the payment context so they load with the admin catalog (lingui.config.ts ADMIN_DOMAINS),
 * never with a field route's first paint. The server translates them per request (server/i18n.ts).
 */
export const BASKET_ERRORS = {
  cardRequired: /*i18n*/ { id: 'basket.cardRequired', message: 'Confirm the payment with your card' },
  basketLocked: /*i18n*/ {
    id: 'basket.error.locked',
    message: 'This item is being paid for and cannot be changed. Finish or cancel the payment first.',
  },
  itemNotFound: /*i18n*/ { id: 'basket.error.itemNotFound', message: 'This item is no longer in the basket' },
  updateItemFailed: /*i18n*/ { id: 'basket.error.update', message: 'Failed to update the basket' },
  orderNotPayable: /*i18n*/ {
    id: 'membership.error.orderNotPayable',
    message: 'This order cannot be paid online now',
  },
  noInstalmentDue: /*i18n*/ {
    id: 'membership.error.noInstalmentDue',
    message: 'No instalment of this plan is left to pay',
  },
  /** The card network's decline (Stripe's card_declined, generic_decline), answered to an in-page confirmation. */
  cardDeclined: /*i18n*/ { id: 'checkout.declined', message: 'Your card was declined.' },
} as const;
