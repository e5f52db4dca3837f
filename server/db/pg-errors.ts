/**
 * PostgreSQL's SQLSTATE of an error, wherever the driver put it: on the error itself (pg, PGlite) or on a
 * `cause` of a wrapper (Drizzle's query errors). Only five-character SQLSTATEs count, so a wrapper's own code
 * (Node's `ERR_…`) does not hide the database's. Undefined for anything that is not a database error.
 */
export function pgErrorCode(err: unknown): string | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A unique constraint refused the row (23505). */
export const isUniqueViolation = (err: unknown) => pgErrorCode(err) === '23505';
