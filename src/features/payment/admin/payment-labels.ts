/** Translated labels of payments (seed 3 §3, §4): account statuses, request types and statuses, history types. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentAccountStatus } from '../../../../domain/payment/account';
import type { ApprovalStatus, ApprovalType } from '../../../../domain/payment/approval';
import type { HistoryType } from '../../../../domain/payment/history';
import type { TransferInvoiceStatus } from '../../../../domain/payment/transfer-invoice';

export const ACCOUNT_STATUS_LABELS: Record<PaymentAccountStatus, MessageDescriptor> = {
  SETUP_NOT_STARTED: msg`Setup not started`,
  REQUIRES_IMMEDIATE_ATTENTION: msg`Requires immediate attention`,
  REQUIRES_EVENTUAL_ATTENTION: msg`Requires attention soon`,
  SETUP_COMPLETE: msg`Setup complete`,
  UNABLE_TO_DETERMINE: msg`Unable to determine`,
};

export const APPROVAL_TYPE_LABELS: Record<ApprovalType, MessageDescriptor> = {
  TOP_UP: msg`Top-up`,
  PAYOUT: msg`Payout`,
};

export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, MessageDescriptor> = {
  CREATED: msg`Awaiting approval`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
  CANCELLED: msg`Cancelled`,
  FAILED: msg`Failed`,
};

export const MOVEMENT_STATUS_LABELS: Record<string, MessageDescriptor> = {
  pending: msg`Pending`,
  available: msg`Available`,
  in_transit: msg`In transit`,
  paid: msg`Paid`,
  succeeded: msg`Succeeded`,
  refunded: msg`Refunded`,
};

export const HISTORY_TYPE_LABELS: Record<HistoryType, MessageDescriptor> = {
  MEMBERSHIP: msg`Membership`,
  DRAW: msg`Draw`,
  PIF: msg`Player injury fund`,
  TOPUP: msg`Top-up`,
  PAYOUT: msg`Payout`,
  REFUND: msg`Refund`,
  LEVY: msg`Annual levy`,
  OTHER: msg`Other`,
};

/** Moved to src/components/payment-audit (the super admin's payment audit log reads them too). */
export { AUDIT_ACTION_LABELS } from '../../../components/payment-audit/labels';

export const TRANSFER_INVOICE_STATUS_LABELS: Record<TransferInvoiceStatus, MessageDescriptor> = {
  DUE: msg`Due`,
  PAID: msg`Paid`,
  REJECTED: msg`Rejected`,
};
