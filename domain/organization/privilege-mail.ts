/**
 * The mail every finance administrator of a club gets at each step of a change to the FINANCE privilege
 * (privilege-change.ts; issue 48, finding 3), in the recipient's language. `{actor}` did it, `{person}` is the
 * one it is about, `{club}` the club. Lazy Lingui descriptors, translated by the server.
 */
export const FINANCE_MAIL = {
  subject: /*i18n*/ {
    id: 'organization.financeMail.subject',
    message: 'Páirc: a change to the finance privilege at {club}',
  },
  requestedGRANT: /*i18n*/ {
    id: 'organization.financeMail.requestedGrant',
    message:
      '{actor} asked to give {person} the finance privilege at {club}. It takes effect when another finance administrator of the club approves it.',
  },
  requestedREMOVE: /*i18n*/ {
    id: 'organization.financeMail.requestedRemove',
    message:
      '{actor} asked to take the finance privilege from {person} at {club}. It takes effect when another finance administrator of the club approves it.',
  },
  approvedGRANT: /*i18n*/ {
    id: 'organization.financeMail.approvedGrant',
    message: '{actor} approved it: {person} now has the finance privilege at {club}.',
  },
  approvedREMOVE: /*i18n*/ {
    id: 'organization.financeMail.approvedRemove',
    message: '{actor} approved it: {person} no longer has the finance privilege at {club}.',
  },
  rejected: /*i18n*/ {
    id: 'organization.financeMail.rejected',
    message: '{actor} rejected the request to change the finance privilege of {person} at {club}.',
  },
  cancelled: /*i18n*/ {
    id: 'organization.financeMail.cancelled',
    message: '{actor} withdrew the request to change the finance privilege of {person} at {club}.',
  },
  directGRANT: /*i18n*/ {
    id: 'organization.financeMail.directGrant',
    message: '{actor} gave {person} the finance privilege at {club}.',
  },
  directREMOVE: /*i18n*/ {
    id: 'organization.financeMail.directRemove',
    message: '{actor} took the finance privilege from {person} at {club}.',
  },
  reason: /*i18n*/ { id: 'organization.financeMail.reason', message: 'Reason: {reason}' },
} as const;
