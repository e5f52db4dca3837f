/**
 * "Saved on device", the moment it is true (issue 49): runAction counts each local action whose transaction has
 * committed, and a screen's indicator reads the count (use-saved-on-device.ts). The indicator so shows right
 * after the commit, before the live queries have read the tables again and before any sync work; the live
 * queries then bring the rest of the screen (pending badges, counts). No React here: the service worker's flush
 * shares actions.ts.
 */
let saves = 0;
const listeners = new Set<() => void>();

/** Called by runAction once its transaction has committed. */
export function noteSavedOnDevice(): void {
  saves += 1;
  for (const l of listeners) l();
}

export const subscribeSaved = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
export const savedCount = () => saves;
