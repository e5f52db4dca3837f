/** The payment account's answers as the screens read them (server/services/payment/). */
import type {
  MoneyMovementView,
  PaymentAccountView,
  PaymentAuditView,
} from '../../../../domain/payment/account';
import type { ApprovalView } from '../../../../domain/payment/approval';
import type { PaymentHistoryItem } from '../../../../domain/payment/history';

export type { PaymentAccountView };
export type PaymentMethodOption = {
  id: string;
  type: string;
  description: string | null;
  currency: string;
  last4: string;
};
export type MovementList = { _embedded: { movements: MoneyMovementView[] } };
export type MethodList = { _embedded: { paymentMethods: PaymentMethodOption[] } };
export type AuditList = { _embedded: { auditEvents: PaymentAuditView[] } };
export type ApprovalList = { _embedded: { approvals: ApprovalView[] } };
export type HistoryPage = { _embedded: { paymentHistory: PaymentHistoryItem[] }; next: string | null };
