/** The part of `http_ece` (a dependency of web-push, no types of its own) the local push endpoint uses. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  interface Params {
    version: 'aes128gcm';
    privateKey: ECDH;
    authSecret: string;
  }
  const ece: { decrypt(buffer: Buffer, params: Params): Buffer };
  export default ece;
}
