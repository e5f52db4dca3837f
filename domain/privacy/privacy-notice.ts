/**
 * The privacy notice (`/privacy.html`, linked from the landing page, seed 1 §2): what GDPR Article 13 asks a
 * controller to tell the people whose data it collects — who (controller and contact), what, why and on which
 * legal basis, who receives it, how long it is kept, their rights, and where to complain. Served by the server
 * as a document (server/services/privacy/privacy.routes.ts) in English or Irish; `{email}` is the support
 * address of the deployment (SUPPORT_EMAIL). The retention periods are the ones the product enforces (health
 * questionnaires 3 weeks: domain/health) or keeps (records of payments: 7 years, as Irish tax law asks).
 */
export const PRIVACY_TEXT = {
  title: /*i18n*/ { id: 'privacy.title', message: 'Privacy notice' },
  whoHeading: /*i18n*/ { id: 'privacy.who.heading', message: 'Who we are' },
  who: /*i18n*/ {
    id: 'privacy.who',
    message:
      'Páirc is run for the Gaelic games associations and their clubs. Your club and its association are the controllers of the personal data you give through Páirc. You can reach us, and our data protection officer, at {email}.',
  },
  whatHeading: /*i18n*/ { id: 'privacy.what.heading', message: 'What we collect' },
  what: /*i18n*/ {
    id: 'privacy.what',
    message:
      'Your name, date of birth, gender, contact details and address; your memberships, teams and roles; your payments; and, only where you or your parent or guardian give them, medical details, injury records, health questionnaires and vetting applications.',
  },
  whyHeading: /*i18n*/ { id: 'privacy.why.heading', message: 'Why, and on what legal basis' },
  why: /*i18n*/ {
    id: 'privacy.why',
    message:
      'To register you as a member and take your payments (our contract with you); to run teams, fixtures and events (our legitimate interest in running the games); to vet those who work with children and to notify injuries to the insurer (legal obligations and the injury scheme); to send club messages (your consent, which you can withdraw at any time); and medical details only with your explicit consent.',
  },
  recipientsHeading: /*i18n*/ { id: 'privacy.recipients.heading', message: 'Who receives it' },
  recipients: /*i18n*/ {
    id: 'privacy.recipients',
    message:
      'Your club, its county and province and the association; the payment provider for card payments; the mail and text message services that deliver our messages; the vetting bureau for a vetting application; and the insurer for an injury notification. We do not sell your data.',
  },
  retentionHeading: /*i18n*/ { id: 'privacy.retention.heading', message: 'How long we keep it' },
  retention: /*i18n*/ {
    id: 'privacy.retention',
    message:
      'Health questionnaire answers for 3 weeks; records of payments for 7 years; your profile while you are a member and for 2 years after your last membership, unless you ask us to delete it sooner.',
  },
  rightsHeading: /*i18n*/ { id: 'privacy.rights.heading', message: 'Your rights' },
  rights: /*i18n*/ {
    id: 'privacy.rights',
    message:
      'You may ask for a copy of your data, have it corrected or deleted, restrict or object to its use, and take it with you to another service. Where we rely on your consent you may withdraw it at any time. Write to {email}; we answer within one month.',
  },
  complaintHeading: /*i18n*/ { id: 'privacy.complaint.heading', message: 'Complaints' },
  complaint: /*i18n*/ {
    id: 'privacy.complaint',
    message:
      'You may complain to the Data Protection Commission (dataprotection.ie) in Ireland, or to the Information Commissioner’s Office (ico.org.uk) in Northern Ireland and Britain.',
  },
  automated: /*i18n*/ {
    id: 'privacy.automated',
    message: 'We make no decisions about you by automated means alone.',
  },
  /** The link to the notice in the other language, named in that language (the Irish reads "English version"). */
  otherLanguage: /*i18n*/ { id: 'privacy.otherLanguage', message: 'Leagan Gaeilge' },
} as const;
