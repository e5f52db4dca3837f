/** Translated labels of payments (seed 3 §3, §4): account statuses, request types and statuses, history types. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentAccountStatus, PaymentAuditAction } from '../../../../domain/payment/account';
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

export const AUDIT_ACTION_LABELS: Record<PaymentAuditAction, MessageDescriptor> = {
  ACCOUNT_CREATED: msg`Payment account opened`,
  ACCOUNT_SETUP_COMPLETED: msg`Payment account set up`,
  TOP_UP_REQUESTED: msg`Top-up requested`,
  PAYOUT_REQUESTED: msg`Payout requested`,
  REQUEST_APPROVED: msg`Request approved`,
  REQUEST_REJECTED: msg`Request rejected`,
  REQUEST_CANCELLED: msg`Request cancelled`,
  REQUEST_FAILED: msg`Request failed`,
  PAYOUTS_FROZEN: msg`Payouts frozen`,
  PAYOUTS_UNFROZEN: msg`Payouts unfrozen`,
  PAYMENT_METHOD_ADDED: msg`Payment method added`,
  PAYMENT_METHOD_UPDATED: msg`Payment method updated`,
  PAYMENT_METHOD_REMOVED: msg`Payment method removed`,
  CASH_BALANCE_FUNDED: msg`Cash balance funded by bank transfer`,
  CASH_BALANCE_CHARGED: msg`Cash balance charged to the club’s balance`,
  TERMINAL_LOCATION_CREATED: msg`Terminal location created`,
  TERMINAL_LOCATION_DELETED: msg`Terminal location removed`,
  TERMINAL_READER_REGISTERED: msg`Card reader registered`,
  TERMINAL_READER_DELETED: msg`Card reader removed`,
  TERMINAL_PAYMENT_CREATED: msg`Card payment started`,
  TERMINAL_PAYMENT_SUCCEEDED: msg`Card payment taken`,
  TERMINAL_PAYMENT_DECLINED: msg`Card payment declined`,
  TERMINAL_PAYMENT_CANCELLED: msg`Card payment cancelled`,
  TRANSFER_INVOICE_PAID: msg`Transfer invoice paid`,
  TRANSFER_INVOICE_REJECTED: msg`Transfer invoice rejected`,
  TRANSFER_RECEIVED: msg`Transfer received`,
};

export const TRANSFER_INVOICE_STATUS_LABELS: Record<TransferInvoiceStatus, MessageDescriptor> = {
  DUE: msg`Due`,
  PAID: msg`Paid`,
  REJECTED: msg`Rejected`,
};
