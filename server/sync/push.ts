/**
 * Sync push: applies a device's queued mutations in outbox order, as a batch (issue 19 item 4): one lookup
 * answers every mutation already applied (a retry after a lost response), then the rest run in ONE
 * transaction, each mutation in its own savepoint — one commit per batch instead of one per mutation.
 *
 * Invariants:
 * - Exactly once. Each mutation's savepoint first claims the idempotency record (caller,
 *   `sync:<idempotencyKey>`, hash of op, entityId, baseVersion and payload), then applies the operation,
 *   then stores its result — all or nothing. A retry finds the record and answers the stored result; the
 *   same key with a different mutation is refused (422). On PostgreSQL a concurrent retry waits on the
 *   record's unique index until the first batch commits, then replays.
 * - A deadlock or serialization failure (PostgreSQL, two batches touching the same rows in different
 *   orders) ends the batch there: what came before commits and is answered, the rest is left unanswered, and
 *   the device sends it again in its next round. Nothing is lost or applied twice.
 * - Same rules as REST: `requireAccess` on the entity first, then the domain schema, then the operation's
 *   rule (declared in its context's `<context>.sync.ts`, joined in server/sync/operations.ts). An
 *   operation's writes run in a savepoint, so a refusal leaves nothing.
 * - Applied and conflict results are stored. Rejections (validation, permission, not found) are not: nothing
 *   was applied, and a retry after the cause is fixed (an appointment made, an app updated) should run again.
 * - Anything unexpected (a bug, the database gone) fails the whole request with 500 and rolls back that
 *   mutation (its savepoint); those before it are committed and stored, so the device's retry replays them
 *   and goes on.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import {
  SYNC_PROTOCOL_VERSION,
  type Mutation,
  type PushRequest,
  type PushResponse,
  type PushResult,
} from '../../domain/sync/protocol.ts';
import { requireAccess } from '../auth/access.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/client.ts';
import { pgErrorCode } from '../db/pg-errors.ts';
import { idempotencyRecord } from '../db/schema/index.ts';
import { HttpError, summaryFor } from '../http/errors.ts';
import type { SyncOperation } from './operation.ts';
import { operationFor } from './operations.ts';

const PENDING = 0;
export const SYNC_KEY_PREFIX = 'sync:';

type Step = { value: unknown } | { text: string } | { leave: object };

/**
 * JSON with object keys sorted, so the same mutation always hashes the same (undefined members left out,
 * as JSON.stringify does). Iterative: an explicit stack of steps (a value to write, text, leaving a
 * container), so no payload, however deep, can overflow the call stack (a 5,000-deep one did). The body
 * is already bounded in depth and size (server/http/request-shape.ts); this holds whatever it is given. A
 * cycle (never from JSON) throws, as JSON.stringify does. The output is exactly what the recursive
 * version wrote, so stored idempotency hashes still match.
 */
