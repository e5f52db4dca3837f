/**
 * Every service's authorization policies, registered once per process (ARCHITECTURE.md "Authorization"): a
 * new service adds its policy here.
 */
import { registerPolicy } from './auth/access.ts';
import { certificationPolicy } from './services/certification/certification.policy.ts';
import { eventPolicy } from './services/event/event.policy.ts';
import { teamPolicy } from './services/team/team.policy.ts';
import { competitionPolicy } from './services/competition/competition.policy.ts';
import { competitionAdminPolicy } from './services/competition/competition-admin.policy.ts';
import { officialsPolicy } from './services/competition/officials.policy.ts';
import { notificationPolicy } from './services/comms/notification-outbox.routes.ts';
import { injuryPolicy } from './services/injury/injury.policy.ts';
import { healthPolicy } from './services/health/health.policy.ts';
import { notificationPolicy as injuryNotificationPolicy } from './services/injury/notification.policy.ts';
import { pifCheckPolicy } from './services/injury/pif-check.routes.ts';
import { organizationPolicy } from './services/organization/organization.policy.ts';
import { familyPolicy } from './services/family/family.policy.ts';
import { personPolicy } from './services/person/person.policy.ts';
import { organizationLinkPolicy } from './services/person/organization-link.policy.ts';
import { syncPolicy } from './sync/sync.policy.ts';
import { drawPolicy } from './services/draw/draw.policy.ts';
import { membershipPolicy } from './services/membership/membership.policy.ts';
import { vettingPolicy } from './services/vetting/vetting.policy.ts';
import { feePolicy } from './services/fees/fee.policy.ts';
import { messagePolicy } from './services/message/message.policy.ts';
import { calendarPolicy } from './services/calendar/calendar.policy.ts';
import { transferPolicy } from './services/transfer/transfer.policy.ts';
import { linkedAccountPolicy } from './services/linked-account/linked-account.policy.ts';
import { supportPolicy } from './services/support/support.policy.ts';
import { surveyPolicy } from './services/survey/survey.policy.ts';
import { committeePolicy } from './services/committee/committee.policy.ts';
import { superAdminPolicy } from './services/super-admin/super-admin.policy.ts';
import { openDataKeyPolicy } from './services/opendata/opendata.policy.ts';
import { paymentPolicy } from './services/payment/payment.policy.ts';
import { superAdminMoneyPolicy } from './services/super-admin/super-admin-money.policy.ts';
import { followPolicy } from './services/follow/follow.policy.ts';
import { approvalPolicy } from './services/approval/approval.policy.ts';

let policiesRegistered = false;
export function registerPolicies() {
  if (policiesRegistered) return;
  policiesRegistered = true;
  registerPolicy(personPolicy);
  registerPolicy(followPolicy);
  registerPolicy(approvalPolicy);
  registerPolicy(organizationLinkPolicy);
  registerPolicy(familyPolicy);
  registerPolicy(organizationPolicy);
  registerPolicy(competitionPolicy);
  registerPolicy(competitionAdminPolicy);
  registerPolicy(officialsPolicy);
  registerPolicy(injuryPolicy);
  registerPolicy(injuryNotificationPolicy);
  registerPolicy(pifCheckPolicy);
  registerPolicy(notificationPolicy);
  registerPolicy(syncPolicy);
  registerPolicy(teamPolicy);
  registerPolicy(eventPolicy);
  registerPolicy(drawPolicy);
  registerPolicy(membershipPolicy);
  registerPolicy(vettingPolicy);
  registerPolicy(certificationPolicy);
  registerPolicy(feePolicy);
  registerPolicy(healthPolicy);
  registerPolicy(messagePolicy);
  registerPolicy(calendarPolicy);
  registerPolicy(transferPolicy);
  registerPolicy(linkedAccountPolicy);
  registerPolicy(supportPolicy);
  registerPolicy(surveyPolicy);
  registerPolicy(committeePolicy);
  registerPolicy(superAdminPolicy);
  registerPolicy(openDataKeyPolicy);
  registerPolicy(paymentPolicy);
  registerPolicy(superAdminMoneyPolicy);
  registerPolicy({ 'session.delete': () => true });
}
