/**
 * A local push service that speaks Web Push (docs/adr/0024-web-push.md), for the server tests and the push
 * fan-out bench: no outside push service is ever reached.
 *
 * - `subscription(name)` makes a browser's side of a subscription: an ECDH P-256 key pair and a 16-byte auth
 *   secret (node:crypto), and an endpoint `<url>/push/<name>` on this server; `toJSON()` is what
 *   PushSubscription.toJSON() gives a page.
 * - Each POST (RFC 8030) must carry `TTL`, `Content-Encoding: aes128gcm` and `Authorization: vapid t=<JWT>,
 *   k=<public key>` (RFC 8292): the JWT's ES256 signature is checked against `k`, its `aud` must be this
 *   server's origin, its `exp` in the next 24 hours, its `sub` a mailto: or https: URL. The body is decrypted
 *   (RFC 8291/8188, with `http_ece`, the library web-push encrypts with) with the subscription's private key
 *   and auth secret, and the JSON kept in `received`.
 * - `answer(name, status)` makes the endpoint of `name` answer `status` (410 gone, 500 …) instead of 201.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

export interface FakeSubscription {
  name: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  toJSON(): { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface Received {
  name: string;
  payload: unknown;
  ttl: number;
  urgency: string | undefined;
}

export interface PushEndpoint {
  url: string;
  subscription(name: string): FakeSubscription;
  answer(name: string, status: number): void;
  received: Received[];
  /** Requests refused (bad VAPID, undecryptable): each with why. */
  refused: { name: string; why: string }[];
  /** Resolves once `n` messages have been received in all. */
  waitFor(n: number): Promise<void>;
  close(): Promise<void>;
}

const b64u = (b: Buffer) => b.toString('base64url');

/** Tokens already checked, with their expiry: a push service checks a sender's JWT once, not per message. */
const checked = new Map<string, number>();

function checkVapid(req: IncomingMessage, origin: string): string | null {
  const auth = req.headers.authorization ?? '';
  const known = checked.get(auth);
  if (known !== undefined && known > Date.now() / 1000) return null;
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(auth);
  if (!m) return 'no vapid Authorization';
  const [h, p, s] = m[1]!.split('.');
  if (!h || !p || !s) return 'malformed JWT';
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string; typ?: string };
  if (header.alg !== 'ES256') return 'JWT not ES256';
  const point = Buffer.from(m[2]!, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return 'k is not an uncompressed P-256 point';
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) return 'bad JWT signature';
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) return 'exp out of range';
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) return 'sub is not mailto: or https:';
  checked.set(auth, claims.exp);
  return null;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const subs = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: Received[] = [];
  const refused: { name: string; why: string }[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  let origin = '';
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const sub = subs.get(name);
      const refuse = (status: number, why: string) => {
        refused.push({ name, why });
        res.writeHead(status).end(why);
      };
      if (req.method !== 'POST' || !sub) return refuse(404, 'no such subscription');
      const status = answers.get(name);
      if (status) return void res.writeHead(status).end();
      const why = checkVapid(req, origin);
      if (why) return refuse(403, why);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, 'no TTL');
      let payload: unknown;
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: sub.ecdh,
          authSecret: b64u(sub.auth),
        });
        payload = JSON.parse(plain.toString('utf8'));
      } catch (e) {
        return refuse(400, `cannot decrypt: ${(e as Error).message}`);
      }
      received.push({ name, payload, ttl, urgency: req.headers.urgency as string | undefined });
      for (const w of [...waiters]) if (received.length >= w.n) w.resolve();
      res.writeHead(201, { Location: `/message/${received.length}` }).end();
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = url;
  return {
    url,
    received,
    refused,
    subscription(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subs.set(name, { ecdh, auth });
      const keys = { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) };
      const endpoint = `${url}/push/${encodeURIComponent(name)}`;
      return { name, endpoint, keys, toJSON: () => ({ endpoint, keys }) };
    },
    answer(name, status) {
      answers.set(name, status);
    },
    waitFor(n) {
      if (received.length >= n) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ n, resolve }));
    },
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
