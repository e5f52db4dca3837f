/**
 * Messages of the support contact form (seed 3 §5 "Support form", §8 "Support", §9 limits), one Lingui lazy
 * descriptor each; `domain/messages.ts` spreads them into `M`. The spec's words are kept where it gives them
 * ("form submitted successfully", "Club already added", "Cannot have more than 50 clubs"); the rest are ours.
 */
export const SUPPORT_MESSAGES = {
  supportNameMin: /*i18n*/ {
    id: 'validation.support.nameMin',
    message: 'Name must be at least 3 characters',
  },
  supportNameMax: /*i18n*/ {
    id: 'validation.support.nameMax',
    message: 'Name must be at most 100 characters',
  },
  supportSubjectMax: /*i18n*/ {
    id: 'validation.support.subjectMax',
    message: 'Subject must be at most 50 characters',
  },
  supportMessageMin: /*i18n*/ {
    id: 'validation.support.messageMin',
    message: 'Message must be at least 5 characters',
  },
  supportMessageMax: /*i18n*/ {
    id: 'validation.support.messageMax',
    message: 'Message must be at most 5,000 characters',
  },
  supportClubMax: /*i18n*/ {
    id: 'validation.support.clubMax',
    message: 'Club or unit must be at most 100 characters',
  },
  supportSubcategory: /*i18n*/ {
    id: 'validation.support.subcategory',
    message: 'Choose a subcategory of the chosen category',
  },
  supportPersonNameMax: /*i18n*/ {
    id: 'validation.support.personNameMax',
    message: 'Name must be at most 50 characters',
  },
  supportMembershipDigits: /*i18n*/ {
    id: 'validation.support.membershipDigits',
    message: 'Membership ID must contain digits only',
  },
  supportReference: /*i18n*/ {
    id: 'validation.support.reference',
    message: 'A reference looks like PAIRC-000123',
  },
  supportArticles: /*i18n*/ {
    id: 'validation.support.articles',
    message: 'Tick the box if none of these articles answer your query',
  },
  supportTooManyClubs: /*i18n*/ {
    id: 'validation.support.tooManyClubs',
    message: 'Cannot have more than 50 clubs',
  },
  supportClubAdded: /*i18n*/ { id: 'validation.support.clubAdded', message: 'Club already added' },
  supportClubRequired: /*i18n*/ { id: 'validation.support.clubRequired', message: 'Add at least one club' },
  // Attachments (seed 3 §5 Files, §8 Upload): one file, at most 10 MB, JPG, PNG or PDF.
  supportFileTooLarge: /*i18n*/ {
    id: 'validation.support.fileTooLarge',
    message: 'The file is too big: at most 10 MB',
  },
  supportFileType: /*i18n*/ {
    id: 'validation.support.fileType',
    message: 'This file type is not supported: use JPG, PNG or PDF',
  },
  supportFileOne: /*i18n*/ { id: 'validation.support.fileOne', message: 'Too many files: attach one file' },
  supportFileRejected: /*i18n*/ { id: 'validation.support.fileRejected', message: 'The file was rejected' },
  supportTooMany: /*i18n*/ {
    id: 'validation.support.tooMany',
    message: 'Too many queries were sent from this network; try again later',
  },
  supportNotFound: /*i18n*/ { id: 'validation.support.notFound', message: 'Support query not found' },
  // The desk's case fields (seed 3 §3): a "yes" needs its details.
  supportCaseDetails: /*i18n*/ {
    id: 'validation.support.caseDetails',
    message: 'Give the details when the answer is yes',
  },
  supportCaseClosedLearnings: /*i18n*/ {
    id: 'validation.support.caseClosedLearnings',
    message: 'Write down what was learned before closing the case',
  },
};
