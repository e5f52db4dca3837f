/**
 * Words of the player transfer form and lists, as Lingui lazy descriptors: the served form schema names its
 * fields and sections, and both the app (through `i18n._`) and the server (notifications, CSV) show them.
 */
import type { ApprovalStepStatus, TransferDocumentType, TransferStatus, TransferType } from './enums.ts';
import type { TransferSection } from './form-schema.ts';
import type { UnitLevel } from './type-rules.ts';

type Descriptor = { id: string; message: string };

export const TRANSFER_TYPE_LABELS: Record<TransferType, Descriptor> = {
  GAA_INTRA_COUNTY: /*i18n*/ { id: 'transfer.type.gaaIntraCounty', message: 'GAA intra-county transfer' },
  GAA_INTRA_PROVINCIAL: /*i18n*/ {
    id: 'transfer.type.gaaIntraProvincial',
    message: 'GAA intra-provincial transfer',
  },
  GAA_INTER_COUNTY: /*i18n*/ { id: 'transfer.type.gaaInterCounty', message: 'GAA inter-county transfer' },
  GAA_USGAA_SANCTION: /*i18n*/ { id: 'transfer.type.gaaUsgaa', message: 'GAA USGAA sanction' },
  GAA_NEW_YORK_SANCTION: /*i18n*/ { id: 'transfer.type.gaaNewYork', message: 'GAA New York sanction' },
  GAA_CANADIAN_SANCTION: /*i18n*/ { id: 'transfer.type.gaaCanadian', message: 'GAA Canadian sanction' },
  GAA_J1_SANCTION: /*i18n*/ { id: 'transfer.type.gaaJ1', message: 'GAA J1 sanction' },
  GAA_STUDENT_PERMIT: /*i18n*/ { id: 'transfer.type.gaaStudent', message: 'GAA student permit' },
  GAA_WEEKEND_PERMIT: /*i18n*/ { id: 'transfer.type.gaaWeekend', message: 'GAA weekend permit' },
  GAA_HURLING_PERMIT: /*i18n*/ { id: 'transfer.type.gaaHurling', message: 'GAA hurling permit' },
  LGFA_INTER_CLUB: /*i18n*/ { id: 'transfer.type.lgfaInterClub', message: 'LGFA inter-club transfer' },
  LGFA_COUNTY: /*i18n*/ { id: 'transfer.type.lgfaCounty', message: 'LGFA county transfer' },
  LGFA_USGAA: /*i18n*/ { id: 'transfer.type.lgfaUsgaa', message: 'LGFA USGAA' },
  LGFA_NEW_YORK: /*i18n*/ { id: 'transfer.type.lgfaNewYork', message: 'LGFA New York' },
  LGFA_J1: /*i18n*/ { id: 'transfer.type.lgfaJ1', message: 'LGFA J1' },
  LGFA_CANADIAN: /*i18n*/ { id: 'transfer.type.lgfaCanadian', message: 'LGFA Canadian' },
  LGFA_EUROPEAN_STUDENT_PERMIT: /*i18n*/ {
    id: 'transfer.type.lgfaEuropeanStudent',
    message: 'LGFA European student permit',
  },
  CAMOGIE_CC4_TRANSFER: /*i18n*/ { id: 'transfer.type.camogieCc4', message: 'Camogie CC4 transfer' },
  CAMOGIE_CC3_DECLARATION: /*i18n*/ { id: 'transfer.type.camogieCc3', message: 'Camogie CC3 declaration' },
  CAMOGIE_CC6_SANCTION: /*i18n*/ { id: 'transfer.type.camogieCc6', message: 'Camogie CC6 sanction' },
  CAMOGIE_CC6A_STUDENT_PERMIT: /*i18n*/ {
    id: 'transfer.type.camogieCc6a',
    message: 'Camogie CC6A student permit',
  },
};

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, Descriptor> = {
  DRAFT: /*i18n*/ { id: 'transfer.status.draft', message: 'Draft' },
  AWAITING_REVIEW: /*i18n*/ { id: 'transfer.status.awaitingReview', message: 'Awaiting review' },
  REWORK_REQUESTED: /*i18n*/ { id: 'transfer.status.reworkRequested', message: 'Rework requested' },
  APPROVED: /*i18n*/ { id: 'transfer.status.approved', message: 'Approved' },
  REJECTED: /*i18n*/ { id: 'transfer.status.rejected', message: 'Rejected' },
  REJECTED_MORE_INFO: /*i18n*/ {
    id: 'transfer.status.rejectedMoreInfo',
    message: 'Rejected, more information needed',
  },
  PENDING: /*i18n*/ { id: 'transfer.status.pending', message: 'Pending' },
  AWAITING_APPROVAL: /*i18n*/ { id: 'transfer.status.processing', message: 'Processing' },
  COMPLETED: /*i18n*/ { id: 'transfer.status.completed', message: 'Completed' },
  LOCKED: /*i18n*/ { id: 'transfer.status.locked', message: 'Locked' },
  EXPIRED: /*i18n*/ { id: 'transfer.status.expired', message: 'Expired' },
  READY_FOR_PROCESSING: /*i18n*/ {
    id: 'transfer.status.readyForProcessing',
    message: 'Ready for processing',
  },
  READY_FOR_DECISION: /*i18n*/ { id: 'transfer.status.readyForDecision', message: 'Ready for decision' },
};

