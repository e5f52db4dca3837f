/**
 * Linked accounts at the spec's person paths (seed 1 §7 Person: `DELETE /person/{id}/linked-account/{accountId}`
 * and `POST /person/{id}/linked-account/validate`), each declared once (docs/adr/0022-route-contracts.md);
 * registered by server/services/linked-account/linked-account.routes.ts beside the earlier routes.
 */
import * as v from 'valibot';
import { defineRoute, NO_CONTENT } from '../lib/contract.ts';
import { LinkedAccountInput } from './linked-account.ts';

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(64));
const tag = 'linked-account';

export const linkedAccountApi = {
  remove: defineRoute({
    method: 'DELETE',
    path: '/person/:id/linked-account/:accountId',
    tag,
    summary: 'Remove one of a person’s linked accounts (kept for the audit)',
    policy: 'linkedAccount.manage',
    params: v.object({ id: Key, accountId: Key }),
    response: NO_CONTENT,
  }),
  validate: defineRoute({
    method: 'POST',
    path: '/person/:id/linked-account/validate',
    tag,
    summary:
      'Check a linked account before adding it: 200 when it may be added, 400 with field errors, 409 if the person has it already',
    policy: 'linkedAccount.create',
    // Nothing is written: a check, so no request transaction.
    mutates: false,
    params: v.object({ id: Key }),
    body: LinkedAccountInput,
    response: v.object({ valid: v.literal(true) }),
  }),
};
