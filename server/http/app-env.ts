import type { HttpBindings } from '@hono/node-server';
import type { AuthContext } from '../auth/access.ts';
import type { Logger } from 'pino';

/** What every /api handler can read from the context. */
export type AppEnv = {
  Bindings: HttpBindings;
  Variables: { auth: AuthContext; log: Logger };
};
