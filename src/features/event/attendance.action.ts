/**
 * The coach's attendance mark and a member's response, declared once for the offline engine. Each writes
 * one field of one recipient (domain/event/event.ts), so replaying queued marks on top of a fresher server
 * document keeps a member's answer that arrived meanwhile, and the server never reports a conflict.
 */
import { AttendanceInput, RespondInput, setAttendance, setResponse } from '../../../domain/event/event';
import { defineAction } from '../../offline/actions';

export const markAttendance = defineAction({
  op: 'event.markAttendance',
  collection: 'events',
  schema: AttendanceInput,
  apply: setAttendance,
});

export const respondToEvent = defineAction({
  op: 'event.respond',
  collection: 'events',
  schema: RespondInput,
  apply: setResponse,
});
