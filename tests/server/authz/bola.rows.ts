/**
 * Object-level cases (OWASP API1, BOLA): someone allowed the action on their own objects asks for somebody
 * else's. Each case names the object kind; each area keeps its cases in its own `*.rows.ts` as
 * `<AREA>_BOLA_CASES`, joined here (one line per area); tests/server/authz/objects.test.ts runs them.
 */
import type { Ids, Role } from './matrix.ts';
import { CERTIFICATION_BOLA_CASES } from './certification.rows.ts';
import { COMMITTEE_BOLA_CASES } from './committee.rows.ts';
import { COMPETITION_BOLA_CASES } from './competition.rows.ts';
import { COMPETITION_TABS_BOLA_CASES } from './competition-tabs.rows.ts';
import { CORE_BOLA_CASES } from './core.rows.ts';
import { DRAW_BOLA_CASES } from './draw.rows.ts';
import { DUPLICATE_BOLA_CASES } from './duplicates.rows.ts';
import { FEE_BOLA_CASES } from './fees.rows.ts';
import { FOLLOW_BOLA_CASES } from './follow.rows.ts';
import { HEALTH_BOLA_CASES } from './health.rows.ts';
import { INJURY_BOLA_CASES } from './injury.rows.ts';
import { LINKED_ACCOUNT_BOLA_CASES } from './linked-account.rows.ts';
import { MEMBERSHIP_BOLA_CASES } from './membership.rows.ts';
import { MESSAGE_BOLA_CASES } from './message.rows.ts';
import { ORGANIZATION_BOLA_CASES } from './organization.rows.ts';
import { OVERVIEW_BOLA_CASES } from './overview.rows.ts';
import { PAYMENT_BOLA_CASES, TRANSFER_INVOICE_BOLA_CASES } from './payment.rows.ts';
import { PROFILE_BOLA_CASES } from './profile.rows.ts';
import { SUPER_ADMIN_BOLA_CASES } from './super-admin.rows.ts';
import { SUPPORT_BOLA_CASES } from './support.rows.ts';
import { SURVEY_BOLA_CASES } from './survey.rows.ts';
import { TEAM_BOLA_CASES } from './team.rows.ts';
import { TERMINAL_BOLA_CASES } from './terminal.rows.ts';
import { TRANSFER_BOLA_CASES } from './transfer.rows.ts';
import { VETTING_BOLA_CASES } from './vetting.rows.ts';

export interface BolaCase {
  object: string;
  name: string;
  as: Role;
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';
  path: (ids: Ids) => string;
  body?: (ids: Ids) => unknown;
  /** 403, or 404 where the route must not reveal the object exists (409: POST /person, one per account). */
  status: number;
  /** For /api/sync/push: the one mutation must be rejected with this status instead (push from bola-push.ts). */
  rejected?: number;
}

export const BOLA_CASES: BolaCase[] = [
  ...CORE_BOLA_CASES,
  ...INJURY_BOLA_CASES,
  ...COMPETITION_BOLA_CASES,
  ...OVERVIEW_BOLA_CASES,
  ...COMPETITION_TABS_BOLA_CASES,
  ...TEAM_BOLA_CASES,
  ...PROFILE_BOLA_CASES,
  ...FOLLOW_BOLA_CASES,
  ...DRAW_BOLA_CASES,
  ...VETTING_BOLA_CASES,
  ...CERTIFICATION_BOLA_CASES,
  ...MEMBERSHIP_BOLA_CASES,
  ...DUPLICATE_BOLA_CASES,
  ...FEE_BOLA_CASES,
  ...HEALTH_BOLA_CASES,
  ...MESSAGE_BOLA_CASES,
  ...TRANSFER_BOLA_CASES,
  ...LINKED_ACCOUNT_BOLA_CASES,
  ...SUPPORT_BOLA_CASES,
  ...ORGANIZATION_BOLA_CASES,
  ...SURVEY_BOLA_CASES,
  ...COMMITTEE_BOLA_CASES,
  ...SUPER_ADMIN_BOLA_CASES,
  ...PAYMENT_BOLA_CASES,
  ...TERMINAL_BOLA_CASES,
  ...TRANSFER_INVOICE_BOLA_CASES,
];
