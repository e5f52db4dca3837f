/**
 * The client's registry of local actions, one per sync operation the server accepts (domain/sync/protocol.ts
 * SYNC_OPERATIONS): a missing one is a type error. The flush imports it, so the page and the service worker
 * (which shares the flush) know every action without side-effect imports that can be forgotten — a queued
 * change is always re-applied on top of a fresher server document, whichever of the two receives it.
 *
 * Features declare their actions (defineAction) and never import this file; it imports only the action
 * modules, which import nothing of the engine but actions.ts.
 */
import type { SyncCollection, SyncOperationName } from '../../domain/sync/protocol';
import { sellTicket } from '../features/draw/sell-ticket.action';
import { submitQuestionnaire } from '../features/health/submit-questionnaire.action';
import { markAttendance, respondToEvent } from '../features/event/attendance.action';
import { setMessageState } from '../components/message-inbox.action';
import { deleteInjury, saveInjury } from '../features/injury/save-injury.action';
import { setAvailability, submitReport } from '../features/competition/match-official/report.action';
import { recordMatchEvent } from '../features/competition/referee/record-match-event.action';
import { recordScore } from '../features/competition/referee/record-score.action';
import { saveSurvey } from '../features/survey/save-survey.action';
import { addTeamMember, removeTeamMember, setTeamMemberRole } from '../features/team/team-list.action';

/** What the engine needs of an action to replay it: its operation, its collection and its effect. */
export interface RegisteredAction<Op extends string = string> {
  op: Op;
  collection: SyncCollection;
  apply(doc: never, input: never): unknown;
}

export const LOCAL_ACTIONS = {
  'fixture.recordScore': recordScore,
  'fixture.recordMatchEvent': recordMatchEvent,
  'fixture.setAvailability': setAvailability,
  'fixture.submitReport': submitReport,
  'event.markAttendance': markAttendance,
  'event.respond': respondToEvent,
  'injury.save': saveInjury,
  'injury.delete': deleteInjury,
  'draw.sellTicket': sellTicket,
  'health.submit': submitQuestionnaire,
  'message.setState': setMessageState,
  'survey.save': saveSurvey,
  'group.addMember': addTeamMember,
  'group.setMemberRole': setTeamMemberRole,
  'group.removeMember': removeTeamMember,
} satisfies { [Op in SyncOperationName]: RegisteredAction<Op> };

export function localActionFor(op: string): RegisteredAction | undefined {
  return Object.hasOwn(LOCAL_ACTIONS, op) ? LOCAL_ACTIONS[op as SyncOperationName] : undefined;
}

/** The server document with the queued changes (in order) applied again on top. */
export function replay<D>(serverDoc: D, entries: { op: string; payload: unknown }[]): D {
  return entries.reduce<D>((doc, e) => {
    const action = localActionFor(e.op);
    return action ? (action.apply(doc as never, e.payload as never) as D) : doc;
  }, serverDoc);
}
