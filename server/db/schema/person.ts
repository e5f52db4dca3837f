import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, requiredRef, syncColumns } from './columns.ts';
import { organization, type AddressJson } from './organization.ts';

export const person = pgTable(
  'person',
  {
    id: text('id').primaryKey(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    alternateGivenName: text('alternate_given_name'),
    alternateFamilyName: text('alternate_family_name'),
    gender: text('gender'),
    birthDate: date('birth_date'),
    telephone: text('telephone'),
    email: text('email'),
    preferredLanguage: text('preferred_language').notNull().default('en'),
    description: text('description'),
    uniqueId: text('unique_id'),
    thumbnail: text('thumbnail'),
    avatar: text('avatar'),
    status: text('status').notNull().default('ACTIVE'),
    inviteStatus: text('invite_status'),
    personType: text('person_type'),
    address: jsonb('address').$type<AddressJson>().notNull().default({}),
    membershipNumber: text('membership_number'),
    /** Private: medical fields go only to the person, their guardians and roles the spec allows. */
    medicalAlert: text('medical_alert'),
    medicalDetails: text('medical_details'),
    medicalConsentToProcess: boolean('medical_consent_to_process'),
    medicalConsentToTreat: boolean('medical_consent_to_treat'),
    medicalConsentToEmergency: boolean('medical_consent_to_emergency'),
    commsConsentClub: boolean('comms_consent_club'),
    commsConsentAdditionalClub: boolean('comms_consent_additional_club'),
    photoConsentStatus: text('photo_consent_status'),
    profileVisibility: text('profile_visibility').notNull().default('VERIFIED_MEMBERS'),
    familyId: text('family_id'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('person_unique_id').on(t.uniqueId),
    index('person_family_idx').on(t.familyId),
    index('person_updated_idx').on(t.updatedAt, t.id),
  ],
);

export const personOrganization = pgTable(
  'person_organization',
  {
    personId: requiredRef('person_id', () => person.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    status: text('status').notNull().default('ACTIVE'),
    labels: text('labels').array().notNull().default([]),
    privileges: text('privileges').array().notNull().default([]),
    additionalType: text('additional_type'),
    /** Why the member was hibernated (HIBERNATE_REASONS), and when; cleared on unhibernation. */
    hibernateReason: text('hibernate_reason'),
    hibernatedOn: date('hibernated_on'),
    /**
     * When FINANCE (privilege or ADMIN_FINANCE label) was last granted on this link; null when held from
     * before this was recorded, or not held. A finance administrator decides only what was requested after
     * it (issue 48, finding 3: someone given FINANCE for a request cannot approve that request).
     */
    financeGrantedAt: timestamp('finance_granted_at', { withTimezone: true, mode: 'date' }),
    ...syncColumns,
  },
  (t) => [
    primaryKey({ columns: [t.personId, t.organizationId] }),
    index('person_organization_org_idx').on(t.organizationId),
  ],
);

/**
 * A club's invitation to an existing person (issue 53 item 2, domain/person/club-link/club-invitation.ts): the link to
 * the club is made only when the person or a guardian accepts. At most one open invitation per person and club.
 */
export const clubInvitation = pgTable(
  'club_invitation',
  {
    id: text('id').primaryKey(),
    personId: requiredRef('person_id', () => person.id),
    organizationId: requiredRef('organization_id', () => organization.id),
    status: text('status').notNull().default('PENDING'),
    invitedBy: text('invited_by').references(() => person.id),
    answeredBy: text('answered_by').references(() => person.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('club_invitation_person_idx').on(t.personId, t.status),
    uniqueIndex('club_invitation_open_unique')
      .on(t.personId, t.organizationId)
      .where(sql`status = 'PENDING'`),
  ],
);

export const family = pgTable('family', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  createdAt: createdAt(),
  ...syncColumns,
});

export const familyMember = pgTable(
  'family_member',
  {
    id: text('id').primaryKey(),
    familyId: requiredRef('family_id', () => family.id),
    personId: requiredRef('person_id', () => person.id),
    position: text('position').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('family_member_unique').on(t.familyId, t.personId),
    index('family_member_person_idx').on(t.personId),
  ],
);

/**
 * A family invite as the family knows it (issue 48): what the inviter typed (a username or an e-mail), never
 * who it reached. `personId` is the person it reached (null when nobody matched, and never sent to the
 * family); that person's INVITED `family_member` row is what they see and answer. PENDING until the invitee
 * accepts (ACCEPTED) or the family withdraws it (WITHDRAWN); one PENDING invite per family and typed target.
 */
export const familyInvite = pgTable(
  'family_invite',
  {
    id: text('id').primaryKey(),
    familyId: requiredRef('family_id', () => family.id),
    invitee: text('invitee').notNull(),
    personId: text('person_id').references(() => person.id),
    invitedBy: text('invited_by').references(() => person.id),
    status: text('status').notNull().default('PENDING'),
    createdAt: createdAt(),
    ...syncColumns,
  },
  (t) => [
    uniqueIndex('family_invite_pending')
      .on(t.familyId, sql`lower(${t.invitee})`)
      .where(sql`${t.status} = 'PENDING'`),
    index('family_invite_person_idx').on(t.personId),
  ],
);
