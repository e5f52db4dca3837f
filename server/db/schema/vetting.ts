/**
 * Vetting and certifications (seed 3 §3): vetting applications with their private documents and the audit of
 * who read them, certifications (a completed vetting becomes one), and each person's CRBOT
 * (beneficial-ownership) information.
 *
 * Special-category data — the documents, the findings flag and the PPS number — is read only through the
 * vetting and CRBOT services' own mappers, which answer it to the applicant and the roles of seed 3 §6 only.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { VettingApplicant } from '../../../domain/vetting/application.ts';
import { bytea, createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization } from './organization.ts';
import { person } from './person.ts';

export interface VettingGuardianJson {
  name: string;
  email: string;
  consent: boolean;
}

export const vettingApplication = pgTable(
  'vetting_application',
  {
    id: text('id').primaryKey(),
    /** Our reference (VET-000001, from vetting_reference_seq, migration 0018), matched by the Garda file. */
    reference: text('reference').notNull(),
    gardaReference: text('garda_reference'),
    accessNiReference: text('access_ni_reference'),
    externalReference: text('external_reference'),
    type: text('type').notNull(),
    association: text('association').notNull(),
    personId: requiredRef('person_id', () => person.id),
    /** The club the applicant is vetted for; its children's officer validates. */
    organizationId: requiredRef('organization_id', () => organization.id),
    county: text('county'),
    role: text('role').notNull(),
    purpose: text('purpose').notNull().default(''),
    applicant: jsonb('applicant').$type<VettingApplicant>().notNull(),
    guardian: jsonb('guardian').$type<VettingGuardianJson>(),
    proofOfAddressDate: date('proof_of_address_date').notNull(),
    nvb1Date: date('nvb1_date'),
    consents: jsonb('consents').$type<{ reviewConfirmed: boolean; consentGiven: boolean }>().notNull(),
    appliedOn: date('applied_on').notNull(),
    status: text('status').notNull().default('PENDING_DOCUMENTATION'),
    authenticatorStatus: text('authenticator_status').notNull().default('UNAVAILABLE'),
    governingAgentStatus: text('governing_agent_status').notNull().default('UNAVAILABLE'),
    associationReviewBy: text('association_review_by'),
    inPersonReviewDate: date('in_person_review_date'),
    validatorPersonId: text('validator_person_id'),
    rejectionReason: text('rejection_reason'),
    cancelReason: text('cancel_reason'),
    /** Special category: answered to the applicant and the governing agent only. */
    findings: boolean('findings'),
    completedOn: date('completed_on'),
    accessNiApplicationId: text('access_ni_application_id'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('vetting_application_reference_idx').on(t.reference),
    index('vetting_application_person_idx').on(t.personId, t.createdAt),
    index('vetting_application_org_idx').on(t.organizationId, t.createdAt),
    index('vetting_application_association_idx').on(
      t.association,
      t.type,
      t.governingAgentStatus,
      t.createdAt,
    ),
    // One open application per person: a new one starts once the last is completed, rejected or cancelled.
    uniqueIndex('vetting_application_one_open_idx')
      .on(t.personId)
      .where(sql`${t.status} not in ('COMPLETED', 'REJECTED', 'CANCELLED')`),
  ],
);

export const vettingDocument = pgTable(
  'vetting_document',
  {
    id: text('id').primaryKey(),
    applicationId: requiredRef('application_id', () => vettingApplication.id),
    category: text('category').notNull(),
    subType: text('sub_type').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vetting_document_application_idx').on(t.applicationId)],
);

/** Every read, download, upload and removal of a vetting document or the Garda file: who, what, when. */
export const vettingAccessLog = pgTable(
  'vetting_access_log',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id'),
    documentId: text('document_id'),
    accountId: text('account_id').notNull(),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('vetting_access_log_application_idx').on(t.applicationId, t.at)],
);

export const certification = pgTable(
  'certification',
  {
    id: text('id').primaryKey(),
    personId: requiredRef('person_id', () => person.id),
    /** Category: VETTING, SAFEGUARDING, COACHING_AWARD, ANTI_DOPING, REFEREE, OFFICER, OTHER. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    reference: text('reference').notNull(),
    label: text('label').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    certificateName: text('certificate_name'),
    certificateContentType: text('certificate_content_type'),
    certificateData: bytea('certificate_data'),
    certificatePrivate: boolean('certificate_private').notNull().default(true),
    /** The vetting application this certification records, when it came from one. */
    vettingApplicationId: text('vetting_application_id'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    index('certification_person_idx').on(t.personId, t.validFrom),
    index('certification_expiry_idx').on(t.status, t.validTo),
    uniqueIndex('certification_vetting_idx').on(t.vettingApplicationId),
  ],
);

export interface CrbotOrganizationJson {
  organizationId: string;
  dateAssigned: string;
  dateUnassigned?: string;
}

/** A person's CRBOT (beneficial ownership) information: one row each, replaced by PUT. */
export const personCrbot = pgTable('person_crbot', {
  personId: text('person_id')
    .primaryKey()
    .references(() => person.id),
  nationality: text('nationality').notNull(),
  identityType: text('identity_type').notNull(),
  /** Special category: the PPS number, answered only to the person and super admins. */
  identityNumber: text('identity_number').notNull(),
  organizations: jsonb('organizations').$type<CrbotOrganizationJson[]>().notNull().default([]),
  interests: text('interests').notNull(),
  confirmed: boolean('confirmed').notNull(),
  lastSubmittedAt: timestamp('last_submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 })
    .notNull()
    .defaultNow(),
});
