/**
 * Recognises a broken foreign key on either engine, so a service can answer a race (a row deleted meanwhile) as 404,
 * and a unique key claimed by a concurrent write (a retried request racing its first attempt).
 */

/** PostgreSQL's SQLSTATE 23503, or SQLite's SQLITE_CONSTRAINT_FOREIGNKEY (better-sqlite3's `code`). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** PostgreSQL's SQLSTATE 23505, or SQLite's SQLITE_CONSTRAINT_UNIQUE: a concurrent write claimed the same unique key. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
