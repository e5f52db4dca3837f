/** The transports this configuration names (server/env.ts): SMTP_URL for mail, TWILIO_* for SMS, else local. */
import type { Env } from '../../env.ts';
import { smtpTransport } from './smtp.ts';
import { localTransport, type Transports } from './transports.ts';
import { twilioSmsTransport } from './twilio-sms.ts';

type TransportEnv = Pick<
  Env,
  'SMTP_URL' | 'MAIL_FROM' | 'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'SMS_FROM' | 'SMS_API_URL'
>;

export function createTransports(env: TransportEnv): Transports {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, SMS_FROM: from } = env;
  return {
    EMAIL: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : localTransport,
    SMS:
      accountSid && authToken && from
        ? twilioSmsTransport({ baseUrl: env.SMS_API_URL, accountSid, authToken, from })
        : localTransport,
  };
}
