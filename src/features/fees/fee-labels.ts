/**
 * Display names of the season-fee codes (domain/fees/season.ts, domain/injury/pif-eligibility.ts): invoice and
 * season statuses, covered states. Lazy Lingui descriptors, so a language switch needs no reload.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CoveredStatus, SeasonStatus } from '../../../domain/fees/season';
import type { PifInvoiceStatus } from '../../../domain/injury/pif-eligibility';

export const INVOICE_STATUS_LABELS: Record<PifInvoiceStatus, MessageDescriptor> = {
  DUE: msg`Due`,
  PAID: msg`Paid`,
  MISSING: msg`Missing`,
  PAID_OFFLINE: msg`Paid offline`,
  PART_PAID: msg`Part paid`,
};

export const INVOICE_STATUS_PALETTE: Record<PifInvoiceStatus, string> = {
  DUE: 'orange',
  PAID: 'green',
  MISSING: 'red',
  PAID_OFFLINE: 'green',
  PART_PAID: 'blue',
};

export const SEASON_STATUS_LABELS: Record<SeasonStatus, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  FINAL: msg`Final`,
};

export const COVERED_LABELS: Record<CoveredStatus, MessageDescriptor> = {
  COVERED: msg`Covered`,
  NOT_COVERED: msg`Not covered`,
};
