/**
 * Messages of the super admin's tools (seed 3 §5 "Super admin", §8 "Super admin"): API keys (e-mail
 * required and valid, person id a UUID, description required and under 255 characters) and the open-data
 * API that reads with them. One Lingui lazy descriptor each; `domain/messages.ts` spreads them into `M`.
 */
export const SUPER_ADMIN_MESSAGES = {
  bulkNoEntries: /*i18n*/ {
    id: 'validation.bulkUpload.noEntries',
    message: 'No entries processed',
  },
  bulkTooLarge: /*i18n*/ {
    id: 'validation.bulkUpload.tooLarge',
    message: 'At most 1000 rows',
  },
  bulkNoNameColumn: /*i18n*/ {
    id: 'validation.bulkUpload.noNameColumn',
    message: 'Needs a CSV with a name column',
  },
  bulkParentMissing: /*i18n*/ {
    id: 'validation.bulkUpload.parentMissing',
    message: 'Parent not found',
  },
  deleteReasonRequired: /*i18n*/ {
    id: 'validation.superAdmin.deleteReasonRequired',
    message: 'Give the reason for deleting the club',
  },
  reasonMax: /*i18n*/ {
    id: 'validation.superAdmin.reasonMax',
    message: 'The reason must be under 255 characters',
  },
  orgAlreadyDeleted: /*i18n*/ {
    id: 'validation.superAdmin.alreadyDeleted',
    message: 'This club is already deleted',
  },
  searchMin: /*i18n*/ {
    id: 'validation.superAdmin.searchMin',
    message: 'Type at least 2 characters',
  },
  apiKeyPersonUuid: /*i18n*/ {
    id: 'validation.apiKey.personUuid',
    message: 'The person id must be a UUID',
  },
  apiKeyDescriptionMax: /*i18n*/ {
    id: 'validation.apiKey.descriptionMax',
    message: 'The description must be under 255 characters',
  },
  apiKeyOrganizationsMax: /*i18n*/ {
    id: 'validation.apiKey.organizationsMax',
    message: 'At most 50 organisations in one filter',
  },
  apiKeyNotFound: /*i18n*/ {
    id: 'validation.apiKey.notFound',
    message: 'API key not found',
  },
  apiKeyRevoked: /*i18n*/ {
    id: 'validation.apiKey.revoked',
    message: 'This API key was revoked',
  },
  apiKeyMissing: /*i18n*/ {
    id: 'validation.apiKey.missing',
    message: 'Send your API key in the X-API-Key header',
  },
  apiKeyInvalid: /*i18n*/ {
    id: 'validation.apiKey.invalid',
    message: 'This API key is not valid (revoked or regenerated)',
  },
  apiKeyTooMany: /*i18n*/ {
    id: 'validation.apiKey.tooMany',
    message: 'Too many requests with this API key; try again after the time in Retry-After',
  },
  mergeSourcesMax: /*i18n*/ {
    id: 'validation.merge.sourcesMax',
    message: 'Merge at most 10 clubs at once',
  },
  mergeIntoItself: /*i18n*/ {
    id: 'validation.merge.intoItself',
    message: 'A club cannot be merged into itself',
  },
  mergeSourceTwice: /*i18n*/ {
    id: 'validation.merge.sourceTwice',
    message: 'The same club is named twice',
  },
  mergeNotClub: /*i18n*/ {
    id: 'validation.merge.notClub',
    message: 'Only clubs that exist and are not deleted can be merged',
  },
  apiKeyCompetitionHidden: /*i18n*/ {
    id: 'validation.apiKey.competitionHidden',
    message: 'Competition not found among those this API key may read',
  },
};

/** The words of the browsable API page at /api/docs (server-rendered from the OpenAPI document). */
export const API_DOCS_MESSAGES = {
  apiDocsTitle: /*i18n*/ { id: 'apiDocs.title', message: 'Páirc API' },
  apiDocsIntro: /*i18n*/ {
    id: 'apiDocs.intro',
    message:
      'Every path of the REST API, from the OpenAPI document. Open data read with an API key takes the key in the X-API-Key header; a key makes a limited number of requests a minute (429 with Retry-After over it).',
  },
  apiDocsDocument: /*i18n*/ { id: 'apiDocs.document', message: 'The OpenAPI document (JSON)' },
  apiDocsParameters: /*i18n*/ { id: 'apiDocs.parameters', message: 'Parameters' },
  apiDocsResponses: /*i18n*/ { id: 'apiDocs.responses', message: 'Responses' },
  apiDocsRequired: /*i18n*/ { id: 'apiDocs.required', message: 'required' },
  apiDocsNeedsKey: /*i18n*/ { id: 'apiDocs.needsKey', message: 'API key' },
};
