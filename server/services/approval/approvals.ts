/**
 * The approvals awaiting the caller (issue 53 item 3): each source asked with the caller's own scope, as its
 * context's policy defines who decides (so the list shows exactly what the caller may act on):
 * - family invites: the invitee (family/family.policy.ts);
 * - club invitations: the person and their guardians (person/organization-link.policy.ts);
 * - transfer steps: the units the caller reviews for, the PENDING step's (transfer/transfer.policy.ts);
 * - payouts and top-ups: a club's FINANCE admins other than the requester, holding FINANCE since before the
 *   request (payment/approval.ts);
 * - vetting validations: the club's authenticator (vetting/vetting.policy.ts; national desks are not asked to
 *   validate, and a super admin's desk is the admin table, not a dashboard);
 * - survey reviews: the kind's reviewer (survey/survey.policy.ts);
 * - injury notifications: the unit secretary (injury/notification.policy.ts);
 * - health questionnaires: today's (Dublin) questionnaires of the teams the caller supervises, attendance not
 *   marked yet (health/health.routes.ts).
 * Each source gives at most APPROVALS_PER_KIND, through its own repository beside this file.
 */
import {
  APPROVALS_PER_KIND,
  byWaiting,
  daysUntil,
  type ApprovalItem,
} from '../../../domain/approval/approval.ts';
import { todayInDublin } from '../../../domain/lib/dates.ts';
import { formatMoney } from '../../../domain/lib/money.ts';
import { SURVEY_KINDS } from '../../../domain/survey/enums.ts';
import type { AuthContext } from '../../auth/access.ts';
import { orgsWhere } from '../../auth/principal.ts';
import { dependantIds } from '../family/guardianship.ts';
import { questionnairesOfDay, supervisedTeamIds } from '../health/health.repository.ts';
import { secretaryOf } from '../injury/notification.policy.ts';
import { financeOf } from '../payment/payment.policy.ts';
import { reviewedKinds } from '../survey/survey.policy.ts';
import { reviewerUnitsOf } from '../transfer/transfer.policy.ts';
import { vettingDesks } from '../vetting/vetting.policy.ts';
import { openClubInvitations } from './club-invitation.repository.ts';
import { openFamilyInvites } from './family-invite.repository.ts';
import { notificationsToApprove } from './injury-notification.repository.ts';
import { moneyRequestsToDecide } from './money-request.repository.ts';
import { surveysToReview } from './survey-review.repository.ts';
import { pendingTransferSteps } from './transfer-step.repository.ts';
import { vettingToValidate } from './vetting-validation.repository.ts';

const iso = (d: Date | string | null): string | null =>
  d === null ? null : typeof d === 'string' ? new Date(d).toISOString() : d.toISOString();
const fullName = (r: { givenName: string; familyName: string }) => `${r.givenName} ${r.familyName}`;
const dueIn = (due: string | null, now: Date) => (due === null ? null : daysUntil(due, now));

export async function approvalsOf(auth: AuthContext, now = new Date()): Promise<ApprovalItem[]> {
  const { db, principal: p } = auth;
  const me = p?.personId;
  if (!p || !me) return [];
  const financeClubs = [...new Set(p.links.map((l) => l.organizationId))].filter((o) => financeOf(p, o));
  // National vetting desks (Root, SGB) progress applications; only a club's authenticator validates.
  const vettingClubs = orgsWhere(p, 'vetting').length > 0 ? (await vettingDesks(auth)).authenticatorOf : [];
  const [families, clubInvites, transfers, money, vetting, surveys, injuries, health] = await Promise.all([
    openFamilyInvites(db, me),
    dependantIds(db, me).then((deps) => openClubInvitations(db, [me, ...deps], now)),
    pendingTransferSteps(db, reviewerUnitsOf(p)),
    moneyRequestsToDecide(db, me, financeClubs),
    vettingToValidate(db, vettingClubs),
    surveysToReview(db, reviewedKinds(p, SURVEY_KINDS)),
    notificationsToApprove(db, secretaryOf(p)),
    supervisedTeamIds(db, me).then((teams) => questionnairesOfDay(db, teams, todayInDublin(now))),
  ]);
  const items: ApprovalItem[] = [
    ...families.map((f) => ({
      kind: 'FAMILY_INVITE' as const,
      id: f.id,
      title: f.name,
      detail: null,
      created: iso(f.at),
      due: null,
      daysLeft: null,
      link: '/family',
    })),
    ...clubInvites.map((i) => ({
      kind: 'CLUB_INVITATION' as const,
      id: i.id,
      title: i.clubName,
      detail: i.personId === me ? null : fullName(i),
      created: iso(i.createdAt),
      due: iso(i.expiresAt),
      daysLeft: dueIn(iso(i.expiresAt), now),
      link: '/clubs',
    })),
    ...transfers.map((t) => ({
      kind: 'TRANSFER_STEP' as const,
      id: t.id,
      title: fullName(t),
      detail: t.type,
      created: iso(t.createdAt),
      due: iso(t.dueAt),
      daysLeft: dueIn(iso(t.dueAt), now),
      link: `/player-transfer/${encodeURIComponent(t.id)}`,
    })),
    ...money.map((m) => ({
      kind: m.kind === 'PAYOUT' ? ('PAYOUT' as const) : ('TOP_UP' as const),
      id: m.id,
      title: m.clubName,
      detail: formatMoney(m.amountMinor, m.currency, 'en'),
      created: iso(m.createdAt),
      due: null,
      daysLeft: null,
      link: '/administration/clubs',
    })),
    ...vetting.map((a) => ({
      kind: 'VETTING_VALIDATION' as const,
      id: a.id,
      title: fullName(a),
      detail: a.clubName,
      created: iso(a.createdAt),
      due: null,
      daysLeft: null,
      link: '/administration/vetting',
    })),
    ...surveys.map((s) => ({
      kind: 'SURVEY_REVIEW' as const,
      id: s.id,
      title: s.clubName,
      detail: s.kind,
      created: iso(s.submittedAt),
      due: null,
      daysLeft: null,
      link: `/survey/review/${encodeURIComponent(s.id)}`,
    })),
    ...injuries.map((n) => ({
      kind: 'INJURY_NOTIFICATION' as const,
      id: n.id,
      title: fullName(n),
      detail: n.injuryDate,
      created: n.submittedOn,
      due: null,
      daysLeft: null,
      link: '/player-injury',
    })),
    ...health
      .filter((h) => h.attendance === null)
      .slice(0, APPROVALS_PER_KIND)
      .map((h) => ({
        kind: 'HEALTH_QUESTIONNAIRE' as const,
        id: h.id,
        title: fullName(h),
        detail: h.groupName,
        created: iso(h.submittedAt),
        due: todayInDublin(now),
        daysLeft: 0,
        link: '/return-to-play',
      })),
  ];
  return items.sort(byWaiting);
}
