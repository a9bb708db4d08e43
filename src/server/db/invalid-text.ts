// PostgreSQL refuses text it cannot store (a NUL character, bytes that are not UTF-8): that is a bad
// request from the client, not a failure of the server. Reads the error through drizzle's wrapping.
type PgError = { code?: string; cause?: unknown };

const INVALID_TEXT_CODES = new Set(['22021' /* character_not_in_repertoire */, '22P05' /* untranslatable_character */]);

export function isInvalidText(error: unknown): boolean {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth++) {
    if (e.code && INVALID_TEXT_CODES.has(e.code)) return true;
  }
  return false;
}
