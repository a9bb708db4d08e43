// Unique constraints are the authority on duplicates (race-safe); this reads which one fired.
type PgError = { code?: string; constraint?: string; cause?: unknown };

export function uniqueViolation(error: unknown): string | null {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth++) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return null;
}
