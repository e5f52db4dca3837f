/**
 * Labels of a club's payment audit events (domain/payment/account.ts PaymentAuditAction): read by the club's
 * payment account panel and the super admin's payment audit log, both admin screens loaded lazily, so these
 * strings stay in the admin catalog (lingui.config.ts ON_DEMAND_COMPONENTS).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentAuditAction } from '../../../domain/payment/account';

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
