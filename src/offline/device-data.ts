/**
 * What signing out does to the device: with nothing unsent, the cached documents, conflicts, checkpoints and
 * tokens are cleared (the next person on this device starts clean); with unsent changes, nothing is cleared
 * unless the person chose to discard them — their changes wait for the next sign-in.
 */
import { db } from './db';

export const unsentCount = () => db.outbox.count();

export async function clearDeviceData(opts: { discardUnsent: boolean }): Promise<boolean> {
  if (!opts.discardUnsent && (await unsentCount()) > 0) return false;
  const tables = [
    db.fixtures,
    db.teams,
    db.events,
    db.injuries,
    db.injuryPeople,
    db.drawTickets,
    db.healthQuestionnaires,
    db.messages,
    db.teamFixtures,
    db.outbox,
    db.conflicts,
    db.meta,
  ];
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((t) => t.clear()));
  });
  return true;
}
