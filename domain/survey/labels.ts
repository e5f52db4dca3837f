/**
 * Words of the survey engine as Lingui lazy descriptors: the app shows them through `i18n._`, the server
 * renders its mail in each recipient's language.
 */
import type { Level, Priority, PropertyMatterType, SubmissionStatus, SurveyKind } from './enums.ts';
import type { ReviewAction } from './status.ts';

type Descriptor = { id: string; message: string };

export const SURVEY_KIND_LABELS: Record<SurveyKind, Descriptor> = {
  CLUB_COMPAS: /*i18n*/ { id: 'survey.kind.clubCompas', message: 'Club Compas' },
  RISK_ASSESSMENT: /*i18n*/ { id: 'survey.kind.riskAssessment', message: 'Risk Assessment' },
  INSURANCE_DECLARATION: /*i18n*/ {
    id: 'survey.kind.insuranceDeclaration',
    message: 'Annual Insurance Declaration',
  },
  ENERGY_GRANT: /*i18n*/ { id: 'survey.kind.energyGrant', message: 'Energy grant' },
  INFRASTRUCTURE_GRANT: /*i18n*/ { id: 'survey.kind.infrastructureGrant', message: 'Infrastructure grant' },
  MEMBER_SURVEY: /*i18n*/ { id: 'survey.kind.memberSurvey', message: 'Member survey' },
  LOAN_APPLICATION: /*i18n*/ { id: 'survey.kind.loanApplication', message: 'Loan application' },
  PROPERTY_MATTER: /*i18n*/ { id: 'survey.kind.propertyMatter', message: 'Property and borrowing' },
};

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, Descriptor> = {
  DRAFT: /*i18n*/ { id: 'survey.status.draft', message: 'Draft' },
  PENDING_REVIEW: /*i18n*/ { id: 'survey.status.pendingReview', message: 'Under review' },
  ACCEPTED: /*i18n*/ { id: 'survey.status.accepted', message: 'Accepted' },
  REJECTED_MORE_INFO: /*i18n*/ { id: 'survey.status.moreInfo', message: 'More information needed' },
  APPROVED: /*i18n*/ { id: 'survey.status.approved', message: 'Approved' },
  REJECTED: /*i18n*/ { id: 'survey.status.rejected', message: 'Rejected' },
  COMPLETED: /*i18n*/ { id: 'survey.status.completed', message: 'Completed' },
  EXPIRED: /*i18n*/ { id: 'survey.status.expired', message: 'Expired' },
  DELETED: /*i18n*/ { id: 'survey.status.deleted', message: 'Deleted' },
};

/** Club Compas shows an approved submission as accredited (§4). */
export const ACCREDITED: Descriptor = /*i18n*/ { id: 'survey.status.accredited', message: 'Accredited' };

/** How a submission's status reads: Club Compas shows an approved one as accredited (seed 3 §4). */
export function statusLabel(kind: SurveyKind | '', status: SubmissionStatus): Descriptor {
  return kind === 'CLUB_COMPAS' && status === 'APPROVED' ? ACCREDITED : SUBMISSION_STATUS_LABELS[status];
}

/** The header row of the submissions CSV (GET /survey-submission/export), in the caller's language. */
export const SURVEY_EXPORT_COLUMNS: readonly Descriptor[] = [
  /*i18n*/ { id: 'survey.export.club', message: 'Club' },
  /*i18n*/ { id: 'survey.export.county', message: 'County' },
  /*i18n*/ { id: 'survey.export.survey', message: 'Survey' },
  /*i18n*/ { id: 'survey.export.status', message: 'Status' },
  /*i18n*/ { id: 'survey.export.level', message: 'Level' },
  /*i18n*/ { id: 'survey.export.amountAppliedFor', message: 'Amount applied for' },
  /*i18n*/ { id: 'survey.export.amountApproved', message: 'Amount approved' },
  /*i18n*/ { id: 'survey.export.submitted', message: 'Submitted' },
  /*i18n*/ { id: 'survey.export.updated', message: 'Last updated' },
  /*i18n*/ { id: 'survey.export.accreditationExpiry', message: 'Accreditation expiry' },
];

export const LEVEL_LABELS: Record<Level, Descriptor> = {
  BRONZE: /*i18n*/ { id: 'survey.level.bronze', message: 'Bronze' },
  SILVER: /*i18n*/ { id: 'survey.level.silver', message: 'Silver' },
  GOLD: /*i18n*/ { id: 'survey.level.gold', message: 'Gold' },
  PLATINUM: /*i18n*/ { id: 'survey.level.platinum', message: 'Platinum' },
};

export const PRIORITY_LABELS: Record<Priority, Descriptor> = {
  MUST: /*i18n*/ { id: 'survey.priority.must', message: 'Must do' },
  SHOULD: /*i18n*/ { id: 'survey.priority.should', message: 'Should do' },
  COULD: /*i18n*/ { id: 'survey.priority.could', message: 'Could do' },
};