export const STEP_STATUS_LABELS: Record<ApprovalStepStatus, Descriptor> = {
  APPROVED: /*i18n*/ { id: 'transfer.step.approved', message: 'Approved' },
  REJECTED: /*i18n*/ { id: 'transfer.step.rejected', message: 'Rejected' },
  PENDING: /*i18n*/ { id: 'transfer.step.pending', message: 'Pending: its turn' },
  UNAVAILABLE: /*i18n*/ { id: 'transfer.step.unavailable', message: 'Waiting for earlier units' },
  EXPIRED: /*i18n*/ { id: 'transfer.step.expired', message: 'No response within 10 days' },
};

/**
 * The history's actions in words (the audit stores the codes: transfer-actions.ts writes the action, with
 * `EXPEDITE_APPROVE` / `EXPEDITE_REJECT` for an expedited decision, and the expiry job `EXPIRE`).
 */
export const HISTORY_ACTION_LABELS: Record<string, Descriptor> = {
  SUBMIT: /*i18n*/ { id: 'transfer.history.submit', message: 'Submitted' },
  APPROVE: /*i18n*/ { id: 'transfer.history.approve', message: 'Approved by a unit' },
  REJECT: /*i18n*/ { id: 'transfer.history.reject', message: 'Rejected by a unit' },
  REQUEST_REWORK: /*i18n*/ { id: 'transfer.history.requestRework', message: 'Sent back for changes' },
  EXPEDITE_APPROVE: /*i18n*/ { id: 'transfer.history.expediteApprove', message: 'Approved (expedited)' },
  EXPEDITE_REJECT: /*i18n*/ { id: 'transfer.history.expediteReject', message: 'Rejected (expedited)' },
  APPEAL: /*i18n*/ { id: 'transfer.history.appeal', message: 'Appealed' },
  SUBMIT_TO_COUNTY: /*i18n*/ { id: 'transfer.history.submitToCounty', message: 'Submitted to the county' },
  COMPLETE: /*i18n*/ { id: 'transfer.history.complete', message: 'Completed' },
  ADD_RETURN_DATE: /*i18n*/ { id: 'transfer.history.addReturnDate', message: 'Return date added' },
  EXPIRE: /*i18n*/ { id: 'transfer.history.expire', message: 'No response within 10 days' },
};

/** An action of the history in words; one the app does not know yet reads as a change, never as its code. */
export const historyActionLabel = (action: string): Descriptor =>
  HISTORY_ACTION_LABELS[action] ?? /*i18n*/ { id: 'transfer.history.other', message: 'Changed' };

export const UNIT_LEVEL_LABELS: Record<UnitLevel, Descriptor> = {
  CLUB: /*i18n*/ { id: 'transfer.level.club', message: 'Club secretary' },
  COUNTY: /*i18n*/ { id: 'transfer.level.county', message: 'County board' },
  PROVINCE: /*i18n*/ { id: 'transfer.level.province', message: 'Provincial council' },
};

export const SECTION_LABELS: Record<TransferSection, Descriptor> = {
  APPLICATION: /*i18n*/ { id: 'transfer.section.application', message: 'Application details' },
  SUPPORTING: /*i18n*/ { id: 'transfer.section.supporting', message: 'Supporting information' },
  REVIEW: /*i18n*/ { id: 'transfer.section.review', message: 'Review' },
  DOCUMENTS: /*i18n*/ { id: 'transfer.section.documents', message: 'Supporting documents' },
};

export const DOCUMENT_LABELS: Record<TransferDocumentType, Descriptor> = {
  VISA: /*i18n*/ { id: 'transfer.document.visa', message: 'Visa' },
  INSURANCE: /*i18n*/ { id: 'transfer.document.insurance', message: 'Insurance certificate' },
};

