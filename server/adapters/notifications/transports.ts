/**
 * Transports: how a queued message leaves the server, one per channel, chosen by configuration
 * (select-transport.ts). Each throws DeliveryError on failure, saying whether trying again can help.
 *
 * - local: the default. The outbox row is the delivery: developers and admins read it at
 *   /administration/outbox (GET /api/dev/notifications), like a mail catcher. Nothing leaves the machine.
 * - smtp (smtp.ts): any SMTP server, by SMTP_URL.
 * - twilio (twilio-sms.ts): SMS through Twilio's Messages API, or any server speaking it (SMS_API_URL).
 */
import type { Channel } from '../../../domain/comms/delivery.ts';

export interface Delivery {
  channel: Channel;
  address: string;
  subject: string;
  body: string;
  /** The recipient's language (Content-Language). */
  language: 'en' | 'ga';
  /** Non-essential mail: the one-click unsubscribe address (already in the body's footer). */
  unsubscribeUrl?: string;
}

export interface Transport {
  readonly name: string;
  deliver(d: Delivery): Promise<void>;
}

export class DeliveryError extends Error {
  constructor(
    message: string,
    /** True when the receiving side refused for good (bad address, 5xx): no retry. */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export const localTransport: Transport = {
  name: 'local',
  async deliver() {
    // The row in the outbox is what a developer reads: delivered by being stored.
  },
};

export type Transports = Record<Channel, Transport>;

export const LOCAL_TRANSPORTS: Transports = { EMAIL: localTransport, SMS: localTransport };
