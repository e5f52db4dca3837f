/**
 * Messages of organisation administration (seed 3 §5 "Organisation"), one Lingui lazy descriptor each;
 * `domain/messages.ts` spreads them into `M`.
 */
export const ORGANIZATION_MESSAGES = {
  slugFormat: /*i18n*/ {
    id: 'validation.organization.slugFormat',
    message: 'Use letters, numbers and hyphens only',
  },
  slugTaken: /*i18n*/ {
    id: 'validation.organization.slugTaken',
    message: 'This address is already used by another organisation',
  },
};