/** Labels of the form's fields, by field name (playing status fields by sport). */
export const FIELD_LABELS: Record<string, Descriptor> = {
  destinationOrganizationId: /*i18n*/ { id: 'transfer.field.destination', message: 'Joining club' },
  startDate: /*i18n*/ { id: 'transfer.field.startDate', message: 'Start date' },
  endDate: /*i18n*/ { id: 'transfer.field.endDate', message: 'End date' },
  reason: /*i18n*/ { id: 'transfer.field.reason', message: 'Reason for the application' },
  originStreetAddress: /*i18n*/ { id: 'transfer.field.originStreet', message: 'Home address, line 1' },
  originStreetAddress2: /*i18n*/ { id: 'transfer.field.originStreet2', message: 'Home address, line 2' },
  originLocality: /*i18n*/ { id: 'transfer.field.originTown', message: 'Home town' },
  originRegion: /*i18n*/ { id: 'transfer.field.originRegion', message: 'Home county or region' },
  originCountry: /*i18n*/ { id: 'transfer.field.originCountry', message: 'Home country' },
  originPostalCode: /*i18n*/ { id: 'transfer.field.originPostcode', message: 'Home postcode' },
  destinationStreetAddress: /*i18n*/ {
    id: 'transfer.field.destinationStreet',
    message: 'Address while away, line 1',
  },
  destinationStreetAddress2: /*i18n*/ {
    id: 'transfer.field.destinationStreet2',
    message: 'Address while away, line 2',
  },
  destinationLocality: /*i18n*/ { id: 'transfer.field.destinationTown', message: 'Town or city while away' },
  destinationRegion: /*i18n*/ {
    id: 'transfer.field.destinationRegion',
    message: 'State or region while away',
  },
  destinationCountry: /*i18n*/ { id: 'transfer.field.destinationCountry', message: 'Country while away' },
  destinationPostalCode: /*i18n*/ {
    id: 'transfer.field.destinationPostcode',
    message: 'Postcode while away',
  },
  monthsInResidence: /*i18n*/ { id: 'transfer.field.monthsInResidence', message: 'Months in residence' },
  collegeName: /*i18n*/ { id: 'transfer.field.college', message: 'College name' },
  course: /*i18n*/ { id: 'transfer.field.course', message: 'Course' },
  playingStatusFootball: /*i18n*/ {
    id: 'transfer.field.statusFootball',
    message: 'Playing status: football',
  },
  playingStatusHurling: /*i18n*/ { id: 'transfer.field.statusHurling', message: 'Playing status: hurling' },
  playingStatusLadiesFootball: /*i18n*/ {
    id: 'transfer.field.statusLadiesFootball',
    message: 'Playing status: ladies football',
  },
  playingStatusCamogie: /*i18n*/ { id: 'transfer.field.statusCamogie', message: 'Playing status: camogie' },
  lastGameNotApplicable: /*i18n*/ {
    id: 'transfer.field.lastGameNotApplicable',
    message: 'I have not played a championship or competitive game',
  },
  lastGameCompetition: /*i18n*/ {
    id: 'transfer.field.lastGameCompetition',
    message: 'Last game: competition',
  },
  lastGameDate: /*i18n*/ { id: 'transfer.field.lastGameDate', message: 'Last game: date' },
  lastGameGrade: /*i18n*/ { id: 'transfer.field.lastGameGrade', message: 'Last game: grade' },
  passportNationality: /*i18n*/ { id: 'transfer.field.passportNationality', message: 'Passport nationality' },
  passportNumber: /*i18n*/ { id: 'transfer.field.passportNumber', message: 'Passport number' },
  insurerName: /*i18n*/ { id: 'transfer.field.insurer', message: 'Travel insurer' },
  travelInsuranceConfirmed: /*i18n*/ {
    id: 'transfer.field.travelInsurance',
    message: 'I hold a travel insurance certificate from the insurer named above',
  },
  countyDeclaration: /*i18n*/ {
    id: 'transfer.field.countyDeclaration',
    message: 'I declare that I have not played for another county this season',
  },
  notes: /*i18n*/ { id: 'transfer.field.notes', message: 'Notes' },
  confirmation: /*i18n*/ {
    id: 'transfer.field.confirmation',
    message: 'I confirm that the information in this application is true',
  },
  visaDocument: /*i18n*/ { id: 'transfer.field.visa', message: 'Visa' },
  insuranceDocument: /*i18n*/ { id: 'transfer.field.insurance', message: 'Insurance certificate' },
};

export const PLAYING_STATUS_LABELS: Record<string, Descriptor> = {
  JUNIOR: /*i18n*/ { id: 'transfer.playing.junior', message: 'Junior' },
  INTERMEDIATE: /*i18n*/ { id: 'transfer.playing.intermediate', message: 'Intermediate' },
  SENIOR: /*i18n*/ { id: 'transfer.playing.senior', message: 'Senior' },
  N_A: /*i18n*/ { id: 'transfer.playing.na', message: 'Not applicable' },
};

/** The notifications every decision sends (server/services/transfer/transfer-notify.ts). */
export const TRANSFER_MAIL = {
  subject: /*i18n*/ { id: 'transfer.mail.subject', message: 'Player transfer application' },
  statusNow: /*i18n*/ { id: 'transfer.mail.statusNow', message: 'The application is now:' },
  yourTurn: /*i18n*/ {
    id: 'transfer.mail.yourTurn',
    message: 'It is your unit’s turn to review this application. Please decide within 10 days.',
  },
  reason: /*i18n*/ { id: 'transfer.mail.reason', message: 'Reason:' },
} as const;
