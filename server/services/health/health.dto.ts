/**
 * Health questionnaire rows → the domain's document. Only callers the policy let through reach here (the
 * person, the one who filled it in, their parent or guardian, the team's designated supervisors); a deleted
 * row goes out as a tombstone without names or answers.
 */
import {
  HEALTH_QUESTIONS,
  type HealthAttendance,
  type HealthQuestionnaireDoc,
  type HealthResult,
} from '../../../domain/health/health-questionnaire.ts';
import type { SyncedDocument } from '../../../domain/sync/protocol.ts';
import type { HealthRow } from './health.repository.ts';

export function toHealthDoc(r: HealthRow): HealthQuestionnaireDoc | SyncedDocument {
  if (r.deletedAt || !r.answers) {
    return { id: r.id, version: r.version, updatedAt: r.updatedAt.toISOString(), deleted: true };
  }
  const answers = Object.fromEntries(HEALTH_QUESTIONS.map((q) => [q, r.answers![q] === true]));
  return {
    id: r.id,
    version: r.version,
    updatedAt: r.updatedAt.toISOString(),
    isPersonalForm: r.isPersonalForm,
    personId: r.personId,
    givenName: r.givenName,
    familyName: r.familyName,
    organizationId: r.organizationId,
    groupId: r.groupId,
    groupName: r.groupName,
    ...(answers as Record<(typeof HEALTH_QUESTIONS)[number], boolean>),
    confirmationAccepted: true,
    result: r.result as HealthResult,
    attendance: r.attendance as HealthAttendance | null,
    submittedAt: r.submittedAt.toISOString(),
    submittedByPersonId: r.submittedBy,
  };
}
