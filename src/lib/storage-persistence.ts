/**
 * Persistent storage (the browser keeps this origin's data under storage pressure). Requested once after
 * sign-in; the answer is shown on the help page so people know whether offline data may be cleared.
 */
export type Persistence = 'persistent' | 'best-effort' | 'unsupported';

export async function storagePersistence(): Promise<Persistence> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persisted) return 'unsupported';
  return (await navigator.storage.persisted()) ? 'persistent' : 'best-effort';
}

/** Ask for persistence (a no-op where unsupported); resolves to the resulting state. */
export async function requestPersistence(): Promise<Persistence> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return 'unsupported';
  try {
    return (await navigator.storage.persist()) ? 'persistent' : 'best-effort';
  } catch {
    return storagePersistence();
  }
}
