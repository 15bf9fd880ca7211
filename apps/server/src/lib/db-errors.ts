/**
 * Drizzle wraps driver errors (DrizzleQueryError), and PGlite and node-postgres shape them
 * alike; this walks the cause chain to find PostgreSQL's own error fields.
 */
type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The name of the unique index a write collided with, or undefined for any other error. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const fields = current as PgErrorFields;
    if (fields.code === '23505') return typeof fields.constraint === 'string' ? fields.constraint : '';
    current = fields.cause;
  }
  return undefined;
}
