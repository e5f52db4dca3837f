/**
 * SMS through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form To/From/Body, basic
 * auth with the account sid and auth token). SMS_API_URL points it at another server speaking the same API
 * (the tests run one). A 4xx other than 429 is permanent (a bad number); 429, 5xx and network errors retry.
 */
import { DeliveryError, type Delivery, type Transport } from './transports.ts';

export interface TwilioConfig {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

export function twilioSmsTransport(config: TwilioConfig, fetchImpl: typeof fetch = fetch): Transport {
  const url = `${config.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async deliver(d: Delivery) {
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: d.address, From: config.from, Body: d.body }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (err) {
        throw new DeliveryError(`sms: ${err instanceof Error ? err.message : String(err)}`, false);
      }
      if (res.ok) return;
      const text = (await res.text().catch(() => '')).slice(0, 300);
      throw new DeliveryError(
        `sms ${res.status}: ${text}`,
        res.status >= 400 && res.status < 500 && res.status !== 429,
      );
    },
  };
}