export function canonical(root: unknown): string {
  const out: string[] = [];
  const open = new Set<object>();
  const steps: Step[] = [{ value: root }];
  const later = (inOrder: Step[]) => {
    for (let i = inOrder.length - 1; i >= 0; i--) steps.push(inOrder[i]!);
  };
  while (steps.length > 0) {
    const step = steps.pop()!;
    if ('text' in step) {
      out.push(step.text);
      continue;
    }
    if ('leave' in step) {
      open.delete(step.leave);
      continue;
    }
    const value = step.value;
    if (!value || typeof value !== 'object') {
      out.push(JSON.stringify(value) ?? 'null');
      continue;
    }
    if (open.has(value)) throw new TypeError('canonical: cyclic value');
    open.add(value);
    const inner: Step[] = [];
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        if (i > 0) inner.push({ text: ',' });
        // A hole stays empty, as `[…].map(…).join(',')` left it.
        if (i in value) inner.push({ value: value[i] as unknown });
      }
      later([{ text: '[' }, ...inner, { text: ']' }, { leave: value }]);
      continue;
    }
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    entries.forEach(([k, v], i) =>
      inner.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(k)}:` }, { value: v }),
    );
    later([{ text: '{' }, ...inner, { text: '}' }, { leave: value }]);
  }
  return out.join('');
}

export function mutationHash(m: Mutation): string {
  return createHash('sha256')
    .update(canonical({ op: m.op, entityId: m.entityId, baseVersion: m.baseVersion, payload: m.payload }))
    .digest('hex');
}

const rejected = (id: string, status: number, message: string): PushResult => ({
  id,
  status: 'rejected',
  error: { status, summary: summaryFor(status), message },
});

async function run(
  tx: Db,
  principal: Principal,
  op: SyncOperation,
  m: Mutation,
  acceptLanguage?: string,
): Promise<PushResult> {
  try {
    return await tx.transaction(async (sp) => {
      await requireAccess({ principal, db: sp }, op.action, m.entityId);
      const outcome = await op.run(sp, principal, m, acceptLanguage);
      return outcome.kind === 'applied'
        ? { id: m.id, status: 'applied', document: outcome.doc }
        : { id: m.id, status: 'conflict', reason: outcome.reason, document: outcome.doc };
    });
  } catch (e) {
    if (e instanceof HttpError && e.status < 500) return { id: m.id, status: 'rejected', error: e.body() };
    throw e;
  }
}

type IdempotencyRow = typeof idempotencyRecord.$inferSelect;

/** The answer to a mutation whose key is already recorded: its stored result, or why not. */
function answerFromRecord(m: Mutation, prior: IdempotencyRow | undefined): PushResult {
  if (!prior || prior.status === PENDING) {
    return rejected(m.id, 409, 'This change is being applied by another request; try again');
  }
  if (prior.requestHash !== mutationHash(m)) {
    return rejected(m.id, 422, 'This idempotency key was already used for a different change');
  }
  return { ...(prior.body as PushResult), id: m.id };
}

const keyOf = (m: Mutation) => SYNC_KEY_PREFIX + m.idempotencyKey;

/** One mutation, inside the batch's transaction (`tx` is its savepoint). */
async function applyMutation(
  tx: Db,
  principal: Principal,
  m: Mutation,
  acceptLanguage?: string,
): Promise<PushResult> {
  const op = operationFor(m.op);
  if (!op) return rejected(m.id, 400, `This app sent an operation the server does not know: ${m.op}`);
  const key = keyOf(m);
  const where = and(eq(idempotencyRecord.principal, principal.accountId), eq(idempotencyRecord.key, key));
  const claimed = await tx
    .insert(idempotencyRecord)
    .values({
      key,
      principal: principal.accountId,
      method: 'SYNC',
      path: m.op,
      requestHash: mutationHash(m),
      status: PENDING,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyRecord.key });
  if (claimed.length === 0) {
    const [prior] = await tx.select().from(idempotencyRecord).where(where);
    return answerFromRecord(m, prior);
  }
  const result = await run(tx, principal, op, m, acceptLanguage);
  if (result.status === 'rejected') {
    await tx.delete(idempotencyRecord).where(where);
  } else {
    await tx
      .update(idempotencyRecord)
      .set({ status: result.status === 'applied' ? 200 : 409, body: result })
      .where(where);
  }
  return result;
}

/** PostgreSQL's answer to two transactions waiting on each other: retry later, nothing is wrong. */
export function isRetryableConflict(e: unknown): boolean {
  const code = pgErrorCode(e);
  return code === '40P01' || code === '40001';
}

export async function push(
  db: Db,
  principal: Principal,
  req: PushRequest,
  acceptLanguage?: string,
): Promise<PushResponse> {
  const { mutations } = req;
  // One lookup for the whole batch: what a lost response left already applied is answered from its record.
  const recorded = await db
    .select()
    .from(idempotencyRecord)
    .where(
      and(
        eq(idempotencyRecord.principal, principal.accountId),
        inArray(idempotencyRecord.key, mutations.map(keyOf)),
      ),
    );
  const byKey = new Map(recorded.map((r) => [r.key, r]));
  const answers: (PushResult | undefined)[] = mutations.map((m) => {
    const prior = byKey.get(keyOf(m));
    return prior ? answerFromRecord(m, prior) : undefined;
  });
  let failure: unknown;
  if (answers.includes(undefined)) {
    await db.transaction(async (tx) => {
      for (const [i, m] of mutations.entries()) {
        if (answers[i]) continue;
        try {
          answers[i] = await tx.transaction((sp) => applyMutation(sp, principal, m, acceptLanguage));
        } catch (e) {
          failure = e; // rolled back to this mutation's savepoint; those before it commit
          break;
        }
      }
    });
  }
  if (failure !== undefined && !isRetryableConflict(failure)) throw failure;
  return { protocol: SYNC_PROTOCOL_VERSION, results: answers.filter((a) => a !== undefined) };
}
