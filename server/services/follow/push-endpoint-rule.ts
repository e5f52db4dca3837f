/**
 * Which push subscription endpoints the server accepts (issue 52 item 3). The push job POSTs to every endpoint a
 * person registers, so an endpoint is a URL of the person's choosing that the server will call: only https, and
 * never a host on this machine or a private, link-local or unspecified network written as a literal address
 * (request forgery against the server's own network). Browsers' push services (FCM, Mozilla, Apple, Windows)
 * are public https hosts. A name that resolves to a private address is not caught here (its DNS is not asked).
 */
import { isIP } from 'node:net';

const PRIVATE_V4: readonly [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 (carrier-grade NAT)
  [0x7f000000, 8], // 127/8
  [0xa9fe0000, 16], // 169.254/16
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
];

function privateV4(ip: string): boolean {
  const n = ip.split('.').reduce((a, o) => a * 256 + Number(o), 0);
  return PRIVATE_V4.some(
    ([net, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(net / 2 ** (32 - bits)),
  );
}

function privateV6(ip: string): boolean {
  const a = ip.toLowerCase();
  if (a === '::' || a === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return privateV4(mapped[1]!);
  // The URL parser writes a mapped IPv4 address in hex: ::ffff:7f00:1 is 127.0.0.1.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a);
  if (hex) {
    const [hi, lo] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
    return privateV4([hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'));
  }
  return /^f[cd]/.test(a) || /^fe[89ab]/.test(a);
}

export function isPublicPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return false;
  const kind = isIP(host);
  if (kind === 4) return !privateV4(host);
  if (kind === 6) return !privateV6(host);
  return host.includes('.');
}
