/** A violated constraint as each engine names it: SQLite's extended result code, PostgreSQL's SQLSTATE. */
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A row whose primary key or another unique key another row holds. */
export function isKeyTaken(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** A row naming a row of another table that does not exist. */
export function isMissingReference(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}
