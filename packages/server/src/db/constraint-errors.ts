/** Recognises a broken foreign key on either engine, so a service can answer a race (a row deleted meanwhile) as 404. */

/** PostgreSQL's SQLSTATE 23503, or SQLite's SQLITE_CONSTRAINT_FOREIGNKEY (better-sqlite3's `code`). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
