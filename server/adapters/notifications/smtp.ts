/**
 * Mail over SMTP with nodemailer: any server, by SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`).
 * Plain text in the recipient's language; non-essential mail carries List-Unsubscribe (RFC 8058 one-click).
 * A 5xx reply is permanent (the address or the message was refused); anything else may pass on a retry.
 */
import nodemailer from 'nodemailer';
import { DeliveryError, type Delivery, type Transport } from './transports.ts';

interface SmtpFailure {
  responseCode?: number;
  message?: string;
}

export function smtpTransport(url: string, from: string): Transport & { close(): void } {
  const mailer = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async deliver(d: Delivery) {
      try {
        await mailer.sendMail({
          from,
          to: d.address,
          subject: d.subject,
          text: d.body,
          headers: {
            'Content-Language': d.language,
            ...(d.unsubscribeUrl
              ? {
                  'List-Unsubscribe': `<${d.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {}),
          },
        });
      } catch (err) {
        const e = err as SmtpFailure;
        const code = e.responseCode ?? 0;
        throw new DeliveryError(
          `smtp ${code || 'error'}: ${e.message ?? String(err)}`.slice(0, 500),
          code >= 500,
        );
      }
    },
    close: () => mailer.close(),
  };
}
