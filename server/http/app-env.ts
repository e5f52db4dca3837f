import type { HttpBindings } from '@hono/node-server';
import type { AuthContext } from '../auth/access.ts';
import type { Logger } from 'pino';
import type { DirectStreams } from './direct-stream.ts';

/** What every /api handler can read from the context. */
export type AppEnv = {
  Bindings: HttpBindings;
  Variables: {
    auth: AuthContext;
    log: Logger;
    /** The client's address, behind trusted proxies too (server/http/client-address.ts). */
    clientAddress: string;
    /** The bearer token's id (`jti`) and expiry (seconds), when the request carried one. */
    token?: { id?: string; expiresAt?: number };
    /**
     * What an Idempotency-Key replay answers instead of the response, when the response holds a secret that
     * must not be stored (a calendar feed's URL): the same answer without the secret.
     */
    replayBody?: unknown;
    /** Set on a request served through Node's socket: where a handler asks for a direct stream. */
    directStreams?: DirectStreams;
  };
};
