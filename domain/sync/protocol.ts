/**
 * The sync protocol between the device's outbox/cache and the server (one file, versioned).
 *
 * Pull: `GET /api/sync/pull?collections=fixtures,…&checkpoints=<json>&limit=…` answers, per collection, the
 * documents changed after its checkpoint `{updatedAt, id}` in (updatedAt, id) order — deletions as
 * tombstones (`deleted: true`) — only those the caller may see. `hasMore` means "pull again from the new
 * checkpoint". Parents sync before children: the client stores each page in one transaction, then moves the
 * checkpoint.
 *
 * Push: `POST /api/sync/push` takes a batch of queued mutations in outbox order. Each is applied in its own
 * transaction through the same domain rules, validation and requireAccess as the REST route, and answered
 * `applied` (+ document), `conflict` (+ current document, reason) or `rejected` (+ error body). A replayed
 * idempotency key answers the stored result, so a retry after a lost response applies nothing twice.
 */
import * as v from 'valibot';
import type { ErrorBody } from '../lib/error-body.ts';

export const SYNC_PROTOCOL_VERSION = 1;

/**
 * Collections a device can hold (drawTickets: the tickets of the clubs whose draw sales the user runs). Order matters: parents sync before children
 * (teams before their events).
 */
export const SYNC_COLLECTIONS = [
  'fixtures',
  'teams',
  'events',
  'injuries',
  'drawTickets',
  'healthQuestionnaires',
  'messages',
  'teamFixtures',
  'surveySubmissions',
] as const;
export const SyncCollection = v.picklist(SYNC_COLLECTIONS);
export type SyncCollection = v.InferOutput<typeof SyncCollection>;

export const PULL_LIMIT_DEFAULT = 500;
export const PULL_LIMIT_MAX = 2000;
export const PUSH_BATCH_MAX = 100;

/**
 * Where a device is in a collection. `scope` fingerprints what the caller may hold when the server scopes a
 * collection by something other than the documents themselves (injuries: the coach's teams and their
 * players); when it no longer matches, the server starts the collection again with `reset: true`.
 */
export const Checkpoint = v.object({
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  id: v.string(),
  scope: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type Checkpoint = v.InferOutput<typeof Checkpoint>;

/** Every synced document carries these. */
export const SyncedDocument = v.looseObject({
  id: v.string(),
  version: v.pipe(v.number(), v.integer()),
  updatedAt: v.string(),
  deleted: v.optional(v.boolean()),
});
export type SyncedDocument = v.InferOutput<typeof SyncedDocument>;

export const PullQuery = v.object({
  collections: v.pipe(
    v.string(),
    v.transform((s) => s.split(',').filter(Boolean)),
    v.array(SyncCollection),
    v.minLength(1),
  ),
  checkpoints: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(10_000),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return JSON.parse(dataset.value) as unknown;
        } catch {
          addIssue({ message: 'checkpoints must be JSON' });
          return NEVER;
        }
      }),
      v.record(SyncCollection, v.nullable(Checkpoint)),
    ),
  ),
  limit: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(PULL_LIMIT_MAX)),
    String(PULL_LIMIT_DEFAULT),
  ),
});

export interface PullPage<D = SyncedDocument> {
  documents: D[];
  checkpoint: Checkpoint | null;
  hasMore: boolean;
  /**
   * The caller's scope changed since their checkpoint: this page starts the collection again, and the
   * device drops what it holds of it (except documents with queued changes) before storing the page.
   */
  reset?: boolean;
}

export interface PullResponse {
  protocol: typeof SYNC_PROTOCOL_VERSION;
  collections: Partial<Record<SyncCollection, PullPage>>;
}

/**
 * The operations a device can queue, by the policy action name the REST route uses. The server dispatches
 * each through the same rule as the route (server/sync/operations.ts).
 */
export const SYNC_OPERATIONS = [
  'fixture.recordScore',
  'fixture.recordMatchEvent',
  'fixture.setAvailability',
  'fixture.submitReport',
  'event.markAttendance',
  'event.respond',
  'injury.save',
  'injury.delete',
  'draw.sellTicket',
  'health.submit',
  'message.setState',
  'survey.save',
  'group.addMember',
  'group.setMemberRole',
  'group.removeMember',
] as const;
export type SyncOperationName = (typeof SYNC_OPERATIONS)[number];

export const Mutation = v.object({
  /** uuidv7 made on the device: also orders the outbox. */
  id: v.pipe(v.string(), v.uuid()),
  idempotencyKey: v.pipe(v.string(), v.minLength(8), v.maxLength(255)),
  /** The operation, e.g. 'fixture.recordScore' (the same action name the REST route's policy uses). */
  op: v.pipe(v.string(), v.regex(/^[a-z]+\.[A-Za-z]+$/)),
  entityId: v.pipe(v.string(), v.maxLength(64)),
  /** The document version the device based the change on; null for creations. */
  baseVersion: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  payload: v.unknown(),
  createdAt: v.optional(v.string()),
});
export type Mutation = v.InferOutput<typeof Mutation>;

export const PushRequest = v.object({
  protocol: v.literal(SYNC_PROTOCOL_VERSION),
  mutations: v.pipe(v.array(Mutation), v.minLength(1), v.maxLength(PUSH_BATCH_MAX)),
});
export type PushRequest = v.InferOutput<typeof PushRequest>;

/** A rejected mutation carries the API's one error shape. */
export type PushErrorBody = ErrorBody;

/** Why the server kept its own version. The client shows these (translated) to the person. */
export const CONFLICT_REASONS = [
  'stale',
  'resultConfirmed',
  'reportSubmitted',
  'alreadySold',
  'surveyLocked',
  'memberChanged',
] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

export type PushResult =
  | { id: string; status: 'applied'; document: SyncedDocument }
  | { id: string; status: 'conflict'; reason: ConflictReason; document: SyncedDocument | null }
  | { id: string; status: 'rejected'; error: PushErrorBody };

export interface PushResponse {
  protocol: typeof SYNC_PROTOCOL_VERSION;
  results: PushResult[];
}
