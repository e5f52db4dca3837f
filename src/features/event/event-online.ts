/**
 * The event calls that need a signal, each keeping the server's answer on the device
 * (keepServerDocument), so the pages read the result from the local database like everything else.
 */
import type { EventDoc } from '../../../domain/event/event';
import { apiGet, apiSend } from '../../api/client';
import { keepServerDocument } from '../../offline/server-answer';

/** Fetches an event the device does not hold (an older one, opened from the past tab) and keeps it. */
export async function fetchEvent(eventId: string): Promise<void> {
  const doc = await apiGet<EventDoc>(`/message/${eventId}`);
  await keepServerDocument('events', eventId, doc);
}

/**
 * Cancels (kept, status CANCELLED) or deletes (gone from the device) an event, optionally notifying its
 * recipients with a reason (seed 2 §2).
 */
export async function cancelEvent(
  eventId: string,
  options: { mode: 'cancel' | 'delete'; notify: boolean; reason: string },
): Promise<void> {
  const q = new URLSearchParams({
    mode: options.mode,
    notify: String(options.notify),
    reason: options.reason,
  });
  await apiSend('DELETE', `/message/${eventId}?${q.toString()}`);
  if (options.mode === 'delete') await keepServerDocument('events', eventId, null);
  else await fetchEvent(eventId);
}
