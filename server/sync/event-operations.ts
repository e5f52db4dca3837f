/**
 * Sync operations of events (domain/event/event.ts): the coach's attendance mark and a member's own
 * response, each through the same function as the REST route. Neither checks baseVersion: each writes
 * one field of one recipient, so they never conflict with each other (ADR 0004).
 */
import { AttendanceInput, RespondInput } from '../../domain/event/event.ts';
import { markAttendance, respond } from '../services/event/event-ops.ts';
import { operation, type SyncOperation } from './operations.ts';

export const EVENT_OPERATIONS: Record<'event.markAttendance' | 'event.respond', SyncOperation> = {
  'event.markAttendance': operation({
    action: 'event.markAttendance',
    input: AttendanceInput,
    apply: (tx, principal, m, input) => markAttendance(tx, principal, m.entityId, input),
  }),
  'event.respond': operation({
    action: 'event.respond',
    input: RespondInput,
    apply: (tx, principal, m, input) => respond(tx, principal, m.entityId, input),
  }),
};
