/**
 * Answers that do not depend on the caller (the open-data club search and public club view), kept in this
 * process under the database's `public_read_version` (migration 0014): an answer is served from memory while
 * the version it was computed under is still current. Triggers bump the version in the same transaction as any
 * change to what those answers show, so every server process drops a stale answer on its next version check.
 *
 * The version is read at most once per `freshMs` and shared by every caller (sharedProbe); a write request
 * through this process expires it at once (app.ts), so its own next read is fresh, and another process's write
 * is seen within `freshMs` — well inside the `max-age=60` the answers already carry.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import { sendCompressed } from '../http/compress.ts';
import { sharedProbe, type SharedProbe } from './shared-probe.ts';

export interface PublicAnswer {
  body: string;
  etag: string;
  /** Headers that belong to the answer (Last-Modified), from `headersOf`. */
  headers: Record<string, string>;
}

/** Public answers are the same for everyone: kept by clients and proxies a minute, then revalidated (304). */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/**
 * Sends a kept JSON answer with its ETag (an `etag` middleware answers a matching If-None-Match with 304),
 * gzipped from the copy kept beside it when the caller takes gzip (compressed once per answer, not per request).
 */
export function sendPublicAnswer(c: Context, a: PublicAnswer) {
  const { body, headers } = sendCompressed(c, a, {
    ...a.headers,
    'Content-Type': 'application/json',
    'Cache-Control': PUBLIC_CACHE,
    ETag: a.etag,
  });
  return c.body(body as string, 200, headers);
}

export class PublicAnswers {
  readonly version: SharedProbe<string>;
  private readonly entries = new Map<string, PublicAnswer & { version: string }>();
  private bytes = 0;

  /** `maxBytes` bounds the memory kept (least recently used answers go first), whatever keys callers send. */
  constructor(
    readVersion: () => Promise<string>,
    private readonly maxBytes = 16 * 1024 * 1024,
    freshMs = 1000,
  ) {
    this.version = sharedProbe(freshMs, readVersion);
  }

  /**
   * Answers kept under one scope of the database's public read version: `organization` (club search and view,
   * migration 0014) or `fixture` (public club fixture lists, migration 0015).
   */
  static forDatabase(
    db: Db,
    scope: 'organization' | 'fixture' = 'organization',
    freshMs?: number,
  ): PublicAnswers {
    return new PublicAnswers(
      async () => {
        const res: unknown = await db.execute(
          sql`select version::text as v from public_read_version where scope = ${scope}`,
        );
        return (res as { rows: { v: string }[] }).rows[0]?.v ?? '0';
      },
      undefined,
      freshMs,
    );
  }

  /** The answer for `key` (a path and query), from memory when still current, else computed and kept. */
  async get<T>(
    key: string,
    compute: () => Promise<T>,
    headersOf: (value: T) => Record<string, string> = () => ({}),
  ): Promise<PublicAnswer> {
    return this.keep(key, async () => {
      const value = await compute();
      return { body: JSON.stringify(value), headers: headersOf(value) };
    });
  }

  /** As `get`, for an answer that is already text (a public page's HTML). */
  async getText(key: string, compute: () => Promise<string>): Promise<PublicAnswer> {
    return this.keep(key, async () => ({ body: await compute(), headers: {} }));
  }

  private async keep(
    key: string,
    compute: () => Promise<{ body: string; headers: Record<string, string> }>,
  ): Promise<PublicAnswer> {
    // The version is read before computing: a write meanwhile leaves this answer under the older version.
    const version = await this.version();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used last
      return hit;
    }
    const { body, headers } = await compute();
    const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
    const kept = { body, etag, headers, version };
    this.forget(key);
    this.entries.set(key, kept);
    this.bytes += body.length;
    while (this.bytes > this.maxBytes && this.entries.size > 0)
      this.forget(this.entries.keys().next().value!);
    return kept;
  }

  private forget(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.bytes -= old.body.length;
    this.entries.delete(key);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
