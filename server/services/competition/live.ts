/**
 * The process's live hub for public match pages (issue 52; server/lib/live-hub.ts): it watches the `fixture`
 * public read version (migration 0015's triggers move it in the same transaction as any score or match event)
 * and sends each watched fixture's match (match-events.ts matchOf) when it changes, as one Server-Sent Event
 * encoded once for all its streams; one timer sends the heartbeat to every stream.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { LiveHub } from '../../lib/live-hub.ts';
import { matchOf } from './match-events.ts';

const encoder = new TextEncoder();

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/** The Server-Sent Event of a fixture's match (JSON has no line break: one `data` line). */
export const matchFrame = (state: string): Uint8Array => encoder.encode(`event: match\ndata: ${state}\n\n`);

/** The process's hub of match streams: each state's event encoded once, the same bytes to every stream. */
export type MatchHub = LiveHub<Uint8Array>;

export function liveHubFor(db: Db, onError?: (e: unknown) => void, intervalMs?: number): MatchHub {
  return new LiveHub<Uint8Array>({
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
    frame: matchFrame,
    heartbeat: { everyMs: HEARTBEAT_MS, frame: encoder.encode(': keep-alive\n\n') },
    intervalMs,
    onError,
  });
}
