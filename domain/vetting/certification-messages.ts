/**
 * Validation messages of certifications and qualifications (seed 3 §5 Certification, §8 Vetting and
 * certifications), one Lingui lazy descriptor per rule; `domain/messages.ts` spreads them into `M`. The
 * spec gives the rules, not their wording: the sentences are ours.
 */
export const CERTIFICATION_MESSAGES = {
  certificationTypeRequired: /*i18n*/ {
    id: 'validation.certification.typeRequired',
    message: 'Choose the kind of qualification',
  },
  certificationVettingFromApplication: /*i18n*/ {
    id: 'validation.certification.vettingFromApplication',
    message: 'Vetting is recorded when a vetting application is completed; it cannot be added by hand',
  },
  certificationNameMax: /*i18n*/ {
    id: 'validation.certification.nameMax',
    message: 'The name must be at most 100 characters',
  },
  certificationReferenceMax: /*i18n*/ {
    id: 'validation.certification.referenceMax',
    message: 'The reference must be at most 50 characters',
  },
  certificationLabelMax: /*i18n*/ {
    id: 'validation.certification.labelMax',
    message: 'The awarding body must be at most 50 characters',
  },
  certificationLevelRequired: /*i18n*/ {
    id: 'validation.certification.levelRequired',
    message: 'Choose the safeguarding level (1, 2 or 3)',
  },
  certificationDescriptionMax: /*i18n*/ {
    id: 'validation.certification.descriptionMax',
    message: 'The description must be at most 255 characters',
  },
  certificationValidToAfterFrom: /*i18n*/ {
    id: 'validation.certification.validToAfterFrom',
    message: 'Active until must be after valid from',
  },
} as const;
