/**
 * PolicyAction: the name of every action a policy answers (`'fixture.recordScore'`, …), the union of the
 * keys of the policies server/policies.ts registers. `guard`, `requireAccess` and sync operations take it, so a misspelt
 * or unregistered action is a type error instead of a "No policy" error at run time. Type-only imports: no
 * module is loaded by this file. A new policy goes here and in server/policies.ts's registerPolicies.
 */
import type { notificationPolicy as outboxPolicy } from '../services/comms/notification-outbox.routes.ts';
import type { certificationPolicy } from '../services/certification/certification.policy.ts';
import type { competitionPolicy } from '../services/competition/competition.policy.ts';
import type { competitionAdminPolicy } from '../services/competition/competition-admin.policy.ts';
import type { officialsPolicy } from '../services/competition/officials.policy.ts';
import type { drawPolicy } from '../services/draw/draw.policy.ts';
import type { eventPolicy } from '../services/event/event.policy.ts';
import type { familyPolicy } from '../services/family/family.policy.ts';
import type { injuryPolicy } from '../services/injury/injury.policy.ts';
import type { notificationPolicy as injuryNotificationPolicy } from '../services/injury/notification.policy.ts';
import type { pifCheckPolicy } from '../services/injury/pif-check.routes.ts';
import type { membershipPolicy } from '../services/membership/membership.policy.ts';
import type { organizationPolicy } from '../services/organization/organization.policy.ts';
import type { organizationLinkPolicy } from '../services/person/organization-link.policy.ts';
import type { personPolicy } from '../services/person/person.policy.ts';
import type { teamPolicy } from '../services/team/team.policy.ts';
import type { vettingPolicy } from '../services/vetting/vetting.policy.ts';
import type { feePolicy } from '../services/fees/fee.policy.ts';
import type { syncPolicy } from '../sync/sync.policy.ts';
import type { healthPolicy } from '../services/health/health.policy.ts';
import type { messagePolicy } from '../services/message/message.policy.ts';
import type { calendarPolicy } from '../services/calendar/calendar.policy.ts';
import type { transferPolicy } from '../services/transfer/transfer.policy.ts';
import type { linkedAccountPolicy } from '../services/linked-account/linked-account.policy.ts';
import type { supportPolicy } from '../services/support/support.policy.ts';
import type { surveyPolicy } from '../services/survey/survey.policy.ts';
import type { committeePolicy } from '../services/committee/committee.policy.ts';
import type { superAdminPolicy } from '../services/super-admin/super-admin.policy.ts';
import type { openDataKeyPolicy } from '../services/opendata/opendata.policy.ts';
import type { paymentPolicy } from '../services/payment/payment.policy.ts';
import type { superAdminMoneyPolicy } from '../services/super-admin/super-admin-money.policy.ts';
import type { followPolicy } from '../services/follow/follow.policy.ts';
import type { approvalPolicy } from '../services/approval/approval.policy.ts';

type ActionsOf<P> = P extends unknown ? keyof P & string : never;

export type PolicyAction =
  | ActionsOf<
      | typeof personPolicy
      | typeof followPolicy
      | typeof approvalPolicy
      | typeof organizationLinkPolicy
      | typeof familyPolicy
      | typeof organizationPolicy
      | typeof competitionPolicy
      | typeof competitionAdminPolicy
      | typeof officialsPolicy
      | typeof injuryPolicy
      | typeof injuryNotificationPolicy
      | typeof pifCheckPolicy
      | typeof outboxPolicy
      | typeof syncPolicy
      | typeof teamPolicy
      | typeof eventPolicy
      | typeof drawPolicy
      | typeof membershipPolicy
      | typeof vettingPolicy
      | typeof certificationPolicy
      | typeof feePolicy
      | typeof healthPolicy
      | typeof messagePolicy
      | typeof calendarPolicy
      | typeof transferPolicy
      | typeof linkedAccountPolicy
      | typeof supportPolicy
      | typeof surveyPolicy
      | typeof committeePolicy
      | typeof superAdminPolicy
      | typeof openDataKeyPolicy
      | typeof paymentPolicy
      | typeof superAdminMoneyPolicy
    >
  | 'session.delete';
