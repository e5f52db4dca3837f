/** Translated names of the payment method types (seed 3 §3). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethodType } from '../../../../domain/payment/account';

export const METHOD_TYPE_LABELS: Record<PaymentMethodType, MessageDescriptor> = {
  CARD: msg`Card`,
  EU_BANK_TRANSFER: msg`EU bank transfer`,
  BACS_DEBIT: msg`BACS direct debit`,
  SEPA_DEBIT: msg`SEPA direct debit`,
  US_BANK_ACCOUNT: msg`US bank account`,
  AU_BECS_DEBIT: msg`Australian BECS direct debit`,
};
