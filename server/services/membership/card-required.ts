/**
 * The 402 of a checkout whose card is confirmed in page (seed 1 §7: "A 402 when accepting a card request
 * triggers the card payment provider's client-secret confirmation"): the error body's fields, the order, the
 * client secret, and the hosted checkout page as the fallback.
 */
import { BASKET_ERRORS } from '../../../domain/payment/basket-messages.ts';
import type { CardConfirmationRequired } from '../../../domain/membership/basket.contract.ts';
import { translate, pickLocale } from '../../i18n.ts';

const CARD_REQUIRED = BASKET_ERRORS.cardRequired;

export function cardRequired(
  started: { orderId: string; checkoutUrl: string; clientSecret: string },
  c: { req: { header(name: string): string | undefined } },
): CardConfirmationRequired {
  return {
    status: 402,
    summary: 'Payment Required',
    message: translate(CARD_REQUIRED.id, pickLocale(c.req.header('accept-language')), CARD_REQUIRED.message),
    ...started,
  };
}
