/**
 * Messages of organisation administration (seed 3 §5 "Organisation", "Asset register…", "Places", §8
 * "Organisation, assets, places"), one Lingui lazy descriptor each; `domain/messages.ts` spreads them into `M`.
 */
export const ORGANIZATION_MESSAGES = {
  crestTooSmall: /*i18n*/ {
    id: 'validation.organization.crestTooSmall',
    message: 'The crest must be at least 800×800 pixels',
  },
  bannerTooSmall: /*i18n*/ {
    id: 'validation.organization.bannerTooSmall',
    message: 'The banner must be at least 1024×768 pixels',
  },
  orgImageType: /*i18n*/ {
    id: 'validation.organization.imageType',
    message: 'Choose a PNG or JPEG image',
  },
  orgImageSize: /*i18n*/ {
    id: 'validation.organization.imageSize',
    message: 'The image may be at most 10 MB',
  },
  orgImageOne: /*i18n*/ {
    id: 'validation.organization.imageOne',
    message: 'Choose one image file',
  },
  organizationFrozen: /*i18n*/ {
    id: 'validation.organization.frozen',
    message: 'This club is frozen',
  },
  organizationDeleted: /*i18n*/ {
    id: 'validation.organization.deleted',
    message: 'This club was deleted',
  },
  slugFormat: /*i18n*/ {
    id: 'validation.organization.slugFormat',
    message: 'Use letters, numbers and hyphens only',
  },
  slugTaken: /*i18n*/ {
    id: 'validation.organization.slugTaken',
    message: 'This address is already used by another organisation',
  },
  nameLength: /*i18n*/ {
    id: 'validation.organization.nameLength',
    message: 'A name must have 3 to 200 characters',
  },
  descriptionLength: /*i18n*/ {
    id: 'validation.organization.descriptionLength',
    message: 'The description must have 3 to 1000 characters',
  },
  websiteNameMax: /*i18n*/ {
    id: 'validation.organization.websiteNameMax',
    message: 'A website name may have at most 50 characters',
  },
  urlInvalid: /*i18n*/ {
    id: 'validation.organization.urlInvalid',
    message: 'Enter a valid web address, starting with https://',
  },
  orgAddressLineMax: /*i18n*/ {
    id: 'validation.organization.addressLineMax',
    message: 'An address line may have at most 50 characters',
  },
  telephoneCode: /*i18n*/ {
    id: 'validation.organization.telephoneCode',
    message: 'Include the country code: +353 or +44',
  },
  latitudeRange: /*i18n*/ {
    id: 'validation.organization.latitudeRange',
    message: 'Latitude must be between -90 and 90',
  },
  longitudeRange: /*i18n*/ {
    id: 'validation.organization.longitudeRange',
    message: 'Longitude must be between -180 and 180',
  },
  adminSelf: /*i18n*/ {
    id: 'validation.organization.adminSelf',
    message: 'You cannot remove yourself as an administrator',
  },
  adminNotMember: /*i18n*/ {
    id: 'validation.organization.adminNotMember',
    message: 'This person is not a member of the organisation',
  },
  financeChangeNotFound: /*i18n*/ {
    id: 'validation.organization.financeChangeNotFound',
    message: 'No such change to the finance privilege',
  },
  financeChangeDecided: /*i18n*/ {
    id: 'validation.organization.financeChangeDecided',
    message: 'This change has already been decided',
  },
  financeChangeOwn: /*i18n*/ {
    id: 'validation.organization.financeChangeOwn',
    message:
      'A change to the finance privilege is approved by another finance administrator, not by the person who asked for it or the person it is about',
  },
  financeChangeLate: /*i18n*/ {
    id: 'validation.organization.financeChangeLate',
    message: 'You were given the finance privilege after this change was asked for, so you cannot decide it',
  },
  financeChangeNotDecider: /*i18n*/ {
    id: 'validation.organization.financeChangeNotDecider',
    message:
      'Only another finance administrator of the club, a county administrator or a super admin can decide this change',
  },
  notFound: /*i18n*/ {
    id: 'validation.organization.notFound',
    message: 'Organisation not found',
  },
  placeNameMax: /*i18n*/ {
    id: 'validation.place.nameMax',
    message: 'A place name may have at most 200 characters',
  },
  placeAddressLineMax: /*i18n*/ {
    id: 'validation.place.addressLineMax',
    message: 'An address line may have at most 255 characters',
  },
  placeOfficial: /*i18n*/ {
    id: 'validation.place.officialFixtures',
    message: 'Only the competition administrator can change a place used for official fixtures',
  },
  placeNotFound: /*i18n*/ {
    id: 'validation.place.notFound',
    message: 'Place not found',
  },
  placeOwnClub: /*i18n*/ {
    id: 'validation.place.shareOwnClub',
    message: 'The place already belongs to this club',
  },
  assetNameMax: /*i18n*/ {
    id: 'validation.asset.nameMax',
    message: 'A name may have at most 50 characters',
  },
  leaseMax: /*i18n*/ {
    id: 'validation.asset.leaseMax',
    message: 'Lease details may have at most 100 characters',
  },
  licenceDescriptionMax: /*i18n*/ {
    id: 'validation.asset.licenceDescriptionMax',
    message: 'The description may have at most 100 characters',
  },
  conditionsMax: /*i18n*/ {
    id: 'validation.asset.conditionsMax',
    message: 'Conditions may have at most 500 characters',
  },
  certificateUrlMax: /*i18n*/ {
    id: 'validation.asset.certificateUrlMax',
    message: 'The certificate address may have at most 255 characters',
  },
  ballCatchNets: /*i18n*/ {
    id: 'validation.asset.ballCatchNets',
    message: 'Ball catch nets: 0 to 6',
  },
  carParkSpaces: /*i18n*/ {
    id: 'validation.asset.carParkSpaces',
    message: 'Car park spaces: 0 to 1000',
  },
  amountNotNegative: /*i18n*/ {
    id: 'validation.asset.amountNotNegative',
    message: 'The amount cannot be negative',
  },
  incomePositive: /*i18n*/ {
    id: 'validation.asset.incomePositive',
    message: 'The total income must be greater than 0',
  },
  capacityPositive: /*i18n*/ {
    id: 'validation.asset.capacityPositive',
    message: 'The capacity must be greater than 0',
  },
  expiryBeforeIssue: /*i18n*/ {
    id: 'validation.asset.expiryBeforeIssue',
    message: 'The expiry date cannot be before the issue date',
  },
  primaryExists: /*i18n*/ {
    id: 'validation.asset.location.primaryExists',
    message: 'The club already has a primary ground',
  },
  primaryFirst: /*i18n*/ {
    id: 'validation.asset.location.primaryFirst',
    message: 'Register the primary ground first',
  },
  primaryKept: /*i18n*/ {
    id: 'validation.asset.location.primaryKept',
    message: 'A club with grounds keeps exactly one primary ground',
  },
  assetNotFound: /*i18n*/ {
    id: 'validation.asset.notFound',
    message: 'Asset not found',
  },
};
