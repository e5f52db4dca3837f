/**
 * A sent event's calls after sending (domain/message/message-edit.contract.ts), each keeping the server's
 * answer on the device (keepServerDocument), as cancelling does.
 */
import type { EventDoc } from '../../../domain/event/event';
import {
  messageEditApi,
  type AddRecipientsAnswer,
  type EventEditAnswer,
  type EventPatch,
} from '../../../domain/message/message-edit.contract';
import { teamListApi, type AddablePerson } from '../../../domain/team/team-list.contract';
import { call } from '../../api/call';
import { keepServerDocument } from '../../offline/server-answer';

export async function editEvent(event: EventDoc, body: EventPatch): Promise<EventEditAnswer> {
  const answer = await call(messageEditApi.edit, {
    params: { id: event.id },
    body,
    idempotencyKey: crypto.randomUUID(),
  });
  await keepServerDocument('events', event.id, answer.event);
  return answer;
}

export async function addRecipients(event: EventDoc, personIds: string[]): Promise<AddRecipientsAnswer> {
  const answer = await call(messageEditApi.addRecipients, {
    params: { id: event.id },
    body: { personIds },
    idempotencyKey: crypto.randomUUID(),
  });
  await keepServerDocument('events', event.id, answer.event);
  return answer;
}

/** Club members (not in the event's group) by name, to add as recipients. */
export async function searchClubPeople(event: EventDoc, search: string): Promise<AddablePerson[]> {
  const page = await call(teamListApi.personSearch, {
    params: { id: event.toGroupId },
    query: { search, size: 20 },
  });
  const already = new Set(event.recipients.map((r) => r.personId));
  return page._embedded.persons.filter((p) => !already.has(p.id));
}
