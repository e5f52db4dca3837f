/**
 * Work the page's sync run does after each outbox flush, declared by features (uploads of files kept on
 * the device, which do not fit the JSON outbox). A task must be idempotent and must not throw on network
 * failures; it runs again on the next sync.
 */
import type { FlushDeps } from './flush';

type SyncTask = (deps: FlushDeps) => Promise<void>;
const tasks = new Set<SyncTask>();

export function registerSyncTask(task: SyncTask): void {
  tasks.add(task);
}

export async function runSyncTasks(deps: FlushDeps): Promise<void> {
  for (const task of tasks) await task(deps).catch(() => undefined);
}
