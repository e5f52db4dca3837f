/**
 * Sync push: applies a device's queued mutations in outbox order as ONE transaction per batch, with a fixed
 * number of database round trips per batch rather than a number per mutation (issue 50):
 *
 * 1. one lookup answers every mutation already applied (a retry after a lost response) from its record;
 * 2. each remaining mutation's payload is checked (`op.run`, no I/O), in order (a refused one is answered
 *    with the operation's policy refusal when there is one, as REST guards before it validates);
 * 3. in one transaction: the idempotency keys are claimed in one insert; the mutations are applied in
 *    "waves" — the first mutation of every entity, then the second, … (per-entity order kept) — and within a
 *    wave, all mutations of one operation go to the operation's `applyAll` at once, in one savepoint (a
 *    set-based operation resolves access for the set in one query, locks its targets in one statement and
 *    writes them in multi-row statements); every result is written in one statement; one commit.
 *
 * Invariants:
 * - Exactly once. A key is claimed (a PENDING record, in the batch's transaction) before its mutation is
 *   applied, and its result is stored in the same transaction: the mutation and its record commit together
 *   or not at all. A retry finds the record and answers the stored result; the same key with a different
 *   mutation is refused (422). On PostgreSQL a concurrent retry waits on the record's unique index until
 *   the first batch commits, then replays.
 * - A failing mutation is answered alone. When a set cannot be applied as a whole (a constraint refuses one
 *   row), its savepoint is rolled back and its mutations are applied again one at a time, each in a
 *   savepoint of its own: the one that fails is answered `rejected` (a constraint or data error is that
 *   mutation's fault: 409 / 400), and the rest apply once.
 * - Same rules as REST: the policy of the operation's action (in a set-based operation, the same rule as one
 *   query over the set), then the domain schema, then the operation's rule (its context's `.sync.ts`).
 * - Applied and conflict results are stored. Rejections (validation, permission, not found) are not: nothing
 *   was applied, and a retry after the cause is fixed (an appointment made, an app updated) should run again.
 * - Anything unexpected (a bug, the database gone) ends the batch there with 500: the mutations before it are
 *   committed and stored, so the device's retry replays them and goes on; it and those after it are not.
 * - A deadlock or serialization failure (PostgreSQL, two batches touching the same rows in different orders)
 *   ends the batch the same way but answers 200 with what was applied; the device sends the rest again.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { jsonRows } from '../db/json-rows.ts';
import { idempotencyRecord } from '../db/schema/index.ts';
import { HttpError, summaryFor } from '../http/errors.ts';
import type { Checked, MutationOutcome, SyncOperation } from './operation.ts';
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

/** PostgreSQL's answer to two transactions waiting on each other: retry later, nothing is wrong. */
export function isRetryableConflict(e: unknown): boolean {
  const code = pgErrorCode(e);
  return code === '40P01' || code === '40001';
}

/**
 * A constraint or data error raised by one mutation applied alone: that mutation's fault (a player that does
 * not exist, a value out of range), answered as its refusal instead of failing the batch.
 */
function refusedByDatabase(e: unknown): HttpError | undefined {
  const code = pgErrorCode(e);
  if (code?.startsWith('23')) {
    return new HttpError(
      409,
      'This change does not fit the data the server holds (a record it names is missing or taken)',
    );
  }
  if (code?.startsWith('22')) return new HttpError(400, 'This change holds a value the server cannot store');
  return undefined;
}

/**
 * A payload the schema refuses: as REST does (guard before validate), a caller without the right learns
 * nothing from validation messages — the operation's policy is asked first, and its refusal is the answer.
 */
async function refusalFirst(
  db: Db,
  principal: Principal,
  op: SyncOperation,
  m: Mutation,
  invalid: HttpError,
) {
  try {
    await requireAccess({ principal, db }, op.action, m.entityId);
    return invalid;
  } catch (e) {
    if (e instanceof HttpError && e.status < 500) return e;
    throw e;
  }
}

function toResult(m: Mutation, o: MutationOutcome): PushResult {
  if (o.kind === 'applied') return { id: m.id, status: 'applied', document: o.doc };
  if (o.kind === 'conflict') return { id: m.id, status: 'conflict', reason: o.reason, document: o.doc };
  return { id: m.id, status: 'rejected', error: o.error.body() };
}

interface Item {
  index: number;
  op: SyncOperation;
  checked: Checked<unknown>;
  /** The idempotency key as stored, and the mutation's hash (computed once). */
  key: string;
  hash: string;
}

