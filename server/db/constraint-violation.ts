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

/** A row whose primary key another row holds: SQLite names it so; PostgreSQL names the `<table>_pkey` it broke. */
export function isIdTaken(error: unknown): boolean {
  const code = codeOf(error);
  if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  const constraint = (error as { constraint?: unknown } | null)?.constraint;
  return code === '23505' && typeof constraint === 'string' && constraint.endsWith('_pkey');
}

/** How often a transaction that numbers its rows is run again before its error is let through. */
const ID_ATTEMPTS = 5;

/**
 * Runs `work`, a whole transaction that numbers new rows of a table with no engine sequence of its own (the seed
 * writes those tables' ids) as the largest id plus one, again when another transaction took that id first. On
 * PostgreSQL two such transactions read the same largest id; the second's insert waits for the first's commit and
 * then breaks the primary key, which rolls it back whole, so running it again numbers it after the first.
 * SQLite's transactions hold the database from their start, so there it never runs twice.
 */
export async function retryingTakenIds<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= ID_ATTEMPTS || !isIdTaken(error)) throw error;
    }
  }
}
