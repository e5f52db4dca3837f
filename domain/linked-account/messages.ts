/**
 * Validation messages of linked accounts (seed 1 §3 Linked account), one Lingui lazy descriptor per rule;
 * `domain/messages.ts` spreads them into `M`. The spec gives no wording: the sentences are ours.
 */
export const LINKED_ACCOUNT_MESSAGES = {
  linkedAccountTypeRequired: /*i18n*/ {
    id: 'validation.linkedAccount.typeRequired',
    message: 'Choose the system the account is on',
  },
  linkedAccountRelationshipRequired: /*i18n*/ {
    id: 'validation.linkedAccount.relationshipRequired',
    message: 'Choose whose account this is',
  },
  linkedAccountIdentifierMax: /*i18n*/ {
    id: 'validation.linkedAccount.identifierMax',
    message: 'The account identifier must be at most 100 characters',
  },
  linkedAccountNameMax: /*i18n*/ {
    id: 'validation.linkedAccount.nameMax',
    message: 'The name on the account must be at most 200 characters',
  },
  linkedAccountReasonMax: /*i18n*/ {
    id: 'validation.linkedAccount.reasonMax',
    message: 'The reason must be at most 500 characters',
  },
  linkedAccountDuplicate: /*i18n*/ {
    id: 'validation.linkedAccount.duplicate',
    message: 'This account is already linked to this person',
  },
} as const;
