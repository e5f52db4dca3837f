/**
 * The `purpose` a membership payment's metadata carries, so the payment event reaches the membership handler
 * (checkout.ts). Its own module: the checkouts of a basket (checkout.ts) and of an existing order or
 * instalment (order-checkout.ts) both stamp it, and checkout.ts calls order-checkout.ts back.
 */
export const MEMBERSHIP_PAYMENT_PURPOSE = 'membership';
