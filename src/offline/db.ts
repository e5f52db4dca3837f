/**
 * The one local database, opened by the page and by the service worker (same name, same schema).
 *
 * Invariants:
 * - Cache tables hold server documents by id. A document changed on the device carries `_pending` (the number
 *   of its outbox entries) and `_server` (the last server version, to restore on discard).
 * - A user action writes its document change and its outbox entry in ONE transaction (see actions.ts).
 * - A pulled document never overwrites one with outbox entries: only its `_server` copy is refreshed.
 * - `meta` holds pull checkpoints, the last sync time and the sign-in state the worker needs (tokens).
 */
import Dexie, { type EntityTable } from 'dexie';
import type { TeamFixtureDoc } from '../../domain/calendar/calendar';
import type { Fixture } from '../../domain/competition/fixture';
import type { Ticket } from '../../domain/draw/draw';
import type { EventDoc } from '../../domain/event/event';
import type { Group } from '../../domain/team/group';
import type { HealthQuestionnaireDoc } from '../../domain/health/health-questionnaire';
import type { InboxMessageDoc } from '../../domain/message/message';
import type { InjuryPerson, InjuryRecord } from '../../domain/injury/injury-record';
import type { SurveySubmissionDoc } from '../../domain/survey/submission';
import type { SurveyDefinitionDoc } from '../../domain/survey/definition';
import type { Checkpoint, ConflictReason, PushErrorBody, SyncCollection } from '../../domain/sync/protocol';
import { REPORT_TABLES, type ReportDraftRow, type ReportFileRow } from './report-tables';

export type LocalDoc<D> = D & { _pending?: number; _server?: D | null };

export type OutboxState = 'pending' | 'failed';

export interface OutboxEntry {
  /** uuidv7 made on the device: sorts in creation order. */
  id: string;
  idempotencyKey: string;
  op: string;
  collection: SyncCollection;
  entityId: string;
  baseVersion: number | null;
  payload: unknown;
  createdAt: string;
  attempts: number;
  state: OutboxState;
  /** Epoch ms before which a retry waits (backoff after network errors and 5xx). */
  nextAttemptAt?: number;
  /** The server's refusal, kept visible until the person retries or discards. */
  error?: PushErrorBody;
}

export interface ConflictEntry {
  id: string;
  op: string;
  collection: SyncCollection;
  entityId: string;
  reason: ConflictReason;
  /** What the person tried to do. */
  payload: unknown;
  createdAt: string;
  acknowledged: 0 | 1;
}

export interface MetaEntry {
  key: string;
  value: unknown;
}

export const DB_NAME = 'pairc';

export class PaircDb extends Dexie {
  fixtures!: EntityTable<LocalDoc<Fixture>, 'id'>;
  teams!: EntityTable<LocalDoc<Group>, 'id'>;
  events!: EntityTable<LocalDoc<EventDoc>, 'id'>;
  injuries!: EntityTable<LocalDoc<InjuryRecord>, 'id'>;
  /** Players found by "search player" while online, so an injury can be recorded for them offline. */
  injuryPeople!: EntityTable<InjuryPerson, 'id'>;
  /** Draw tickets of the clubs whose sales the person runs (paper sales offline). */
  drawTickets!: EntityTable<LocalDoc<Ticket>, 'id'>;
  /** The person's own health questionnaires and their dependants' (health data: never a team's). */
  healthQuestionnaires!: EntityTable<LocalDoc<HealthQuestionnaireDoc>, 'id'>;
  /** The inbox: the person's and their dependants' copies of messages (id = the copy's id). */
  messages!: EntityTable<LocalDoc<InboxMessageDoc>, 'id'>;
  /** Fixtures of the person's and their dependants' teams, for the calendar (not the referee's `fixtures`). */
  teamFixtures!: EntityTable<LocalDoc<TeamFixtureDoc>, 'id'>;
  /** The submissions of the clubs the person fills surveys for (answers typed offline sync once). */
  surveySubmissions!: EntityTable<LocalDoc<SurveySubmissionDoc>, 'id'>;
  /** Survey definitions read online, so a survey opens and renders with no network. */
  surveyDefinitions!: EntityTable<SurveyDefinitionDoc, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  conflicts!: EntityTable<ConflictEntry, 'id'>;
  meta!: EntityTable<MetaEntry, 'key'>;
  reportDrafts!: EntityTable<ReportDraftRow, 'id'>;
  reportFiles!: EntityTable<ReportFileRow, 'id'>;

  constructor(name = DB_NAME) {
    super(name);
    // Versioned schema: add a new version() for every change, never edit an old one.
    this.version(1).stores({
      fixtures: 'id, startDate, updatedAt',
      outbox: 'id, [collection+entityId], state, createdAt',
      conflicts: 'id, entityId, acknowledged, createdAt',
      meta: 'key',
    });
    // Referee report drafts and their files (blobs until uploaded), per person: report-tables.ts.
    this.version(2).stores(REPORT_TABLES);
    // Teams (the coach's, with members) and events with recipients and attendance.
    this.version(3).stores({
      teams: 'id, organizationId, updatedAt',
      events: 'id, toGroupId, startDate, updatedAt',
    });
    // Injury records the person may read (private notes only on an injury specialist's device).
    this.version(4).stores({
      injuries: 'id, personId, availability, injuryDate, updatedAt',
      injuryPeople: 'id, name',
    });
    // Draw tickets (the officer's clubs), for paper sales with no signal.
    this.version(5).stores({ drawTickets: 'id, [drawId+number], organizationId, status, updatedAt' });
    // Return-to-play questionnaires filled in on this device or about the person and their dependants.
    this.version(6).stores({ healthQuestionnaires: 'id, personId, submittedAt, updatedAt' });
    // (7 is another branch's.) The inbox and the calendar's team fixtures.
    this.version(8).stores({
      messages: 'id, personId, state, sentAt, updatedAt',
      teamFixtures: 'id, startDate, updatedAt',
    });
    // Survey submissions of the person's clubs, and the definitions they render.
    this.version(9).stores({
      surveySubmissions: 'id, organizationId, surveyId, status, updatedAt',
      surveyDefinitions: 'id, kind',
    });
  }

  collectionTable(collection: SyncCollection) {
    switch (collection) {
      case 'fixtures':
        return this.fixtures;
      case 'teams':
        return this.teams;
      case 'events':
        return this.events;
      case 'injuries':
        return this.injuries;
      case 'drawTickets':
        return this.drawTickets;
      case 'healthQuestionnaires':
        return this.healthQuestionnaires;
      case 'messages':
        return this.messages;
      case 'teamFixtures':
        return this.teamFixtures;
      case 'surveySubmissions':
        return this.surveySubmissions;
    }
  }
}

export const db = new PaircDb();

export const checkpointKey = (c: SyncCollection) => `checkpoint.${c}`;
export const LAST_SYNCED_KEY = 'sync.lastSyncedAt';

export async function getMeta<T>(key: string): Promise<T | undefined> {
  return (await db.meta.get(key))?.value as T | undefined;
}

export async function setMeta(key: string, value: unknown): Promise<void> {
  await db.meta.put({ key, value });
}

export type { Checkpoint };
