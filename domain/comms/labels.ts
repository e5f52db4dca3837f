/** Words for the outbox's statuses and channels (the admins' outbox page), as Lingui descriptors. */
import type { Channel, DeliveryStatus } from './delivery.ts';

export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, { id: string; message: string }> = {
  QUEUED: /*i18n*/ { id: 'comms.status.queued', message: 'Queued' },
  SENT: /*i18n*/ { id: 'comms.status.sent', message: 'Sent' },
  DEAD: /*i18n*/ { id: 'comms.status.dead', message: 'Not delivered' },
  SUPPRESSED: /*i18n*/ { id: 'comms.status.suppressed', message: 'Not sent' },
};

export const CHANNEL_LABELS: Record<Channel, { id: string; message: string }> = {
  EMAIL: /*i18n*/ { id: 'comms.channel.email', message: 'E-mail' },
  SMS: /*i18n*/ { id: 'comms.channel.sms', message: 'SMS' },
};
