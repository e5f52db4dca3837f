/**
 * Words of mail delivery (issue 28 item 3): the footer of non-essential mail and the unsubscribe page the
 * footer leads to, and the event notices attendees receive. Lingui descriptors, translated by the server
 * (server/i18n.ts) into each recipient's preferredLanguage.
 */
export const UNSUBSCRIBE_TEXT = {
  footer: /*i18n*/ {
    id: 'comms.unsubscribe.footer',
    message:
      'You receive this as a member of a club on Páirc. To stop club messages and event notices by e-mail: {url}',
  },
  title: /*i18n*/ { id: 'comms.unsubscribe.title', message: 'Stop club messages by e-mail' },
  explain: /*i18n*/ {
    id: 'comms.unsubscribe.explain',
    message:
      'Club messages and event notices will no longer come to {address} by e-mail. Mail you need (sign-in, invitations, decisions on your applications) still comes.',
  },
  confirm: /*i18n*/ { id: 'comms.unsubscribe.confirm', message: 'Stop these e-mails' },
  done: /*i18n*/ {
    id: 'comms.unsubscribe.done',
    message: 'Done: club messages and event notices will no longer come by e-mail.',
  },
  invalid: /*i18n*/ { id: 'comms.unsubscribe.invalid', message: 'This unsubscribe link is not valid.' },
} as const;

/** The last line of a notice about something the reader can open in the app. */
export const OPEN_IN_APP = /*i18n*/ { id: 'comms.openInApp', message: 'Open it in Páirc: {link}' };

/** A club's message (seed 1 §7 Comms) as mail: the sender's words, then who sent it. */
export const CLUB_MESSAGE_TEXT = {
  subject: /*i18n*/ { id: 'comms.message.subject', message: '{club}: {subject}' },
  sentBy: /*i18n*/ {
    id: 'comms.message.sentBy',
    message: 'Sent by {club} to its members through Páirc. Read and archive your messages in the app.',
  },
} as const;

export const EVENT_NOTICE_TEXT = {
  cancelledSubject: /*i18n*/ { id: 'comms.event.cancelledSubject', message: 'Cancelled: {subject}, {date}' },
  deletedSubject: /*i18n*/ { id: 'comms.event.deletedSubject', message: 'Called off: {subject}, {date}' },
  cancelledBody: /*i18n*/ {
    id: 'comms.event.cancelledBody',
    message: '{team}: {subject} on {date} at {time} is cancelled.',
  },
  reason: /*i18n*/ { id: 'comms.event.reason', message: 'Reason: {reason}' },
  forDependant: /*i18n*/ { id: 'comms.event.forDependant', message: 'You receive this for {name}.' },
  reminderSubject: /*i18n*/ {
    id: 'comms.event.reminderSubject',
    message: 'Reminder: {subject} at {time}, {date}',
  },
  reminderBody: /*i18n*/ {
    id: 'comms.event.reminderBody',
    message: '{team}: {subject} starts at {time} on {date}.',
  },
  changedSubject: /*i18n*/ { id: 'comms.event.changedSubject', message: 'Changed: {subject}, {date}' },
  changedBody: /*i18n*/ { id: 'comms.event.changedBody', message: '{team}: {subject} has changed.' },
  changedTitle: /*i18n*/ { id: 'comms.event.changedTitle', message: 'Subject: {oldSubject} → {subject}' },
  changedTime: /*i18n*/ { id: 'comms.event.changedTime', message: 'Time: {oldWhen} → {newWhen}' },
  changedDuration: /*i18n*/ {
    id: 'comms.event.changedDuration',
    message: 'Duration: {oldDuration} → {newDuration} minutes',
  },
  changedPlace: /*i18n*/ { id: 'comms.event.changedPlace', message: 'Place: {oldPlace} → {newPlace}' },
  placeSet: /*i18n*/ { id: 'comms.event.placeSet', message: 'Place: {newPlace} (none before)' },
  placeCleared: /*i18n*/ { id: 'comms.event.placeCleared', message: 'Place: {oldPlace} → no place set' },
  changedMessage: /*i18n*/ { id: 'comms.event.changedMessage', message: 'The message now reads:' },
} as const;

export const OUTBOX_TEXT = {
  notDead: /*i18n*/ {
    id: 'comms.outbox.notDead',
    message: 'Only a message that could not be delivered can be tried again',
  },
} as const;
