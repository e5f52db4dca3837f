/**
 * The process's live hub for public match pages (issue 52; server/lib/live-hub.ts): it watches the `fixture`
 * public read version (migration 0015's triggers move it in the same transaction as any score or match event)
 * and sends each watched fixture's match (match-events.ts matchOf) when it changes.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LiveHub } from '../../lib/live-hub.ts';
import { matchOf } from './match-events.ts';

export function liveHubFor(db: Db, onError?: (e: unknown) => void, intervalMs?: number): LiveHub {
  return new LiveHub({
    readVersion: async () => {
      const res: unknown = await db.execute(
        sql`select version::text as v from public_read_version where scope = 'fixture'`,
      );
      return (res as { rows: { v: string }[] }).rows[0]?.v ?? '0';
    },
    stateOf: async (key) => {
      const match = key.startsWith('fixture:') ? await matchOf(db, key.slice('fixture:'.length)) : null;
      return match && JSON.stringify(match);
    },
    intervalMs,
    onError,
  });
}
