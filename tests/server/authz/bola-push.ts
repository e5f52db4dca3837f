/**
 * The BOLA cases' sync form: one mutation pushed to /api/sync/push, which answers 200 and rejects the mutation
 * itself (the case's `rejected` status). A leaf module, so the area rows files can use it without importing
 * bola.rows.ts, which imports them.
 */
import { uuidv7 } from 'uuidv7';
import type { Ids } from './matrix.ts';

export const push = (op: string, entityId: (ids: Ids) => string, payload: (ids: Ids) => unknown) => ({
  method: 'POST' as const,
  path: () => '/api/sync/push',
  body: (ids: Ids) => ({
    protocol: 1,
    mutations: [
      {
        id: uuidv7(),
        idempotencyKey: `bola-${uuidv7()}`,
        op,
        entityId: entityId(ids),
        baseVersion: 0,
        payload: payload(ids),
      },
    ],
  }),
  status: 200,
});