/** Thrown out of the batch's work to stop it (an unexpected error): what came before still commits. */
class Stop {
  constructor(readonly cause: unknown) {}
}

/**
 * Thrown out of a batch applied optimistically (no savepoints) when any part of it fails: the whole
 * transaction rolls back and the batch is applied again carefully, each set in a savepoint (`applyGroup`).
 */
class NotOptimistic {
  constructor(readonly cause: unknown) {}
}

/**
 * One operation's share of a wave. Careful: in a savepoint, and if the set fails as a whole, each item is
 * applied alone in a savepoint of its own, so only the failing one is refused. Optimistic (the first attempt
 * at every batch): on the batch's transaction itself, two statements fewer a set; any failure ends the
 * attempt (`NotOptimistic`), and the batch is applied again carefully in a new transaction.
 */
async function applyGroup(
  tx: Db,
  principal: Principal,
  op: SyncOperation,
  items: Item[],
  answers: (PushResult | undefined)[],
  careful: boolean,
): Promise<void> {
  if (!careful) {
    const checked = items.map((i) => i.checked);
    const outcomes = await op.applyAll(tx, principal, checked).catch((e: unknown) => {
      throw new NotOptimistic(e);
    });
    items.forEach((item, k) => (answers[item.index] = toResult(item.checked.m, outcomes[k]!)));
    return;
  }
  try {
    const outcomes = await tx.transaction((sp) =>
      op.applyAll(
        sp,
        principal,
        items.map((i) => i.checked),
      ),
    );
    items.forEach((item, k) => (answers[item.index] = toResult(item.checked.m, outcomes[k]!)));
  } catch (e) {
    if (isRetryableConflict(e)) throw new Stop(e);
    if (items.length > 1) {
      // Answered as each applies: if one stops the batch, those before it are committed and stored.
      for (const item of items) await applyGroup(tx, principal, op, [item], answers, true);
      return;
    }
    const refusal = e instanceof HttpError && e.status < 500 ? e : refusedByDatabase(e);
    if (!refusal) throw new Stop(e);
    answers[items[0]!.index] = toResult(items[0]!.checked.m, { kind: 'rejected', error: refusal });
  }
}

/** The items in waves: the first of each order key, then the second, …; each wave grouped by operation. */
function waves(items: Item[]): Item[][][] {
  const seen = new Map<string, number>();
  const byWave: Map<SyncOperation, Item[]>[] = [];
  for (const item of items) {
    const key = item.op.orderKey(item.checked.m, item.checked.input);
    const w = seen.get(key) ?? 0;
    seen.set(key, w + 1);
    const wave = (byWave[w] ??= new Map());
    const group = wave.get(item.op) ?? [];
    group.push(item);
    wave.set(item.op, group);
  }
  return byWave.map((wave) => [...wave.values()]);
}

/**
 * Every result in one insert over the claims (an upsert on the record's unique key: the claim becomes the
 * stored answer); the claims of rejected or unreached mutations dropped (only when there are any).
 */
async function storeResults(
  tx: Db,
  principal: string,
  stored: { item: Item; status: number; body: PushResult }[],
  dropped: string[],
) {
  if (stored.length > 0) {
    await tx
      .insert(idempotencyRecord)
      .select(
        jsonRows(
          idempotencyRecord,
          stored.map(({ item, status, body }) => ({
            key: item.key,
            principal,
            method: 'SYNC',
            path: item.checked.m.op,
            requestHash: item.hash,
            status,
            body,
          })),
          { createdAt: sql`now()` },
        ),
      )
      .onConflictDoUpdate({
        target: [idempotencyRecord.principal, idempotencyRecord.key],
        set: { status: sql`excluded.status`, body: sql`excluded.body` },
      });
  }
  if (dropped.length > 0) {
    await tx
      .delete(idempotencyRecord)
      .where(and(eq(idempotencyRecord.principal, principal), inArray(idempotencyRecord.key, dropped)));
  }
}

