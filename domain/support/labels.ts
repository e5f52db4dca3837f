/**
 * Words of the support form and its mail, as Lingui lazy descriptors: the app shows them through `i18n._`,
 * the server renders the acknowledgement in the submitter's language and the desk's copy in English.
 */
import type { SupportCategory, SupportRole, SupportStatus, SupportSubcategory } from './enums.ts';

type Descriptor = { id: string; message: string };

export const SUPPORT_ROLE_LABELS: Record<SupportRole, Descriptor> = {
  NON_ADMINISTRATOR: /*i18n*/ { id: 'support.role.nonAdmin', message: 'Non-Administrator' },
  CLUB_ADMINISTRATOR: /*i18n*/ { id: 'support.role.club', message: 'Club Administrator' },
  COUNTY_ADMINISTRATOR: /*i18n*/ { id: 'support.role.county', message: 'County Administrator' },
  PROVINCE_ADMINISTRATOR: /*i18n*/ { id: 'support.role.province', message: 'Province Administrator' },
};

export const SUPPORT_CATEGORY_LABELS: Record<SupportCategory, Descriptor> = {
  MEMBERSHIP: /*i18n*/ { id: 'support.category.membership', message: 'Membership' },
  PAYMENTS: /*i18n*/ { id: 'support.category.payments', message: 'Payments and fees' },
  REGISTRATION: /*i18n*/ { id: 'support.category.registration', message: 'Registration and account' },
  VETTING: /*i18n*/ { id: 'support.category.vetting', message: 'Vetting and certifications' },
  INJURY_FUND: /*i18n*/ { id: 'support.category.injuryFund', message: 'Injury fund' },
  TRANSFERS: /*i18n*/ { id: 'support.category.transfers', message: 'Transfers' },
  COMPETITIONS: /*i18n*/ { id: 'support.category.competitions', message: 'Competitions and fixtures' },
  TECHNICAL_PROBLEM: /*i18n*/ { id: 'support.category.technical', message: 'Technical problem' },
  SAFEGUARDING: /*i18n*/ { id: 'support.category.safeguarding', message: 'Safeguarding' },
  OTHER: /*i18n*/ { id: 'support.category.other', message: 'Something else' },
};

export const SUPPORT_SUBCATEGORY_LABELS: Record<SupportSubcategory, Descriptor> = {
  JOINING: /*i18n*/ { id: 'support.sub.joining', message: 'Joining a club' },
  RENEWAL: /*i18n*/ { id: 'support.sub.renewal', message: 'Renewing a membership' },
  MEMBERSHIP_DETAILS: /*i18n*/ { id: 'support.sub.membershipDetails', message: 'Membership details' },
  FAMILY: /*i18n*/ { id: 'support.sub.family', message: 'Family members' },
  CARD_PAYMENT: /*i18n*/ { id: 'support.sub.cardPayment', message: 'A card payment' },
  REFUND: /*i18n*/ { id: 'support.sub.refund', message: 'A refund' },
  INVOICE: /*i18n*/ { id: 'support.sub.invoice', message: 'An invoice' },
  PAYMENT_ACCOUNT: /*i18n*/ { id: 'support.sub.paymentAccount', message: 'A club payment account' },
  ACCOUNT: /*i18n*/ { id: 'support.sub.account', message: 'Creating an account' },
  SIGN_IN: /*i18n*/ { id: 'support.sub.signIn', message: 'Signing in' },
  PASSWORD: /*i18n*/ { id: 'support.sub.password', message: 'Password' },
  EMAIL_CHANGE: /*i18n*/ { id: 'support.sub.emailChange', message: 'Changing my e-mail address' },
  GARDA_VETTING: /*i18n*/ { id: 'support.sub.gardaVetting', message: 'Garda vetting' },
  ACCESS_NI: /*i18n*/ { id: 'support.sub.accessNi', message: 'Access NI' },
  CERTIFICATION: /*i18n*/ { id: 'support.sub.certification', message: 'Certifications' },
  CLAIM: /*i18n*/ { id: 'support.sub.claim', message: 'An injury claim' },
  NOTIFICATION: /*i18n*/ { id: 'support.sub.notification', message: 'An injury notification' },
  RETURN_TO_PLAY: /*i18n*/ { id: 'support.sub.returnToPlay', message: 'Return to play' },
  APPLICATION: /*i18n*/ { id: 'support.sub.application', message: 'A transfer application' },
  SANCTION_OR_PERMIT: /*i18n*/ { id: 'support.sub.sanction', message: 'A sanction or permit' },
  APPROVAL: /*i18n*/ { id: 'support.sub.approval', message: 'An approval' },
  FIXTURES: /*i18n*/ { id: 'support.sub.fixtures', message: 'Fixtures' },
  RESULTS: /*i18n*/ { id: 'support.sub.results', message: 'Results and tables' },
  REFEREE_REPORT: /*i18n*/ { id: 'support.sub.refereeReport', message: 'A referee report' },
  TEAMS: /*i18n*/ { id: 'support.sub.teams', message: 'Teams and panels' },
  REPORT_AN_ISSUE: /*i18n*/ { id: 'support.sub.reportIssue', message: 'Report an Issue' },
  OFFLINE_SYNC: /*i18n*/ { id: 'support.sub.offlineSync', message: 'Offline use and syncing' },
  ACCESSIBILITY: /*i18n*/ { id: 'support.sub.accessibility', message: 'Accessibility' },
  CHILD_WELFARE_CONCERN: /*i18n*/ { id: 'support.sub.childWelfare', message: 'A child welfare concern' },
  CHILDRENS_OFFICER: /*i18n*/ { id: 'support.sub.childrensOfficer', message: 'Children’s officers' },
  POLICY: /*i18n*/ { id: 'support.sub.policy', message: 'Safeguarding policy' },
  GENERAL: /*i18n*/ { id: 'support.sub.general', message: 'A general question' },
  FEEDBACK: /*i18n*/ { id: 'support.sub.feedback', message: 'Feedback' },
  VIDEO_CALL: /*i18n*/ { id: 'support.sub.videoCall', message: 'Request a video call' },
};

