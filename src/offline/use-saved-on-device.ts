/** The screens' side of saved-signal.ts: "saved on device" from the commit itself (issue 49). */
import { useState, useSyncExternalStore } from 'react';
import { savedCount, subscribeSaved } from './saved-signal';

/** The number of local actions committed on this page so far. */
export function useSavedOnDevice(): number {
  return useSyncExternalStore(subscribeSaved, savedCount, savedCount);
}

/**
 * Whether a save committed since the screen's live query last answered: `queried` is that answer (its identity
 * changes with every answer). Until the query has caught up, the screen shows "saved on device" from the commit;
 * `saves` goes on the indicator as `data-save-count`, so a test or the bench sees each save.
 */
export function useSavedAhead(queried: unknown): { ahead: boolean; saves: number } {
  const count = useSavedOnDevice();
  // The count when the query's answer was last seen to change (React's "adjust state while rendering").
  const [seen, setSeen] = useState({ queried, count });
  if (seen.queried !== queried) setSeen({ queried, count });
  const base = seen.queried === queried ? seen.count : count;
  return { ahead: count > base, saves: count };
}
