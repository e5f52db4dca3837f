/** The membership API's answers as the screens read them (server/services/membership/*.ts). */
import type { AdditionalQuestion } from '../../../domain/membership/package';

export interface OptionView {
  id: string;
  season: number;
  name: string;
  description: string;
  status: string;
  adultSlots: number;
  youthSlots: number;
  priceCurrency: string;
  price: number;
  onlineSinglePaymentAllowed: boolean;
  onlinePayLaterOptionAllowed: boolean;
  onlineInstalmentPaymentAllowed: boolean;
  instalmentPrice: number | null;
  instalmentNumber: number | null;
  additionalQuestions: AdditionalQuestion[];
}

export interface PackageView {
  id: string;
  organization: { id: string };
  name: string;
  description: string;
  season: number;
  status: string;
  bulkRegisterEnabled: boolean;
  options: OptionView[];
}

export interface BasketView {
  id: string;
  basketItems: {
    id: string;
    packageId: string;
    option: OptionView;
    members: { id: string; name: string }[];
  }[];
}

export interface MembershipView {
  id: string;
  personId: string;
  name: string;
  association: string;
  season: number;
  membershipStatus: string;
  paymentStatus: string | null;
  optionName: string | null;
  registeredOn: string | null;
}

/** A row of the club's members list: the membership with its registration order and the member's link. */
export interface ClubMembershipView extends MembershipView {
  orderId: string | null;
  orderStatus: string | null;
  orderPaymentType: string | null;
  orderPlanCancelled: boolean | null;
  memberStatus: string | null;
  upgradeOrderId: string | null;
}

export interface ReceiptView {
  id: string;
  number: string;
  orderId: string;
  amountMinor: number;
  currency: string;
  method: string;
  paidAt: string;
}

export interface UpgradeCandidateView {
  id: string;
  name: string;
  packageName: string;
  price: number;
  priceCurrency: string;
  differenceMinor: number;
}

export interface OrderView {
  id: string;
  status: string;
  paymentType: string;
  amountMinor: number;
  paidMinor: number;
  currency: string;
  kind?: string;
  instalments: { seq: number; dueDate: string; amountMinor: number; status: string }[];
  memberships: MembershipView[];
  receipts: ReceiptView[];
}