export const SUPPORT_STATUS_LABELS: Record<SupportStatus, Descriptor> = {
  SUBMITTED: /*i18n*/ { id: 'support.status.submitted', message: 'Submitted' },
  IN_PROGRESS: /*i18n*/ { id: 'support.status.inProgress', message: 'In progress' },
  CLOSED: /*i18n*/ { id: 'support.status.closed', message: 'Closed' },
};

/** The safeguarding notice (seed 3 §2): shown for the safeguarding category; the query is still accepted. */
export const SAFEGUARDING_NOTICE: Descriptor = /*i18n*/ {
  id: 'support.safeguardingNotice',
  message:
    'If a child is in immediate danger, call the Gardaí or the PSNI on 999 or 112. A concern about a child’s welfare should also go to your club’s Designated Liaison Person or to Tusla (Ireland) or the Gateway Service (Northern Ireland).',
};

/** The mails a submitted query sends (through the notification outbox). */
export const SUPPORT_MAIL = {
  ackSubject: /*i18n*/ { id: 'support.mail.ackSubject', message: 'We received your support query' },
  ackBody: /*i18n*/ {
    id: 'support.mail.ackBody',
    message:
      'Thank you for contacting Páirc support. Your reference is {reference}: quote it if you write again.',
  },
  ackNotYou: /*i18n*/ {
    id: 'support.mail.ackNotYou',
    message:
      'If you did not write to Páirc support, someone else gave this address: ignore this e-mail, nothing more will come of it.',
  },
  ackAgain: /*i18n*/ {
    id: 'support.mail.ackAgain',
    message: 'To write to us again, use the contact form: {link}',
  },
  ackWithheld: /*i18n*/ {
    id: 'support.mail.ackWithheld',
    message: 'No acknowledgement was sent: this address has had its share today.',
  },
  deskSubject: /*i18n*/ { id: 'support.mail.deskSubject', message: 'Support query' },
  from: /*i18n*/ { id: 'support.mail.from', message: 'From:' },
  about: /*i18n*/ { id: 'support.mail.about', message: 'About:' },
  attachment: /*i18n*/ { id: 'support.mail.attachment', message: 'Attachment:' },
  open: /*i18n*/ { id: 'support.mail.open', message: 'Open the query:' },
  closedSubject: /*i18n*/ { id: 'support.mail.closedSubject', message: 'Your support query is closed' },
  closedBody: /*i18n*/ {
    id: 'support.mail.closedBody',
    message:
      'Your support query {reference} is now closed. If it is not resolved, send a new query and quote this reference.',
  },
};