export const REVIEW_ACTION_LABELS: Record<ReviewAction, Descriptor> = {
  accept: /*i18n*/ { id: 'survey.action.accept', message: 'Accept' },
  unaccept: /*i18n*/ { id: 'survey.action.unaccept', message: 'Back to pending review' },
  approve: /*i18n*/ { id: 'survey.action.approve', message: 'Approve' },
  reject: /*i18n*/ { id: 'survey.action.reject', message: 'Reject' },
  requestMoreInfo: /*i18n*/ { id: 'survey.action.requestMoreInfo', message: 'Request more information' },
  complete: /*i18n*/ { id: 'survey.action.complete', message: 'Complete' },
  updateAmount: /*i18n*/ { id: 'survey.action.updateAmount', message: 'Update amount approved' },
  addNote: /*i18n*/ { id: 'survey.action.addNote', message: 'Add note' },
  edit: /*i18n*/ { id: 'survey.action.edit', message: 'Edit answers' },
  remove: /*i18n*/ { id: 'survey.action.remove', message: 'Delete' },
};

/** What the history (survey_event.action) says happened: the club's and the reviewers' actions, and the job's. */
export const SURVEY_EVENT_LABELS: Record<string, Descriptor> = {
  create: /*i18n*/ { id: 'survey.event.create', message: 'Started' },
  save: /*i18n*/ { id: 'survey.event.save', message: 'Draft saved' },
  submit: /*i18n*/ { id: 'survey.event.submit', message: 'Submitted for review' },
  delete: /*i18n*/ { id: 'survey.event.delete', message: 'Draft deleted' },
  expire: /*i18n*/ { id: 'survey.event.expire', message: 'Accreditation expired' },
  accept: /*i18n*/ { id: 'survey.event.accept', message: 'Accepted for review' },
  unaccept: /*i18n*/ { id: 'survey.event.unaccept', message: 'Back to pending review' },
  approve: /*i18n*/ { id: 'survey.event.approve', message: 'Approved' },
  reject: /*i18n*/ { id: 'survey.event.reject', message: 'Rejected' },
  requestMoreInfo: /*i18n*/ { id: 'survey.event.requestMoreInfo', message: 'More information requested' },
  complete: /*i18n*/ { id: 'survey.event.complete', message: 'Completed' },
  updateAmount: /*i18n*/ { id: 'survey.event.updateAmount', message: 'Amount approved changed' },
  addNote: /*i18n*/ { id: 'survey.event.addNote', message: 'Note added' },
  edit: /*i18n*/ { id: 'survey.event.edit', message: 'Answers edited by the reviewer' },
  remove: /*i18n*/ { id: 'survey.event.remove', message: 'Deleted by the reviewer' },
};

export const PROPERTY_MATTER_LABELS: Record<PropertyMatterType, Descriptor> = {
  PROPERTY_PURCHASE: /*i18n*/ { id: 'survey.matter.purchase', message: 'Property purchase' },
  PROPERTY_DISPOSAL: /*i18n*/ { id: 'survey.matter.disposal', message: 'Property disposal' },
  PROPERTY_CHARGE: /*i18n*/ { id: 'survey.matter.charge', message: 'Charge on property' },
  LEASE_AS_LESSOR: /*i18n*/ { id: 'survey.matter.leaseLessor', message: 'Lease (club as lessor)' },
  LEASE_AS_LESSEE: /*i18n*/ { id: 'survey.matter.leaseLessee', message: 'Lease (club as lessee)' },
  WAYLEAVE_AGREEMENT: /*i18n*/ { id: 'survey.matter.wayleave', message: 'Wayleave agreement' },
  BORROWING_15K_75K: /*i18n*/ { id: 'survey.matter.borrow15k', message: 'Borrowing €15,000 to €75,000' },
  BORROWING_75K_150K: /*i18n*/ { id: 'survey.matter.borrow75k', message: 'Borrowing €75,000 to €150,000' },
  BORROWING_OVER_150K: /*i18n*/ { id: 'survey.matter.borrow150k', message: 'Borrowing over €150,000' },
};

export const SURVEY_MAIL = {
  subject: /*i18n*/ { id: 'survey.mail.subject', message: 'Your survey' },
  submittedSubject: /*i18n*/ { id: 'survey.mail.submittedSubject', message: 'A survey to review' },
  statusNow: /*i18n*/ { id: 'survey.mail.statusNow', message: 'Its status is now:' },
  reason: /*i18n*/ { id: 'survey.mail.reason', message: 'Reason:' },
  level: /*i18n*/ { id: 'survey.mail.level', message: 'Level awarded:' },
  amount: /*i18n*/ { id: 'survey.mail.amount', message: 'Amount approved:' },
  note: /*i18n*/ { id: 'survey.mail.note', message: 'A reviewer added a note.' },
  edited: /*i18n*/ { id: 'survey.mail.edited', message: 'A reviewer edited the answers.' },
  expiringSubject: /*i18n*/ {
    id: 'survey.mail.expiringSubject',
    message: 'Club Compas accreditation expiring',
  },
  expiring: /*i18n*/ {
    id: 'survey.mail.expiring',
    message:
      'Your club’s Club Compas accreditation ({level}) expires on {date}. Fill in Club Compas again to keep it.',
  },
  riskDueSubject: /*i18n*/ { id: 'survey.mail.riskDueSubject', message: 'Risk assessment due' },
  riskDue: /*i18n*/ {
    id: 'survey.mail.riskDue',
    message: 'Your club’s risk assessment is due on {date}: a club completes one every two years.',
  },
} as const;

/** What a submission is, in words: its kind, or on the property and borrowing track its matter type. */
export function surveyLabel(kind: SurveyKind, matterType?: string | null): Descriptor {
  const matter = matterType ? PROPERTY_MATTER_LABELS[matterType as PropertyMatterType] : undefined;
  return kind === 'PROPERTY_MATTER' && matter ? matter : SURVEY_KIND_LABELS[kind];
}
