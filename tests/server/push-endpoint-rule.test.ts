/** The push endpoints the server accepts (server/services/follow/push-endpoint-rule.ts): public https only. */
import { describe, expect, it } from 'vitest';
import { isPublicPushEndpoint } from '../../server/services/follow/push-endpoint-rule.ts';
import { followApi } from '../../domain/follow/follow.contract.ts';
import { callContract, startTestServer } from './harness.ts';

describe('push endpoints', () => {
  it('accepts the browsers’ public https push services', () => {
    for (const e of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://8.8.8.8/push',
    ])
      expect(isPublicPushEndpoint(e), e).toBe(true);
  });

  it('refuses plain http, this machine and private networks', () => {
    for (const e of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://localhost/push',
      'https://127.0.0.1:8080/push',
      'https://10.1.2.3/push',
      'https://172.20.0.1/push',
      'https://192.168.1.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://intranet/push',
      'not a url',
    ])
      expect(isPublicPushEndpoint(e), e).toBe(false);
  });

  it('a server with the default settings refuses a local endpoint (400) and keeps nothing', async () => {
    const s = await startTestServer({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'false' });
    try {
      const body = {
        endpoint: 'http://127.0.0.1:9/push',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      const res = await callContract(s, followApi.subscribe, { body }, 'member');
      expect(res.status).toBe(400);
      expect(res.error?.message).toBe('A push endpoint must be a public https address');
    } finally {
      await s.close();
    }
  });
});