/** The batch's transaction: claim the keys, apply the waves, store every result in one statement. */
async function applyBatch(
  tx: Db,
  principal: Principal,
  items: Item[],
  answers: (PushResult | undefined)[],
  careful: boolean,
): Promise<unknown> {
  const claimed = new Set(
    (
      await tx
        .insert(idempotencyRecord)
        .select(
          jsonRows(
            idempotencyRecord,
            items.map(({ key, hash, checked: { m } }) => ({
              key,
              principal: principal.accountId,
              method: 'SYNC',
              path: m.op,
              requestHash: hash,
              status: PENDING,
            })),
            { createdAt: sql`now()` },
          ),
        )
        .onConflictDoNothing()
        .returning({ key: idempotencyRecord.key })
    ).map((r) => r.key),
  );
  const others = items.filter((i) => !claimed.has(i.key));
  if (others.length > 0) {
    // Recorded by a concurrent request since the first lookup (it waited for that request to commit).
    const rows = await tx
      .select()
      .from(idempotencyRecord)
      .where(
        and(
          eq(idempotencyRecord.principal, principal.accountId),
          inArray(
            idempotencyRecord.key,
            others.map((i) => i.key),
          ),
        ),
      );
    const byKey = new Map(rows.map((r) => [r.key, r]));
    for (const i of others) answers[i.index] = answerFromRecord(i.checked.m, byKey.get(i.key));
  }
  let failure: unknown;
  try {
    for (const wave of waves(items.filter((i) => claimed.has(i.key)))) {
      for (const group of wave) {
        await applyGroup(tx, principal, group[0]!.op, group, answers, careful);
      }
    }
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    failure = e.cause;
  }
  // Every claimed key: its result stored (applied, conflict), or its claim dropped (rejected, not reached).
  const stored: { item: Item; status: number; body: PushResult }[] = [];
  const dropped: string[] = [];
  for (const i of items) {
    const key = i.key;
    if (!claimed.has(key)) continue;
    const a = answers[i.index];
    if (a && a.status !== 'rejected')
      stored.push({ item: i, status: a.status === 'applied' ? 200 : 409, body: a });
    else dropped.push(key);
  }
  await storeResults(tx, principal.accountId, stored, dropped);
  return failure;
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
  // Each payload checked, in order; an unexpected error ends the batch there.
  const items: Item[] = [];
  const firstOfKey = new Map<string, number>();
  const repeats: number[] = [];
  let failure: unknown;
  for (const [index, m] of mutations.entries()) {
    if (answers[index]) continue;
    if (firstOfKey.has(keyOf(m))) {
      repeats.push(index); // the same key twice in one batch: answered as a replay of the first
      continue;
    }
    const op = operationFor(m.op);
    if (!op) {
      answers[index] = rejected(m.id, 400, `This app sent an operation the server does not know: ${m.op}`);
      continue;
    }
    try {
      const input = await op.run(m, acceptLanguage);
      items.push({ index, op, checked: { m, input }, key: keyOf(m), hash: mutationHash(m) });
      firstOfKey.set(keyOf(m), index);
    } catch (e) {
      if (e instanceof HttpError && e.status < 500)
        answers[index] = {
          id: m.id,
          status: 'rejected',
          error: (await refusalFirst(db, principal, op, m, e)).body(),
        };
      else {
        failure = e;
        break;
      }
    }
  }
  if (items.length > 0) {
    try {
      const attempt = (careful: boolean) =>
        db.transaction((tx) => applyBatch(tx, principal, items, answers, careful));
      let stopped: unknown;
      try {
        stopped = await attempt(false);
      } catch (e) {
        if (!(e instanceof NotOptimistic)) throw e;
        for (const i of items) answers[i.index] = undefined; // nothing of the first attempt was kept
        stopped = await attempt(true);
      }
      if (stopped !== undefined) failure = stopped;
    } catch (e) {
      // The whole transaction failed (a deadlock at commit, the connection lost): nothing of it was applied.
      for (const i of items) answers[i.index] = undefined;
      if (!isRetryableConflict(e)) throw e;
      failure = e;
    }
  }
  for (const index of repeats) {
    const first = answers[firstOfKey.get(keyOf(mutations[index]!))!];
    const m = mutations[index]!;
    if (first && first.status !== 'rejected') {
      const firstMutation = mutations[firstOfKey.get(keyOf(m))!]!;
      answers[index] =
        mutationHash(firstMutation) === mutationHash(m)
          ? { ...first, id: m.id }
          : rejected(m.id, 422, 'This idempotency key was already used for a different change');
    }
  }
  if (failure !== undefined && !isRetryableConflict(failure)) throw failure;
  return { protocol: SYNC_PROTOCOL_VERSION, results: answers.filter((a) => a !== undefined) };
}
