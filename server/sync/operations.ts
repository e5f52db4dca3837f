/**
 * The server's registry of the operations a sync push can carry, by name (domain/sync/protocol.ts
 * SYNC_OPERATIONS). Each context declares its own in its `<context>.sync.ts` — the policy action checked
 * first, the domain schema its payload must pass, and the function that applies it, the same function the
 * REST route calls, so the rules cannot drift apart. This file only joins them: a name missing here is a
 * type error, and no context imports this file (the `operation()` helper lives in the leaf operation.ts).
 */
import type { SyncOperationName } from '../../domain/sync/protocol.ts';
import { COMPETITION_OPERATIONS } from '../services/competition/competition.sync.ts';
import { DRAW_OPERATIONS } from '../services/draw/draw.sync.ts';
import { EVENT_OPERATIONS } from '../services/event/event.sync.ts';
import { HEALTH_OPERATIONS } from '../services/health/health.sync.ts';
import { INJURY_OPERATIONS } from '../services/injury/injury.sync.ts';
import { MESSAGE_OPERATIONS } from '../services/message/message.sync.ts';
import { SURVEY_OPERATIONS } from '../services/survey/survey.sync.ts';
import { TEAM_OPERATIONS } from '../services/team/team.sync.ts';
import type { SyncOperation } from './operation.ts';

export const OPERATIONS = {
  ...COMPETITION_OPERATIONS,
  ...EVENT_OPERATIONS,
  ...DRAW_OPERATIONS,
  ...INJURY_OPERATIONS,
  ...HEALTH_OPERATIONS,
  ...MESSAGE_OPERATIONS,
  ...SURVEY_OPERATIONS,
  ...TEAM_OPERATIONS,
} satisfies Record<SyncOperationName, SyncOperation>;

export function operationFor(name: string): SyncOperation | undefined {
  return Object.hasOwn(OPERATIONS, name) ? OPERATIONS[name as SyncOperationName] : undefined;
}
