/**
 * The mail an injury notification's decisions send (issue 28 item 3: "injury … decisions go out through the
 * outbox"): the club's secretaries hear that one waits for their approval; the claimant hears the club's
 * decision. Lingui descriptors, translated by the server into each recipient's preferredLanguage.
 */
export const INJURY_NOTIFICATION_MAIL = {
  subject: /*i18n*/ { id: 'injury.mail.subject', message: 'Injury notification: {name}' },
  /** The line for each status a notification can move to (a draft sends nothing). */
  byStatus: {
    AWAITING_APPROVAL: /*i18n*/ {
      id: 'injury.mail.awaitingApproval',
      message: 'An injury notification for {name} (injured on {date}) is waiting for the club’s approval.',
    },
    APPROVED: /*i18n*/ {
      id: 'injury.mail.approved',
      message: 'The club approved the injury notification for {name} (injured on {date}).',
    },
    REJECTED: /*i18n*/ {
      id: 'injury.mail.rejected',
      message:
        'The club rejected the injury notification for {name} (injured on {date}). The club secretary can tell you why.',
    },
    COMPLETED: /*i18n*/ {
      id: 'injury.mail.completed',
      message: 'The injury notification for {name} (injured on {date}) is complete.',
    },
  },
} as const;

export type InjuryNoticeStatus = keyof typeof INJURY_NOTIFICATION_MAIL.byStatus;
