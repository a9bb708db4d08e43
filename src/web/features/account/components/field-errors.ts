// The server's field errors of a failed request, and its message when no field carries it.
import { ApiError } from '../../../lib/api-client.ts';

export function errorsOf(error: Error | null, fields: string[]): { fields: Record<string, string>; banner: string | null } {
  const all = error instanceof ApiError ? (error.errors ?? {}) : {};
  const shown = Object.fromEntries(Object.entries(all).filter(([name]) => fields.includes(name)));
  return { fields: shown, banner: error && Object.keys(shown).length === 0 ? error.message : null };
}
