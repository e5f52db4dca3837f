/**
 * Every route contract, by context (docs/adr/0022-route-contracts.md). The server's contract test checks each
 * one is registered at its method and path with a known policy, and that OpenAPI describes its answer; the
 * authorization matrix and the fuzzer walk them. The app never imports this file (a feature imports its own
 * context's contracts, so its chunk carries no one else's schemas). A converted context adds its line here.
 */
import type { RouteContract } from './lib/contract.ts';
import { approvalApi } from './approval/approval.contract.ts';
import { basketApi } from './membership/basket.contract.ts';
import { calendarApi } from './calendar/calendar.contract.ts';
import { committeeApi } from './committee/committee.contract.ts';
import { competitionTabsApi } from './competition/competition-tabs.contract.ts';
import { competitionLookupApi } from './competition/lookups/lookup.contract.ts';
import { matchApi } from './competition/match.contract.ts';
import { overviewApi } from './competition/overview/overview.contract.ts';
import { officialResponseApi } from './competition/official-response/official-response.contract.ts';
import { followApi } from './follow/follow.contract.ts';
import { nationalApi } from './super-admin/national.contract.ts';
import { messageCategoryApi } from './event/message-category.contract.ts';
import { messageEditApi } from './message/message-edit.contract.ts';
import { linkedAccountApi } from './linked-account/linked-account.contract.ts';
import { clubInvitationApi } from './person/club-link/club-invitation.contract.ts';
import { personListApi } from './person/club-link/person-list.contract.ts';
import { pifCoverApi } from './injury/pif-cover.contract.ts';
import { paymentAccountApi } from './payment/payment-account.contract.ts';
import { surveyApi } from './survey/survey.contract.ts';
import { teamListApi } from './team/team-list.contract.ts';
import { certificationApi } from './vetting/certification.contract.ts';
import { vettingApi } from './vetting/vetting.contract.ts';

export const CONTRACTS_BY_CONTEXT = {
  approval: approvalApi,
  basket: basketApi,
  calendar: calendarApi,
  certification: certificationApi,
  clubInvitation: clubInvitationApi,
  committee: committeeApi,
  follow: followApi,
  competitionLookup: competitionLookupApi,
  competitionTabs: competitionTabsApi,
  linkedAccount: linkedAccountApi,
  match: matchApi,
  messageCategory: messageCategoryApi,
  messageEdit: messageEditApi,
  national: nationalApi,
  officialResponse: officialResponseApi,
  overview: overviewApi,
  paymentAccount: paymentAccountApi,
  personList: personListApi,
  pifCover: pifCoverApi,
  survey: surveyApi,
  teamList: teamListApi,
  vetting: vettingApi,
} as const satisfies Record<string, Record<string, RouteContract>>;

export const CONTRACTS: readonly RouteContract[] = Object.values(CONTRACTS_BY_CONTEXT).flatMap((group) =>
  Object.values<RouteContract>(group),
);
