/**
 * Messages of the club committee (seed 3 §3 "Committee", §5 Surveys: "The committee must have a Children's
 * Officer and a Designated Liaison Person assigned, and the officer email and club address must be populated,
 * before proceeding to review"), one Lingui lazy descriptor each; `domain/messages.ts` spreads them into `M`.
 * The four `committee*Missing` ids are the committee check's: the app lists them before the review step and
 * the server answers them (field `committee`) when a submission is refused.
 */
export const COMMITTEE_MESSAGES = {
  committeeChildrensOfficerMissing: /*i18n*/ {
    id: 'validation.committee.childrensOfficerMissing',
    message: "The committee must have a Children's Officer assigned",
  },
  committeeLiaisonMissing: /*i18n*/ {
    id: 'validation.committee.liaisonMissing',
    message: 'The committee must have a Designated Liaison Person assigned',
  },
  committeeOfficerEmailMissing: /*i18n*/ {
    id: 'validation.committee.officerEmailMissing',
    message: "The Children's Officer's email must be filled in",
  },
  committeeAddressMissing: /*i18n*/ {
    id: 'validation.committee.addressMissing',
    message: 'The club address must be filled in',
  },
  committeeTitleRequired: /*i18n*/ {
    id: 'validation.committee.titleRequired',
    message: 'Enter the name of the position',
  },
  committeeTitleMax: /*i18n*/ {
    id: 'validation.committee.titleMax',
    message: 'A position name may have at most 60 characters',
  },
  committeeTitleTaken: /*i18n*/ {
    id: 'validation.committee.titleTaken',
    message: 'The committee already has a position with this name',
  },
  committeeNotMember: /*i18n*/ {
    id: 'validation.committee.notMember',
    message: 'Only an active member of the club can hold a position',
  },
  committeeNotCustom: /*i18n*/ {
    id: 'validation.committee.notCustom',
    message: 'Only a custom position can be deleted',
  },
  committeeIncomplete: /*i18n*/ {
    id: 'validation.committee.incomplete',
    message: 'Complete the club committee before proceeding to review',
  },
} as const;
