/**
 * The answers of a complete, valid injury notification — everything but who was injured, with which club and
 * team, and when — for tests of the schema (domain) and of the notification routes (server), which override
 * the fields they are about.
 */
export const NOTIFICATION_ANSWERS = {
  activity: 'Football',
  surface: 'GRASS_PITCH',
  weather: 'WET',
  lighting: 'FLOODLIGHTS',
  footwear: 'SCREW_IN_STUDS',
  injuryCause: 'Collided with a defender while catching a high ball',
  isSubstituted: true,
  hasLossOfConsciousness: false,
  hasHeadGear: false,
  hasMouthGuard: true,
  employmentStatus: 'EMPLOYED',
  wasTreatmentAdministered: true,
  treatment: 'HOSPITAL',
  privateMedicalInsurance: false,
  natureOfClaim: 'MEDICAL_EXPENSES',
  area: 'KNEE',
  detail: 'KNEE.SPRAIN',
  severity: 'MODERATE',
  claimantConfirmed: true,
  declarationTrue: true,
  declarationRules: true,
  declarationDataSharing: true,
  declarationMedicalRecords: true,
  declarationNoOtherClaim: true,
};
