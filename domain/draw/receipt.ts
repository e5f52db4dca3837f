/**
 * The text message an online draw entry's first entrant receives (issue 28 item 3, draw results): the ticket
 * numbers once the payment is through, and a note when the order is refunded. Lingui descriptors, translated
 * by the server into the language the entry was made in.
 */
export const DRAW_RECEIPT_TEXT = {
  subject: /*i18n*/ { id: 'draw.receipt.subject', message: '{draw}: your tickets' },
  sold: /*i18n*/ {
    id: 'draw.receipt.sold',
    message:
      'Páirc: thank you, {name}. {draw}: your ticket numbers are {numbers} ({amount} paid). Good luck!',
  },
  refunded: /*i18n*/ {
    id: 'draw.receipt.refunded',
    message: 'Páirc: {draw}: your entry (tickets {numbers}) is refunded, {amount}.',
  },
} as const;
