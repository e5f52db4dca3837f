/** The card terminal's option labels (domain/payment/terminal.ts), as lazy Lingui descriptors. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SimulatedCardOption, TerminalCategory } from '../../../../domain/payment/terminal';

export const TERMINAL_CATEGORY_LABELS: Record<TerminalCategory, MessageDescriptor> = {
  MEMBERSHIP: msg`Membership`,
  DRAW: msg`Club draw`,
  EVENT: msg`Event`,
  GATE: msg`Gate`,
  MERCHANDISE: msg`Merchandise`,
  OTHER: msg`Other`,
};

export const SIMULATED_CARD_LABELS: Record<SimulatedCardOption, MessageDescriptor> = {
  visa: msg`Visa (succeeds)`,
  mastercard: msg`Mastercard (succeeds)`,
  declined: msg`Card declined`,
  insufficientFunds: msg`Insufficient funds (declined)`,
};
