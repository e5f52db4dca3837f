/**
 * The client's network address, for every limit and record that counts by address (sign-in, sign-up, support,
 * draw entries, anonymous idempotency keys, the OIDC provider's `ctx.ip`). One rule, in one place:
 * - the connecting peer is the client, unless it is one of TRUSTED_PROXIES (addresses or CIDR ranges);
 * - behind a trusted proxy, the client is the right-most address of `X-Forwarded-For` that is not itself a
 *   trusted proxy: each proxy appends the address it saw, so everything left of the last untrusted hop was
 *   written by the client and may be forged;
 * - with no trusted proxies, `X-Forwarded-For` is ignored: any client could send it.
 * IPv4-mapped IPv6 addresses (`::ffff:1.2.3.4`, a dual-stack socket's IPv4 peers) count as their IPv4 address.
 */
import { BlockList, isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export type AddressFamily = 'ipv4' | 'ipv6';

/** `1.2.3.4`, `::1`, or a CIDR range `10.0.0.0/8`, `fd00::/8`; null when it is neither. */
export function parseProxyEntry(
  entry: string,
): { address: string; prefix?: number; family: AddressFamily } | null {
  const [address = '', prefix, extra] = entry.trim().split('/');
  if (extra !== undefined) return null;
  const version = isIP(address);
  if (version === 0) return null;
  const family: AddressFamily = version === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) return { address, family };
  if (!/^\d{1,3}$/.test(prefix)) return null;
  const bits = Number(prefix);
  if (bits > (family === 'ipv4' ? 32 : 128)) return null;
  return { address, prefix: bits, family };
}

/** Strips an IPv4-mapped IPv6 address to its IPv4 form; anything else as it is. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

export class TrustedProxies {
  readonly #list = new BlockList();
  readonly size: number;

  /** Entries as parseProxyEntry reads them; env.ts has already refused any it cannot. */
  constructor(entries: readonly string[]) {
    for (const entry of entries) {
      const parsed = parseProxyEntry(entry);
      if (!parsed) throw new Error(`Not an address or CIDR range: ${entry}`);
      if (parsed.prefix === undefined) this.#list.addAddress(parsed.address, parsed.family);
      else this.#list.addSubnet(parsed.address, parsed.prefix, parsed.family);
    }
    this.size = entries.length;
  }

  has(address: string): boolean {
    const plain = plainAddress(address);
    const version = isIP(plain);
    if (version === 0) return false;
    return this.#list.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  }
}

/**
 * The client's address from the connecting peer and the request's `X-Forwarded-For` header(s), given the
 * trusted proxies (see the rule above).
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const direct = plainAddress(peer ?? 'unknown');
  if (trusted.size === 0 || !trusted.has(direct) || !forwardedFor) return direct;
  const hops = forwardedFor
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  let client = direct;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i]!);
    // A hop that is no address was written by the client (no proxy writes one): the last good hop is the client.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}

/** Sets the client's address on the context for every route behind it (app.ts mounts it first). */
export function clientAddressMiddleware(trusted: TrustedProxies): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set(
      'clientAddress',
      resolveClientAddress(c.env?.incoming?.socket.remoteAddress, c.req.header('x-forwarded-for'), trusted),
    );
    await next();
  };
}

/**
 * The client's address of this request: what the middleware resolved, or (a route mounted without it, as in a
 * unit test) the connecting peer, never a header.
 */
export function clientAddress(c: Context): string {
  const resolved: unknown = c.get('clientAddress');
  if (typeof resolved === 'string') return resolved;
  const env = c.env as Partial<HttpBindings> | undefined;
  return plainAddress(env?.incoming?.socket.remoteAddress ?? 'unknown');
}
