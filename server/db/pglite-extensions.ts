/**
 * The PostgreSQL extensions the migrations create, loaded into PGlite from its contrib builds (PostgreSQL has
 * them from its own contrib package). Every PGlite the server or a test opens must pass these.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const pgliteExtensions = { pg_trgm };
